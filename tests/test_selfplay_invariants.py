"""Property tests of self-play with real cards: random games of the bundled benchmark decks
(``red-burn``, ``black-keywords``, ``seed-green-white``; every pair, both rulesets, random
seeds, uniform or eager random players), checked after every action.

* No exception: every action picked among ``legal_actions()`` is applied.
* Every life total, poison count, counter and damage marked is explained by the events of
  the log, and every damage dealt has its result (CR 119.3, 120.3, 122.1, 514.2;
  :class:`tests.game_invariants.EventLedger`).
* Whenever a player receives priority, state-based actions were performed (CR 704.3, 117.5):
  no creature with lethal or deathtouch damage or toughness 0 or less, no permanent with
  both +1/+1 and -1/-1 counters, no living player at 0 life or with ten poison counters.
* The game ends (a winner or a draw, the losers by CR 704.5a-c) or reaches the decision cap.
* A copy of the state (``GameState.copy()``) put into another game and given the same
  actions reaches the same state with the same events, and leaves the state it was copied
  from as it was.

derandomize: the same examples on every run; raise ``max_examples`` locally to explore.
"""

from __future__ import annotations

import copy
import itertools
import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mtgrules import Game
from mtgrules.actions import Action, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.model import CardDef
from mtgrules.events import GameOver
from mtgrules.objects import Zone
from mtgrules.selfplay import bundled_deck, new_game, play_game
from tests.game_invariants import EventLedger, assert_state_based_actions_performed, step

DECKS = ("red-burn", "black-keywords", "seed-green-white")
# Seat A starts on even seeds and B on odd ones, so the unordered pairs cover both orders.
PAIRS = tuple(itertools.combinations_with_replacement(DECKS, 2))
CARDS: dict[str, tuple[CardDef, ...]] = {name: bundled_deck(name).definitions() for name in DECKS}
CAP = 2500  # decisions: a uniform random game of these decks takes about 800 to 2,500
CHECKED_CAP = 1200  # decisions of a game checked after every action
LOSSES = ("704.5a", "704.5b", "704.5c")  # 0 life, drew from an empty library, 10 poison

seeds = st.integers(min_value=0, max_value=2**32 - 1)
rulesets = st.sampled_from(("current", "cr2011"))

