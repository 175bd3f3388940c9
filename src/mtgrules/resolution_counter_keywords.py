"""Instructions of fading (CR 702.32a; 2011: 702.30a) and modular (CR 702.43a; 2011: 702.41a),
carried out as their triggered abilities resolve (:mod:`mtgrules.effects.counter_keywords`).

Fading removes a fade counter from the permanent, or, if it has none, its controller
sacrifices it (a permanent that left the battlefield is neither). Modular counts the +1/+1
counters the creature had as it last existed on the battlefield (CR 603.10a: a "dies" trigger
looks back in time) and puts that many on the target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_zones
from mtgrules.effects.counter_keywords import PutCountersItHad, RemoveCounterOrSacrifice
from mtgrules.effects.instructions import SELF, Sacrifice
from mtgrules.events import CountersPut, CountersRemoved, Event
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

COUNTER_KEYWORD_INSTRUCTIONS = (RemoveCounterOrSacrifice, PutCountersItHad)
"""The instructions :func:`carry_out` carries out."""


def carry_out(
    game: Resolution, step: RemoveCounterOrSacrifice | PutCountersItHad, ctx: Context
) -> list[Event]:
    """Carry out one of :data:`COUNTER_KEYWORD_INSTRUCTIONS`."""
    if isinstance(step, RemoveCounterOrSacrifice):
        return _remove_or_sacrifice(game, step, ctx)
    return _put_counters_it_had(game, step, ctx)


def _remove_or_sacrifice(
    game: Resolution, step: RemoveCounterOrSacrifice, ctx: Context
) -> list[Event]:
    """CR 702.32a (2011: 702.30a): "remove a fade counter from it. If you can't, sacrifice
    the permanent." """
    obj = game.state.objects.get(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    rule = game.ruleset.rule("fading")
    if obj.counter(step.kind):
        removed = CountersRemoved(
            permanent=obj.id, kind=step.kind, amount=1, source=ctx.source, rule=rule
        )
        return game._emit([removed])
    return resolution_zones.carry_out(game, Sacrifice(on=SELF), ctx)


def _put_counters_it_had(game: Resolution, step: PutCountersItHad, ctx: Context) -> list[Event]:
    """CR 702.43a (2011: 702.41a): one counter of ``step.kind`` on the target for each such
    counter the source had as it last existed on the battlefield (CR 603.10a)."""
    state = game.state
    source = state.source_view(ctx.source)
    amount = source.counter(step.kind) if source is not None else 0
    if not amount:
        return []
    rule = game.ruleset.rule("modular")
    events: list[Event] = [
        CountersPut(permanent=p, kind=step.kind, amount=amount, rule=rule)
        for p in game._refs(step.on, ctx)
        if game._on_battlefield(p)
    ]
    return game._emit(events) if events else []


__all__ = ["COUNTER_KEYWORD_INSTRUCTIONS", "carry_out"]
