"""CR 615.1a: prevention of damage from sources described by a keyword ability --
Tanglesap ("Prevent all combat damage that would be dealt this turn by creatures without
trample.") and Scarecrow ("{6}, {T}: Prevent all damage that would be dealt to you this
turn by creatures with flying."). 2011: the same rule (615.1a). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_tanglesap_spares_only_combat_damage_by_nontramplers(ruleset: str) -> None:
    """After Tanglesap, Hill Giant's combat damage is prevented; a trampler (Colossal
    Dreadmaw) still deals its combat damage, and the Giant's noncombat damage is dealt."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    sap = t.put("Tanglesap", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    dreadmaw = t.put("Colossal Dreadmaw", t.bob)
    t.begin()
    t.act(CastSpell(sap))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 20
    t.game.deal_damage(dreadmaw, t.alice, 6, combat=True)
    assert t.game.life(t.alice) == 14
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 11


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_1a_scarecrow_prevents_flyers_damage_to_you_only(ruleset: str) -> None:
    """Scarecrow's ability: Wind Drake's damage to Alice is prevented (combat or not), its
    damage to Alice's creature and Hill Giant's damage to Alice are dealt."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 6)
    scarecrow = t.put("Scarecrow", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    drake = t.put("Wind Drake", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(ActivateAbility(scarecrow, 0))
    t.resolve()
    t.game.deal_damage(drake, t.alice, 2, combat=True)
    t.game.deal_damage(drake, t.alice, 2)
    assert t.game.life(t.alice) == 20
    t.game.deal_damage(drake, bears, 1)
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.damage_on(bears) == 1 and t.game.life(t.alice) == 17


@pytest.mark.parametrize(
    "line",
    [
        "Prevent all combat damage that would be dealt this turn by creatures without trample.",
        "{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with "
        "flying.",
    ],
)
def test_cr615_1a_keyword_sources_round_trip(line: str) -> None:
    """Each line gives back its own words and the engine implements it."""
    round_trip(line)
