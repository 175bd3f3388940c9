"""Graft (CR 702.58a; 702.56a in the 2011 rules): "Graft N" means "This permanent enters with
N +1/+1 counters on it" and "Whenever another creature enters, if this permanent has a +1/+1
counter on it, you may move a +1/+1 counter from this permanent onto that creature." Played
with Sporeback Troll ({3}{G} 0/0, graft 2) and Grizzly Bears."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered, CountersPut, CountersRemoved
from mtgrules.objects import PLUS_ONE, Zone
from tests.counter_keyword_table import CounterTable

GRAFT = {"current": "702.58a", "cr2011": "702.56a"}


def _cast(t: CounterTable, name: str, land: str, lands: int, *, may: bool = True) -> None:
    t.lands(land, lands)
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    for _ in range(30):
        if not t.game.state.stack:
            return
        found = t.asked()
        t.game.apply(Choose(may) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


def test_cr702_58a_enters_with_n_counters(ruleset: str) -> None:
    """Cast, the 0/0 Troll enters with two counters (2/2) and survives; its own entering
    doesn't trigger its graft ("another creature")."""
    t = CounterTable(ruleset)
    _cast(t, "Sporeback Troll", "Forest", 4)
    troll = t.named("Sporeback Troll")
    assert troll.zone is Zone.BATTLEFIELD and troll.counters == {PLUS_ONE: 2}
    assert not [e for e in t.game.log if isinstance(e, AbilityTriggered)]


def test_cr702_58a_moves_a_counter_onto_the_creature_that_enters(ruleset: str) -> None:
    t = CounterTable(ruleset)
    troll = t.put("Sporeback Troll", t.alice)
    t.obj(troll).counters[PLUS_ONE] = 2
    start = len(t.game.log)
    _cast(t, "Grizzly Bears", "Forest", 2)
    bears = t.named("Grizzly Bears")
    assert t.obj(troll).counters == {PLUS_ONE: 1}
    assert bears.counters == {PLUS_ONE: 1}
    assert (t.game.power(bears.id), t.game.toughness(bears.id)) == (3, 3)
    moved = [e for e in t.game.log[start:] if isinstance(e, CountersRemoved | CountersPut)]
    assert [(type(e), e.permanent, e.rule) for e in moved] == [
        (CountersRemoved, troll, GRAFT[ruleset]),
        (CountersPut, bears.id, GRAFT[ruleset]),
    ]


def test_cr702_58a_you_may_decline(ruleset: str) -> None:
    t = CounterTable(ruleset)
    troll = t.put("Sporeback Troll", t.alice)
    t.obj(troll).counters[PLUS_ONE] = 2
    _cast(t, "Grizzly Bears", "Forest", 2, may=False)
    assert t.obj(troll).counters == {PLUS_ONE: 2}
    assert t.named("Grizzly Bears").counters == {}


def test_cr702_58a_the_last_counter_moved_the_troll_dies(ruleset: str) -> None:
    """With one counter left, moving it leaves a 0/0 Troll: it dies (CR 704.5f)."""
    t = CounterTable(ruleset)
    troll = t.put("Sporeback Troll", t.alice)
    t.obj(troll).counters[PLUS_ONE] = 1
    _cast(t, "Grizzly Bears", "Forest", 2)
    assert t.named("Sporeback Troll").zone is Zone.GRAVEYARD
    assert t.named("Grizzly Bears").counters == {PLUS_ONE: 1}


@pytest.mark.parametrize("name", ["Sporeback Troll", "Cytospawn Shambler"])
def test_cr702_58a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
