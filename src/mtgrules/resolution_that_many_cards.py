"""Carrying out the card instructions of :mod:`mtgrules.effects.that_many_cards`: "that player
discards that many cards" (CR 701.8a; the amount of the trigger event, CR 603.2, 608.2h) and
"you and that player each draw ..." (CR 121.1; 2011: 120.1). A player
no longer in the game is skipped (CR 800.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.that_many_cards import DiscardThatMany, YouAndPlayerEachDraw
from mtgrules.events import Event
from mtgrules.resolution_zones import _discard

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

THAT_MANY_CARD_INSTRUCTIONS = (DiscardThatMany, YouAndPlayerEachDraw)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`THAT_MANY_CARD_INSTRUCTIONS`."""
    assert isinstance(step, THAT_MANY_CARD_INSTRUCTIONS)
    players = [p for p in game._refs(step.who, ctx) if p in game.state.players]
    events: list[Event] = []
    if isinstance(step, DiscardThatMany):
        amount = ctx.that_amount or 0  # CR 608.2h: the damage dealt, known on resolution
        for player in players:
            events.extend(_discard(game, player, amount))
        return events
    count = ctx.that_amount or 0 if step.count is None else step.count
    for player in [ctx.controller, *players]:  # CR 608.2c: "you" first, as written
        events.extend(game._draw(player, count))
    return events


__all__ = ["THAT_MANY_CARD_INSTRUCTIONS", "carry_out"]
