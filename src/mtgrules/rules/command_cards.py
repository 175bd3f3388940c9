"""Nontraditional cards in the command zone (CR 408.3): vanguards (CR 902), schemes (CR
904), planes and phenomena (CR 901). Only face-up ones are objects; their abilities function
from the command zone (CR 902.7 for vanguards, and likewise for face-up schemes and planes).

>>> from mtgrules.cards.model import CardDef
>>> card = CardDef(name="Serra Angel Avatar", types=frozenset({CardType.VANGUARD}))
>>> face_up(card, owner=1, object_id=5, timestamp=2).zone
<Zone.COMMAND: 'command'>
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mtgrules.cards.model import CardDef
from mtgrules.errors import ConfigurationError
from mtgrules.objects import COMMAND_CARD_TYPES, CardType, Zone
from mtgrules.state import EntityId, GameObject, GameState


def face_up(card: CardDef, *, owner: EntityId, object_id: EntityId, timestamp: int) -> GameObject:
    """The face-up object ``card`` is in the command zone, owned and controlled by ``owner``
    (CR 902.6, 904.7, 901.6: the controller of a face-up vanguard or scheme is its owner; a
    plane's is the planar controller, set by rules/planechase.py). Colorless, like every
    nontraditional card (it has no mana cost)."""
    return GameObject(
        id=object_id,
        name=card.name,
        owner=owner,
        controller=owner,
        zone=Zone.COMMAND,
        types=card.types,
        subtypes=card.subtypes,
        supertypes=card.supertypes,
        statics=card.statics,
        triggers=card.triggers,
        activated=card.activated,
        timestamp=timestamp,
    )


def functions_in_command_zone(obj: GameObject | None) -> bool:
    """A face-up vanguard, scheme or plane: its abilities function from the command zone."""
    return obj is not None and obj.zone is Zone.COMMAND and bool(obj.types & COMMAND_CARD_TYPES)


def of_type(state: GameState, card_type: CardType) -> list[GameObject]:
    """The face-up cards of this type in the command zone."""
    return [
        obj for obj in state.objects.values() if obj.zone is Zone.COMMAND and card_type in obj.types
    ]


def checked_cards(
    cards: Iterable[object], kinds: Sequence[CardType], what: str, rule: str
) -> tuple[CardDef, ...]:
    """Card definitions, each of one of ``kinds``; a ConfigurationError naming the first that
    isn't (or isn't a card definition at all)."""
    found = []
    for card in cards:
        if not isinstance(card, CardDef):
            raise ConfigurationError(f"not a card definition: {card!r}")
        if not card.types & frozenset(kinds):
            raise ConfigurationError(
                f"{card.name} is not {what} card (CR {rule}): its types are "
                f"{', '.join(sorted(card.types)) or 'none'}"
            )
        found.append(card)
    return tuple(found)


__all__ = ["checked_cards", "face_up", "functions_in_command_zone", "of_type"]
