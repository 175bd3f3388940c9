"""CR 611.3a: static abilities apply to the game state continuously; the engine applies them
again after every batch of events it commits, and ends the "for as long as" effects then
(game.py ``_run``). During a game action, a batch with no event right after another batch
(``GameState.settled``) would change nothing, and is passed over.

These tests prove it: random games in which every batch passed over is run in full instead
and must leave the state as it was (``game.VERIFY_SETTLED`` raises otherwise), and the same
games without the verification give the same log and state.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from mtgrules import Game, game
from mtgrules.actions import ActivateAbility
from mtgrules.events import Event
from mtgrules.rules.commit import commit
from mtgrules.state import GameState
from tests.card_table import Table
from tests.random_games import bundled_game, random_actions

PAIRS = [("red-burn", "seed-green-white"), ("black-keywords", "red-burn")]


def _play(deck_a: str, deck_b: str, ruleset: str) -> Game:
    played = bundled_game(deck_a, deck_b, 7, ruleset)
    for action in random_actions(played, 7, 600):
        played.apply(action)
    return played


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
@pytest.mark.parametrize(("deck_a", "deck_b"), PAIRS)
def test_cr611_3a_empty_batches_passed_over_change_nothing(
    monkeypatch: pytest.MonkeyPatch, deck_a: str, deck_b: str, ruleset: str
) -> None:
    empty: list[int] = []

    def counted(state: GameState, events: Iterable[Event]) -> None:
        events = list(events)
        empty.extend([1] if not events else [])
        commit(state, events)

    monkeypatch.setattr(game, "commit", counted)
    monkeypatch.setattr(game, "VERIFY_SETTLED", True)
    verified = _play(deck_a, deck_b, ruleset)
    in_full = len(empty)
    monkeypatch.setattr(game, "VERIFY_SETTLED", False)
    empty.clear()
    passed_over = _play(deck_a, deck_b, ruleset)
    assert in_full - len(empty) > 100  # batches were passed over, and verified
    assert repr(passed_over.log) == repr(verified.log)
    assert passed_over.state == verified.state


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
def test_cr611_3a_a_change_between_actions_is_seen(ruleset: str) -> None:
    # Outside a game action the state is never taken as settled: the user may change it
    # directly, and the next batch, even with no event, applies the static abilities again.
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Glorious Anthem", t.alice)
    forest = t.put("Forest", t.alice)
    t.main_phase()
    t.game.apply(ActivateAbility(forest, 0))  # a mana ability: batches of events
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.game.state.settled is False
    t.game.state.objects[bears].modifiers = ()  # out of date, on purpose
    assert t.game.cleanup() == []  # a batch with no event: nothing to clean up
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.game.state.copy().settled is False
