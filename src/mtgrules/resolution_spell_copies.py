"""Resolving storm's and replicate's triggered abilities (CR 702.40a, 702.56a; 2011: 702.38a,
702.54a): copy the spell as many times as the ability's amount, fixed as it triggered; its
controller may choose new targets for each copy (CR 707.10c; 2011: 706.10c).

The spell is copied while it is on the stack; if it has left the stack (countered,
resolved), this engine makes no copy (its last known information isn't kept as a spell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.spell_copies import CopyThisSpell
from mtgrules.events import Event
from mtgrules.rules.spell_copies import copy_spell, on_stack

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

SPELL_COPY_INSTRUCTIONS = (CopyThisSpell,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Copy the source spell ``ctx.that_amount`` times under the ability's controller."""
    assert isinstance(step, CopyThisSpell)
    events: list[Event] = []
    for _ in range(ctx.that_amount or 0):
        item = on_stack(game.state, ctx.source)
        if item is None:
            break
        events += copy_spell(game, item, ctx.controller, may_retarget=True)
    return events


__all__ = ["SPELL_COPY_INSTRUCTIONS", "carry_out"]
