"""CR 615.5 (2011: the same rule): "For each 1 damage prevented this way, put a +1/+1 counter
on that creature." -- the counters put, immediately after the damage event, on each permanent
a prevention effect prevented damage to (one placement per effect and permanent, as many
counters as the damage prevented); a permanent no longer on the battlefield gets none."""

from __future__ import annotations

from collections.abc import Mapping

from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.events import CountersPut, Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState


def counters_after_prevention(
    state: GameState, counters: Mapping[tuple[int, EntityId], tuple[PreventDamage, int]]
) -> list[Event]:
    """The counters of each prevention effect's follow-up, for the damage it prevented."""
    events: list[Event] = []
    for (_, recipient), (effect, prevented) in counters.items():
        then = effect.then
        obj = state.objects.get(recipient)
        if not isinstance(then, CountersForPrevented) or obj is None:
            continue
        if obj.zone is not Zone.BATTLEFIELD:
            continue
        events.append(
            CountersPut(
                permanent=recipient,
                kind=then.kind,
                amount=prevented,
                source=effect.source,
                rule="615.5",
            )
        )
    return events


__all__ = ["counters_after_prevention"]
