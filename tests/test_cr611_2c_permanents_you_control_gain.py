"""CR 611.2c: "Permanents you control gain hexproof and indestructible until end of turn."
(Heroic Intervention): every permanent its controller controls as the spell resolves -
creatures, artifacts, lands - gains the keywords; other players' permanents don't. Real
cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import Keyword, Zone
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Permanents you control gain hexproof and indestructible until end of turn.",
        "Permanents you control gain indestructible until end of turn.",
    ],
)
def test_cr611_2c_permanents_you_control_gain_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2c_heroic_intervention_then_pyroclasm(ruleset: str) -> None:
    """Alice casts Heroic Intervention, then Pyroclasm (2 damage to each creature): her
    Grizzly Bears and Ornithopter are indestructible (CR 702.12b) and survive, Bob's Savannah
    Lions die. Her Forest has hexproof too; Bob's Swamp doesn't."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    t.put("Savannah Lions", t.bob)
    swamp = t.put("Swamp", t.bob)
    intervention = t.put("Heroic Intervention", t.alice, "hand")
    pyroclasm = t.put("Pyroclasm", t.alice, "hand")
    t.lands("Forest", 2)
    t.lands("Mountain", 2)
    t.main_phase()
    t.game.apply(CastSpell(intervention, ()))
    t.resolve()
    forest = next(o for o in t.game.state.battlefield() if o.name == "Forest")
    assert forest.has(Keyword.HEXPROOF) and forest.has(Keyword.INDESTRUCTIBLE)
    assert not t.obj(swamp).has(Keyword.HEXPROOF)
    t.game.apply(CastSpell(pyroclasm, ()))
    t.resolve()
    assert t.zone("Savannah Lions") is Zone.GRAVEYARD
    assert t.obj(bears).zone is Zone.BATTLEFIELD and t.obj(bears).damage == 2
    assert t.obj(thopter).zone is Zone.BATTLEFIELD
