"""Transformer callbacks of activation costs that describe the objects they use
(``oracle.lark``'s block "described activation costs"; CR 602.2b, 118.3): "Tap an untapped
Cleric you control", "Tap two untapped artifacts and/or creatures you control", "Discard a
land card", "Sacrifice a Food", "Exile ~", "Exile two cards from your graveyard", "Exile the
top card of your library". Each is
kept as its own words, an extra cost checked and paid by :mod:`mtgrules.rules.costs`
(:mod:`mtgrules.rules.described_costs`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.play_permissions import YOUR

_NOT_PERMANENTS = ("player", "opponent", "spell")


def _noun(word: Token) -> str:
    """A card type in lower case, a subtype capitalised ("Cleric", "Food")."""
    text = str(word)
    return text if word.type in ("TYPE", "PERM_TYPES") else text.capitalize()


class DescribedCostRules(BuilderBase):
    """Costs that tap, discard, sacrifice or exile described objects (CR 602.2b)."""

    def cost_tap_untapped(self, c: list[Token]) -> str:
        if str(c[0]) in _NOT_PERMANENTS:
            _fail("tap a nonpermanent")
        return f"Tap an untapped {_noun(c[0])} you control"

    def cost_tap_untapped_other(self, c: list[Token]) -> str:
        return self.cost_tap_untapped(c) + " other than ~"

    def cost_tap_untapped_n(self, c: list[Token]) -> str:
        if str(c[0]) == "one":
            _fail("tap one")
        nouns = " and/or ".join(_noun(word) for word in c[1:])
        return f"Tap {c[0]} untapped {nouns} you control"

    def cost_tap_untapped_color(self, c: list[Token]) -> str:
        if str(c[0]) == "colorless" or str(c[1]) in _NOT_PERMANENTS:
            _fail("tap a colorless or nonpermanent object")
        return f"Tap an untapped {c[0]} {_noun(c[1])} you control"

    def cost_tap_untapped_color_other(self, c: list[Token]) -> str:
        return self.cost_tap_untapped_color(c) + " other than ~"

    def cost_discard_historic(self, _: list[Any]) -> str:
        return "Discard a historic card"  # CR 700.6

    def cost_exile_graveyard_top(self, c: list[int]) -> str:
        if c != [1, YOUR]:
            _fail("exile top cards of a graveyard other than your top card")
        return "Exile the top card of your graveyard"  # CR 404.2

    def cost_discard_typed(self, c: list[Token]) -> str:
        noun = str(c[0])
        if noun in _NOT_PERMANENTS:
            _fail("discard a nonpermanent card")
        return f"Discard {'an' if noun[0] in 'aeiou' else 'a'} {noun} card"

    def cost_sacrifice_subtype(self, c: list[Token]) -> str:
        noun = _noun(c[0])
        return f"Sacrifice {'an' if noun[0] in 'AEIOU' else 'a'} {noun}"

    def cost_exile_self(self, _: list[Any]) -> str:
        return "Exile ~"

    def cost_exile_graveyard_cards(self, c: list[Token]) -> str:
        return f"Exile {c[0]} cards from your graveyard"

    def cost_exile_library_top(self, c: list[int]) -> str:
        count, whose = c
        if whose != YOUR:
            _fail("exile the top of another player's library as a cost")
        cards = "card" if count == 1 else f"{number_word(count)} cards"
        return f"Exile the top {cards} of your library"


__all__ = ["DescribedCostRules"]
