"""Keyword actions carried out by real cards (CR 701): scry, proliferate, destroy that can't
be regenerated, poison counters. Each card is played from the bundled database through the
game's entry point, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards import support
from mtgrules.cards.database import bundled_database
from mtgrules.effects.instructions import DestroyUnregenerable, GivePoison, Proliferate, Scry
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import PLUS_ONE, Zone
from tests.instruction_play import RULESETS, Table


def test_these_keyword_actions_are_implemented() -> None:
    assert {Scry, Proliferate, DestroyUnregenerable, GivePoison} <= support.IMPLEMENTED


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_scry_magma_jet_puts_one_card_on_the_bottom(ruleset: str) -> None:
    """Magma Jet: "deals 2 damage to any target. Scry 2.": Alice looks at her top two cards,
    keeps the second on top and puts the first on the bottom."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    jet = t.put("Magma Jet", t.alice, "hand")
    for name in ("Forest", "Island", "Swamp"):  # Swamp on top
        t.put(name, t.alice, "library")
    t.begin()
    t.act(CastSpell(jet, (t.bob,)))
    state = t.game.state
    swamp, island = state.libraries[t.alice][-1], state.libraries[t.alice][-2]
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # Magma Jet resolves and asks how to scry
    asked = t.asked()
    assert asked.kind == "scry" and asked.rule == t.game.ruleset.rule("scry")
    assert len(asked.options) == 6  # 2 on top in 2 orders, 1 + 1 in 2 ways, 2 below in 2
    events = t.game.apply(Choose(((island,), (swamp,))))
    assert t.game.life(t.bob) == 18
    assert t.library(t.alice) == ["Island", "Forest", "Swamp"]
    ordered = [e for e in events if isinstance(e, LibraryOrdered)]
    assert [(e.top, e.bottom) for e in ordered] == [(1, 1)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_scry_both_cards_to_the_bottom_in_a_chosen_order(ruleset: str) -> None:
    """Scry 2 may put both cards on the bottom, in any order."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    jet = t.put("Magma Jet", t.alice, "hand")
    for name in ("Forest", "Island", "Swamp"):
        t.put(name, t.alice, "library")
    t.begin()
    t.act(CastSpell(jet, (t.bob,)))
    library = t.game.state.libraries[t.alice]
    swamp, island = library[-1], library[-2]
    t.resolve(((), (island, swamp)))  # Island above Swamp, both under the Forest
    assert t.library(t.alice) == ["Forest", "Island", "Swamp"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_scry_with_an_empty_library_does_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    jet = t.put("Magma Jet", t.alice, "hand")
    t.begin()
    t.act(CastSpell(jet, (t.bob,)))
    events = t.resolve()
    assert t.game.life(t.bob) == 18
    assert not [e for e in events if isinstance(e, LibraryOrdered)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_destroy_it_cant_be_regenerated_wrath_of_god(ruleset: str) -> None:
    """Wrath of God: "Destroy all creatures. They can't be regenerated.": Drudge Skeletons'
    regeneration shield doesn't save it (it would from a plain destroy)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    wrath = t.put("Wrath of God", t.alice, "hand")
    t.put("Swamp", t.bob)
    skeletons = t.put("Drudge Skeletons", t.bob)
    angel = t.put("Serra Angel", t.alice)
    t.begin()
    t.act(CastSpell(wrath))
    # Bob regenerates the Skeletons in response.
    t.game.apply(PassPriority())
    t.act(ActivateAbility(skeletons, 0))
    t.resolve()  # the regeneration shield
    t.resolve()  # Wrath of God
    assert not t.game.is_on_battlefield(skeletons) and not t.game.is_on_battlefield(angel)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Drudge Skeletons"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_pistus_strike_gives_its_controller_a_poison_counter(ruleset: str) -> None:
    """Pistus Strike: "Destroy target creature with flying. Its controller gets a poison
    counter." (the controller as the creature last existed, CR 608.2h)."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    strike = t.put("Pistus Strike", t.alice, "hand")
    angel = t.put("Serra Angel", t.bob)
    t.begin()
    t.act(CastSpell(strike, (angel,)))
    t.resolve()
    assert not t.game.is_on_battlefield(angel)
    assert t.game.poison(t.bob) == 1 and t.game.poison(t.alice) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_proliferate_volt_charge(ruleset: str) -> None:
    """Volt Charge: "deals 3 damage to any target. Proliferate.": Alice adds a counter to her
    creature and a poison counter to Bob, and leaves Bob's creature alone. Today each kind
    already there gets another counter; under the 2011 rules, one counter of one kind."""
    t = Table(ruleset, bob_poison=2)
    t.lands("Mountain", t.alice, 3)
    charge = t.put("Volt Charge", t.alice, "hand")
    mine = t.game.add_card_def(
        bundled_database().card("Gray Ogre"),
        owner=t.alice,
        zone="battlefield",
        counters={PLUS_ONE: 1, "charge": 2},
    )
    theirs = t.game.add_card_def(
        bundled_database().card("Gray Ogre"),
        owner=t.bob,
        zone="battlefield",
        counters={PLUS_ONE: 1},
    )
    t.begin()
    t.act(CastSpell(charge, (t.bob,)))
    if ruleset == "current":
        t.resolve("each", "each", "none")  # Bob, Alice's Ogre, Bob's Ogre
        assert t.game.state.objects[mine].counters == {PLUS_ONE: 2, "charge": 3}
    else:
        t.resolve("poison", "charge", "none")
        assert t.game.state.objects[mine].counters == {PLUS_ONE: 1, "charge": 3}
    assert t.game.state.objects[theirs].counters == {PLUS_ONE: 1}
    assert t.game.poison(t.bob) == 3
    assert t.game.life(t.bob) == 17
