"""CR 603.2, 119.3: "[player] gains that much life" after a damage trigger: the amount is the
damage of the trigger event, the player as the subject says ("each opponent", "its
controller", the controller of the creature that dealt it). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.faces import CardFace
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_play import attack_unblocked
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ is dealt damage, each opponent gains that much life.",  # Grollub
        "Whenever a Sliver deals damage, its controller gains that much life.",  # Essence Sliver
        "Whenever ~ deals combat damage to a player, that player gains that much life.",
    ],
)
def test_cr603_2_gains_that_much_life_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_that_much_needs_an_event_amount() -> None:
    """An enters trigger has no amount: "that much" there isn't supported."""
    face = CardFace(
        name="Testcard",
        mana_cost="{1}",
        types=("Creature",),
        power="1",
        toughness="1",
        text="When Testcard enters, each opponent gains that much life.",
    )
    assert not compile_face(face).supported


def _drain(t: Table) -> None:
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_grollub_each_opponent_gains_the_damage(ruleset: str) -> None:
    """Grollub (3/3) is dealt 2 damage by Alice's Shock, then 3 by Bob's Lightning Bolt: Bob,
    Alice's opponent, gains 2 and then 3 life; Alice gains nothing."""
    t = Table(ruleset)
    grollub = t.put("Grollub", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.lands("Mountain", t.bob, 1)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (grollub,)))
    _drain(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 22)
    t.game.apply(PassPriority())  # Alice passes; Bob bolts Grollub
    t.act(CastSpell(t.put("Lightning Bolt", t.bob, "hand"), (grollub,)))
    _drain(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 25)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grollub", "Shock"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_essence_sliver_its_controller_gains(ruleset: str) -> None:
    """Essence Sliver (3/3) attacks Bob unblocked: its controller Alice gains 3 life; Bob's
    life goes down by 3 and he gains nothing."""
    t = CombatTable(ruleset)
    sliver = t.put("Essence Sliver", t.alice)
    attack_unblocked(t, sliver)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 17)
