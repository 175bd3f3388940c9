"""Carrying out "[permanents] gain "[ability]" until end of turn" (effects/quoted_grants.py).

Each permanent named as the instruction is carried out (a group is locked in then, CR
611.2c) gets the ability as layer-6 modifiers carrying it (CR 613.1f,
rules/granting.quoted_modifiers), under one continuous effect per permanent that ends with
the turn (CR 514.2). While it has the ability, the permanent activates it or it triggers for
it like a printed one; "this creature" in it is that permanent (CR 113.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.granted_abilities import render_quoted
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.events import Event
from mtgrules.rules.granting import quoted_modifiers
from mtgrules.turn_events import ModifierAdded

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

QUOTED_GRANT_INSTRUCTIONS = (GrantQuoted,)
"""The instructions :func:`carry_out` carries out."""

GRANTED = "613.1f"  # an ability granted in layer 6 (both editions)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    assert isinstance(step, GrantQuoted)
    state = game.state
    events: list[Event] = []
    effect_id = state.next_id
    for permanent in game._refs(step.on, ctx):
        if not game._on_battlefield(permanent):
            continue
        timestamp = state.next_timestamp
        state.next_timestamp += 1
        effect = ModifyCharacteristics(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            duration=step.duration,
            id=effect_id,
            timestamp=timestamp,
            text=f"gains {render_quoted(step.quoted)}",
        )
        events += [
            ModifierAdded(permanent=permanent, modifier=modifier, effect=effect, rule=GRANTED)
            for modifier in quoted_modifiers((step.quoted,), effect_id, timestamp)
        ]
        effect_id += 1
    return game._run(lambda _: events) if events else []


__all__ = ["QUOTED_GRANT_INSTRUCTIONS", "carry_out"]
