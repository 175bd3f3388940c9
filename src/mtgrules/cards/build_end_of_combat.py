"""Transformer callback of "[instruction] at end of combat" in ``oracle.lark``
(:mod:`mtgrules.effects.end_of_combat`; CR 603.7a, 511.2): "destroy that creature at end of
combat". The delayed instruction acts on the object of the trigger event ("that creature",
CR 603.7c); other instructions are refused."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import THAT_CREATURE
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.effects.instructions import Destroy


class EndOfCombatRules(BuilderBase):
    """An instruction delayed until end of combat."""

    def at_end_of_combat(self, c: list[Any]) -> tuple[AtEndOfCombat]:
        steps = list(c[0]) if isinstance(c[0], tuple) else []
        if len(steps) != 1 or steps[0] != Destroy(on=THAT_CREATURE):
            _fail("'at end of combat' after other than 'destroy that creature'")
        return (AtEndOfCombat(step=steps[0]),)


__all__ = ["EndOfCombatRules"]
