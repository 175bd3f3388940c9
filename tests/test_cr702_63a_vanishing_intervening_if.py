"""Vanishing's upkeep trigger has an intervening "if" (CR 702.63a; 2011: 702.61a; CR 603.4):
"At the beginning of your upkeep, if there is a time counter on it, remove a time counter
from it." With no time counter on the permanent it doesn't trigger at all. Played with Aven
Riftwatcher (vanishing 3) put onto the battlefield without its counters."""

from __future__ import annotations

from mtgrules.cards.database import bundled_database
from mtgrules.effects.conditions import Condition
from mtgrules.events import AbilityTriggered, CountersRemoved
from mtgrules.objects import Zone
from tests.counter_keyword_table import CounterTable


def _vanishing_triggers(t: CounterTable, start: int) -> list[AbilityTriggered]:
    return [
        e for e in t.game.log[start:] if isinstance(e, AbilityTriggered) and "Vanishing" in e.text
    ]


def test_cr702_63a_no_time_counter_no_upkeep_trigger(ruleset: str) -> None:
    """Riftwatcher with no time counter: Alice's upkeep triggers nothing, it stays."""
    t = CounterTable(ruleset)
    watcher = t.put("Aven Riftwatcher", t.alice)
    t.obj(watcher).counters.pop("time", None)
    t.main_phase()
    start = len(t.game.log)
    t.upkeep()
    assert _vanishing_triggers(t, start) == []
    assert t.card("Aven Riftwatcher").zone is Zone.BATTLEFIELD


def test_cr702_63a_with_a_time_counter_it_triggers(ruleset: str) -> None:
    """With two time counters the upkeep trigger triggers (CR 603.2) and takes one."""
    t = CounterTable(ruleset)
    watcher = t.put("Aven Riftwatcher", t.alice)
    t.obj(watcher).counters["time"] = 2
    t.main_phase()
    start = len(t.game.log)
    t.upkeep()
    assert [e.rule for e in _vanishing_triggers(t, start)] == ["603.2"]
    assert any(isinstance(e, CountersRemoved) for e in t.game.log[start:])
    assert t.card("Aven Riftwatcher").counters == {"time": 1}


def test_cr702_63a_the_trigger_carries_its_condition() -> None:
    """The compiled upkeep ability has the intervening "if there is a time counter on it"."""
    card = bundled_database().compiled("Aven Riftwatcher").definition()
    upkeep = [a for a in card.triggers if "Vanishing" in a.text and a.intervening is not None]
    assert [a.intervening for a in upkeep] == [Condition("counter", state="time")]
