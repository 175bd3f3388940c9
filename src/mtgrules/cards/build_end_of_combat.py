"""Transformer callback of "[instruction] at end of combat" in ``oracle.lark``
(:mod:`mtgrules.effects.end_of_combat`; CR 603.7a, 511.2): "destroy that creature at end of
combat", "return that creature to its owner's hand ...", "~ deals 1 damage to that creature
...", "put a +1/+1 counter on ~ ...". The delayed instruction acts on the object of the
trigger event ("that creature", CR 603.7c) or on ~; other instructions are refused."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import THAT_CREATURE
from mtgrules.effects.base import Duration
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.effects.instructions import (
    SELF,
    DealDamage,
    Destroy,
    GainControl,
    PutCounters,
    ReturnToHand,
)


class EndOfCombatRules(BuilderBase):
    """An instruction delayed until end of combat."""

    def at_end_of_combat(self, c: list[Any]) -> tuple[AtEndOfCombat]:
        steps = list(c[0]) if isinstance(c[0], tuple) else []
        if len(steps) != 1 or not _delayable(steps[0]):
            _fail("'at end of combat' after other than 'destroy that creature'")
        return (AtEndOfCombat(step=steps[0]),)


def _delayable(step: object) -> bool:
    """ "destroy that creature", "return that creature to its owner's hand", "gain control of
    that creature" (CR 613.1b, for good), "~ deals 1 damage to that creature", "put a +1/+1
    counter on ~"."""
    if step in (
        Destroy(on=THAT_CREATURE),
        ReturnToHand(on=THAT_CREATURE),
        GainControl(on=THAT_CREATURE, duration=Duration.INDEFINITE),
    ):
        return True
    if isinstance(step, DealDamage):
        return step.to == THAT_CREATURE and step.source == SELF and isinstance(step.amount, int)
    return isinstance(step, PutCounters) and step.on == SELF and step.kind == "+1/+1"


__all__ = ["EndOfCombatRules"]
