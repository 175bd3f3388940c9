"""Planechase: planes, the planar die and planeswalking (CR 901; the same section in the
rules of 2011).

- CR 901.3: each player has a planar deck (the engine keeps it as card data, top card first,
  in ``GameState.command_decks``; the order given is the shuffled order) and the game has a
  planar die: six faces, one {PW}, one {CHAOS}, four blank.
- Starting plane (CR 103.6 in 2011, 103.7 today): the starting player moves the top card of
  their planar deck off it and turns it face up in the command zone; this isn't
  planeswalking.
- The planar controller (CR 901.6): the controller of the face-up plane is the active player;
  it changes as each turn begins.
- Abilities of the face-up plane function from the command zone (its static abilities affect
  the game, its triggered abilities trigger).
- CR 901.9: any time the active player has priority and the stack is empty during a main
  phase of their turn, they may roll the planar die: a special action costing {0} for the
  first roll of the turn and {1} more for each roll before it that turn. {CHAOS}: the plane's
  "Whenever chaos ensues" abilities trigger (rules/variant_triggers.py). {PW}: the player
  planeswalks: the face-up plane goes to the bottom of its owner's planar deck and the top
  card of the player's planar deck is turned face up (CR 701.31 today; 701.21 in 2011).

Phenomena (since 2012) are not played: a planar deck of plane cards only.

The die is the game's random source (``GameState.rng``, :func:`mtgrules.rules.dice.roll`):
face 1 is {PW}, face 6 is {CHAOS}. A planar die roll is not a die roll with a result (it
triggers no "whenever you roll a die" ability here).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgrules.cards.mana import ManaCost
from mtgrules.errors import ConfigurationError
from mtgrules.events import Event
from mtgrules.objects import CardType, Step
from mtgrules.rules.casting import IllegalActionError, Payment, plan_payment, sorcery_timing
from mtgrules.rules.command_cards import checked_cards, face_up, of_type
from mtgrules.rules.dice import roll
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.variant_events import (
    BLANK,
    CHAOS,
    PLANAR_DECK,
    PLANAR_DIE_ROLLS,
    PLANESWALKER,
    PlanarControllerChanged,
    PlanarDieRolled,
    Planeswalked,
)

if TYPE_CHECKING:
    from mtgrules.engine import Game
    from mtgrules.rulesets import Ruleset

DIE_RULE = "901.9"
FACES = {1: PLANESWALKER, 6: CHAOS}
"""The planar die's faces by the number a six-sided roll gives (the rest are blank)."""


def give_planar_deck(
    state: GameState, ruleset: Ruleset, player: EntityId, cards: Iterable[object]
) -> list[Event]:
    """Give ``player`` their planar deck, top card first (CR 901.3); the starting player's
    top card becomes the face-up plane (starting plane). A ConfigurationError, the state
    unchanged, for a second deck, a card that isn't a plane (phenomena are not played), or an
    empty deck. Returns the events to commit (the starting plane turned face up)."""
    if player not in state.players:
        raise ConfigurationError(f"no player {player}")
    if (player, PLANAR_DECK) in state.command_decks:
        raise ConfigurationError(f"{state.players[player].name} already has a planar deck")
    deck = checked_cards(cards, (CardType.PLANE,), "a plane", "901.3")
    if not deck:
        raise ConfigurationError("a planar deck needs plane cards (CR 901.3)")
    state.command_decks[(player, PLANAR_DECK)] = deck
    if player != state.active_player or face_up_plane(state) is not None:
        return []
    plane = face_up(deck[0], owner=player, object_id=state.next_id, timestamp=state.next_timestamp)
    starting = ruleset.rule("starting plane")
    return [
        Planeswalked(
            player=player, away=None, away_name="", plane=plane, name=plane.name, rule=starting
        )
    ]


def face_up_plane(state: GameState) -> GameObject | None:
    """The face-up plane in the command zone, if the game has one."""
    return next(iter(of_type(state, CardType.PLANE)), None)


def rolls_this_turn(state: GameState, player: EntityId) -> int:
    return state.history.get((state.turn, PLANAR_DIE_ROLLS, player), 0)


def roll_problem(state: GameState, player: EntityId) -> str | None:
    """Why ``player`` can't roll the planar die now (CR 901.9), or None."""
    if face_up_plane(state) is None:
        return "there is no face-up plane: this isn't a Planechase game"
    if not sorcery_timing(state, player):
        return "only the active player rolls it, in a main phase with an empty stack"
    if plan_payment(state, player, ManaCost(generic=rolls_this_turn(state, player))) is None:
        return f"can't pay {{{rolls_this_turn(state, player)}}} for this turn's next roll"
    return None


def planeswalk(state: GameState, player: EntityId, rule: str) -> list[Event]:
    """``player`` planeswalks: the face-up plane to the bottom of its owner's planar deck,
    the top card of ``player``'s planar deck face up (nothing if that deck is empty)."""
    away = face_up_plane(state)
    deck = state.command_decks.get((player, PLANAR_DECK), ())
    if away is not None and away.owner == player:
        deck = (*deck, state.command_cards[away.id])  # it goes to the bottom first
    if not deck:
        return []
    plane = face_up(deck[0], owner=player, object_id=state.next_id, timestamp=state.next_timestamp)
    plane.controller = player  # the planar controller: the active player (CR 901.6)
    return [
        Planeswalked(
            player=player,
            away=None if away is None else away.id,
            away_name="" if away is None else away.name,
            plane=plane,
            name=plane.name,
            rule=rule,
        )
    ]


def roll_action(game: Game, player: EntityId) -> list[Event]:
    """CR 901.9: the special action of rolling the planar die: pay {N}, N the rolls ``player``
    made this turn, roll, then chaos ensues or the player planeswalks."""
    state = game.state
    problem = roll_problem(state, player)
    if problem is not None:
        raise IllegalActionError(f"can't roll the planar die: {problem}", rule=DIE_RULE)
    cost = rolls_this_turn(state, player)
    payment = plan_payment(state, player, ManaCost(generic=cost)) if cost else Payment()
    assert payment is not None
    events = game._pay(player, payment) if cost else []
    face = FACES.get(roll(state.rng, 6), BLANK)
    events += game._run(
        lambda _: [PlanarDieRolled(player=player, face=face, cost=cost, rule=DIE_RULE)]
    )
    if face == PLANESWALKER:
        walk = game.ruleset.rule("planeswalk")
        events += game._run(lambda _: planeswalk(state, player, walk))
    return events


def planar_controller(state: GameState, step: Step, active: EntityId) -> list[Event]:
    """CR 901.6: as a turn begins, its active player becomes the planar controller."""
    plane = face_up_plane(state)
    if step is not Step.UNTAP or plane is None or plane.controller == active:
        return []
    return [PlanarControllerChanged(player=active, plane=plane.id, name=plane.name, rule="901.6")]


__all__ = [
    "FACES",
    "face_up_plane",
    "give_planar_deck",
    "planar_controller",
    "planeswalk",
    "roll_action",
    "roll_problem",
    "rolls_this_turn",
]
