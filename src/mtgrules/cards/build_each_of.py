"""Transformer rules for "each of [up to] N target ..." (CR 115.1: one word "target" with a
number; CR 601.2c: the same object or player can't be chosen twice for it).

"~ deals 2 damage to each of two targets", "~ deals 1 damage to each of two target
creatures", "~ deals 3 damage to each of up to two target creatures": one target spec per
target, each ``another`` (different from the others) and, for "up to", ``up_to_one``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import SELF_OR_IT, BuilderBase, _fail
from mtgrules.cards.pending import FilteredTarget
from mtgrules.cards.vocabulary import ANY_TARGET_KINDS
from mtgrules.effects.instructions import DamageEachTarget

Sentence = tuple[Any, ...]
NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}

EachOf = tuple[frozenset[str], int, bool]
"""The kinds of the targets, how many, and whether "up to"."""


def _count(token: Token) -> int:
    if str(token) not in NUMBERS:
        _fail(f"each of {token} targets")
    return NUMBERS[str(token)]


class EachOfRules(BuilderBase):
    """ "each of [up to] N target creatures / targets"."""

    def each_of_targets(self, c: list[Token]) -> EachOf:
        return (ANY_TARGET_KINDS, _count(c[0]), False)

    def each_of_target_creatures(self, c: list[Token]) -> EachOf:
        return (frozenset({"creature"}), _count(c[0]), False)

    def each_of_up_to_targets(self, c: list[Token]) -> EachOf:
        return (ANY_TARGET_KINDS, _count(c[0]), True)

    def each_of_up_to_target_creatures(self, c: list[Token]) -> EachOf:
        return (frozenset({"creature"}), _count(c[0]), True)

    def damage_each_of(self, c: list[Any]) -> Sentence:
        source, amount, (kinds, count, up_to) = c
        if source not in SELF_OR_IT:
            _fail("damage to each of several targets from another source")
        first = len(self.targets)
        text = "target" if kinds == ANY_TARGET_KINDS else "target creature"
        self.targets.extend(
            FilteredTarget(kinds=kinds, text=text, another=True, up_to_one=up_to)
            for _ in range(count)
        )
        return (
            DamageEachTarget(
                amount=int(amount), first=first, count=count, up_to=up_to, source=source
            ),
        )
