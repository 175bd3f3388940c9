"""Carrying out :class:`mtgrules.effects.this_way.ForEachDoneThisWay`: "You gain 1 life for
each creature destroyed this way." The count is of the permanents the earlier instructions of
the same spell or ability destroyed (CR 608.2c: a later instruction may refer to what an
earlier one did), each of the card type counted as it last existed on the battlefield (CR
608.2h). An indestructible permanent (CR 702.12b) or a regenerated one (its destruction
replaced) was not destroyed; nothing happens for a count of 0."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.effects.instructions import GainLife, LoseLife
from mtgrules.effects.this_way import ForEachDoneThisWay
from mtgrules.events import Event, PermanentDestroyed
from mtgrules.resolution_counts import scaled
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

THIS_WAY_INSTRUCTIONS = (ForEachDoneThisWay,)
"""The instructions :func:`carry_out` carries out."""


def destroyed_this_way(
    state: GameState, noun: str, ctx: Context, controller: EntityId | None = None
) -> int:
    """How many permanents of card type ``noun`` (controlled by ``controller`` if given) the
    instructions carried out so far destroyed, as they last existed (CR 608.2h)."""
    found = 0
    for _, events in ctx.history:
        for event in events:
            if not isinstance(event, PermanentDestroyed):
                continue
            view = state.source_view(event.permanent)
            if view is None or (controller is not None and view.controller != controller):
                continue
            found += any(t.value.lower() == noun for t in view.types)
    return found


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out ``step``'s instruction once, its amount multiplied by the count; with
    ``controlled``, once for each of its players (in the order of :meth:`_refs`), each
    counting the permanents they controlled."""
    assert isinstance(step, ForEachDoneThisWay)
    state = game.state
    if not step.controlled:
        times = destroyed_this_way(state, step.noun, ctx)
        return game._carry_out_one(scaled(step.step, times), ctx) if times > 0 else []
    inner = step.step
    assert isinstance(inner, GainLife | LoseLife)
    events: list[Event] = []
    for player in game._refs(inner.who, ctx):
        times = destroyed_this_way(state, step.noun, ctx, player)
        if times > 0 and player in state.players:
            one = dataclasses.replace(inner, who=player, amount=inner.amount * times)
            events.extend(game._carry_out_one(one, ctx))
    return events


__all__ = ["THIS_WAY_INSTRUCTIONS", "carry_out", "destroyed_this_way"]
