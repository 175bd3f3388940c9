"""Transformer callbacks of the keywords that exile a card from its owner's hand to cast it
later (``oracle.lark``'s "suspend" alternative of ``keyword_item``;
:mod:`mtgrules.rules.exile_keywords`): "Suspend 4—{1}{R}" (CR 702.62a; 2011: 702.60a) is a
number of time counters and a cost. Foretell and plot are "[keyword] [cost]" keywords.
A keyword whose cost is more than mana, "Buyback—Sacrifice a land." / "Buyback—Pay 3 life,
Discard a card at random." (CR 702.27a; 2011: 702.25a), keeps the cost's words after the
dash, as printed.

>>> from lark import Token
>>> KeywordCostRules().suspend_keyword([Token("NUMBER", "4"), ("1", "R")])
OtherKeyword(name='suspend', parameter='4—{1}{R}')
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import KeywordLine
from mtgrules.cards.build_base import _fail
from mtgrules.cards.cumulative_life import CUMULATIVE_UPKEEP, is_cumulative_life
from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.exile_keywords import SUSPEND

BUYBACK = "buyback"


class KeywordCostRules:
    """The callbacks of "Suspend N—[cost]" and of a keyword's cost in words."""

    def suspend_keyword(self, c: list[Any]) -> OtherKeyword:
        cost = "".join(f"{{{s}}}" for s in c[1])
        return OtherKeyword(SUSPEND, f"{c[0]}—{cost}")

    def keyword_other_costs(self, c: list[Any]) -> KeywordLine:
        if is_cumulative_life(str(c[0]), c[1:]):  # "Cumulative upkeep—Pay 1 life" (702.24a)
            return KeywordLine((OtherKeyword(CUMULATIVE_UPKEEP, "—" + str(c[1])),))
        if str(c[0]) != BUYBACK:
            _fail(f"{c[0]} with a cost in words")
        return KeywordLine((OtherKeyword(BUYBACK, "—" + ", ".join(c[1:])),))

    def other_cost_sacrifice_land(self, _: list[Any]) -> str:
        return "Sacrifice a land"

    def other_cost_life(self, c: list[Any]) -> str:
        return f"Pay {c[0]} life"

    def other_cost_random_discard(self, _: list[Any]) -> str:
        return "Discard a card at random"


__all__ = ["KeywordCostRules"]
