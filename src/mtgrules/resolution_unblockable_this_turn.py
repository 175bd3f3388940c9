"""Carrying out "[creature] can't be blocked this turn" (CR 509.1b, 611.2a;
:mod:`mtgrules.effects.unblockable_this_turn`): the creature, if it is still on the
battlefield (CR 608.2b: an illegal target isn't affected), gets the restriction until the end
of the turn (a modifier, ended in the cleanup step, CR 514.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.model import Restriction
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.unblockable_this_turn import CantBeBlockedThisTurn
from mtgrules.events import Event
from mtgrules.state import Modifier
from mtgrules.turn_events import ModifierAdded

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

UNBLOCKABLE_INSTRUCTIONS = (CantBeBlockedThisTurn,)
"""The instructions :func:`carry_out` carries out."""

RULE = "509.1b"  # restrictions on blocking


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """A "can't be blocked" restriction until end of turn on each named creature."""
    assert isinstance(step, CantBeBlockedThisTurn)
    state = game.state
    events: list[Event] = []
    for permanent in game._refs(step.on, ctx):
        obj = state.objects.get(permanent)
        if obj is None or not game._on_battlefield(permanent) or not obj.is_creature:
            continue
        effect_id = state.next_id + len(events)
        timestamp = state.next_timestamp + len(events)
        effect = ModifyCharacteristics(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=timestamp,
            text=f"{obj.name} can't be blocked this turn",
        )
        modifier = Modifier(effect_id, timestamp, restriction=Restriction.CANT_BE_BLOCKED)
        events.append(
            ModifierAdded(permanent=permanent, modifier=modifier, effect=effect, rule=RULE)
        )
    state.next_timestamp += len(events)
    return game._emit(events) if events else []


__all__ = ["UNBLOCKABLE_INSTRUCTIONS", "carry_out"]
