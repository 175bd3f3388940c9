"""Every permanent of some types a target player controls (CR 115.1: the player is the
target; CR 608.2c: the group is read as the instruction is carried out; 608.2b: an illegal
target player means nothing is done to the group): "Destroy all creatures target opponent
controls.", "Tap all creatures target player controls." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all creatures target opponent controls. You lose 2 life for each creature "
        "destroyed this way.",
        "{8}: Tap all creatures target player controls.",
        "Destroy all enchantments target player controls.",
        "[−6]: Tap all permanents target opponent controls.",
    ],
)
def test_cr115_1_groups_of_a_target_player_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_rain_of_daggers_destroys_only_the_targets_creatures(ruleset: str) -> None:
    """Rain of Daggers: "Destroy all creatures target opponent controls. You lose 2 life for
    each creature destroyed this way." Alice can't target herself; aimed at Bob, his two
    creatures die, hers doesn't, and she loses 4 life."""
    t = Table(ruleset)
    rain = t.put("Rain of Daggers", t.alice, "hand")
    t.lands("Swamp", t.alice, 6)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.put("Hill Giant", t.bob)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(rain, (t.alice,)))
    assert t.game.state == before
    t.act(CastSpell(rain, (t.bob,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Hill Giant"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Rain of Daggers"]
    assert t.game.life(t.alice) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_dawnglare_invoker_taps_the_target_players_creatures(ruleset: str) -> None:
    """Dawnglare Invoker: "{8}: Tap all creatures target player controls." Bob's creatures
    become tapped; his land and Alice's creatures don't."""
    t = Table(ruleset)
    invoker = t.put("Dawnglare Invoker", t.alice)
    t.lands("Plains", t.alice, 8)
    mine = t.put("Grizzly Bears", t.alice)
    bobs = [t.put("Grizzly Bears", t.bob), t.put("Hill Giant", t.bob)]
    forest = t.put("Forest", t.bob)
    t.begin()
    t.act(ActivateAbility(invoker, 0, (t.bob,)))
    t.resolve()
    assert all(t.game.obj(c).tapped for c in bobs)
    assert not t.game.obj(forest).tapped
    assert not t.game.obj(mine).tapped and not t.game.obj(invoker).tapped
