"""Boast (CR 702.142a): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
this creature attacked this turn and only once each turn." Printed after 2011, it applies
under the 2011 rules too, with today's rule number. Played with Hagi Mob ("Boast — {1}{R}:
~ deals 1 damage to any target.") and Duskwielder ("Boast — {1}: Target opponent loses 1
life and you gain 1 life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers
from tests.activation_play import refused, to_attackers
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Boast — {1}{R}: ~ deals 1 damage to any target.",
        "Boast — {1}: Target opponent loses 1 life and you gain 1 life.",
        "Boast — {2}{R}: ~ gets +2/+0 until end of turn.",
    ],
)
def test_cr702_142a_boast_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_142a_boast_only_if_this_creature_attacked(ruleset: str) -> None:
    """Hagi Mob can't boast before combat, nor when only another creature attacked."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    mob = t.put("Hagi Mob", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    refused(t, ActivateAbility(mob, 0, (t.bob,)), "702.142a")
    to_attackers(t)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    refused(t, ActivateAbility(mob, 0, (t.bob,)), "702.142a")
    assert t.game.state.life_of(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_142a_boast_once_each_turn_after_attacking(ruleset: str) -> None:
    """Hagi Mob attacked: its boast deals 1 damage to Bob once; a second activation in the
    same turn is refused even with mana left."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    mob = t.put("Hagi Mob", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((mob, t.bob),)))
    t.game.apply(ActivateAbility(mob, 0, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 19
    refused(t, ActivateAbility(mob, 0, (t.bob,)), "702.142a")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_142a_duskwielder_drains_after_attacking(ruleset: str) -> None:
    """Duskwielder attacked: its boast makes Bob lose 1 life and Alice gain 1."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    dusk = t.put("Duskwielder", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((dusk, t.bob),)))
    t.game.apply(ActivateAbility(dusk, 0, (t.bob,)))
    t.resolve()
    assert (t.game.state.life_of(t.alice), t.game.state.life_of(t.bob)) == (21, 19)
