"""CR 717 (2011; handling illegal actions) and 510.1e: a refused action, or one stopped by a
choice it needs, leaves the game as it was before it. With ``Game.use_replay_rollback`` the
game gets back there by replaying the actions since its last checkpoint instead of copying
the state before every action (replay_rollback.py); the self-play loop uses it.

These tests prove the two ways give the same games: random games with choices to make, in
both modes and with checkpoints every 1, 5 and 64 actions; refusals in the middle of a game;
and rule actions taken between two actions, which the journal must not lose.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgrules import Game
from mtgrules.actions import Choose, DeclareBlockers
from mtgrules.errors import ConfigurationError, RulesError
from mtgrules.selfplay import bundled_deck, read_deck
from mtgrules.selfplay.loop import new_game

# Enter-the-battlefield triggers with targets (Flametongue Kavu), "may" abilities: the game
# stops for choices and rolls back, then applies the action again with the answers.
CHOICES_DECK = """\
20 Mountain
4 Flametongue Kavu
4 Shock
4 Goblin Arsonist
4 Mogg Fanatic
4 Lightning Bolt
4 Grizzly Bears
4 Gravedigger
"""


def _decks(tmp_path: Path, name: str) -> tuple[Game, Game, int]:
    """Two games of the same seed: one copying its state before each action, one replaying."""
    if name == "choices":
        path = tmp_path / "choices.txt"
        path.write_text(CHOICES_DECK)
        cards_a = cards_b = read_deck(str(path)).definitions()
    else:
        deck_a, deck_b = name.split("/")
        cards_a, cards_b = bundled_deck(deck_a).definitions(), bundled_deck(deck_b).definitions()
    copying, _ = new_game(cards_a, cards_b, 11)
    replaying, _ = new_game(cards_a, cards_b, 11)
    return copying, replaying, 11


def _same(one: Game, other: Game) -> None:
    assert repr(one.log) == repr(other.log)
    assert one.state == other.state
    assert one.created_effects == other.created_effects


@pytest.mark.parametrize("every", [1, 5, 64])
@pytest.mark.parametrize("name", ["choices", "red-burn/black-keywords"])
def test_cr717_replayed_rollbacks_give_the_same_games(
    tmp_path: Path, name: str, every: int
) -> None:
    copying, replaying, seed = _decks(tmp_path, name)
    replaying.use_replay_rollback(every)
    rng = random.Random(seed)
    chosen = refused = 0
    for _ in range(1500):
        actions = copying.legal_actions()
        assert repr(actions) == repr(replaying.legal_actions())
        if not actions:
            break
        action = actions[int(rng.random() * len(actions))]
        chosen += isinstance(action, Choose)
        if rng.random() < 0.05 and copying.state.awaiting is None:
            # refused inside the action (the game waits for priority): rolled back both ways
            for game in (copying, replaying):
                before = game.state.copy()
                with pytest.raises(RulesError):
                    game.apply(DeclareBlockers(()))
                assert game.state == before
            refused += 1
        copying.apply(action)
        replaying.apply(action)
        _same(copying, replaying)
    assert refused > 10
    if name == "choices":
        assert chosen > 5  # actions stopped by a choice, rolled back, applied again


def test_cr717_a_choice_leaves_the_state_as_it_was(tmp_path: Path) -> None:
    _, game, seed = _decks(tmp_path, "choices")
    game.use_replay_rollback(64)
    rng = random.Random(seed)
    stopped = 0
    for _ in range(1500):
        actions = game.legal_actions()
        if not actions:
            break
        before, logged = game.state.copy(), len(game.log)
        game.apply(actions[int(rng.random() * len(actions))])
        if game.state.pending_choice is not None and not isinstance(
            before.pending_choice, type(game.state.pending_choice)
        ):
            after = game.state.copy()
            after.pending_choice = None
            assert after == before
            assert len(game.log) == logged
            stopped += 1
    assert stopped > 5


def test_cr717_rule_actions_between_actions_are_kept(tmp_path: Path) -> None:
    _, game, seed = _decks(tmp_path, "red-burn/black-keywords")
    game.use_replay_rollback(64)
    rng = random.Random(seed)
    for _ in range(40):
        actions = game.legal_actions()
        game.apply(actions[int(rng.random() * len(actions))])
    player = game.state.active_player
    assert player is not None
    source = next(iter(game.state.objects))
    game.deal_damage(source, player, 3)  # not an action: the journal starts over
    life = game.life(player)
    with pytest.raises(RulesError):
        game.apply(DeclareBlockers(()))  # refused inside the action: rolled back
    assert game.life(player) == life


def test_cr717_a_checkpoint_at_least_every_action() -> None:
    with pytest.raises(ConfigurationError, match="at least 1"):
        Game().use_replay_rollback(0)
