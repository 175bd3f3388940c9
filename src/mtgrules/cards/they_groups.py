""" "They" naming the group the sentence before acted on: "Untap all creatures you control.
They gain hexproof and indestructible until end of turn." (Join Shields, Flying Crane
Technique).

CR 608.2c: the instructions are followed in order; "they" are the permanents of the group
the instruction before named. The group is read again as the next instruction is carried
out, which finds the same permanents when nothing in between changes them: so only a group
with no state of its own ("all creatures you control", not "all tapped creatures") is
accepted. The data is a :class:`TheyGroup`, the same group, said "they".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import Each, GrantKeyword
from mtgrules.objects import Keyword


@dataclass(frozen=True, slots=True, kw_only=True)
class TheyGroup(Each):
    """The group of the instruction before, said "they" (CR 608.2c)."""


@dataclass(frozen=True, slots=True)
class TheyGain:
    """ "They gain [keywords] until end of turn." before it is joined to the sentence
    before."""

    keywords: tuple[Keyword, ...]


def with_they(before: Sentence | None, they: TheyGain) -> Sentence:
    """The sentence saying what "they" gain, the group taken from the one instruction of
    the sentence before; fails for anything else."""
    steps = [s for s in before or () if not isinstance(s, Joint)]
    group = getattr(steps[0], "on", None) if len(steps) == 1 else None
    if type(group) is not Each:  # a plain group: no state, no "other" (FilteredEach)
        _fail("'they' after something other than one instruction on a group")
    assert isinstance(group, Each) and not isinstance(group, FilteredEach)
    on = TheyGroup(match=group.match)
    return tuple(
        GrantKeyword(keyword=k, on=on, duration=Duration.END_OF_TURN) for k in they.keywords
    )


class TheyGroupRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def they_gain(self, c: list[Any]) -> TheyGain:
        keywords = next(k for k in c if isinstance(k, tuple))
        return TheyGain(keywords)


__all__ = ["TheyGain", "TheyGroup", "TheyGroupRules", "with_they"]
