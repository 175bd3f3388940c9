"""Stun counters (CR 122.1d today; the 2011 rules have no stun counters, and the engine
applies today's rule under both, as the cards that use them say): "If a permanent with a
stun counter on it would become untapped, instead remove a stun counter from it."

The replacement applies to every untap: the untap step (CR 502.3) and instructions ("untap
target creature"). One stun counter is removed each time, and the permanent stays tapped.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.events import CountersRemoved, Event
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import Untapped

STUN = "stun"
STUN_RULE = "122.1d"


def untap_events(
    state: GameState, permanents: Iterable[EntityId], rule: str, source: EntityId | None = None
) -> list[Event]:
    """The events of untapping ``permanents`` (by ``rule``): those with a stun counter lose
    one instead of untapping (CR 122.1d)."""
    untapped: list[EntityId] = []
    events: list[Event] = []
    for permanent in permanents:
        obj = state.objects.get(permanent)
        if obj is not None and obj.counter(STUN):
            events.append(
                CountersRemoved(
                    permanent=permanent, kind=STUN, amount=1, source=source, rule=STUN_RULE
                )
            )
        else:
            untapped.append(permanent)
    if untapped:
        events.insert(0, Untapped(permanents=tuple(untapped), rule=rule))
    return events


__all__ = ["STUN", "STUN_RULE", "untap_events"]
