"""Oracle text of control-changing instructions (layer 2, CR 613.1b;
:mod:`mtgrules.effects.control`): "gain control of target creature for as long as you
control ~" (CR 611.2b), "target opponent gains control of ~", "gain control of target
permanent" (no duration), generated from the compiled
data alone."""

from __future__ import annotations

from typing import Protocol

from mtgrules.effects.base import Duration
from mtgrules.effects.control import GainControlWhileControlling, GiveControl
from mtgrules.effects.instructions import GainControl, Ref


class Refs(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def control_clause(step: object, ctx: Refs) -> str | None:
    """The words of a control-changing instruction, or None for another instruction."""
    if isinstance(step, GainControlWhileControlling):
        return f"gain control of {ctx.ref(step.on)} for as long as you control ~"
    if isinstance(step, GainControl) and step.duration is Duration.INDEFINITE:
        return f"gain control of {ctx.ref(step.on)}"  # no duration: it lasts (CR 611.2a)
    if isinstance(step, GiveControl):
        return f"{ctx.ref(step.to, subject=True)} gains control of {ctx.ref(step.on)}"
    return None


__all__ = ["control_clause"]
