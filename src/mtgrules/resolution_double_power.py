"""Carrying out "double [ref]'s power until end of turn" (:mod:`mtgrules.effects.double_power`;
CR 701.9b): each creature gets +X/+0 until end of turn, X being its power now (CR 608.2h: the
value is locked in as the ability resolves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.double_power import DoublePower
from mtgrules.effects.instructions import Instruction, ModifyPowerToughness, Ref
from mtgrules.events import Event
from mtgrules.objects import CardType

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

DOUBLE_POWER_INSTRUCTIONS = (DoublePower,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """CR 701.9b: +X/+0 for each creature, X its power as the ability resolves."""
    assert isinstance(step, DoublePower)
    state = game.state
    on: Ref = step.on  # type: ignore[assignment]
    events: list[Event] = []
    for permanent in game._refs(on, ctx):
        obj = state.objects.get(permanent)
        if obj is None or CardType.CREATURE not in obj.types:
            continue
        power = obj.current_power()  # its power now, effects in force applied (CR 613)
        if power != 0:  # CR 701.9c: a negative power gets -X/-0, the same +power
            pump = ModifyPowerToughness(power=power, toughness=0, on=permanent)
            events.extend(game._modify(pump, ctx))
    return events


__all__ = ["DOUBLE_POWER_INSTRUCTIONS", "carry_out"]
