"""Carrying out "[creatures] can't block this turn" (CR 509.1b, 611.2a;
:mod:`mtgrules.effects.blocking_this_turn`).

Named objects ("target creature", "it", "those creatures") each get a restriction until the
end of the turn (a modifier, ended in the cleanup step, CR 514.2), if they are still on the
battlefield (CR 608.2b: an illegal target isn't affected). A group gets one effect for the
rest of the turn, read as blockers are declared (:func:`why_group_cant_block`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.model import Restriction
from mtgrules.effects.blocking_this_turn import CantBlockGroup, CantBlockThisTurn
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.instructions import Instruction
from mtgrules.events import EffectCreated, Event
from mtgrules.state import Modifier
from mtgrules.turn_events import ModifierAdded

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

BLOCKING_THIS_TURN_INSTRUCTIONS = (CantBlockThisTurn,)
"""The instructions :func:`carry_out` carries out."""

RULE = "509.1b"  # restrictions on blocking
LASTS = "611.2a"  # an effect from a resolving spell or ability lasts as long as it says


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """One restriction per named permanent, or one effect for the group."""
    assert isinstance(step, CantBlockThisTurn)
    state = game.state
    events: list[Event] = []
    if step.group is not None:
        effect_id = state.next_id
        group = CantBlockGroup(
            group=step.group,
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=state.new_timestamp(),
            text=_source_name(game, ctx),
        )
        game.created_effects[effect_id] = group
        return game._emit([EffectCreated(effect=effect_id, created=group, rule=LASTS)])
    named: list[int] = []
    for ref in step.named():
        named += [p for p in game._refs(ref, ctx) if p not in named]
    for permanent in named:
        obj = state.objects.get(permanent)
        if obj is None or not game._on_battlefield(permanent):
            continue
        effect_id = state.next_id + len(events)
        timestamp = state.next_timestamp + len(events)
        effect = ModifyCharacteristics(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=timestamp,
            text=f"{obj.name} can't block this turn",
        )
        modifier = Modifier(effect_id, timestamp, restriction=Restriction.CANT_BLOCK)
        events.append(
            ModifierAdded(permanent=permanent, modifier=modifier, effect=effect, rule=RULE)
        )
    state.next_timestamp += len(events)
    return game._emit(events) if events else []


def _source_name(game: Resolution, ctx: Context) -> str:
    source = game.state.source_view(ctx.source)
    return source.name if source is not None else ""


__all__ = ["BLOCKING_THIS_TURN_INSTRUCTIONS", "carry_out"]
