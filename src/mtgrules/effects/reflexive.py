"""Reflexive triggered abilities as data (CR 603.12): "When ~ enters, you may sacrifice
another creature. When you do, destroy target creature an opponent controls." (Cavalier of
Night), "you may pay {2}{R}. When you do, it deals 3 damage to any target." (Sparktongue
Dragon).

CR 603.12: a resolving spell or ability may instruct a player to take an action and create a
triggered ability that triggers "when [a player] [does that action]". It triggers right after
the action is taken, and is put on the stack the next time a player would receive priority
(CR 117.5): its targets are chosen then (CR 603.3d), not as the first ability was put on the
stack. It is not a delayed triggered ability (it triggers at once, during the resolution).

* :class:`WhenYouDo`: the instruction of the ability that creates it: its own sentences and
  its own targets (numbered from 0, like any ability's). It triggers only if the instruction
  just before it was carried out (the creature sacrificed, the mana paid in full), like "If
  you do" (CR 608.2c).

>>> WhenYouDo(sentences=()).targets
()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Sentence
    from mtgrules.effects.conditions import Condition
    from mtgrules.effects.targets import TargetSpec

RULE = "603.12"
"""A reflexive triggered ability (today's number: the 2011 rules had no such rule, and the
cards worded so were printed later; they apply under the 2011 rules with today's number)."""
YOU_DO = "you do"
"""The words of the trigger event: the action the instruction before it names."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenYouDo:
    """ "When you do, [sentences]" (CR 603.12): a triggered ability created (and triggered)
    as the ability resolves, if the instruction before this one was carried out."""

    sentences: tuple[Sentence, ...]
    targets: tuple[TargetSpec, ...] = ()
    intervening: Condition | None = None
    """ "When you do, if [condition], ...": checked as it triggers and again as it resolves
    (CR 603.4)."""


__all__ = ["RULE", "YOU_DO", "WhenYouDo"]
