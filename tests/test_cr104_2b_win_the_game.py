"""A player wins the game when an effect says so (CR 104.2b): "At the beginning of your
upkeep, if you have 40 or more life, you win the game." (an intervening if, CR 603.4). Real
cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.events import GameOver
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr104_2b_you_win_the_game_round_trips() -> None:
    round_trip("At the beginning of your upkeep, if you have 40 or more life, you win the game.")


def _upkeep_with(t: Table, life: int) -> None:
    t.put("Felidar Sovereign", t.alice)
    t.game.set_life(t.alice, life)
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack and t.game.state.winners is None:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr104_2b_felidar_sovereign_at_forty_life_alice_wins(ruleset: str) -> None:
    t = Table(ruleset)
    _upkeep_with(t, 40)
    assert t.game.state.winners == frozenset({t.alice})
    (over,) = [e for e in t.game.log if isinstance(e, GameOver)]
    assert over.rule == "104.2b"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_felidar_sovereign_below_forty_nothing_happens(ruleset: str) -> None:
    t = Table(ruleset)
    _upkeep_with(t, 39)
    assert t.game.state.winners is None
    assert not t.game.state.stack
