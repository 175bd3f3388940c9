"""CR 711 and 702.87 (2011: 710 and 702.85): leveler cards and level up, played with real
bundled cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import RULESETS, Table


def _leveler(t: Table, name: str, level: int = 0) -> EntityId:
    card = bundled_database().card(name)
    counters = {"level": level} if level else None
    return t.game.add_card_def(card, owner=t.alice, zone="battlefield", counters=counters)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_87a_level_up_gives_the_next_level_and_its_ability(ruleset: str) -> None:
    """Brimstone Mage: level up {3}{R} puts a level counter on it; at level 1 it is 2/3 and
    has "{T}: This creature deals 1 damage to any target."."""
    t = Table(ruleset)
    t.lands("Mountain", 4)
    mage = _leveler(t, "Brimstone Mage")
    assert len(t.game.state.objects[mage].activated) == 1  # level up only
    t.main_phase()
    t.game.apply(ActivateAbility(mage, 0))
    t.resolve()
    leveled = t.game.state.objects[mage]
    assert leveled.counter("level") == 1
    assert (leveled.power, leveled.toughness) == (2, 3)
    t.game.apply(ActivateAbility(mage, 1, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_87a_level_up_only_as_a_sorcery(ruleset: str) -> None:
    """CR 702.87a (2011: 702.85a): level up is activated only as a sorcery: not while its
    first activation waits on the stack; the game is left as it was."""
    t = Table(ruleset)
    t.lands("Plains", 2)
    student = _leveler(t, "Student of Warfare")
    t.main_phase()
    t.game.apply(ActivateAbility(student, 0))
    stack = list(t.game.state.stack)
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(student, 0))
    assert t.game.state.stack == stack
    t.resolve()
    assert t.game.state.objects[student].counter("level") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr711_2a_level_ranges_give_base_power_toughness_and_abilities(ruleset: str) -> None:
    """Student of Warfare: LEVEL 2-6 is a 3/3 with first strike, LEVEL 7+ a 4/4 with double
    strike; below level 2 it is the printed 1/1 (CR 711.5; 2011: 710.5)."""
    t = Table(ruleset)
    t.lands("Plains", 1)
    one = t.game.state.objects[_leveler(t, "Student of Warfare", 1)]
    assert (one.power, one.toughness, one.has(Keyword.FIRST_STRIKE)) == (1, 1, False)
    six = _leveler(t, "Student of Warfare", 6)
    at_six = t.game.state.objects[six]
    assert (at_six.power, at_six.toughness, at_six.has(Keyword.FIRST_STRIKE)) == (3, 3, True)
    t.main_phase()
    t.game.apply(ActivateAbility(six, 0))
    t.resolve()
    seven = t.game.state.objects[six]
    assert seven.counter("level") == 7
    assert (seven.power, seven.toughness) == (4, 4)
    assert seven.has(Keyword.DOUBLE_STRIKE) and not seven.has(Keyword.FIRST_STRIKE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr711_6_a_leveler_elsewhere_has_its_printed_characteristics(ruleset: str) -> None:
    """CR 711.6 (2011: 710.6): put into a graveyard at level 3, Brimstone Mage is a 2/2
    card with only its level up ability."""
    t = Table(ruleset)
    mage = _leveler(t, "Brimstone Mage", 3)
    assert t.game.state.objects[mage].toughness == 4
    t.game.move_to_zone(mage, "graveyard")
    card = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert (card.power, card.toughness, len(card.activated)) == (2, 2, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr711_2b_highest_level_damage_ability(ruleset: str) -> None:
    """Brimstone Mage at LEVEL 3+: "{T}: This creature deals 3 damage to any target."."""
    t = Table(ruleset)
    mage = _leveler(t, "Brimstone Mage", 3)
    t.main_phase()
    t.game.apply(ActivateAbility(mage, 1, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 17
