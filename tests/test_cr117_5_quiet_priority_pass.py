"""CR 117.5 (2011: 116.5) and 704.3: each time a player would receive priority, state-based
actions are checked and triggered abilities put on the stack first. When a pass merely hands
priority to the next player and nothing has changed since the last check found nothing, the
engine skips the check (turn_steps.py, ``GameState.quiet_at``): it would find nothing. Such
a pass is also done without the rollback snapshot of an action (``_quiet_handoff``).

These tests prove the skip never misses anything: random self-play games with every skipped
check compared against a full one, and scenarios where something does change between
receiving priority and passing it.
"""

from __future__ import annotations

import random

import pytest

from mtgrules import Game, turn_steps
from mtgrules.actions import PassPriority
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.selfplay import bundled_deck
from mtgrules.selfplay.loop import new_game
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import PriorityPassed

PAIRS = [
    ("red-burn", "seed-green-white"),
    ("black-keywords", "red-burn"),
    ("seed-green-white", "black-keywords"),
]


def _play(deck_a: str, deck_b: str, seed: int, ruleset: str, cap: int) -> tuple[Game, int]:
    """A random game of ``cap`` decisions at most; returns it and the quiet passes taken."""
    cards_a, cards_b = bundled_deck(deck_a).definitions(), bundled_deck(deck_b).definitions()
    game, _ = new_game(cards_a, cards_b, seed, ruleset)
    rng = random.Random(seed)
    quiet = 0
    for _ in range(cap):
        actions = game.legal_actions()
        if not actions:
            break
        action = actions[int(rng.random() * len(actions))]
        state = game.state
        handoff = (
            isinstance(action, PassPriority)
            and state.pending_choice is None
            and state.quiet_at == state.next_id
        )
        game.apply(action)
        quiet += handoff and game.state.quiet_at == game.state.next_id
        game.state.objects.check_index()
    return game, quiet


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
@pytest.mark.parametrize(("deck_a", "deck_b"), PAIRS)
def test_cr704_3_skipped_checks_equal_full_checks_in_random_games(
    monkeypatch: pytest.MonkeyPatch, deck_a: str, deck_b: str, ruleset: str
) -> None:
    # Every skipped check runs in full instead and must find nothing (it raises otherwise).
    monkeypatch.setattr(turn_steps, "VERIFY_QUIET_PRIORITY", True)
    verified, quiet = _play(deck_a, deck_b, 5, ruleset, 700)
    assert quiet > 50  # the skip is taken, so the comparison means something
    # ... and the games with and without the skip are the same game.
    monkeypatch.setattr(turn_steps, "VERIFY_QUIET_PRIORITY", False)
    skipped, _ = _play(deck_a, deck_b, 5, ruleset, 700)
    assert repr(skipped.log) == repr(verified.log)
    assert skipped.state == verified.state


def _bears_game(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId]:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bears = game.add_permanent(
        "Grizzly Bears", controller=bob, types={"Creature"}, power=2, toughness=2
    )
    game.add_card("Shock", owner=alice, types={"Instant"}, zone="graveyard")
    game.begin("precombat main", active=alice)
    assert game.state.priority == alice
    assert game.state.quiet_at == game.state.next_id  # Alice received priority, nothing to do
    return game, alice, bob, bears


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
def test_cr704_5g_damage_dealt_before_a_pass_is_checked(ruleset: str) -> None:
    game, _, _, bears = _bears_game(ruleset)
    shock = next(o.id for o in game.state.objects.values() if o.name == "Shock")
    game.deal_damage(shock, bears, 2)  # a rule action between receiving priority and passing
    assert game.state.quiet_at == 0
    events = game.apply(PassPriority())
    assert [e.rule for e in events if isinstance(e, ZoneChanged) and e.object == bears] == ["400.7"]
    assert not game.is_on_battlefield(bears)


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
def test_cr704_5f_creature_added_before_a_pass_is_checked(ruleset: str) -> None:
    game, alice, _, _ = _bears_game(ruleset)
    # set up mid-game, without any commit: a new object changes the state's next id
    shade = game.add_permanent("Shade", controller=alice, types={"Creature"}, power=1, toughness=0)
    game.apply(PassPriority())
    assert not game.is_on_battlefield(shade)
    graveyard = [o.name for o in game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert "Shade" in graveyard


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
def test_cr117_3d_quiet_pass_hands_priority_on(ruleset: str) -> None:
    game, _, bob, bears = _bears_game(ruleset)
    logged = len(game.log)
    game.apply(PassPriority())
    assert game.state.priority == bob
    assert game.is_on_battlefield(bears)
    assert len(game.log) == logged + 1  # the pass alone: nothing was performed
    assert game.state.quiet_at == game.state.next_id


@pytest.mark.parametrize("ruleset", ["current", "cr2011"])
def test_cr117_3d_quiet_pass_needs_no_rollback_snapshot(
    monkeypatch: pytest.MonkeyPatch, ruleset: str
) -> None:
    # A pass that only hands priority on is done without copying the state first (there is
    # nothing to roll back); a pass after a change takes the full path, snapshot included.
    monkeypatch.setattr(turn_steps, "VERIFY_QUIET_PRIORITY", False)  # the shortcut itself
    copies: list[int] = []
    original = GameState.copy

    def counted(state: GameState) -> GameState:
        copies.append(1)
        return original(state)

    monkeypatch.setattr(GameState, "copy", counted)
    game, _, bob, bears = _bears_game(ruleset)
    copies.clear()
    assert [type(e) for e in game.apply(PassPriority())] == [PriorityPassed]
    assert copies == []
    assert game.state.priority == bob
    game2, _, _, bears2 = _bears_game(ruleset)
    shock = next(o.id for o in game2.state.objects.values() if o.name == "Shock")
    game2.deal_damage(shock, bears2, 2)
    copies.clear()
    game2.apply(PassPriority())
    assert copies == [1]
    assert not game2.is_on_battlefield(bears2)
    assert game.is_on_battlefield(bears)
