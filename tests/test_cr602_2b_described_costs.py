"""Activation costs that describe what they use (CR 602.2b; a cost can't be paid without the
resources to pay it fully, CR 118.3 / 2011 117.3, and no partial payment, 601.2h / 2011
601.2g): "Tap two untapped artifacts you control", "{T}, Tap an untapped Ally you control",
"Discard a land card", "Sacrifice a Food", "Exile ~", "Exile two cards from your graveyard",
"Exile the top ten cards of your library". Played with real cards under both rulesets; an
unpayable cost is refused with a typed error naming the rule, and the game is left exactly
as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


def _refused(t: Table, action: ActivateAbility, rule: str) -> str:
    """``action`` is not offered, and applying it is refused with ``rule``, state unchanged."""
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before
    return error.value.message


@pytest.mark.parametrize(
    "line",
    [
        "Tap two untapped artifacts you control: ~ deals 1 damage to any target.",
        "Tap two untapped artifacts and/or creatures you control: You gain 1 life.",
        "Tap two untapped Soldiers you control: ~ deals 2 damage to any target.",
        "Tap an untapped Cleric you control other than ~: You gain 1 life.",
        "{T}, Tap an untapped Ally you control: You gain 2 life.",
        "Tap an untapped creature you control: ~ gets +1/+1 until end of turn.",
        "Discard a land card: ~ deals 2 damage to any target.",
        "{2}, {T}, Sacrifice a Food: Target player loses 3 life.",
        "{4}, {T}, Exile ~: Exile target creature.",
        "{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to any target.",
        "{2}, Exile the top card of your library: You gain 1 life.",
        "{R}, Exile the top ten cards of your library: ~ deals 2 damage to any target.",
    ],
)
def test_cr602_2b_described_costs_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_ghirapur_aether_grid_taps_two_chosen_artifacts(ruleset: str) -> None:
    """Ghirapur Aether Grid: "Tap two untapped artifacts you control: deals 1 damage to any
    target." Two of three artifacts are chosen and tapped; a summoning-sick Ornithopter can
    pay (CR 302.6 restricts only its own {T} abilities)."""
    t = Table(ruleset)
    grid = t.put("Ghirapur Aether Grid", t.alice)
    thopters = [t.put("Ornithopter", t.alice) for _ in range(3)]
    t.begin()
    t.game.apply(ActivateAbility(grid, 0, (t.bob,)))
    asked = t.asked()
    assert asked.kind == "tap untapped" and len(asked.options) == 3
    t.game.apply(Choose((thopters[0], thopters[2])))
    tapped = [t.game.state.objects[c].tapped for c in thopters]
    assert tapped == [True, False, True]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_tapped_artifact_does_not_pay_tap_cost(ruleset: str) -> None:
    """One untapped artifact and one tapped one can't pay "Tap two untapped artifacts"."""
    t = Table(ruleset)
    grid = t.put("Ghirapur Aether Grid", t.alice)
    t.put("Ornithopter", t.alice)
    tapped = t.put("Ornithopter", t.alice)
    t.begin()
    t.game.state.objects[tapped].tapped = True
    message = _refused(t, ActivateAbility(grid, 0, (t.bob,)), PAY[ruleset])
    assert "untapped artifact" in message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_ondu_war_cleric_taps_another_ally_not_itself(ruleset: str) -> None:
    """Ondu War Cleric: "{T}, Tap an untapped Ally you control: You gain 2 life." It can't
    tap itself twice: alone it can't be activated; with Ondu Cleric (an Ally) both tap."""
    t = Table(ruleset)
    cleric = t.put("Ondu War Cleric", t.alice)
    t.begin()
    _refused(t, ActivateAbility(cleric, 0), PAY[ruleset])
    t2 = Table(ruleset)
    cleric = t2.put("Ondu War Cleric", t2.alice)
    ally = t2.put("Ondu Cleric", t2.alice)
    t2.begin()
    t2.act(ActivateAbility(cleric, 0))
    assert t2.game.state.objects[cleric].tapped and t2.game.state.objects[ally].tapped
    t2.resolve()
    assert t2.game.state.life_of(t2.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_seismic_assault_discards_only_a_land_card(ruleset: str) -> None:
    """Seismic Assault: "Discard a land card: deals 2 damage to any target." A hand of
    Grizzly Bears can't pay; with a Mountain, the Mountain is discarded, never the Bears."""
    t = Table(ruleset)
    assault = t.put("Seismic Assault", t.alice)
    t.put("Grizzly Bears", t.alice, "hand")
    t.begin()
    assert "land card" in _refused(t, ActivateAbility(assault, 0, (t.bob,)), PAY[ruleset])
    t.put("Mountain", t.alice, "hand")
    t.act(ActivateAbility(assault, 0, (t.bob,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Mountain"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_tempting_witch_sacrifices_a_food(ruleset: str) -> None:
    """Tempting Witch: "{2}, {T}, Sacrifice a Food: Target player loses 3 life." Golden Egg
    (Artifact - Food) pays; Ornithopter (an artifact, not a Food) doesn't."""
    t = Table(ruleset)
    witch = t.put("Tempting Witch", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.put("Ornithopter", t.alice)
    t.begin()
    assert "food" in _refused(t, ActivateAbility(witch, 0, (t.bob,)), PAY[ruleset])
    t.put("Golden Egg", t.alice)
    t.act(ActivateAbility(witch, 0, (t.bob,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Golden Egg"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_brittle_effigy_exiles_itself_as_a_cost(ruleset: str) -> None:
    """Brittle Effigy: "{4}, {T}, Exile ~: Exile target creature." The Effigy is in exile
    before the ability resolves; the target is exiled on resolution."""
    t = Table(ruleset)
    effigy = t.put("Brittle Effigy", t.alice)
    t.lands("Plains", t.alice, 4)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(effigy, 0, (bears,)))
    assert t.zone_of(t.alice, Zone.EXILE) == ["Brittle Effigy"]
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_2b_grim_lavamancer_exiles_two_graveyard_cards(ruleset: str) -> None:
    """Grim Lavamancer: "{R}, {T}, Exile two cards from your graveyard: deals 2 damage to
    any target." One card in the graveyard can't pay; with two, both are exiled."""
    t = Table(ruleset)
    lavamancer = t.put("Grim Lavamancer", t.alice)
    t.put("Mountain", t.alice)
    t.put("Shock", t.alice, "graveyard")
    t.begin()
    _refused(t, ActivateAbility(lavamancer, 0, (t.bob,)), PAY[ruleset])
    t.put("Lightning Bolt", t.alice, "graveyard")
    t.act(ActivateAbility(lavamancer, 0, (t.bob,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    assert t.zone_of(t.alice, Zone.EXILE) == ["Lightning Bolt", "Shock"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_arc_slogger_needs_ten_cards_in_library(ruleset: str) -> None:
    """Arc-Slogger: "{R}, Exile the top ten cards of your library: deals 2 damage to any
    target." Nine cards can't pay; with eleven, the top ten are exiled and the bottom one
    stays."""
    t = Table(ruleset)
    slogger = t.put("Arc-Slogger", t.alice)
    t.lands("Mountain", t.alice, 1)
    bottom = t.put("Grizzly Bears", t.alice, "library")
    for _ in range(8):
        t.put("Shock", t.alice, "library")
    t.begin()
    message = _refused(t, ActivateAbility(slogger, 0, (t.bob,)), PAY[ruleset])
    assert "library" in message
    t.put("Lightning Bolt", t.alice, "library")
    t.put("Lightning Bolt", t.alice, "library")
    t.act(ActivateAbility(slogger, 0, (t.bob,)))
    assert t.library(t.alice) == ["Grizzly Bears"]
    assert t.game.state.libraries[t.alice] == [bottom]
    assert t.zone_of(t.alice, Zone.EXILE) == ["Lightning Bolt"] * 2 + ["Shock"] * 8
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18
