"""CR 615.7 with CR 107.3a: "Prevent the next X damage that would be dealt to [recipient]
this turn." -- X is announced as the spell is cast (CR 601.2b) or the ability activated (CR
602.2b) and the shield prevents that much damage, used up across damage events (CR 615.7).
2011: the same rules (CR 107.3a, 615.7). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_7_festival_of_the_guildpact_prevents_x_then_is_used_up(ruleset: str) -> None:
    """Festival of the Guildpact ({X}{W}) with X = 2: "Prevent the next X damage that would
    be dealt to you this turn. Draw a card." A 3-damage hit costs Alice 1 life; the shield is
    then used up and a later 2 damage is dealt in full."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    festival = t.put("Festival of the Guildpact", t.alice, "hand")
    t.put("Plains", t.alice, "library")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(CastSpell(festival))
    asked = t.asked()
    assert asked.kind == "X" and asked.options == (0, 1, 2)
    t.game.apply(Choose(2))
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Plains"]
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 19
    t.game.deal_damage(giant, t.alice, 2)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_7_festival_with_x_of_zero_prevents_nothing(ruleset: str) -> None:
    """With one Plains X can only be 0: nothing is prevented (a shield of 0 damage)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    festival = t.put("Festival of the Guildpact", t.alice, "hand")
    t.put("Plains", t.alice, "library")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(festival))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_panacea_x_x_shields_target_creature(ruleset: str) -> None:
    """Panacea: "{X}{X}, {T}: Prevent the next X damage that would be dealt to any target
    this turn." Four Forests allow X up to 2; X = 2 on Grizzly Bears: Hill Giant's 3 damage
    deals 1 and the Bears survive; the shield covers only the Bears (Bob takes 3)."""
    t = Table(ruleset)
    forests = t.lands("Forest", t.alice, 4)
    panacea = t.put("Panacea", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(ActivateAbility(panacea, 0, (bears,)))
    asked = t.asked()
    assert asked.kind == "X" and asked.options == (0, 1, 2)
    t.game.apply(Choose(2))
    assert all(t.game.state.objects[f].tapped for f in forests)
    t.resolve()
    t.game.deal_damage(giant, bears, 3)
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.damage_on(bears) == 1 and t.game.life(t.bob) == 17
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


@pytest.mark.parametrize(
    "line",
    [
        "Prevent the next X damage that would be dealt to you this turn.",
        "{X}{X}, {T}: Prevent the next X damage that would be dealt to any target this turn.",
        "Prevent the next X damage that would be dealt to target creature this turn.",
    ],
)
def test_cr107_3a_prevent_next_x_round_trips(line: str) -> None:
    """Festival of the Guildpact, Panacea, Temper's first sentence: the line gives back its
    own words and the engine implements it."""
    round_trip(line)
