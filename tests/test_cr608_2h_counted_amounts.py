"""Amounts counted as the instruction is carried out ("for each ...", "equal to the number
of ...", CR 608.2h today / 608.2g in 2011) and groups with conditions ("each creature with
flying"), played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards import support
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.instructions import ForEach
from mtgrules.events import DamageDealt, LifeGained
from tests.instruction_play import RULESETS, Table


def test_counted_instructions_and_filtered_groups_are_implemented() -> None:
    assert {ForEach, FilteredEach} <= support.IMPLEMENTED


@pytest.mark.parametrize("ruleset", RULESETS)
def test_spitting_earth_counts_mountains_as_it_resolves(ruleset: str) -> None:
    """Spitting Earth: "deals damage to target creature equal to the number of Mountains you
    control": four Mountains (two of them tapped to cast it), one event of 4 damage."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.put("Mountain", t.bob)  # not Alice's
    earth = t.put("Spitting Earth", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    t.act(CastSpell(earth, (angel,)))
    events = t.resolve()
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [e.amount for e in dealt] == [4]
    assert not t.game.is_on_battlefield(angel)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_spitting_earth_with_a_count_of_zero_deals_no_damage(ruleset: str) -> None:
    """The count is made on resolution: with no Mountain left then, no damage is dealt."""
    t = Table(ruleset)
    mountains = t.lands("Mountain", t.alice, 2)
    earth = t.put("Spitting Earth", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(earth, (ogre,)))
    for mountain in mountains:  # gone before it resolves
        t.game.move_to_zone(mountain, "graveyard")
    events = t.resolve()
    assert not [e for e in events if isinstance(e, DamageDealt)]
    assert t.game.is_on_battlefield(ogre)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_peach_garden_oath_gains_two_life_for_each_creature(ruleset: str) -> None:
    """Peach Garden Oath: "You gain 2 life for each creature you control.": three creatures,
    one life gain of 6 (not three gains of 2)."""
    t = Table(ruleset)
    t.put("Plains", t.alice)
    oath = t.put("Peach Garden Oath", t.alice, "hand")
    for _ in range(3):
        t.put("Gray Ogre", t.alice)
    t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(oath))
    events = t.resolve()
    assert [e.amount for e in events if isinstance(e, LifeGained)] == [6]
    assert t.game.life(t.alice) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_needle_storm_hits_only_creatures_with_flying(ruleset: str) -> None:
    """Needle Storm: "deals 4 damage to each creature with flying.": Serra Angel dies, the
    Ogre is untouched, no player is dealt damage."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    storm = t.put("Needle Storm", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(storm))
    events = t.resolve()
    assert [e.recipient for e in events if isinstance(e, DamageDealt)] == [angel]
    assert not t.game.is_on_battlefield(angel)
    assert t.game.is_on_battlefield(ogre) and t.game.damage_on(ogre) == 0
    assert t.game.life(t.bob) == 20
