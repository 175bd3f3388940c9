"""Events of the casual variants played from the command zone (CR 408): schemes set in
motion and put back (CR 904, Archenemy), the planar die and planeswalking (CR 901,
Planechase). The section numbers are the same in the rules of 2011.

Only face-up schemes and planes are objects; the scheme and planar decks are card data kept
in ``GameState.command_decks`` (top card first), and ``GameState.command_cards`` knows the card
each face-up one is. Each event's commit keeps both up to date.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState

SCHEME_DECK, PLANAR_DECK = "scheme", "planar"
"""The kinds of command-zone deck (CR 904.4, 901.3)."""
PLANAR_DIE_ROLLS = "rolled the planar die"
"""The key of ``GameState.history`` counting a player's planar die rolls this turn."""
CHAOS, PLANESWALKER, BLANK = "chaos", "planeswalker", "blank"
"""The faces of the planar die (CR 901.3: one {CHAOS}, one {PW}, four blank faces)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SchemeSetInMotion(Event):
    """``player`` set ``scheme``, the top card of their scheme deck, in motion: it is face up
    in the command zone (CR 904.9, 701.25; a turn-based action that doesn't use the stack)."""

    player: EntityId
    scheme: GameObject
    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SchemePutBack(Event):
    """The face-up scheme ``scheme`` was turned face down and put on the bottom of its
    owner's scheme deck: a non-ongoing scheme whose abilities have left the stack (CR 904.10,
    a state-based action), or an abandoned ongoing scheme (CR 904.11, 701.26)."""

    player: EntityId
    scheme: EntityId
    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanarDieRolled(Event):
    """``player`` rolled the planar die, paying {``cost``}, and it came up ``face``: "chaos",
    "planeswalker" or "blank" (CR 901.9: a special action)."""

    player: EntityId
    face: str
    cost: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Planeswalked(Event):
    """``player`` planeswalked: the face-up plane ``away`` went to the bottom of its owner's
    planar deck, and ``plane``, the top card of ``player``'s planar deck, is face up in the
    command zone (CR 901.10, 701.31 today; 2011: 701.21). ``away`` is None for the starting
    plane (CR 103.6 / 901.6: turning it face up isn't planeswalking to it)."""

    player: EntityId
    away: EntityId | None
    away_name: str
    plane: GameObject
    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanarControllerChanged(Event):
    """The active player ``player`` became the planar controller, the controller of the
    face-up plane ``plane`` (CR 901.6 today)."""

    player: EntityId
    plane: EntityId
    name: str


def _put_back(state: GameState, obj_id: EntityId, kind: str) -> None:
    """Turn a face-up scheme or plane face down and put it on the bottom of its owner's deck."""
    obj = state.objects.pop(obj_id)
    state.static_sources.discard(obj_id)
    state.trigger_sources.discard(obj_id)
    card = state.command_cards.pop(obj_id)
    key = (obj.owner, kind)
    state.command_decks[key] = (*state.command_decks.get(key, ()), card)


def _turn_up(state: GameState, obj: GameObject, kind: str) -> None:
    """Move the top card of ``obj.owner``'s deck off it, face up, as ``obj``."""
    key = (obj.owner, kind)
    deck = state.command_decks[key]
    state.command_decks[key] = deck[1:]
    placed = obj.clone()
    state.objects[placed.id] = placed
    state.command_cards[placed.id] = deck[0]
    state.next_id = max(state.next_id, placed.id + 1)
    state.next_timestamp = max(state.next_timestamp, placed.timestamp + 1)
    state.index_abilities(placed)


def commit_set_in_motion(state: GameState, e: SchemeSetInMotion) -> None:
    _turn_up(state, e.scheme, SCHEME_DECK)


def commit_put_back(state: GameState, e: SchemePutBack) -> None:
    _put_back(state, e.scheme, SCHEME_DECK)


def commit_die_rolled(state: GameState, e: PlanarDieRolled) -> None:
    key = (state.turn, PLANAR_DIE_ROLLS, e.player)
    state.history[key] = state.history.get(key, 0) + 1


def commit_planeswalked(state: GameState, e: Planeswalked) -> None:
    if e.away is not None:
        _put_back(state, e.away, PLANAR_DECK)
    _turn_up(state, e.plane, PLANAR_DECK)


def commit_planar_controller(state: GameState, e: PlanarControllerChanged) -> None:
    plane = state.objects[e.plane].clone()  # objects outside the battlefield are shared
    assert plane.zone is Zone.COMMAND
    plane.controller = e.player
    state.objects[e.plane] = plane


VARIANT_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    SchemeSetInMotion: commit_set_in_motion,
    SchemePutBack: commit_put_back,
    PlanarDieRolled: commit_die_rolled,
    Planeswalked: commit_planeswalked,
    PlanarControllerChanged: commit_planar_controller,
}

__all__ = [
    "BLANK",
    "CHAOS",
    "PLANAR_DECK",
    "PLANAR_DIE_ROLLS",
    "PLANESWALKER",
    "SCHEME_DECK",
    "VARIANT_COMMITS",
    "PlanarControllerChanged",
    "PlanarDieRolled",
    "Planeswalked",
    "SchemePutBack",
    "SchemeSetInMotion",
]
