"""{X} in mana costs (CR 107.3): X is announced as the spell is cast (CR 601.2b) or the
ability activated (CR 602.2b), up to what the player can pay, and is the same wherever X
appears. Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.errors import IllegalChoiceError
from mtgrules.events import DamageDealt
from mtgrules.objects import Zone
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_blaze_deals_x_damage_and_costs_x_more(ruleset: str) -> None:
    """Blaze ({X}{R}): "deals X damage to any target." With four Mountains X is 0 to 3;
    X = 3 taps all four and deals 3."""
    t = Table(ruleset)
    mountains = t.lands("Mountain", t.alice, 4)
    blaze = t.put("Blaze", t.alice, "hand")
    t.begin()
    assert CastSpell(blaze, (t.bob,)) in t.game.legal_actions()
    t.game.apply(CastSpell(blaze, (t.bob,)))
    asked = t.asked()
    assert asked.kind == "X" and asked.options == (0, 1, 2, 3) and asked.rule == "601.2b"
    t.game.apply(Choose(3))
    assert all(t.game.state.objects[m].tapped for m in mountains)
    t.resolve()
    assert t.game.life(t.bob) == 17
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Blaze"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_x_of_zero_deals_no_damage(ruleset: str) -> None:
    """With one Mountain, X can only be 0: not asked; 0 damage is not dealt (CR 120.8)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    blaze = t.put("Blaze", t.alice, "hand")
    t.begin()
    t.act(CastSpell(blaze, (t.bob,)))
    events = t.resolve()
    assert t.game.life(t.bob) == 20
    assert not any(isinstance(e, DamageDealt) for e in events)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2b_an_x_the_player_cant_pay_is_refused(ruleset: str) -> None:
    """Choosing X = 4 with mana for 3 is an illegal choice; the game still waits for X."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    blaze = t.put("Blaze", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(blaze, (t.bob,)))
    before = t.game.state.copy()
    with pytest.raises(IllegalChoiceError) as error:
        t.game.apply(Choose(4))
    assert error.value.rule == "601.2b"
    assert t.game.state == before and t.asked().kind == "X"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_silklash_spider_x_damage_to_each_flyer(ruleset: str) -> None:
    """Silklash Spider: "{X}{G}{G}: deals X damage to each creature with flying." X = 2
    kills a 2/2 flyer and leaves a Grizzly Bears alone."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 4)
    spider = t.put("Silklash Spider", t.alice)
    flyer = t.put("Wind Drake", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.apply(ActivateAbility(spider, 0))
    assert t.asked().options == (0, 1, 2) and t.asked().rule == "602.2b"
    t.game.apply(Choose(2))
    t.resolve()
    assert not t.game.is_on_battlefield(flyer)
    assert t.game.state.objects[bears].damage == 0
