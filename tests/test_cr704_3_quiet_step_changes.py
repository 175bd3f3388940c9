"""CR 704.3, 117.5: state-based actions are checked whenever a player would receive priority;
the check is skipped only when nothing but quiet events happened since the last check found
nothing (rules/commit.py): passing priority, a pool emptying, a step skipped, a new step of
the same turn. A new turn (whose turn it is: "during your turn" abilities) or any other event
makes the next check run."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mtgrules import Game
from mtgrules.events import Event, LifeLost
from mtgrules.objects import Step
from mtgrules.rules.commit import commit
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import ManaEmptied, PriorityPassed, StepBegan, StepSkipped


def quiet_game() -> Game:
    game = Game()
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    game.begin("upkeep", active=alice)
    game.state.quiet_at = game.state.next_id  # as a player receives priority, nothing to do
    return game


def test_cr704_3_a_new_step_of_the_same_turn_and_passes_stay_quiet() -> None:
    game = quiet_game()
    state = game.state
    active = state.active_player
    assert active is not None
    commit(
        state,
        [
            PriorityPassed(player=active, rule="117.3d"),
            ManaEmptied(player=active, amount=1, rule="500.4"),
            StepSkipped(step=Step.DRAW, turn=state.turn, rule="103.8a"),
            StepBegan(step=Step.PRECOMBAT_MAIN, turn=state.turn, active=active, rule="500.1"),
        ],
    )
    assert state.quiet_at == state.next_id


def _new_turn(state: GameState, player: EntityId) -> Event:
    # CR 500.1: a new turn changes whose turn it is
    return StepBegan(step=Step.UNTAP, turn=state.turn + 1, active=player, rule="500.1")


def _life_lost(state: GameState, player: EntityId) -> Event:
    return LifeLost(player=player, amount=1, rule="119.3")


@pytest.mark.parametrize("make", [_new_turn, _life_lost])
def test_cr704_3_a_new_turn_or_another_event_makes_the_next_check_run(
    make: Callable[[GameState, EntityId], Event],
) -> None:
    game = quiet_game()
    commit(game.state, [make(game.state, min(game.state.players))])
    assert game.state.quiet_at == 0
