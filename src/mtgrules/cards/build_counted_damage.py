"""Transformer rules for damage each player dealt it counts for themself (CR 608.2h; 2011:
608.2g): "~ deals damage to each player equal to the number of nonbasic lands that player
controls", "~ deals damage to that player equal to the number of Swamps they control", "...
equal to twice the number of creatures that player controls with flying", "~ deals damage
equal to the number of lands that player controls to each opponent".
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import SELF_OR_IT, BuilderBase, _fail
from mtgrules.cards.creature_types import singular
from mtgrules.cards.pending import Counted
from mtgrules.effects.counted_damage import EQUAL_FIRST, EQUAL_LAST, DamageCountedPerPlayer
from mtgrules.resolution_counts import countable

Sentence = tuple[Any, ...]
Count = tuple[int, Counted]
"""How many times the number (1, or 2 for "twice"), and what is counted."""


class CountedDamageRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def player_count(self, c: list[Any]) -> Count:
        times = 2 if len(c) > 1 else 1  # "twice the number of ..."
        per: Counted = c[-1]
        problem = countable(dataclasses.replace(per, controller="they control"))
        if problem is not None:
            _fail(f"counting {problem}")
        return (times, per)

    def player_counted_type(self, c: list[Any]) -> Counted:
        condition: dict[str, str] = {}
        if isinstance(c[-1], tuple):  # "... with flying" (build_targets.with_keyword)
            condition, c = {c[-1][1]: c[-1][2]}, c[:-1]
        adjective = str(c[0]) if len(c) > 2 else ""
        return Counted(
            noun=str(c[-2])[:-1],  # "lands" -> "land"
            adjective=adjective,
            controller=str(c[-1]),
            with_keyword=condition.get("with_keyword", ""),
            without_keyword=condition.get("without_keyword", ""),
        )

    def player_counted_subtype(self, c: list[Token]) -> Counted:
        return Counted(noun=singular(str(c[0])), controller=str(c[1]))

    def _counted_damage(self, source: Any, count: Count, to: Any, order: str) -> Sentence:
        if source not in SELF_OR_IT:
            _fail("damage counted for each player from another source")
        times, per = count
        return (
            DamageCountedPerPlayer(
                per=per, to=self._players(to), times=times, source=source, order=order
            ),
        )

    def damage_equal_player_count(self, c: list[Any]) -> Sentence:
        return self._counted_damage(c[0], c[2], c[1], EQUAL_LAST)

    def damage_equal_player_count_first(self, c: list[Any]) -> Sentence:
        return self._counted_damage(c[0], c[1], c[2], EQUAL_FIRST)
