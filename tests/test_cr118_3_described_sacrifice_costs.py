"""Sacrifice costs that describe what is sacrificed (CR 602.2b; a cost can't be paid without
the objects to pay it fully, CR 118.3 / 2011 117.3, no partial payment, 601.2h / 2011 601.2g):
"Sacrifice another creature or artifact", "Sacrifice an artifact or creature", "Sacrifice a
nontoken artifact", "Sacrifice a token", "Sacrifice two other creatures", "Sacrifice another
black creature", "Sacrifice a permanent". Played with real cards under both rulesets; an
unpayable cost is refused with a typed error naming the rule, the game left as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.activation_play import refused
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


def _offered(t: Table) -> set[EntityId]:
    """The permanents the pending sacrifice choice offers (one per option)."""
    return {o[0] for o in t.asked().options if isinstance(o, tuple)}


@pytest.mark.parametrize(
    "line",
    [
        "{3}, Sacrifice another creature or artifact: Draw a card.",
        "{1}, Sacrifice another creature or an artifact: Put a +1/+1 counter on ~.",
        "{1}, Sacrifice another creature or an enchantment: ~ gains first strike until end of "
        "turn.",
        "{T}, Sacrifice an artifact or creature: Each opponent loses 1 life and you gain 1 life.",
        "{1}, Sacrifice a creature or planeswalker: You gain 2 life and draw a card.",
        "{1}, Sacrifice a nontoken artifact: Create a 1/1 blue Thopter artifact creature token "
        "with flying. You gain 1 life.",
        "{1}{G}, Sacrifice another nonland permanent: ~ gets +2/+2 until end of turn.",
        "{1}, Sacrifice a nonland permanent: ~ deals 1 damage to any target.",
        "{2}, {T}, Sacrifice a token: Draw a card.",
        "{1}, Sacrifice another creature or token: Draw a card.",
        "{2}{B}, Sacrifice two other creatures: Destroy target creature.",
        "{T}, Sacrifice another black creature: Draw a card.",
        "{1}, Sacrifice a permanent: You gain 1 life.",
    ],
)
def test_cr602_2b_described_sacrifice_costs_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_ahriman_sacrifices_another_creature_or_artifact(ruleset: str) -> None:
    """Ahriman: "{3}, Sacrifice another creature or artifact: Draw a card." Alone it can't
    pay (not itself, "another"); a Forest is neither; with Ornithopter and Grizzly Bears both
    are offered and the chosen one is sacrificed."""
    t = Table(ruleset)
    ahriman = t.put("Ahriman", t.alice)
    t.lands("Swamp", t.alice, 3)
    t.put("Forest", t.alice)
    t.put("Island", t.alice, "library")
    t.begin()
    message = refused(t, ActivateAbility(ahriman, 0), PAY[ruleset])
    assert "creature or artifact" in message
    thopter = t.put("Ornithopter", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.apply(ActivateAbility(ahriman, 0))
    asked = t.asked()
    assert asked.kind == "sacrifice"
    assert _offered(t) == {thopter, bears}
    t.game.apply(Choose((thopter,)))
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Ornithopter"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
    assert t.game.state.objects[bears].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_dreg_recycler_taps_and_sacrifices_itself(ruleset: str) -> None:
    """Dreg Recycler: "{T}, Sacrifice an artifact or creature: Each opponent loses 1 life and
    you gain 1 life." Costs are paid in any order (CR 601.2h / 2011 601.2g): the creature
    tapped for {T} may also be the creature sacrificed."""
    t = Table(ruleset)
    recycler = t.put("Dreg Recycler", t.alice)
    t.begin()
    t.act(ActivateAbility(recycler, 0))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Dreg Recycler"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19
    assert t.game.state.life_of(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr111_1_thopter_foundry_sacrifices_only_nontoken_artifacts(ruleset: str) -> None:
    """Thopter Foundry: "{1}, Sacrifice a nontoken artifact: Create a 1/1 Thopter token. You
    gain 1 life." With Ornithopter both artifacts are offered; the Thopter token it makes is
    not (CR 111.1), so the second time only the Foundry itself can pay."""
    t = Table(ruleset)
    foundry = t.put("Thopter Foundry", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.game.apply(ActivateAbility(foundry, 0))
    assert _offered(t) == {foundry, thopter}
    t.game.apply(Choose((thopter,)))
    t.resolve()
    tokens = [o for o in t.game.state.objects.values() if o.token and o.zone is Zone.BATTLEFIELD]
    assert [o.name for o in tokens] == ["Thopter Token"] and t.game.state.life_of(t.alice) == 21
    t.act(ActivateAbility(foundry, 0))  # one candidate left: no question
    assert t.game.state.objects[tokens[0].id].zone is Zone.BATTLEFIELD
    assert sorted(t.zone_of(t.alice, Zone.GRAVEYARD)) == ["Ornithopter", "Thopter Foundry"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_fountainport_needs_a_token_to_sacrifice(ruleset: str) -> None:
    """Fountainport: "{2}, {T}, Sacrifice a token: Draw a card." Nontoken permanents can't
    pay; a Thopter token made by Thopter Foundry can."""
    t = Table(ruleset)
    port = t.put("Fountainport", t.alice)
    t.put("Ornithopter", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    assert "token" in refused(t, ActivateAbility(port, 1), PAY[ruleset])
    t = Table(ruleset)
    foundry = t.put("Thopter Foundry", t.alice)
    t.lands("Plains", t.alice, 3)
    t.put("Island", t.alice, "library")
    t.begin()
    t.act(ActivateAbility(foundry, 0))
    t.resolve()
    port = t.put("Fountainport", t.alice)
    t.act(ActivateAbility(port, 1))
    assert not [o for o in t.game.state.objects.values() if o.token]  # CR 111.7: ceases
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_eater_of_hope_sacrifices_two_other_creatures(ruleset: str) -> None:
    """Eater of Hope: "{2}{B}, Sacrifice two other creatures: Destroy target creature." One
    other creature is not enough (refused, nothing sacrificed); with two, both go and Bob's
    creature is destroyed."""
    t = Table(ruleset)
    eater = t.put("Eater of Hope", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.lands("Swamp", t.alice, 3)
    target = t.put("Walking Corpse", t.bob)
    t.begin()
    assert "2 creature" in refused(t, ActivateAbility(eater, 1, (target,)), PAY[ruleset])
    t.put("Ornithopter", t.alice)
    t.act(ActivateAbility(eater, 1, (target,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Ornithopter"]
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Walking Corpse"]
    assert t.game.state.objects[eater].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr105_2_ayara_sacrifices_another_black_creature(ruleset: str) -> None:
    """Ayara, First of Locthwain: "{T}, Sacrifice another black creature: Draw a card."
    Green Grizzly Bears can't pay (CR 105.2); black Walking Corpse can; Ayara, black herself,
    is never offered ("another")."""
    t = Table(ruleset)
    ayara = t.put("Ayara, First of Locthwain", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Island", t.alice, "library")
    t.begin()
    assert "black creature" in refused(t, ActivateAbility(ayara, 0), PAY[ruleset])
    t.put("Walking Corpse", t.alice)
    t.act(ActivateAbility(ayara, 0))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Walking Corpse"]
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_magmaw_sacrifices_a_nonland_permanent_claws_of_gix_any(ruleset: str) -> None:
    """Magmaw: "{1}, Sacrifice a nonland permanent: deals 1 damage to any target": a Forest
    is not offered. Claws of Gix: "{1}, Sacrifice a permanent: You gain 1 life": a land
    may be sacrificed."""
    t = Table(ruleset)
    magmaw = t.put("Magmaw", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    forest = t.put("Forest", t.alice)
    claws = t.put("Claws of Gix", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.begin()
    t.game.apply(ActivateAbility(magmaw, 0, (t.bob,)))
    offered = _offered(t)
    assert offered == {magmaw, thopter, claws}
    t.game.apply(Choose((thopter,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19
    t.game.apply(ActivateAbility(claws, 0))
    assert forest in _offered(t)
    t.game.apply(Choose((forest,)))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 21
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Forest", "Ornithopter"]
