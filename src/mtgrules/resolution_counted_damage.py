"""Carrying out :class:`mtgrules.effects.counted_damage.DamageCountedPerPlayer`: each player
the instruction deals damage to counts what they control as it is carried out (CR 608.2h;
2011: 608.2g); all the damage is dealt at once, one damage event (CR 120.2b, 120.4; 2011:
119.2b, 119.4), and a count of 0 deals no damage to that player (CR 120.8; 2011: 119.8)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.effects.counted_damage import DamageCountedPerPlayer
from mtgrules.events import Event
from mtgrules.proposed import DamagePart
from mtgrules.resolution_counts import count

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution


def carry_out(game: Resolution, step: DamageCountedPerPlayer, ctx: Context) -> list[Event]:
    """Deal each player of ``step.to`` ``times`` damage per thing they control."""
    state = game.state
    per = dataclasses.replace(step.per, controller="they control")  # the player's own
    sources = game._refs(step.source, ctx)[:1]
    parts = [
        DamagePart(source, player, step.times * count(state, per, player, ctx.source))
        for source in sources
        for player in game._refs(step.to, ctx)
        if player in state.players
    ]
    parts = [p for p in parts if p.amount > 0]
    return game.deal_damage_event(parts) if parts else []


__all__ = ["carry_out"]
