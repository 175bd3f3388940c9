"""Trigger events of several objects changing zones at once (CR 603.2c: "one or more"): "Whenever
one or more tokens you control enter", "Whenever one or more creatures die", "Whenever one
or more [creature] cards leave your graveyard". Such an ability triggers once per event,
however many objects it names; the objects an action moves at the same time are one event
(one call of :func:`mtgrules.rules.triggers.triggered_by`).

>>> from mtgrules.rules.trigger_watch import watch_of
>>> watch_of("one or more creature cards leave your graveyard").adjective
'creature'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import WhenOther
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch
    from mtgrules.state import GameObject, GameState

LEAVE_GRAVEYARD = "leave your graveyard"
GRAVEYARD_BATCHES = {
    "one or more cards leave your graveyard": "",
    "one or more creature cards leave your graveyard": "creature",
}
"""The words of graveyard batches, and the card type they name ("" for any card)."""


def once_per_action(when: object, event: Event) -> bool:
    """``when`` is a "one or more" zone-change event: it triggers once for all the objects
    ``event``'s action moves (CR 603.2c)."""
    from mtgrules.rules.trigger_watch import watch_of

    if not isinstance(when, WhenOther) or not isinstance(event, ZoneChanged):
        return False
    watch = watch_of(when.event)
    return watch is not None and watch.batch


def left_graveyard(
    state: GameState, watch: Watch, obj: GameObject, event: ZoneChanged
) -> tuple[str, list[Instance]] | None:
    """CR 603.2c: a card left the graveyard of the ability's controller (to any zone: cast,
    returned, exiled), and is of the type named (as it is now: a card keeps its types)."""
    if event.origin is not Zone.GRAVEYARD or event.destination is Zone.GRAVEYARD:
        return None
    card = state.source_view(event.new_id) or state.source_view(event.object)
    if card is None or card.owner != obj.controller:
        return None
    if watch.adjective and watch.adjective not in {t.value.lower() for t in card.types}:
        return None
    return "603.2", [(None, None)]
