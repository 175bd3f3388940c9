"""Crew N (CR 702.122a, a keyword from after 2011, played under both editions by today's
rule): "Tap any number of OTHER untapped creatures you control with total power N or
greater": a Vehicle that is already a creature can't tap itself to pay its own crew cost (it
can still crew another Vehicle). Played with Renegade Freighter (4/3, crew 2), Grizzly
Bears (power 2) and Llanowar Elves (power 1)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose
from mtgrules.errors import RulesError
from tests.combat_table import CombatTable


def _crewed_freighter(ruleset: str, *others: str) -> tuple[CombatTable, int]:
    """Alice's Freighter, crewed by Grizzly Bears (now tapped): a 4/3 untapped creature."""
    t = CombatTable(ruleset)
    freighter = t.put("Renegade Freighter", t.alice)
    t.put("Grizzly Bears", t.alice)
    for name in others:
        t.put(name, t.alice)
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(ActivateAbility(freighter, 0))
    if others:
        t.game.apply(Choose((t.named("Grizzly Bears").id,)))
    t.resolve()
    assert t.obj(freighter).is_creature and not t.obj(freighter).tapped
    return t, freighter


def test_cr702_122a_a_vehicle_cant_crew_itself(ruleset: str) -> None:
    """The crewed Freighter (power 4) is the only untapped creature: crewing it again is
    refused (the Freighter isn't an "other" creature), naming the rule; nothing changes."""
    t, freighter = _crewed_freighter(ruleset)
    crew = ActivateAbility(freighter, 0)
    assert crew not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError) as error:
        t.game.apply(crew)
    assert error.value.rule == "702.122a" and "total power 0" in error.value.message
    assert t.game.state == before
    assert not t.obj(freighter).tapped


def test_cr702_122a_the_vehicle_isnt_among_the_crew_options(ruleset: str) -> None:
    """With two Llanowar Elves untapped, crewing the crewed Freighter again taps both Elves
    (the only set of other creatures with power 2), never the Freighter."""
    t, freighter = _crewed_freighter(ruleset, "Llanowar Elves", "Llanowar Elves")
    elves = [o.id for o in t.game.state.objects.values() if o.name == "Llanowar Elves"]
    t.game.apply(ActivateAbility(freighter, 0))
    assert all(t.obj(e).tapped for e in elves)
    assert not t.obj(freighter).tapped
