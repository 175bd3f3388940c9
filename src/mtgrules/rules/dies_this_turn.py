"""When a delayed "When that creature dies this turn" ability triggers (CR 603.7): the
object it refers to (CR 603.7c) is put into a graveyard from the battlefield (dies, CR 700.4)
during the turn it was created; it triggers once (CR 603.7b: the effect is removed as it
triggers, rules/delayed_triggers.py ``commit_delayed_fired``)."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.effects.dies_this_turn_trigger import DiesThisTurnTrigger
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.delayed_triggers import triggered
from mtgrules.state import GameState

RULE = "603.7c"


def fired(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The "dies this turn" delayed abilities that trigger on ``events``, each once."""
    waiting = [
        e
        for e in state.effects.values()
        if isinstance(e, DiesThisTurnTrigger) and e.created_turn == state.turn
    ]
    if not waiting:
        return []
    died = {
        e.object
        for e in events
        if isinstance(e, ZoneChanged)
        and e.origin is Zone.BATTLEFIELD
        and e.destination is Zone.GRAVEYARD
    }
    return [triggered(delayed, RULE) for delayed in waiting if delayed.watched in died]


__all__ = ["fired"]
