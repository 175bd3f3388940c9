"""Activation costs chosen and paid as an ability is activated (CR 602.2b, following the
casting steps 601.2b-h; paying the total cost: 601.2h today, 601.2g in 2011): sacrifice a
creature / another creature / an artifact / a land, discard a card (chosen or at random),
remove counters. Played with real cards under both rulesets; an unpayable cost is a typed
error naming the rule, and the game is left as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.cards.database import bundled_database
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


def _refused(t: Table, action: ActivateAbility, rule: str) -> str:
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before
    return error.value.message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_goblin_bombardment_sacrifices_the_chosen_creature(ruleset: str) -> None:
    """Goblin Bombardment: "Sacrifice a creature: deals 1 damage to any target." The
    controller chooses which creature as the ability is activated; it is gone before the
    ability resolves."""
    t = Table(ruleset)
    bombardment = t.put("Goblin Bombardment", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.alice)
    t.begin()
    activate = ActivateAbility(bombardment, 0, (t.bob,))
    assert activate in t.game.legal_actions()
    t.game.apply(activate)
    asked = t.asked()
    assert asked.kind == "sacrifice" and set(asked.options) == {(bears,), (elves,)}
    t.game.apply(Choose((bears,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert elves in t.game.state.objects
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_no_creature_to_sacrifice_no_activation(ruleset: str) -> None:
    t = Table(ruleset)
    bombardment = t.put("Goblin Bombardment", t.alice)
    t.begin()
    activate = ActivateAbility(bombardment, 0, (t.bob,))
    assert activate not in t.game.legal_actions()
    assert "creature" in _refused(t, activate, PAY[ruleset])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_sacrifice_another_creature_is_never_the_source(ruleset: str) -> None:
    """Blazing Hellhound: "{1}, Sacrifice another creature: deals 1 damage to any
    target." Alone, it can't be activated; with a Grizzly Bears, the Bears is sacrificed
    without asking."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    hound = t.put("Blazing Hellhound", t.alice)
    t.begin()
    activate = ActivateAbility(hound, 0, (t.bob,))
    assert activate not in t.game.legal_actions()
    _refused(t, activate, PAY[ruleset])
    t2 = Table(ruleset)
    t2.lands("Mountain", t2.alice, 2)
    hound = t2.put("Blazing Hellhound", t2.alice)
    t2.put("Grizzly Bears", t2.alice)
    t2.begin()
    t2.act(ActivateAbility(hound, 0, (t2.bob,)))
    assert t2.zone_of(t2.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    t2.resolve()
    assert t2.game.state.life_of(t2.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_peace_of_mind_discards_the_chosen_card(ruleset: str) -> None:
    """Peace of Mind: "{W}, Discard a card: You gain 3 life." With an empty hand it can't be
    activated."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    peace = t.put("Peace of Mind", t.alice)
    t.begin()
    _refused(t, ActivateAbility(peace, 0), PAY[ruleset])
    shock = t.put("Shock", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.game.apply(ActivateAbility(peace, 0))
    assert set(t.asked().options) == {(shock,), (bolt,)} and t.asked().kind == "discard"
    t.game.apply(Choose((bolt,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Shock"]
    t.resolve()
    assert t.game.state.life_of(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_bloodsoaked_altar_pays_every_cost(ruleset: str) -> None:
    """Bloodsoaked Altar: "{T}, Pay 2 life, Discard a card, Sacrifice a creature: Create a
    5/5 black Demon ..." Every part is paid; without a card in hand nothing is."""
    t = Table(ruleset)
    altar = t.put("Bloodsoaked Altar", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    _refused(t, ActivateAbility(altar, 0), PAY[ruleset])
    t.put("Shock", t.alice, "hand")
    t.act(ActivateAbility(altar, 0))
    state = t.game.state
    assert state.life_of(t.alice) == 18 and state.objects[altar].tapped
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Shock"]
    t.resolve()
    demons = [o for o in t.game.state.battlefield() if "Demon" in o.subtypes]
    assert len(demons) == 1 and demons[0].power == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_remove_a_counter_from_deathbringer_thoctar(ruleset: str) -> None:
    """Deathbringer Thoctar: "Remove a +1/+1 counter from this creature: It deals 1 damage
    to any target." One counter, one activation."""
    t = Table(ruleset)
    card = bundled_database().card("Deathbringer Thoctar")
    thoctar = t.game.add_card_def(card, owner=t.alice, zone="battlefield", counters={PLUS_ONE: 1})
    t.begin()
    t.act(ActivateAbility(thoctar, 0, (t.bob,)))
    assert t.game.state.objects[thoctar].counters.get(PLUS_ONE, 0) == 0
    assert ActivateAbility(thoctar, 0, (t.bob,)) not in t.game.legal_actions()
    _refused(t, ActivateAbility(thoctar, 0, (t.bob,)), PAY[ruleset])
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_discard_at_random_asks_nothing(ruleset: str) -> None:
    """Dwarven Strike Force: "Discard a card at random: gains first strike and haste until
    end of turn." One of the two cards goes, chosen by the game."""
    t = Table(ruleset)
    force = t.put("Dwarven Strike Force", t.alice)
    t.put("Shock", t.alice, "hand")
    t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(ActivateAbility(force, 0))
    assert len(t.zone_of(t.alice, Zone.HAND)) == 1
    assert len(t.zone_of(t.alice, Zone.GRAVEYARD)) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_fault_riders_sacrifice_a_land(ruleset: str) -> None:
    """Fault Riders: "Sacrifice a land: gets +2/+0 and gains first strike ..." A land is
    sacrificed, never a creature."""
    t = Table(ruleset)
    riders = t.put("Fault Riders", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    _refused(t, ActivateAbility(riders, 0), PAY[ruleset])
    t.put("Mountain", t.alice)
    t.act(ActivateAbility(riders, 0))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Mountain"]
    t.resolve()
    assert t.game.state.objects[riders].current_power() == 4