SETTINGS = settings(
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def start(pair: tuple[str, str], seed: int, ruleset: str) -> Game:
    game, _ = new_game(CARDS[pair[0]], CARDS[pair[1]], seed, ruleset)
    return game


@pytest.mark.parametrize("pair", PAIRS, ids="-vs-".join)
@settings(SETTINGS, max_examples=3)
@given(seed=seeds, ruleset=rulesets, eager=st.booleans())
def test_cr704_3_every_change_is_an_event_and_state_based_actions_are_performed(
    pair: tuple[str, str], seed: int, ruleset: str, eager: bool
) -> None:
    """After every action of a random game: the life totals, poison counts, counters and
    marked damage are the ones the log explains (CR 119.3, 120.3, 122.1, 514.2), and when a
    player receives priority no state-based action applies (CR 704.3, 117.5)."""
    game = start(pair, seed, ruleset)
    ledger = EventLedger(game)
    ledger.check()
    rng = random.Random(seed)
    for _ in range(CHECKED_CAP):
        done = step(game, rng, eager)
        if done is None:
            break
        assert ledger.check() == done[1], "apply returned other events than it logged"
        assert_state_based_actions_performed(game.state)
    event("game over" if game.state.winners is not None else f"turn {game.state.turn // 10 * 10}+")


@pytest.mark.parametrize("pair", PAIRS, ids="-vs-".join)
@settings(SETTINGS, max_examples=1)
@given(seed=seeds, ruleset=rulesets)
def test_cr104_a_random_game_ends_with_a_winner_or_a_draw_or_reaches_the_cap(
    pair: tuple[str, str], seed: int, ruleset: str
) -> None:
    """A whole game of uniform random players ends (CR 104.2a: a winner when the other
    player lost, 104.4a: a draw when both lost at once; losses by CR 704.5a-c) or stops at
    the decision cap, waiting for a decision."""
    seen: list[Game] = []
    result = play_game(
        CARDS[pair[0]],
        CARDS[pair[1]],
        seed=seed,
        ruleset=ruleset,
        max_decisions=CAP,
        on_action=lambda game, action: seen.append(game) if not seen else None,
    )
    (game,) = seen
    if game.state.winners is None:
        assert result.decisions == CAP and game.decision() is not None
        event("cap reached")
        return
    assert game.decision() is None and game.legal_actions() == []
    assert isinstance(game.log[-1], GameOver) and game.log[-1].winners == game.state.winners
    losers = [p for p in game.state.players if game.has_lost(p)]
    assert losers and set(losers).isdisjoint(game.state.winners)
    assert len(game.state.winners) + len(losers) == len(game.state.players)
    for loser in losers:
        assert game.player(loser).loss_rule in LOSSES
    event(f"game over: {', '.join(sorted(str(game.player(p).loss_rule) for p in losers))}")


@settings(SETTINGS, max_examples=6)
@given(
    pair=st.sampled_from(PAIRS),
    seed=seeds,
    ruleset=rulesets,
    eager=st.booleans(),
    copied_at=st.integers(min_value=0, max_value=300),
)
def test_a_state_copy_given_the_same_actions_reaches_the_same_state(
    pair: tuple[str, str], seed: int, ruleset: str, eager: bool, copied_at: int
) -> None:
    """``GameState.copy()`` taken at any decision, put into another game and given the same
    actions, gives the same events after every action and the same state at the end; the
    state it was copied from is left as it was (a copy shares nothing it changes)."""
    game = start(pair, seed, ruleset)
    rng = random.Random(seed)
    for _ in range(copied_at):
        if step(game, rng, eager) is None:
            break
    twin = Game(ruleset)
    twin.state = game.state.copy()
    kept, reference = game.state.copy(), copy.deepcopy(game.state)
    for _ in range(150):
        done = step(game, rng, eager)
        if done is None:
            break
        assert twin.apply(done[0]) == done[1]
    assert twin.state == game.state
    assert kept == reference


DOING_NOTHING: tuple[Action, ...] = (PassPriority(), DeclareAttackers(), DeclareBlockers())


@settings(SETTINGS, max_examples=3)
@given(pair=st.sampled_from(PAIRS), seed=seeds, ruleset=rulesets)
def test_cr704_5b_players_who_do_nothing_lose_when_they_draw_from_an_empty_library(
    pair: tuple[str, str], seed: int, ruleset: str
) -> None:
    """Players who only pass (and discard down to seven in their cleanup step, CR 514.1) draw
    one card in each of their draw steps (CR 504.1), except the starting player in the
    first one (CR 103.8a; 2011: 103.7a), until one of them draws from an empty library and
    loses when state-based actions are next checked (CR 704.5b), on the turn that the
    library sizes predict, with the events explaining every change on the way."""
    game = start(pair, seed, ruleset)
    state = game.state
    first = state.active_player
    assert first is not None
    turn_lost = {
        # the k-th draw of the starting player is on turn 2k + 1, the other's on turn 2k
        p: 2 * len(state.libraries[p]) + (3 if p == first else 2)
        for p in state.players
    }
    loser = min(turn_lost, key=turn_lost.__getitem__)
    ledger = EventLedger(game)
    ledger.check()
    while (actions := game.legal_actions()) and state.turn <= turn_lost[loser]:
        game.apply(next((a for a in actions if a in DOING_NOTHING), actions[0]))
        state = game.state
        ledger.check()
        assert_state_based_actions_performed(state)
        if state.priority is not None:
            for player in state.players:
                hand = sum(
                    1 for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player
                )
                assert hand <= (8 if player == state.active_player else 7)
    assert state.winners == frozenset(p for p in state.players if p != loser)
    assert game.player(loser).loss_rule == "704.5b" and state.turn == turn_lost[loser]
    assert all(game.life(p) == 20 for p in state.players)  # CR 103.4: as they started
