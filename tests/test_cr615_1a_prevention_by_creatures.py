"""CR 615.1a with CR 615.5: "Prevent all damage that would be dealt by creatures this turn."
and "... this turn by creatures your opponents control." prevent the damage of every
creature (of the opponents') whenever it would be dealt this turn, not other sources' damage;
"You gain life equal to the damage prevented this way." gains the damage prevented, once per
damage event (CR 615.5). 2011: the same rules. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("name", ["Ethereal Haze", "Thwart the Enemy", "Chant of Vitu-Ghazi"])
def test_cr615_1a_prevention_by_creatures_cards_are_supported(name: str) -> None:
    compiled = bundled_database().compiled(name)
    assert compiled.supported, compiled.reason


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_ethereal_haze_prevents_creatures_damage_only(ruleset: str) -> None:
    """Ethereal Haze: Hill Giant's 3 damage to Alice and Grizzly Bears' 2 damage to Bob are
    prevented; Lightning Bolt, not a creature, still deals 3 to Alice."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    haze = t.put("Ethereal Haze", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.begin()
    t.act(CastSpell(haze))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    t.game.deal_damage(bears, t.bob, 2)
    t.game.deal_damage(bolt, t.alice, 3)
    assert t.game.life(t.alice) == 17 and t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_thwart_the_enemy_prevents_only_opponents_creatures(ruleset: str) -> None:
    """Thwart the Enemy: Bob's Hill Giant deals no damage to Alice; Alice's Grizzly Bears
    still deal 2 to Bob."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    thwart = t.put("Thwart the Enemy", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(thwart))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    t.game.deal_damage(bears, t.bob, 2, combat=True)
    assert t.game.life(t.alice) == 20 and t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_chant_of_vitu_ghazi_gains_the_damage_prevented_each_time(ruleset: str) -> None:
    """Chant of Vitu-Ghazi: Hill Giant's 3 damage and, later, Grizzly Bears' 2 damage to
    Alice are prevented; she gains 3, then 2 (25 life)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 8)
    chant = t.put("Chant of Vitu-Ghazi", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(chant))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 23
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 25
