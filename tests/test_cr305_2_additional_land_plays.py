"""Additional land plays (CR 305.2, the same number in 2011: a player may play one land during
each of their turns; effects may allow additional land plays): "You may play an additional
land this turn." (Scale the Heights, an effect until end of turn) and "You may play an
additional land on each of your turns." (Exploration, a static ability). Real cards from the
bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PlayLand
from mtgrules.errors import RulesError
from mtgrules.objects import PLUS_ONE, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "You may play an additional land this turn.",
    "You may play an additional land on each of your turns.",
    "Put a +1/+1 counter on up to one target creature. You gain 2 life. You may play an"
    " additional land this turn.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr305_2_additional_land_lines_round_trip(line: str) -> None:
    round_trip(line)


def _lands_in_hand(t: Table, count: int) -> list[int]:
    return [t.put("Forest", t.alice, "hand") for _ in range(count)]


def _refused(t: Table, land: int) -> None:
    """Playing ``land`` is refused and changes nothing."""
    before = (t.game.state.lands_played, t.zone_of(t.alice, Zone.BATTLEFIELD))
    assert PlayLand(land) not in t.game.legal_actions()
    with pytest.raises(RulesError):
        t.game.apply(PlayLand(land))
    assert t.game.state.objects[land].zone is Zone.HAND
    assert (t.game.state.lands_played, t.zone_of(t.alice, Zone.BATTLEFIELD)) == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr305_2_one_land_per_turn_without_an_effect(ruleset: str) -> None:
    t = Table(ruleset)
    first, second = _lands_in_hand(t, 2)
    t.begin()
    t.act(PlayLand(first))
    _refused(t, second)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr305_2_scale_the_heights_allows_one_more_land_this_turn(ruleset: str) -> None:
    """Scale the Heights: "Put a +1/+1 counter on up to one target creature. You gain 2 life.
    You may play an additional land this turn." Alice plays two lands, not three."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    bears = t.put("Grizzly Bears", t.alice)
    first, second, third = _lands_in_hand(t, 3)
    scale = t.put("Scale the Heights", t.alice, "hand")
    t.put("Grizzly Bears", t.alice, "library")
    t.begin()
    t.act(PlayLand(first))
    t.act(CastSpell(scale, (bears,)))
    t.resolve()
    assert t.game.state.objects[bears].counter(PLUS_ONE) == 1
    assert t.game.life(t.alice) == 22
    assert PlayLand(second) in t.game.legal_actions()
    t.act(PlayLand(second))
    assert t.game.state.lands_played == 2
    _refused(t, third)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr305_2_exploration_allows_two_lands_on_each_of_your_turns(ruleset: str) -> None:
    """Exploration: "You may play an additional land on each of your turns." While it is on
    the battlefield Alice may play two lands; once it's gone, only one."""
    t = Table(ruleset)
    exploration = t.put("Exploration", t.alice)
    first, second, third = _lands_in_hand(t, 3)
    t.begin()
    t.act(PlayLand(first))
    t.act(PlayLand(second))
    _refused(t, third)
    t.game.move_to_zone(exploration, "graveyard")
    _refused(t, third)
