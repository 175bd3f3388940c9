"""Transformer callbacks of activation costs (``oracle.lark``'s block "activated abilities:
hybrid mana and described sacrifices"; CR 602.2b, 118.3):

- hybrid mana symbols in an activation cost, "{1}{B/G}: Regenerate ~." (CR 107.4e: each is
  paid with one of its halves; the payment is planned by ``rules/casting.py``);
- sacrifices that describe what they sacrifice: "Sacrifice an artifact or creature",
  "Sacrifice another creature or an artifact", "Sacrifice a nonland permanent", "Sacrifice a
  token", "Sacrifice an artifact token", "Sacrifice two other creatures", "Sacrifice another
  black creature". Each is kept as its own words, an extra cost read by
  :mod:`mtgrules.rules.sacrifice_costs` and checked and paid by :mod:`mtgrules.rules.costs`
  (a cost can't be paid without the objects to pay it fully, CR 118.3);
- "Tap another untapped Rogue you control", "Tap two other untapped Halflings you control",
  "Remove three quest counters from ~ and sacrifice it", "Discard two cards at random"
  (:mod:`mtgrules.rules.tap_and_counter_costs`, :mod:`mtgrules.rules.costs`).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import Cost
from mtgrules.cards.vocabulary import counters_phrase

_NOT_PERMANENTS = ("player", "opponent", "spell")


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


def _noun(word: Token) -> str:
    """A card type in lower case, a subtype capitalised ("Rogue", "Halflings")."""
    text = _permanent(word)
    return text if word.type in ("TYPE", "PERM_TYPES") else text.capitalize()


def _permanent(word: Token | str) -> str:
    text = str(word)
    if text in _NOT_PERMANENTS:
        _fail("sacrifice a nonpermanent")
    return text


class Activated2CostRules(BuilderBase):
    """Hybrid mana and described sacrifices in activation costs (CR 602.2b, 118.3)."""

    def cost_mana_hybrid(self, c: list[Any]) -> Cost:
        symbols = [f"{{{s}}}" for s in (c[0] if isinstance(c[0], tuple) else ())]
        symbols += [str(t).upper() for t in c if isinstance(t, Token)]
        if "{X}" in symbols:
            _fail("{X} with hybrid mana")
        return Cost(mana=parse_mana_cost("".join(symbols)))  # CR 107.4e

    def sac_alt(self, c: list[Token]) -> str:
        return _permanent(c[0]) if c else "token"

    def sac_alt_a(self, c: list[str]) -> str:
        return f"{_article(c[0])} {c[0]}"

    def cost_sacrifice_either(self, c: list[Any]) -> str:
        first = _permanent(c[0])
        return f"Sacrifice {_article(first)} {first} or {c[1]}"

    def cost_sacrifice_another_either(self, c: list[Any]) -> str:
        return f"Sacrifice another {_permanent(c[0])} or {c[1]}"

    def cost_sacrifice_non(self, c: list[Token]) -> str:
        non = str(c[0])
        return f"Sacrifice {_article(non)} {non} {_permanent(c[1])}"

    def cost_sacrifice_another_non(self, c: list[Token]) -> str:
        return f"Sacrifice another {c[0]} {_permanent(c[1])}"

    def cost_sacrifice_token(self, c: list[Token]) -> str:
        if not c:
            return "Sacrifice a token"
        kind = _permanent(c[0])
        if kind == "permanent":
            _fail("a permanent token")
        return f"Sacrifice {_article(kind)} {kind} token"

    def cost_sacrifice_n_other(self, c: list[Token]) -> str:
        return f"Sacrifice {c[0]} other {c[1]}"

    def cost_sacrifice_another_color(self, c: list[Token]) -> str:
        if str(c[0]) == "colorless":
            _fail("sacrifice a colorless permanent")
        return f"Sacrifice another {c[0]} {_permanent(c[1])}"

    # -- rules/tap_and_counter_costs.py ---------------------------------------------------
    def cost_tap_another_untapped(self, c: list[Token]) -> str:
        return f"Tap another untapped {_noun(c[0])} you control"

    def cost_tap_other_untapped_n(self, c: list[Token]) -> str:
        return f"Tap {c[0]} other untapped {_noun(c[1])} you control"

    def cost_remove_counters_sacrifice(self, c: list[Any]) -> str:
        return f"Remove {counters_phrase(c[0], str(c[1]))} from ~ and sacrifice it"

    def cost_remove_counter_from_yours(self, c: list[Any]) -> str:
        if c[0] != 1:
            _fail("several counters from a permanent you control")
        return f"Remove {counters_phrase(1, str(c[1]))} from a {_permanent(c[3])} you control"

    def cost_exert_self(self, _: list[Any]) -> str:
        return "Exert ~"  # CR 701.43a

    def cost_discard_two_random(self, _: list[Any]) -> str:
        return "Discard two cards at random"  # CR 701.9b (rules/costs.py DISCARD_RANDOM)


__all__ = ["Activated2CostRules"]
