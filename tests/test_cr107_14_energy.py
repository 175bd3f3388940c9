"""Energy counters (CR 122.1: counters on a player; CR 107.14: to pay {E}, a player removes
one energy counter from themselves): "you get {E}{E}", "you may pay {E}{E}. If you do, ...",
and "Pay {E}{E}:" as an activation cost. Energy postdates the 2011 edition; under ``cr2011``
it is played by today's rules. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.designation_events import EnergyGot, EnergyPaid
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.rules.designations import energy_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "When ~ enters, you get {E}{E}.",
    "Whenever ~ attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo"
    " artifact creature token.",
    "Pay {E}{E}: Put a +1/+1 counter on ~.",
    "{T}, Pay eight {E}: ~ deals 6 damage to target player or planeswalker.",
    "{T}: You get {E}.",
    "When ~ enters, you gain 3 life and get {E}{E}{E}.",
    "{2}{G}, Sacrifice ~: You gain 3 life and get {E}{E}{E}.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr107_14_energy_lines_round_trip(line: str) -> None:
    round_trip(line)


def _cast_chaser(t: Table) -> None:
    """Alice casts Aether Chaser ({1}{R}); it resolves and its enters trigger resolves."""
    t.lands("Mountain", t.alice, 2)
    chaser = t.put("Aether Chaser", t.alice, "hand")
    t.begin()
    t.act(CastSpell(chaser, ()))
    t.resolve()
    t.resolve()


def _to_attackers(t: Table) -> None:
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())


def _servos(t: Table) -> int:
    objects = t.game.state.objects.values()
    return sum(
        1 for o in objects if o.token and "Servo" in o.subtypes and o.zone is Zone.BATTLEFIELD
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_aether_chaser_enters_and_alice_gets_two_energy(ruleset: str) -> None:
    t = Table(ruleset)
    _cast_chaser(t)
    assert energy_of(t.game.state, t.alice) == 2
    assert energy_of(t.game.state, t.bob) == 0
    got = [e for e in t.game.log if isinstance(e, EnergyGot)]
    assert [(e.player, e.amount, e.rule) for e in got] == [(t.alice, 2, "122.1")]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_14_paying_energy_when_it_attacks_makes_a_servo(ruleset: str) -> None:
    """A second Aether Chaser, already on the battlefield, attacks: Alice pays {E}{E} from
    the first one's trigger and creates a Servo; she has no energy left."""
    t = Table(ruleset)
    veteran = t.put("Aether Chaser", t.alice)
    _cast_chaser(t)
    _to_attackers(t)
    t.act(DeclareAttackers(((veteran, t.bob),)))
    t.resolve(True)  # "you may pay {E}{E}": yes
    assert _servos(t) == 1
    assert energy_of(t.game.state, t.alice) == 0
    paid = [e for e in t.game.log if isinstance(e, EnergyPaid)]
    assert [(e.player, e.amount, e.rule) for e in paid] == [(t.alice, 2, "107.14")]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_14_without_enough_energy_there_is_no_servo(ruleset: str) -> None:
    """With no energy, saying yes pays nothing, so "if you do" is false (CR 601.2h)."""
    t = Table(ruleset)
    veteran = t.put("Aether Chaser", t.alice)
    t.begin()
    _to_attackers(t)
    t.act(DeclareAttackers(((veteran, t.bob),)))
    t.resolve(True)
    assert _servos(t) == 0
    assert energy_of(t.game.state, t.alice) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_14_longtusk_cub_pays_energy_for_a_counter(ruleset: str) -> None:
    """Longtusk Cub: no energy, so "Pay {E}{E}:" can't be activated (the state unchanged);
    after it deals combat damage to Bob, Alice gets {E}{E} and pays them for a counter."""
    t = Table(ruleset)
    cub = t.put("Longtusk Cub", t.alice)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="energy"):
        t.game.apply(ActivateAbility(cub, 0))
    assert t.game.state == before
    _to_attackers(t)
    t.act(DeclareAttackers(((cub, t.bob),)))
    while energy_of(t.game.state, t.alice) == 0:
        blocks = t.decision().kind == "declare blockers"
        t.game.apply(DeclareBlockers(()) if blocks else PassPriority())
    assert t.game.life(t.bob) == 18
    assert energy_of(t.game.state, t.alice) == 2
    while t.game.state.stack:
        t.game.apply(PassPriority())
    t.act(ActivateAbility(cub, 0))
    t.resolve()
    assert t.game.state.objects[cub].counter("+1/+1") == 1
    assert energy_of(t.game.state, t.alice) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_reservoir_walker_gains_life_and_gets_energy(ruleset: str) -> None:
    """Reservoir Walker: "When this creature enters, you gain 3 life and get {E}{E}{E}." ("get"
    with the subject "you" of the clause before)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    walker = t.put("Reservoir Walker", t.alice, "hand")
    t.begin()
    t.act(CastSpell(walker, ()))
    t.resolve()
    t.resolve()
    assert t.game.life(t.alice) == 23
    assert energy_of(t.game.state, t.alice) == 3
