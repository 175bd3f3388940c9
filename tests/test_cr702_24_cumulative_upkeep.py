"""Cumulative upkeep (CR 702.24a; 702.22a in the 2011 rules): "At the beginning of your
upkeep, if this permanent is on the battlefield, put an age counter on this permanent. Then
you may pay [cost] for each age counter on it. If you don't, sacrifice it." Played with
Yavimaya Ants (5/1 trample, haste, cumulative upkeep {G}{G})."""

from __future__ import annotations

from mtgrules.actions import Choose, PassPriority
from mtgrules.objects import Zone
from tests.combat_table import CombatTable


def _table(ruleset: str, forests: int) -> CombatTable:
    t = CombatTable(ruleset)
    t.put("Yavimaya Ants", t.alice)
    for _ in range(forests):
        t.put("Forest", t.alice)
    t.game.begin("upkeep", active=t.alice)
    return t


def _upkeep(t: CombatTable, pay: bool) -> None:
    """Alice's upkeep: the trigger resolves; to "pay or sacrifice" she answers ``pay``."""
    for _ in range(20):
        step = t.game.state.step
        if step is None or step.value != "upkeep":
            return
        found = t.asked()
        t.game.apply(Choose(pay) if found.kind == "may" else PassPriority())


def test_cr702_24a_one_age_counter_pay_once(ruleset: str) -> None:
    """First upkeep: one age counter, {G}{G} paid with two Forests; the Ants stay."""
    t = _table(ruleset, 2)
    _upkeep(t, pay=True)
    ants = t.named("Yavimaya Ants")
    assert ants.zone is Zone.BATTLEFIELD and ants.counter("age") == 1
    assert all(o.tapped for o in t.game.state.objects.values() if o.name == "Forest")


def test_cr702_24a_the_cost_grows_with_the_counters(ruleset: str) -> None:
    """With a second age counter the cost is {G}{G}{G}{G}: three Forests can't pay it, and
    the Ants are sacrificed."""
    t = _table(ruleset, 3)
    t.obj(t.named("Yavimaya Ants").id).counters["age"] = 1
    _upkeep(t, pay=True)
    assert t.zone("Yavimaya Ants") is Zone.GRAVEYARD


def test_cr702_24a_not_paying_sacrifices_it(ruleset: str) -> None:
    """Alice chooses not to pay: the Ants go to the graveyard."""
    t = _table(ruleset, 2)
    _upkeep(t, pay=False)
    assert t.zone("Yavimaya Ants") is Zone.GRAVEYARD
