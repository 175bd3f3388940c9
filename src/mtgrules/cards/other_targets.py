"""Targets other than the source that may be left unchosen, and subtypes with "another"
(CR 115.1, 115.3, 601.2c, 205.3): "up to one other target creature gains flying until end
of turn", "another target Human you control gets +2/+2 until end of turn", "put a +1/+1 counter on
each of up to two other target creatures you control".

"up to one other target": zero or one target (``up_to_one``), not the source itself
(``another``) or, after other targets, none of them (``distinct``); rules/casting.py reads
these fields.

>>> spec = UpToOneOtherTarget(kinds=frozenset({"creature"}), up_to_one=True)
>>> other_target_words(spec)
'up to one other target creature'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mtgrules.cards.target_descriptions import DescribedTarget, TargetGroup, described_words
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.base import Who


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupMember(DescribedTarget):
    """One target of "each of up to two target creatures": different from the group's other
    targets (``distinct``, CR 601.2c: one word "target" can't name an object twice) and, only
    for "other target creatures", not the source either (``another``, CR 115.3)."""

    distinct: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class UpToOneOtherTarget(GroupMember):
    """ "up to one other target [adjectives] creature [you control]": other than the
    ability's earlier targets when it has some (``distinct``: "target creature ... and up to
    one other target creature"), else other than the source (``another``, CR 115.3)."""


def other_target_words(spec: UpToOneOtherTarget) -> str:
    """ "up to one other target creature you control"."""
    words = described_words(dataclasses.replace(spec, another=False, up_to_one=True))
    return words.replace("up to one target", "up to one other target", 1)


@dataclass(frozen=True, slots=True, kw_only=True)
class EachOfTargets(TargetGroup):
    """ "each of up to two [other] target creatures [you control]": the targets ``first`` ..
    ``first + count - 1`` (:class:`GroupMember` specs), any of them left unchosen."""

    other: bool = False


def each_of_targets_words(group: EachOfTargets) -> str:
    """ "each of up to two other target creatures you control"."""
    if group.match.kinds != frozenset({"creature"}) or not group.up_to:
        raise ValueError(f"no words for {group}")
    words = f"each of up to {number_word(group.count)} "
    words += "other target creatures" if group.other else "target creatures"
    if group.match.controller is Who.YOU:
        return words + " you control"
    if group.match.controller is not Who.ANY:
        raise ValueError(f"no words for {group}")
    return words
