"""Resolving firebending's "Until end of combat, you don't lose this mana as steps end."
(CR 702.189a): a :class:`~mtgrules.rules.firebending.ManaLasts` event for the mana just
added."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.firebending import FIREBENDING_RULE, KeepUntilEndOfCombat
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event
from mtgrules.rules.firebending import ManaLasts

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

FIREBENDING_INSTRUCTIONS = (KeepUntilEndOfCombat,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    assert isinstance(step, KeepUntilEndOfCombat)
    lasts = ManaLasts(
        player=ctx.controller, color=step.color, amount=step.amount, rule=FIREBENDING_RULE
    )
    return game._emit([lasts])


__all__ = ["FIREBENDING_INSTRUCTIONS", "carry_out"]
