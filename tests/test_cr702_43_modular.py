"""Modular (CR 702.43a; 702.41a in the 2011 rules): "Modular N" means "This permanent enters
with N +1/+1 counters on it." and "When this permanent is put into a graveyard from the
battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
this permanent." Played with Arcbound Slith (0/0, modular 1) and Arcbound Crusher (0/0,
trample, modular 1; "Whenever another artifact enters, put a +1/+1 counter on this
creature.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import CountersPut
from mtgrules.objects import PLUS_ONE, Zone
from tests.counter_keyword_table import CounterTable

MODULAR = {"current": "702.43a", "cr2011": "702.41a"}


def test_cr702_43a_enters_with_n_plus_one_counters(ruleset: str) -> None:
    """A 0/0 with modular 1 cast from the hand survives: it enters with its counter."""
    t = CounterTable(ruleset)
    t.lands("Plains", 2)
    slith = t.put("Arcbound Slith", t.alice, "hand")
    t.main_phase()
    t.cast(slith)
    assert t.card("Arcbound Slith").zone is Zone.BATTLEFIELD
    assert t.card("Arcbound Slith").counters == {PLUS_ONE: 1}


def _bolt_the_slith(ruleset: str, counters: int) -> tuple[CounterTable, int, int]:
    """Alice's Slith (with ``counters``), Crusher (1 counter) and Grizzly Bears; Bob bolts
    the Slith. Returns the table, the Crusher and the Bears."""
    t = CounterTable(ruleset)
    slith = t.put("Arcbound Slith", t.alice)
    t.obj(slith).counters[PLUS_ONE] = counters
    crusher = t.put("Arcbound Crusher", t.alice)
    t.obj(crusher).counters[PLUS_ONE] = 1
    bears = t.put("Grizzly Bears", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.put("Mountain", t.bob)
    t.main_phase()
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(bolt, (slith,)))
    return t, crusher, bears


def test_cr702_43a_dies_and_moves_as_many_counters_as_it_had(ruleset: str) -> None:
    """The Slith with three counters dies to Lightning Bolt: the Crusher (the only artifact
    creature; the Bears can't be targeted) gets three counters, counted as the Slith last
    existed (CR 603.10a)."""
    t, crusher, bears = _bolt_the_slith(ruleset, 3)
    start = len(t.game.log)
    t.settle()
    assert t.card("Arcbound Slith").zone is Zone.GRAVEYARD
    assert t.obj(crusher).counters == {PLUS_ONE: 4}
    assert t.obj(bears).counters == {}
    put = [e for e in t.game.log[start:] if isinstance(e, CountersPut)]
    assert [(e.permanent, e.amount, e.rule) for e in put] == [(crusher, 3, MODULAR[ruleset])]


def test_cr702_43a_the_counters_are_optional(ruleset: str) -> None:
    """ "You may": Alice declines, the Crusher keeps its one counter."""
    t, crusher, _ = _bolt_the_slith(ruleset, 2)
    for _ in range(20):
        if not t.game.state.stack:
            break
        found = t.asked()
        if found.kind == "may":
            t.game.apply(Choose(False))
        else:
            t.game.apply(PassPriority())
    assert t.obj(crusher).counters == {PLUS_ONE: 1}


@pytest.mark.parametrize("name", ["Arcbound Slith", "Arcbound Crusher", "Arcbound Lancer"])
def test_cr702_43a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
