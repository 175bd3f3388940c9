"""Triggered abilities of a card put into a graveyard from anywhere: "When ~ is put into a
graveyard from anywhere, shuffle it into its owner's library." (CR 603.2, 603.6).

Such an ability triggers on the card's own move into a graveyard, from any zone. The card is
in the graveyard once the event has happened, so the ability is the one of the new object
there (CR 400.7; 603.6: checked after the event), which finds itself in that graveyard as it
resolves. From the battlefield, the player who controlled the permanent controls the ability
(CR 603.3a, as it last existed, 603.10a); from anywhere else, the card's owner (CR 113.8).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.pending import WhenOther
from mtgrules.events import AbilityTriggered, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import GameState

FROM_ANYWHERE = "~ is put into a graveyard from anywhere"
"""The trigger event (``WhenOther.event``) of these abilities."""
RULE = "603.2"  # an ability triggers whenever its trigger event occurs (both editions)


def is_from_anywhere(when: object) -> bool:
    """The trigger condition is "When ~ is put into a graveyard from anywhere"."""
    return isinstance(when, WhenOther) and when.event == FROM_ANYWHERE


def from_anywhere_triggers(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The abilities that trigger on ``events`` (already committed): each card put into a
    graveyard with such an ability, once per move."""
    fired: list[Event] = []
    for event in events:
        if not isinstance(event, ZoneChanged) or event.destination is not Zone.GRAVEYARD:
            continue
        card = state.objects.get(event.new_id)
        if card is None or card.zone is not Zone.GRAVEYARD:
            continue
        controller = card.owner
        before = state.lki.get(event.object)
        if event.origin is Zone.BATTLEFIELD and before is not None:
            controller = before.controller
        fired += [
            AbilityTriggered(
                source=card.id,
                controller=controller,
                index=index,
                text=ability.text,
                rule=RULE,
                that_object=card.id,
            )
            for index, ability in enumerate(card.all_triggers)
            if is_from_anywhere(ability.when)
        ]
    return fired


__all__ = ["FROM_ANYWHERE", "from_anywhere_triggers", "is_from_anywhere"]
