"""Triggered abilities of a permanent on a card being put into a graveyard from anywhere:
"Whenever a creature card is put into an opponent's graveyard from anywhere, you gain 1 life."
(CR 603.2: the ability triggers each time its trigger event occurs; CR 603.6a-style zone
change to a graveyard from any zone, library, hand, stack or battlefield).

Only cards count, not tokens (CR 111.7: a token isn't a card). "Your graveyard": the graveyard
of the ability's controller; "an opponent's graveyard": an opponent's of that player; "a
graveyard": any. The card is looked at as the new object in the graveyard (CR 400.7), and it
triggers once per card. The event's player is the card's owner ("that player", CR 404.1).
"""

from __future__ import annotations

import re

from mtgrules.cards.pending import WhenOther
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState

RULE = "603.2"
_EVENT = re.compile(
    r"an? (?:(?P<noun>creature|artifact|enchantment|land|planeswalker|instant|sorcery) )?card "
    r"is put into (?P<whose>your|an opponent's|a) graveyard from anywhere"
)


def card_to_graveyard_event(noun: str, whose: str) -> str:
    """The words of the trigger event (``WhenOther.event``): noun "" is any card."""
    card = f"{noun} card" if noun else "card"
    article = "an" if card[0] in "aeiou" else "a"
    return f"{article} {card} is put into {whose} from anywhere"


def is_card_to_graveyard(when: object) -> bool:
    """The trigger condition is "Whenever a [type] card is put into [whose] graveyard from
    anywhere"."""
    return isinstance(when, WhenOther) and _EVENT.fullmatch(when.event) is not None


def card_to_graveyard_fires(
    state: GameState, when: WhenOther, obj: GameObject, event: Event
) -> tuple[str, list[tuple[EntityId | None, EntityId | None]]] | None:
    """The rule and the instance (the card's owner, the card) if ``event`` puts a card of the
    described kind into the described graveyard; None otherwise."""
    found = _EVENT.fullmatch(when.event)
    if found is None or not isinstance(event, ZoneChanged):
        return None
    if event.destination is not Zone.GRAVEYARD:
        return None
    card = state.objects.get(event.new_id)
    if card is None or card.zone is not Zone.GRAVEYARD or card.token:
        return None  # CR 111.7: a token isn't a card
    noun, whose = found.group("noun"), found.group("whose")
    if noun and not any(t.value.lower() == noun for t in card.types):
        return None
    if whose == "your" and card.owner != obj.controller:
        return None
    if whose == "an opponent's" and card.owner not in state.opponents(obj.controller):
        return None
    return (RULE, [(card.owner, card.id)])


__all__ = [
    "card_to_graveyard_event",
    "card_to_graveyard_fires",
    "is_card_to_graveyard",
]
