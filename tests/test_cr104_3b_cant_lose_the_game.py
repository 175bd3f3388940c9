"""CR 104.2, 104.3: static abilities that change who loses or wins the game. "You can't lose
the game and your opponents can't win the game." (Platinum Angel) and its mirror "You can't
win the game and your opponents can't lose the game." (Abyssal Persecutor) stop the
state-based actions of CR 704.5a-c from making that player lose, and stop an effect that says
a player wins (CR 104.2b); "You don't lose the game for having 0 or less life." (Phyrexian
Unlife, Lich's Tomb) overrides only CR 104.3b / 704.5a (the same numbers in 2011). When the
permanent leaves, the next check applies. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.grammar import parse_line
from mtgrules.effects.base import Duration
from mtgrules.events import GameOver, PlayerLost
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You can't lose the game and your opponents can't win the game.",
        "You can't win the game and your opponents can't lose the game.",
        "You don't lose the game for having 0 or less life.",
        "You can't lose the game.",
    ],
)
def test_cr104_3_game_outcome_lines_round_trip(line: str) -> None:
    round_trip(line)


def losses(t: Table) -> list[PlayerLost]:
    return [e for e in t.game.log if isinstance(e, PlayerLost)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5a_abyssal_persecutor_keeps_the_opponent_in_the_game(ruleset: str) -> None:
    """Bob at 0 life doesn't lose while Alice controls Abyssal Persecutor; once it leaves the
    battlefield, the next check makes him lose (704.5a) and Alice wins (104.2a)."""
    t = Table(ruleset)
    persecutor = t.put("Abyssal Persecutor", t.alice)
    t.game.set_life(t.bob, 0)
    t.game.check_state_based_actions()
    assert not t.game.state.players[t.bob].has_lost
    assert t.game.state.winners is None
    t.game.move_to_zone(persecutor, "graveyard")
    t.game.check_state_based_actions()
    assert [(e.player, e.rule) for e in losses(t)] == [(t.bob, "704.5a")]
    assert t.game.state.winners == frozenset({t.alice})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr104_3_platinum_angel_its_controller_doesnt_lose(ruleset: str) -> None:
    """Alice at -2 life with Platinum Angel stays in the game; Bob's Angel doesn't help Bob
    (he loses at 0 life)."""
    t = Table(ruleset)
    t.put("Platinum Angel", t.alice)
    t.game.set_life(t.alice, -2)
    t.game.check_state_based_actions()
    assert not t.game.state.players[t.alice].has_lost
    t.game.set_life(t.bob, 0)
    t.game.check_state_based_actions()
    assert [e.player for e in losses(t)] == [t.bob]
    assert t.game.state.winners == frozenset({t.alice})


def _felidar_upkeep(t: Table) -> None:
    """Alice has Felidar Sovereign and 40 life; her upkeep trigger resolves (CR 104.2b)."""
    t.put("Felidar Sovereign", t.alice)
    t.game.set_life(t.alice, 40)
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack and t.game.state.winners is None:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr104_2b_opponents_platinum_angel_stops_you_win_the_game(ruleset: str) -> None:
    """Felidar Sovereign's "you win the game" does nothing while Bob controls Platinum
    Angel (his opponents can't win)."""
    t = Table(ruleset)
    t.put("Platinum Angel", t.bob)
    _felidar_upkeep(t)
    assert t.game.state.winners is None
    assert not any(isinstance(e, GameOver) for e in t.game.log)
    assert not t.game.state.stack  # the trigger resolved


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr104_2b_your_abyssal_persecutor_stops_you_win_the_game(ruleset: str) -> None:
    """Alice's own Abyssal Persecutor: she can't win, so Felidar Sovereign does nothing."""
    t = Table(ruleset)
    t.put("Abyssal Persecutor", t.alice)
    _felidar_upkeep(t)
    assert t.game.state.winners is None
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr104_3b_no_loss_for_life_only_life_is_ignored(ruleset: str) -> None:
    """The effect of Phyrexian Unlife's / Lich's Tomb's first line (those cards wait for
    their other lines): Alice at -5 life stays in the game (704.5a doesn't apply); ten poison
    counters still make her lose (704.5c)."""
    t = Table(ruleset)
    line = parse_line("You don't lose the game for having 0 or less life.")
    assert isinstance(line, StaticLine)
    t.game.add_effect(line.effect, controller=t.alice, duration=Duration.INDEFINITE)
    t.game.set_life(t.alice, -5)
    t.game.check_state_based_actions()
    assert not t.game.state.players[t.alice].has_lost
    pool = t.game.state.players[t.alice].pool
    t.game.state.poison[pool] = 10
    t.game.check_state_based_actions()
    assert [(e.player, e.rule) for e in losses(t)] == [(t.alice, "704.5c")]
    assert t.game.state.winners == frozenset({t.bob})
