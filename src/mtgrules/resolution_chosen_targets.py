"""Carrying out "Choose target creature ..." (:mod:`mtgrules.effects.chosen_targets`; CR
601.2c): the targets were chosen as the spell was cast (or the ability put on the stack), so
resolving the sentence changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.chosen_targets import ChooseTargets
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CHOSEN_TARGET_INSTRUCTIONS = (ChooseTargets,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Nothing: the targets of ``step`` are the spell's targets already (CR 601.2c)."""
    assert isinstance(step, ChooseTargets)
    return []
