"""Amounts counted as the instruction is carried out (CR 608.2h: a value of an object that
has left its zone is its last known information): "gains life equal to its power", "equal
to its mana value", "equal to that creature's toughness", "equal to the life lost this
way", "equal to the damage dealt this way". Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.database import bundled_database
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_swords_to_plowshares_its_controller_gains_its_power(ruleset: str) -> None:
    """Swords to Plowshares: "Exile target creature. Its controller gains life equal to its
    power." The exiled Gray Ogre's power (2), as it last existed, goes to Bob."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    swords = t.put("Swords to Plowshares", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(swords, (ogre,)))
    t.resolve()
    assert not t.game.is_on_battlefield(ogre)
    assert t.game.life(t.bob) == 22 and t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_devour_in_shadow_loses_that_creatures_toughness(ruleset: str) -> None:
    """Devour in Shadow: "Destroy target creature. It can't be regenerated. You lose life
    equal to that creature's toughness." Hill Giant is 3/3."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    devour = t.put("Devour in Shadow", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(devour, (giant,)))
    t.resolve()
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_divine_offering_gains_its_mana_value(ruleset: str) -> None:
    """Divine Offering: "Destroy target artifact. You gain life equal to its mana value."
    Bloodsoaked Altar's mana value is 6."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    offering = t.put("Divine Offering", t.alice, "hand")
    altar = t.put("Bloodsoaked Altar", t.bob)
    t.begin()
    t.act(CastSpell(offering, (altar,)))
    t.resolve()
    assert t.game.life(t.alice) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_angelic_chorus_gains_the_toughness_of_what_entered(ruleset: str) -> None:
    """Angelic Chorus: "Whenever a creature you control enters, you gain life equal to its
    toughness." A Hill Giant (3/3) entering gains 3."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.put("Angelic Chorus", t.alice)
    giant = t.put("Hill Giant", t.alice, "hand")
    t.begin()
    t.act(CastSpell(giant))
    t.resolve()  # the Giant resolves; its trigger goes on the stack
    t.resolve()  # the trigger resolves
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_scholar_of_athreos_gains_the_life_lost_this_way(ruleset: str) -> None:
    """Scholar of Athreos: "{2}{B}: Each opponent loses 1 life. You gain life equal to the
    life lost this way." """
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    scholar = t.put("Scholar of Athreos", t.alice)
    t.begin()
    t.act(ActivateAbility(scholar, 0))
    t.resolve()
    assert t.game.life(t.bob) == 19 and t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_corrupt_gains_the_damage_dealt_this_way(ruleset: str) -> None:
    """Corrupt: "deals damage to any target equal to the number of Swamps you control. You
    gain life equal to the damage dealt this way." Six Swamps: 6 damage to a 3/3 Hill
    Giant, 6 life (all the damage dealt, not only the lethal part)."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 6)
    corrupt = t.put("Corrupt", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(corrupt, (giant,)))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == 26


def test_that_much_without_a_trigger_event_stays_unsupported() -> None:
    """Ingenious Artillerist's "deals that much damage" follows a trigger event of artifacts
    entering, which has no amount: the card stays unsupported, naming it. (Foul-Tongue
    Shriek's "that much" after a life loss in a spell is played: test_cr608_2c_that_much_in_a_
    spell.py.)"""
    compiled = bundled_database().compiled("Ingenious Artillerist")
    assert not compiled.supported
    assert "DealVariableDamage (that much)" in (compiled.reason or "")
