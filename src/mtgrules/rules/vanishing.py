"""Vanishing's last trigger (CR 702.63a; 2011: 702.61a): "When the last time counter is
removed from it, sacrifice it." It triggers on the event that removes the permanent's last
time counter, however it is removed (its upkeep ability or any other effect)."""

from __future__ import annotations

from mtgrules.events import CountersRemoved, Event
from mtgrules.state import EntityId, GameObject, GameState

LAST_TIME_COUNTER = "the last time counter is removed from ~"
"""The words of the trigger event (:class:`mtgrules.cards.pending.WhenOther`)."""
TIME = "time"


def last_counter_removed(
    state: GameState, ruleset_rule: str, obj: GameObject, event: Event
) -> tuple[str, list[tuple[EntityId | None, EntityId | None]]] | None:
    """The rule under which ``event`` triggers ``obj``'s "when the last time counter is
    removed from it" (the event took time counters from it and none are left), or None."""
    if not isinstance(event, CountersRemoved) or event.kind != TIME:
        return None
    if event.permanent != obj.id or obj.counter(TIME):
        return None
    return ruleset_rule, [(None, None)]


__all__ = ["LAST_TIME_COUNTER", "last_counter_removed"]
