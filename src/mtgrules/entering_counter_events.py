"""The counters a permanent enters the battlefield with, in the log.

"[This permanent] enters with N counters on it" is a replacement effect that modifies how
it enters (CR 614.1c, the same number in 2011); a planeswalker enters with its printed
loyalty in loyalty counters (CR 306.5b). Those counters are on the permanent as it enters
(committed with its zone change, :mod:`mtgrules.rules.commit`), and they are counters put
on it (CR 122.6; 2011: 121.6): :class:`EnteredWithCounters` records them, so that every
counter of the game is explained by an event of the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtgrules.events import CountersPut, CountersRemoved, Event, ZoneChanged
from mtgrules.objects import LOYALTY, Zone
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import TokenCreated


@dataclass(frozen=True, slots=True, kw_only=True)
class EnteredWithCounters(Event):
    """``permanent`` entered the battlefield with ``amount`` ``kind`` counters on it (CR
    614.1c; loyalty: 306.5b). A record: the counters are already on it."""

    permanent: EntityId
    kind: str
    amount: int


def entered_with_counters(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The counters of the permanents that entered in the committed ``events``, less those
    that the same events put on them or removed afterwards."""
    entered = [
        e.new_id if isinstance(e, ZoneChanged) else e.token.id
        for e in events
        if (isinstance(e, ZoneChanged) and e.destination is Zone.BATTLEFIELD)
        or isinstance(e, TokenCreated)
    ]
    found: list[Event] = []
    for permanent in entered:
        obj = state.objects.get(permanent)
        if obj is None or not obj.counters:
            continue
        for kind, amount in sorted(obj.counters.items()):
            for e in events:
                if isinstance(e, CountersPut) and e.permanent == permanent and e.kind == kind:
                    amount -= e.amount
                elif isinstance(e, CountersRemoved) and e.permanent == permanent and e.kind == kind:
                    amount += e.amount
            if amount > 0:
                rule = "306.5b" if kind == LOYALTY and obj.is_planeswalker else "614.1c"
                found.append(
                    EnteredWithCounters(permanent=permanent, kind=kind, amount=amount, rule=rule)
                )
    return found


__all__ = ["EnteredWithCounters", "entered_with_counters"]
