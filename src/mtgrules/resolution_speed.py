"""Carrying out the instruction of the inherent triggered ability of a player's speed
(CR 702.179; :mod:`mtgrules.rules.speed`): "your speed increases by 1" (never above 4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.speed import IncreaseSpeed
from mtgrules.events import Event
from mtgrules.rules.speed import increased

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

SPEED_INSTRUCTIONS = (IncreaseSpeed,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`SPEED_INSTRUCTIONS`: the controller's speed increases by 1."""
    assert isinstance(step, IncreaseSpeed)
    return game._emit(increased(game.state, ctx.controller))


__all__ = ["SPEED_INSTRUCTIONS", "carry_out"]
