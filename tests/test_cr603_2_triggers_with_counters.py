"""Trigger events of permanents with counters on them (CR 603.2, 122.1): "Whenever a
creature you control with a +1/+1 counter on it dies / attacks", "... with a counter on it
deals combat damage to a player". A creature that dies is read as it last existed on the
battlefield (CR 603.10a), with its counters. Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import PLUS_ONE, Zone
from tests.card_table import RULESETS, in_hand, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("counter", "drawn"), [(True, 1), (False, 0)])
def test_cr603_10a_skyclave_shadowcat_draws_when_a_creature_with_a_counter_dies(
    ruleset: str, counter: bool, drawn: int
) -> None:
    """Skyclave Shadowcat: "{1}{B}, Sacrifice another creature: Put a +1/+1 counter on ~." and
    "Whenever a creature you control with a +1/+1 counter on it dies, draw a card." Alice
    sacrifices Grizzly Bears: with a +1/+1 counter on it she draws a card; without, none."""
    t = CombatTable(ruleset)
    cat = t.put("Skyclave Shadowcat", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    if counter:
        t.obj(bears).counters[PLUS_ONE] = 1
    t.lands("Swamp", 2)
    t.main_phase()
    before = in_hand(t)
    t.game.apply(ActivateAbility(cat, 0, ()))
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    while t.game.state.stack:
        t.resolve()
    assert in_hand(t) == before + drawn
    assert t.obj(cat).counter(PLUS_ONE) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_tenured_inkcaster_drains_for_each_attacker_with_a_counter(ruleset: str) -> None:
    """Tenured Inkcaster: "Whenever a creature you control with a +1/+1 counter on it
    attacks, each opponent loses 1 life and you gain 1 life." Grizzly Bears with a counter (a
    3/3) and Hill Giant without attack: it triggers once, so Bob loses 1 and Alice gains 1,
    then the 6 combat damage."""
    t = CombatTable(ruleset)
    t.put("Tenured Inkcaster", t.alice)
    with_counter = t.put("Grizzly Bears", t.alice)
    t.obj(with_counter).counters[PLUS_ONE] = 1
    without = t.put("Hill Giant", t.alice)
    t.attack(with_counter, without)
    t.finish_combat()
    assert t.game.life(t.alice) == 21
    assert t.game.life(t.bob) == 20 - 1 - 3 - 3


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a creature you control with a +1/+1 counter on it dies, draw a card.",
        "Whenever a creature you control with a counter on it deals combat damage to a player, "
        "draw a card.",
        "Whenever a creature with a bounty counter on it dies, put two +1/+1 counters on ~.",
    ],
)
def test_cr603_2_counter_trigger_templates_round_trip(line: str) -> None:
    round_trip(line)
