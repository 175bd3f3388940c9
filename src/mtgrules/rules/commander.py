"""Commanders (CR 903.3): the cards a player designates, before a Commander game begins, as
the commanders of their deck, and the partner abilities that allow two (CR 702.124).

CR 903.3: "Each deck has a legendary creature card designated as its commander. This
designation is not a characteristic of the object represented by the card; rather, it is an
attribute of the card itself. The card retains this designation even when it changes zones."
(the same number in the rules of 2011). The state keeps the cards as designated; the object
a card is now is found through the new objects it became (CR 400.7, ``state.moved_to``), so
a token or a copy of a commander is never a commander.

CR 903.3a (today's rules; the ability was first printed after 2011): a card whose ability
says it "can be your commander" may be designated though it isn't a legendary creature.
CR 702.124a: each partner ability lets a player designate two commanders, with its own
requirements (702.124h-k); different partner abilities can't be combined (702.124f), and no
player ever has more than two commanders (702.124g). A keyword printed after 2011 applies
under either ruleset and cites today's number.

>>> from mtgrules import Game
>>> game = Game(variant="commander")
>>> alice = game.add_player("Alice")
>>> akiri = game.add_card_def(card_named("Akiri, Line-Slinger"), owner=alice, zone="command")
>>> kamahl = game.add_card_def(card_named("Kamahl, Heart of Krosa"), owner=alice, zone="command")
>>> [e.rule for e in game.designate_commanders(alice, akiri, kamahl)]
['702.124h', '702.124h']
>>> is_commander(game.state, kamahl)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.commander_events import CommanderDesignated
from mtgrules.effects.commander import (
    A_COMMANDER,
    CAN_BE_COMMANDER,
    CHOOSE_A_BACKGROUND,
    PARTNER,
    PARTNER_TEXT,
    PARTNER_WITH,
    YOUR_COMMANDER,
    DeckAbility,
)
from mtgrules.errors import ConfigurationError
from mtgrules.objects import CardType, Zone
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef

LEGENDARY = "Legendary"
BACKGROUND = "Background"
COMMANDER_VARIANT = "commander"

_PAIRING_RULES = {
    PARTNER: "702.124h",
    PARTNER_TEXT: "702.124i",
    PARTNER_WITH: "702.124j",
    CHOOSE_A_BACKGROUND: "702.124k",
}


def card_named(name: str) -> CardDef:
    """A bundled real card's definition (for the examples of this module)."""
    from mtgrules.cards.database import card

    return card(name)


def deck_abilities(obj: GameObject) -> list[DeckAbility]:
    """The deck-construction abilities of a card (CR 903.3a, 702.124a)."""
    return [s for s in obj.statics if isinstance(s, DeckAbility)]


def _has(obj: GameObject, ability: str) -> list[DeckAbility]:
    return [a for a in deck_abilities(obj) if a.ability == ability]


def _legendary_creature(obj: GameObject) -> bool:
    return LEGENDARY in obj.supertypes and CardType.CREATURE in obj.types


def _background(obj: GameObject) -> bool:
    """A legendary Background enchantment card (CR 702.124k)."""
    return (
        LEGENDARY in obj.supertypes
        and CardType.ENCHANTMENT in obj.types
        and BACKGROUND in obj.subtypes
    )


def can_lead(obj: GameObject) -> bool:
    """CR 903.3: a legendary creature card, or (CR 903.3a) a card that can be your commander."""
    return _legendary_creature(obj) or bool(_has(obj, CAN_BE_COMMANDER))


def pairing_rule(first: GameObject, second: GameObject) -> str | None:
    """The partner rule under which two cards can both be a player's commanders, or None
    (CR 702.124f: different partner abilities can't be combined)."""
    for a, b in ((first, second), (second, first)):
        if _has(a, CHOOSE_A_BACKGROUND) and _legendary_creature(a) and _background(b):
            return _PAIRING_RULES[CHOOSE_A_BACKGROUND]  # CR 702.124k
    if not (can_lead(first) and can_lead(second)):
        return None
    if _has(first, PARTNER) and _has(second, PARTNER):
        return _PAIRING_RULES[PARTNER]  # CR 702.124h
    texts = {a.partner.lower() for a in _has(first, PARTNER_TEXT)}
    if any(a.partner.lower() in texts for a in _has(second, PARTNER_TEXT)):
        return _PAIRING_RULES[PARTNER_TEXT]  # CR 702.124i: the same [text]
    names_first = {a.partner for a in _has(first, PARTNER_WITH)}
    names_second = {a.partner for a in _has(second, PARTNER_WITH)}
    if second.name in names_first and first.name in names_second:
        return _PAIRING_RULES[PARTNER_WITH]  # CR 702.124j: each names the other
    return None


