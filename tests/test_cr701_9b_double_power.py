"""CR 701.9b (keyword action double): doubling a creature's power gives it +X/+0, X being its
power as the ability resolves: "double ~'s power until end of turn", "double its power until
end of turn" (the triggering creature, CR 603.7c), "double the power of each Dragon you
control until end of turn". Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever another creature you control enters, double ~'s power until end of turn.",
        "Whenever ~ attacks, double the power of each Dragon you control until end of turn.",
        "Whenever a Mutant you control attacks, double its power until end of turn.",
    ],
)
def test_cr701_9b_double_power_round_trip(line: str) -> None:
    round_trip(line)


def _pt(t: Table, creature: EntityId) -> tuple[int, int]:
    return (t.game.power(creature), t.game.toughness(creature))


def _drain(t: Table) -> None:
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_9b_devilish_valet_doubles_its_power_each_time(ruleset: str) -> None:
    """Devilish Valet (1/3): a Savannah Lions enters, 2/3; another, 4/3 (its power now is
    doubled, not its printed power); its toughness doesn't change."""
    t = Table(ruleset)
    valet = t.put("Devilish Valet", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.act(CastSpell(t.put("Savannah Lions", t.alice, "hand"), ()))
    _drain(t)
    assert _pt(t, valet) == (2, 3)
    t.act(CastSpell(t.put("Savannah Lions", t.alice, "hand"), ()))
    _drain(t)
    assert _pt(t, valet) == (4, 3)


def _attack(t: Table, *attackers: EntityId) -> None:
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    _drain(t)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_9b_thrakkus_doubles_each_dragon(ruleset: str) -> None:
    """Thrakkus the Butcher (a 3/4 Dragon) attacks: it becomes 6/4 and Alice's Shivan Dragon
    10/5; her Grizzly Bears (no Dragon) and Bob's Shivan Dragon stay as they were."""
    t = Table(ruleset)
    thrakkus = t.put("Thrakkus the Butcher", t.alice)
    shivan = t.put("Shivan Dragon", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Shivan Dragon", t.bob)
    _attack(t, thrakkus)
    assert (_pt(t, thrakkus), _pt(t, shivan)) == ((6, 4), (10, 5))
    assert (_pt(t, bears), _pt(t, bobs)) == ((2, 2), (5, 5))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_9b_wolverine_doubles_the_attacking_mutant(ruleset: str) -> None:
    """Wolverine, Claws Out (a 2/5 Mutant) attacks: "its power" is the attacking Mutant's,
    4/5; Grizzly Bears attacking with it (no Mutant) stays 2/2."""
    t = Table(ruleset)
    wolverine = t.put("Wolverine, Claws Out", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    _attack(t, wolverine, bears)
    assert (_pt(t, wolverine), _pt(t, bears)) == ((4, 5), (2, 2))
