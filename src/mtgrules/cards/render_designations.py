"""The Oracle words of :class:`mtgrules.effects.designations.BecomeTheMonarch` (the inverse
of :mod:`mtgrules.cards.build_designations`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.commander import GetExperience
from mtgrules.effects.designations import BecomeTheMonarch, WinTheGame
from mtgrules.effects.instructions import GetEnergy, Instruction

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def designation_clause(step: Instruction, ctx: _Context) -> str | None:
    """ "target opponent becomes the monarch", "get {E}{E}" after a clause whose subject is
    "you", or None for another instruction."""
    if isinstance(step, GetEnergy) and step.elided:
        return "get " + "{E}" * step.count  # "you gain 3 life and get {E}{E}{E}"
    if isinstance(step, WinTheGame):
        return "you win the game"
    if isinstance(step, GetExperience):  # CR 122.1 (cards/build_commander.py)
        return "you get an experience counter" if step.count == 1 else None
    if not isinstance(step, BecomeTheMonarch):
        return None
    return f"{ctx.ref(step.who, subject=True)} becomes the monarch"


__all__ = ["designation_clause"]