def _checked(state: GameState, player: EntityId, cards: Sequence[EntityId]) -> list[GameObject]:
    if player not in state.players:
        raise ConfigurationError(f"no player {player!r}")
    if state.commanders.get(player):
        raise ConfigurationError(
            f"{state.players[player].name} has designated their commander already: the "
            "designation is made once, before the game begins (CR 903.3)"
        )
    if not 1 <= len(cards) <= 2:
        raise ConfigurationError(
            f"a player has one commander, or two through a partner ability, not {len(cards)} "
            "(CR 903.3, 702.124g)"
        )
    if len(set(cards)) != len(cards):
        raise ConfigurationError("the same card can't be designated twice (CR 702.124a)")
    found = []
    for card in cards:
        obj = state.objects.get(card)
        if obj is None:
            raise ConfigurationError(f"no card {card!r} in the game")
        if obj.token or obj.owner != player:
            raise ConfigurationError(
                f"{obj.name} isn't a card {state.players[player].name} owns: a commander is "
                "a card of its owner's deck (CR 903.3)"
            )
        if any(obj.id in designated for designated in current_commanders(state).values()):
            raise ConfigurationError(f"{obj.name} is a commander already (CR 903.3)")
        found.append(obj)
    return found


def designation_rules(state: GameState, player: EntityId, cards: Sequence[EntityId]) -> str:
    """The rule under which ``player`` may designate ``cards`` as their commanders, or a
    ConfigurationError naming what's wrong (nothing changes)."""
    found = _checked(state, player, cards)
    if len(found) == 1:
        (obj,) = found
        if not can_lead(obj):
            raise ConfigurationError(
                f"{obj.name} can't be a commander: a commander is a legendary creature card "
                "(CR 903.3) or a card that says it can be your commander (CR 903.3a)"
            )
        return "903.3a" if not _legendary_creature(obj) else "903.3"
    rule = pairing_rule(found[0], found[1])
    if rule is None:
        raise ConfigurationError(
            f"{found[0].name} and {found[1].name} can't both be commanders: two commanders "
            "need the same partner ability (CR 702.124a, 702.124f)"
        )
    return rule


def designate(
    state: GameState, variant: str, player: EntityId, cards: Sequence[EntityId]
) -> list[CommanderDesignated]:
    """Designate ``cards`` as ``player``'s commanders (CR 903.3, 702.124a); the events, or a
    ConfigurationError with the state unchanged."""
    if variant != COMMANDER_VARIANT:
        raise ConfigurationError(
            f"commanders exist only in the Commander variant, not in a {variant} game (CR 903.3)"
        )
    rule = designation_rules(state, player, cards)
    state.commanders[player] = tuple(cards)
    return [CommanderDesignated(player=player, card=card, rule=rule) for card in cards]


def current_object(state: GameState, card: EntityId) -> EntityId:
    """The object a card is now: the last of the new objects it became (CR 400.7)."""
    seen = {card}
    while card in state.moved_to:
        card = state.moved_to[card]
        if card in seen:  # never: ids are never reused
            break
        seen.add(card)
    return card


def current_commanders(state: GameState) -> dict[EntityId, tuple[EntityId, ...]]:
    """Each player's commanders as the objects they are now (CR 903.3)."""
    return {
        player: tuple(current_object(state, card) for card in cards)
        for player, cards in state.commanders.items()
    }


def commander_owner(state: GameState, entity: EntityId) -> EntityId | None:
    """The player whose commander ``entity`` is, or None (CR 903.3)."""
    if not state.commanders:
        return None
    for player, cards in current_commanders(state).items():
        if entity in cards:
            return player
    return None


def is_commander(state: GameState, entity: EntityId) -> bool:
    """Whether an object is a commander (CR 903.3): a copy or a token of one never is."""
    return commander_owner(state, entity) is not None


COMMANDER_CONDITIONS = frozenset({YOUR_COMMANDER, A_COMMANDER})
"""The Condition kinds of commanders: "you control your commander", "... a commander"."""


def commander_condition(state: GameState, kind: str, player: EntityId) -> bool:
    """Whether ``player`` controls their commander / a commander (CR 903.3d); false in a
    game without commanders."""
    if kind == YOUR_COMMANDER:
        return controls_own_commander(state, player)
    return controls_a_commander(state, player)


def controls_a_commander(state: GameState, player: EntityId) -> bool:
    """CR 903.3d: "controlling a commander" means controlling a permanent on the battlefield
    that is a commander (anyone's)."""
    return any(
        (obj := state.objects.get(card)) is not None
        and obj.zone is Zone.BATTLEFIELD
        and obj.controller == player
        for cards in current_commanders(state).values()
        for card in cards
    )


def controls_own_commander(state: GameState, player: EntityId) -> bool:
    """ "If you control your commander": a permanent on the battlefield that is the player's
    own commander, under their control (CR 903.3d)."""
    return any(
        (obj := state.objects.get(card)) is not None
        and obj.zone is Zone.BATTLEFIELD
        and obj.controller == player
        for card in current_commanders(state).get(player, ())
    )


__all__ = [
    "COMMANDER_CONDITIONS",
    "can_lead",
    "commander_condition",
    "commander_owner",
    "controls_a_commander",
    "controls_own_commander",
    "current_commanders",
    "deck_abilities",
    "designate",
    "designation_rules",
    "is_commander",
    "pairing_rule",
]
