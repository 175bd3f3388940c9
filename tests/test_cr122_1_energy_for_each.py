"""CR 122.1, 608.2h: "you get {E} for each creature you control" counts the creatures as the
ability resolves and gives that many energy counters (Aetherwind Basker: "Whenever ~ enters or
attacks"). Energy postdates 2011: played by today's rules under both rulesets. Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.rules.designations import energy_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr122_1_energy_for_each_round_trip() -> None:
    round_trip("Whenever ~ enters or attacks, you get {E} for each creature you control.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_aetherwind_basker_counts_creatures_as_it_resolves(ruleset: str) -> None:
    """With two Grizzly Bears (and Bob's Hill Giant, not counted), the Basker enters: 3
    energy (itself too); it attacks: 3 more."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 7)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.bob)
    basker = t.put("Aetherwind Basker", t.alice, "hand")
    t.begin()
    t.act(CastSpell(basker, ()))
    t.resolve()  # the Basker
    t.resolve()  # its enters trigger
    assert energy_of(t.game.state, t.alice) == 3
    assert energy_of(t.game.state, t.bob) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_aetherwind_basker_alone_when_it_attacks(ruleset: str) -> None:
    t = Table(ruleset)
    basker = t.put("Aetherwind Basker", t.alice)
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.act(DeclareAttackers(((basker, t.bob),)))
    t.resolve()
    assert energy_of(t.game.state, t.alice) == 1
