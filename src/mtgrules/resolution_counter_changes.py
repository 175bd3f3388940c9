"""Counters removed or doubled as a spell or ability resolves
(:mod:`mtgrules.effects.counter_changes`; CR 122.1, 2011: 121.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.counter_changes import DoubleCounters, RemoveAllCounters, RemoveCounters
from mtgrules.events import CountersPut, CountersRemoved, Event
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

COUNTER_CHANGE_INSTRUCTIONS = (RemoveCounters, RemoveAllCounters, DoubleCounters)
"""The instructions :func:`carry_out` carries out."""


def carry_out(
    game: Resolution, step: RemoveCounters | RemoveAllCounters | DoubleCounters, ctx: Context
) -> list[Event]:
    """Each permanent ``step.on`` refers to loses up to ``count`` counters of the kind (as
    many as it has), or all of them, or gets as many more as it has."""
    state = game.state
    rule = f"{game.ruleset.counters_section}.1"
    events: list[Event] = []
    for permanent in game._refs(step.on, ctx):
        obj = state.objects.get(permanent)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        if isinstance(step, RemoveAllCounters):
            kinds = [step.kind] if step.kind else sorted(obj.counters)
            events.extend(
                CountersRemoved(
                    permanent=permanent, kind=kind, amount=have, source=ctx.source, rule=rule
                )
                for kind in kinds
                if (have := obj.counter(kind))
            )
            continue
        have = obj.counter(step.kind)
        if isinstance(step, RemoveCounters) and have:
            amount = min(have, step.count)
            events.append(
                CountersRemoved(
                    permanent=permanent, kind=step.kind, amount=amount, source=ctx.source, rule=rule
                )
            )
        elif isinstance(step, DoubleCounters) and have:
            events.append(CountersPut(permanent=permanent, kind=step.kind, amount=have, rule=rule))
    return game._emit(events) if events else []


__all__ = ["COUNTER_CHANGE_INSTRUCTIONS", "carry_out"]
