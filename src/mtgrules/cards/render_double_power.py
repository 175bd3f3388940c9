"""Words of :class:`~mtgrules.effects.double_power.DoublePower` (CR 701.9b): "double ~'s power
until end of turn", "double its power until end of turn", "double the power of each Dragon
you control until end of turn"."""

from __future__ import annotations

from mtgrules.cards.render_effects import _Context
from mtgrules.effects.double_power import DoublePower
from mtgrules.effects.instructions import Each, Instruction, Ref


def double_power_clause(step: Instruction, ctx: _Context) -> str | None:
    """The clause of a :class:`DoublePower`, else None."""
    if not isinstance(step, DoublePower):
        return None
    on: Ref = step.on  # type: ignore[assignment]
    if isinstance(on, Each):
        return f"double the power of {ctx.ref(on)} until end of turn"
    word = ctx.ref(on, subject=True)
    whose = "its" if word == "it" else f"{word}'s"
    return f"double {whose} power until end of turn"


__all__ = ["double_power_clause"]
