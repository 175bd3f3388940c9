"""Transformer rules for libraries: surveil (CR 701.25a) and "look at the top N cards of
your library" followed by where those cards go (CR 608.2c; cards put on the bottom at the
same time are ordered by their owner, CR 401.4)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.effects.instructions import Each, Ref
from mtgrules.effects.library import (
    DiscardAtRandom,
    DrawThatMany,
    LookAtTop,
    RevealChooseDiscard,
    Surveil,
)

KINDS = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})
"""The card types a "you may reveal a [type] card from among them" can name."""


class LibraryRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def surveil(self, c: list[Token]) -> Sentence:
        count = int(c[0])
        if count < 1:
            _fail("surveil 0")
        return (Surveil(count=count),)

    def draw_that_many(self, _: list[Any]) -> Sentence:
        return (DrawThatMany(),)

    def you_discard_random(self, c: list[int]) -> Sentence:
        return (DiscardAtRandom(count=c[0]),)

    def player_discards_random(self, c: list[Any]) -> Sentence:
        return (DiscardAtRandom(count=c[1], who=self._one_player(c[0])),)

    def reveal_discard(self, c: list[Any]) -> Sentence:
        return (RevealChooseDiscard(who=self._one_player(c[0]), kind=c[1]),)

    def reveal_any(self, _: list[Any]) -> str:
        return ""

    def reveal_nonland(self, _: list[Any]) -> str:
        return "nonland"

    def reveal_type(self, c: list[Token]) -> str:
        return self.kind_type(c)

    def _one_player(self, ref: Ref) -> int:
        """One player ("target player", "that player"), not a group."""
        checked = self._players(ref)
        if isinstance(checked, Each):
            _fail("a group of players discarding")
        assert not isinstance(checked, Each)
        return checked

    def look_at_top(self, c: list[Any]) -> Sentence:
        count, put = _number(c[0]), c[1]
        step = LookAtTop(count=count, **put)
        if step.take >= count:
            _fail("taking every card looked at")
        if step.other and count - step.take != 1:
            _fail("'the other' for more than one card")
        if step.rest == "bottom" and step.order == "" and count - step.take != 1:
            _fail("cards put on the bottom in no stated order")
        return (step,)

    def look_put(self, c: list[Any]) -> dict[str, Any]:
        (take, up_to), those, other, where = c
        return {"take": take, "up_to": up_to, "those_cards": those, "other": other, **where}

    def look_reveal(self, c: list[Any]) -> dict[str, Any]:
        kind, where = c
        return {"take": 1, "up_to": True, "kind": kind, **where}

    def look_one(self, _: list[Any]) -> tuple[int, bool]:
        return 1, False

    def look_n(self, c: list[Token]) -> tuple[int, bool]:
        return _number(c[0]), False

    def look_up_to(self, c: list[Token]) -> tuple[int, bool]:
        return _number(c[0]), True

    def look_them(self, _: list[Any]) -> bool:
        return False

    def look_those(self, _: list[Any]) -> bool:
        return True

    def left_rest(self, _: list[Any]) -> bool:
        return False

    def left_other(self, _: list[Any]) -> bool:
        return True

    def bottom_any(self, _: list[Any]) -> dict[str, str]:
        return {"rest": "bottom", "order": "any"}

    def bottom_random(self, _: list[Any]) -> dict[str, str]:
        return {"rest": "bottom", "order": "random"}

    def bottom_plain(self, _: list[Any]) -> dict[str, str]:
        return {"rest": "bottom", "order": ""}

    def rest_graveyard(self, _: list[Any]) -> dict[str, str]:
        return {"rest": "graveyard", "order": ""}

    def kind_type(self, c: list[Token]) -> str:
        kind = str(c[0])
        if kind not in KINDS:
            _fail(f"a {kind} card")
        return kind

    def kind_permanent(self, _: list[Any]) -> str:
        return "permanent"

    def kind_color(self, c: list[Token]) -> str:
        color = str(c[0])
        if color == "colorless":
            _fail("a colorless card")
        return color
