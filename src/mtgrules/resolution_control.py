"""Carrying out control-changing instructions (layer 2, CR 613.1b): "Gain control of target
creature until end of turn." (:class:`~mtgrules.effects.instructions.GainControl`) and
"Gain control of target creature for as long as you control ~."
(:class:`~mtgrules.effects.control.GainControlWhileControlling`) and "Target opponent gains
control of ~." (:class:`~mtgrules.effects.control.GiveControl`, no end).

The resolving spell or ability creates one :class:`~mtgrules.effects.control.ControlEffect`
per permanent it names that is still on the battlefield (CR 608.2b), and the permanent gets
its new controller (:class:`~mtgrules.events.ControlChanged`). CR 611.2b: if you no longer
control ~ as the ability resolves, the effect does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration
from mtgrules.effects.control import (
    ControlEffect,
    GainControlWhileControlling,
    GiveControl,
    original_controller,
    source_held,
)
from mtgrules.effects.instructions import GainControl, Instruction
from mtgrules.events import ControlChanged, EffectCreated, Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CONTROL_INSTRUCTIONS = (GainControl, GainControlWhileControlling, GiveControl)
"""The instructions :func:`carry_out` carries out."""

LAYER_2 = "613.1b"


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Create a control-changing effect for each permanent ``step`` names."""
    assert isinstance(step, CONTROL_INSTRUCTIONS)
    state = game.state
    while_controlling = None
    gains = ctx.controller
    lasts = "until end of turn"
    if isinstance(step, GainControlWhileControlling):
        if not source_held(state, ctx.source, ctx.controller):
            return []  # CR 611.2b: the duration ended before the effect could apply
        while_controlling, duration = ctx.source, Duration.INDEFINITE
        lasts = "while its source is held"
    elif isinstance(step, GiveControl):
        players = [p for p in game._refs(step.to, ctx) if p in state.players]
        if len(players) != 1:
            return []  # CR 608.2b: an illegal target player
        (gains,), duration, lasts = players, Duration.INDEFINITE, "from now on"
    else:
        duration = step.duration
        if duration is Duration.INDEFINITE:
            lasts = "from now on"  # "Gain control of target creature." (no duration stated)
    events: list[Event] = []
    next_id = state.next_id
    for permanent in game._refs(step.on, ctx):
        if not game._on_battlefield(permanent):
            continue  # CR 608.2b
        obj = state.objects[permanent]
        effect = ControlEffect(
            permanent=permanent,
            gains=gains,
            previous=original_controller(state, obj),
            while_controlling=while_controlling,
            controller=ctx.controller,
            source=ctx.source,
            duration=duration,
            id=next_id,
            timestamp=state.new_timestamp(),
            text=f"{state.players[gains].name} controls {obj.name} {lasts}",
        )
        game.created_effects[next_id] = effect
        events.append(EffectCreated(effect=next_id, created=effect, rule=LAYER_2))
        events.append(ControlChanged(permanent=permanent, controller=gains, rule=LAYER_2))
        next_id += 1
    return game._emit(events) if events else []


__all__ = ["CONTROL_INSTRUCTIONS", "carry_out"]
