"""Carrying out "[who]'s life total becomes N", "double [who]'s life total" and "exchange life
totals with [who]" (:mod:`mtgrules.effects.life_totals`): the life rules of
:mod:`mtgrules.rules.life` with the game's effects in force (CR 118.5, 118.7-8; 119.5 and
119.7-8 today). Only players are affected; a target that is no longer legal is not (CR
608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.life_totals import DoubleLifeTotal, ExchangeLifeTotals, SetLifeTotal
from mtgrules.events import Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

LIFE_TOTAL_INSTRUCTIONS = (SetLifeTotal, DoubleLifeTotal, ExchangeLifeTotals)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`LIFE_TOTAL_INSTRUCTIONS`."""
    assert isinstance(step, LIFE_TOTAL_INSTRUCTIONS)
    state = game.state
    players = [p for p in game._refs(step.who, ctx) if p in state.players]
    events: list[Event] = []
    for player in players:
        if isinstance(step, ExchangeLifeTotals):
            events.extend(game.exchange_life(ctx.controller, player))
        elif isinstance(step, SetLifeTotal):
            events.extend(game.set_life(player, step.total, source=ctx.source))
        elif state.life_of(player) > 0:  # doubling: twice the life total
            events.extend(game.set_life(player, 2 * state.life_of(player), source=ctx.source))
    return events


__all__ = ["LIFE_TOTAL_INSTRUCTIONS", "carry_out"]
