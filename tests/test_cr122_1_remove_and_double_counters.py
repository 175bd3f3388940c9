"""Counters removed or doubled by an instruction (CR 122.1; 2011: 121.1): "remove a -1/-1
counter from it. If you do, you gain 1 life." (done only when there is a counter to remove,
CR 608.2c) and "double the number of +1/+1 counters on each creature you control" (as many
more are put on each). Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.events import CountersRemoved
from mtgrules.objects import MINUS_ONE, PLUS_ONE
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


def _table(ruleset: str, *names: str) -> CombatTable:
    t = CombatTable(ruleset)
    for name in names:
        t.put(name, t.alice)
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("counters", "life"), [(2, 21), (0, 20)])
def test_cr608_2c_exemplar_of_strength_gains_life_only_if_a_counter_was_removed(
    ruleset: str, counters: int, life: int
) -> None:
    """Exemplar of Strength attacks: "remove a -1/-1 counter from it. If you do, you gain 1
    life." With two counters one goes and Alice gains 1; with none, nothing happens."""
    t = _table(ruleset, "Exemplar of Strength")
    exemplar = t.named("Exemplar of Strength")
    if counters:
        exemplar.counters[MINUS_ONE] = counters
    t.attack(exemplar.id)
    t.pass_until("priority")
    while t.game.state.stack:
        t.resolve()
    assert t.obj(exemplar.id).counter(MINUS_ONE) == max(counters - 1, 0)
    assert t.game.life(t.alice) == life
    removed = [e for e in t.game.log if isinstance(e, CountersRemoved)]
    assert len(removed) == (1 if counters else 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_woeleecher_removes_a_counter_from_its_target(ruleset: str) -> None:
    """Woeleecher: "{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain
    2 life." Bob's Grizzly Bears with a -1/-1 counter is a 2/2 again; Alice gains 2."""
    t = _table(ruleset, "Woeleecher", "Plains")
    bears = t.put("Grizzly Bears", t.bob)
    t.obj(bears).counters[MINUS_ONE] = 1
    t.game.begin("precombat main", active=t.alice)
    leecher = t.named("Woeleecher").id
    t.game.apply(ActivateAbility(t.named("Plains").id, 0))
    t.game.apply(ActivateAbility(leecher, 0, (bears,)))
    t.resolve()
    assert t.obj(bears).counter(MINUS_ONE) == 0 and t.game.power(bears) == 2
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_kalonian_hydra_doubles_the_counters_then_deals_the_damage(
    ruleset: str,
) -> None:
    """Kalonian Hydra (0/0, enters with four +1/+1 counters) attacks: "double the number of
    +1/+1 counters on each creature you control". It has 8, and so deals 8 to Bob; Grizzly
    Bears with no counter gets none."""
    t = _table(ruleset, "Kalonian Hydra", "Grizzly Bears")
    hydra = t.named("Kalonian Hydra")
    hydra.counters[PLUS_ONE] = 4
    t.attack(hydra.id)
    t.finish_combat()
    assert t.obj(hydra.id).counter(PLUS_ONE) == 8
    assert t.named("Grizzly Bears").counter(PLUS_ONE) == 0
    assert t.game.life(t.bob) == 12


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_vampire_hexmage_removes_every_counter_of_every_kind(ruleset: str) -> None:
    """Vampire Hexmage: "Sacrifice ~: Remove all counters from target permanent." Bob's
    Grizzly Bears with two +1/+1 counters and a charge counter has none left: a 2/2."""
    t = _table(ruleset, "Vampire Hexmage")
    bears = t.put("Grizzly Bears", t.bob)
    t.obj(bears).counters.update({PLUS_ONE: 2, "charge": 1})
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(ActivateAbility(t.named("Vampire Hexmage").id, 0, (bears,)))
    t.resolve()
    assert t.obj(bears).counters == {} or not any(t.obj(bears).counters.values())
    assert t.game.power(bears) == 2
    removed = {(e.kind, e.amount) for e in t.game.log if isinstance(e, CountersRemoved)}
    assert removed == {(PLUS_ONE, 2), ("charge", 1)}


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, remove a -1/-1 counter from it. If you do, you gain 1 life.",
        "{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.",
        "Whenever ~ attacks, double the number of +1/+1 counters on each creature you control.",
        "Whenever a land you control enters, double the number of +1/+1 counters on ~.",
        "Whenever ~ deals combat damage to a player, remove all -1/-1 counters from it.",
        "At the beginning of your upkeep, remove all vortex counters from ~.",
        "Sacrifice ~: Remove all counters from target permanent.",
    ],
)
def test_cr122_1_counter_templates_round_trip(line: str) -> None:
    round_trip(line)
