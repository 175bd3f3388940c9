"""Archenemy: schemes (CR 904; the same numbers in the rules of 2011).

- CR 904.4: the archenemy has a scheme deck of scheme cards in the command zone (the engine
  keeps it as card data, top card first, in ``GameState.command_decks``; the order given is
  the shuffled order, and the deck's size and copies are deck construction, not checked).
- CR 904.9 (505.3 in 2011's main phase rules): immediately after the archenemy's precombat
  main phase begins, they set the top card of their scheme deck in motion: it is turned face
  up in the command zone, a turn-based action that doesn't use the stack. Its "When you set
  this scheme in motion" abilities trigger (rules/variant_triggers.py).
- CR 904.8: abilities of a face-up scheme function from the command zone.
- CR 904.10: a face-up scheme that isn't ongoing, and isn't the source of a triggered ability
  that has triggered but not yet left the stack, is turned face down and put on the bottom of
  its owner's scheme deck the next time a player would receive priority (a state-based
  action).
- CR 904.11: an ongoing scheme (supertype Ongoing) stays face up until it is abandoned.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.errors import ConfigurationError
from mtgrules.events import Event
from mtgrules.objects import CardType
from mtgrules.rules.command_cards import checked_cards, face_up, of_type
from mtgrules.state import EntityId, GameState
from mtgrules.variant_events import SCHEME_DECK, SchemePutBack, SchemeSetInMotion

ONGOING = "Ongoing"
ARCHENEMY_VARIANT = "archenemy"


def give_scheme_deck(
    state: GameState, variant: str, player: EntityId, cards: Iterable[object]
) -> None:
    """Give the archenemy ``player`` their scheme deck, top card first (CR 904.4). A
    ConfigurationError, the state unchanged, outside an Archenemy game, for a player who
    isn't the archenemy, a second deck, or a card that isn't a scheme."""
    if variant != ARCHENEMY_VARIANT:
        raise ConfigurationError(f"scheme decks are for Archenemy games (CR 904), not {variant}")
    if player not in state.players:
        raise ConfigurationError(f"no player {player}")
    if not state.players[player].archenemy:
        raise ConfigurationError(
            f"only the archenemy has a scheme deck (CR 904.4); {state.players[player].name} "
            "isn't the archenemy"
        )
    if (player, SCHEME_DECK) in state.command_decks:
        raise ConfigurationError(f"{state.players[player].name} already has a scheme deck")
    deck = checked_cards(cards, (CardType.SCHEME,), "a scheme", "904.4")
    if not deck:
        raise ConfigurationError("a scheme deck needs scheme cards (CR 904.4)")
    state.command_decks[(player, SCHEME_DECK)] = deck


def set_in_motion(state: GameState, active: EntityId) -> list[Event]:
    """CR 904.9: the archenemy sets the top card of their scheme deck in motion."""
    deck = state.command_decks.get((active, SCHEME_DECK))
    if not deck or not state.players[active].archenemy:
        return []
    scheme = face_up(deck[0], owner=active, object_id=state.next_id, timestamp=state.next_timestamp)
    return [SchemeSetInMotion(player=active, scheme=scheme, name=scheme.name, rule="904.9")]


def finished_schemes(state: GameState) -> list[Event]:
    """CR 904.10: non-ongoing face-up schemes whose abilities have all left the stack go to
    the bottom of their owner's scheme deck (a state-based action)."""
    waiting = {t.source for t in state.pending_triggers} | {i.source for i in state.stack}
    return [
        SchemePutBack(player=obj.owner, scheme=obj.id, name=obj.name, rule="904.10")
        for obj in of_type(state, CardType.SCHEME)
        if ONGOING not in obj.supertypes and obj.id not in waiting
    ]


def abandoned(state: GameState, scheme: EntityId) -> list[Event]:
    """CR 904.11: "abandon this scheme": the face-up scheme goes to the bottom of its owner's
    scheme deck (nothing if it isn't face up in the command zone any more)."""
    obj = state.objects.get(scheme)
    if obj is None or obj not in of_type(state, CardType.SCHEME):
        return []
    return [SchemePutBack(player=obj.owner, scheme=obj.id, name=obj.name, rule="904.11")]


def scheme_deck(state: GameState, player: EntityId) -> list[str]:
    """The names of the cards of ``player``'s scheme deck, top first."""
    return [card.name for card in state.command_decks.get((player, SCHEME_DECK), ())]


__all__ = ["abandoned", "finished_schemes", "give_scheme_deck", "scheme_deck", "set_in_motion"]
