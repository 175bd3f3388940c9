"""Damage divided among targets of two kinds controlled by opponents (CR 601.2d, 115.1):
"When ~ enters, it deals 5 damage divided as you choose among any number of target creatures
and/or planeswalkers your opponents control." (Dragonlord Atarka). Each point is a
:class:`~mtgrules.cards.divided_targets.FilteredPoint` of both kinds whose controller is an
opponent, checked as the targets are chosen (CR 601.2c) and on resolution (CR 608.2b) by
:func:`mtgrules.rules.casting.is_legal_target`."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import SELF_OR_IT, BuilderBase, _fail
from mtgrules.cards.divided_targets import FilteredPoint
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import DividedDamage

_MOST = {"one or two": 2, "one, two, or three": 3, "any number of": 0}
_TWO_KINDS = frozenset({"creature", "planeswalker"})
_WHOSE = {Who.OPPONENT: " your opponents control", Who.YOU: " you control", Who.ANY: ""}


def two_kind_points_words(point: FilteredPoint) -> str | None:
    """ "target creatures and/or planeswalkers your opponents control", else None."""
    if point.kinds != _TWO_KINDS:
        return None
    return "target creatures and/or planeswalkers" + _WHOSE[point.controller]


class DividedKindRules(BuilderBase):
    """Callbacks of the block "when-at family: divided among two kinds" of oracle.lark."""

    def divided_opponents(self, _: list[Any]) -> Who:
        return Who.OPPONENT

    def divided_two_kinds(self, c: list[Any]) -> Sentence:
        source, amount, among, first, second, whose = c
        if source not in SELF_OR_IT:
            _fail("divided damage from another source")
        if (str(first), str(second)) != ("creatures", "planeswalkers"):
            _fail(f"divided damage among {first} and/or {second}")
        points, most = int(amount), _MOST[str(among)]
        if points < 1:
            _fail("no damage to divide")
        point = FilteredPoint(kinds=_TWO_KINDS, controller=whose, most=most, text="")
        text = two_kind_points_words(point)
        assert text is not None
        self.targets.extend([dataclasses.replace(point, text=text)] * points)
        return (DividedDamage(amount=points, most=most),)  # CR 601.2d: a spec per point


__all__ = ["DividedKindRules", "two_kind_points_words"]
