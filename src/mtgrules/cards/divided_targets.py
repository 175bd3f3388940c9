"""Damage divided among targets with conditions (CR 601.2d, 115.1): "~ deals 4 damage
divided as you choose among one, two, or three target creatures", "... among any number of
target attacking or blocking creatures without flying", "~ deals X damage divided as you
choose among any number of targets" (:class:`XPoints`).

Like "any number of targets" (:mod:`mtgrules.rules.divided`), the spell has a target spec per
point of damage; here each point is a :class:`FilteredPoint`, whose conditions are checked
as the targets are chosen (CR 601.2c) and again on resolution (CR 608.2b) by
:func:`mtgrules.rules.casting.passes_filters`.

>>> point = FilteredPoint(kinds=frozenset({"creature"}), most=3, state="attacking")
>>> points_words(point)
'target attacking creatures'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.cards.vocabulary import ANY_TARGET_KINDS, filtered_words, kinds_words
from mtgrules.effects.base import Who
from mtgrules.effects.targets import DividedTarget

FILTERS = ("state", "color", "not_color", "not_type", "with_keyword", "without_keyword", "power")
"""The conditions a point may have: those of a filtered target (CR 115.1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FilteredPoint(DividedTarget):
    """One point of divided damage among targets of one kind with conditions."""

    state: str = ""  # "attacking", "attacking or blocking", ...
    color: str = ""
    not_color: str = ""
    not_type: str = ""
    with_keyword: str = ""
    without_keyword: str = ""
    power: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class XPoints(FilteredPoint):
    """ "~ deals X damage divided as you choose among any number of targets": the points of
    a spell whose number is X, one spec standing for all of them in the compiled spell;
    as the spell is cast it becomes one point per target named, and X is that number (CR
    601.2b, 601.2d: :mod:`mtgrules.rules.x_divided`)."""


def points_words(point: FilteredPoint) -> str:
    """ "target attacking or blocking creatures without flying": the plural target words."""
    from mtgrules.cards.divided_kinds import two_kind_points_words  # "and/or planeswalkers"

    if (two := two_kind_points_words(point)) is not None:
        return two
    filters = {name: getattr(point, name) for name in FILTERS if getattr(point, name)}
    if point.kinds == ANY_TARGET_KINDS and not filters:
        return "targets"
    noun = kinds_words(point.kinds)
    if len(point.kinds) != 1:
        raise ValueError(f"no words for {point}")
    words = filtered_words(point.kinds, Who.ANY, filters)
    return re.sub(rf" {noun}(?= |$)", f" {noun}s", words, count=1)
