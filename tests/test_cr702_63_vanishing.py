"""Vanishing (CR 702.63a; 702.61a in the 2011 rules): "Vanishing N" means "This permanent
enters with N time counters on it.", "At the beginning of your upkeep, if there is a time
counter on it, remove a time counter from it." and "When the last time counter is removed from
it, sacrifice it." Played with Aven Riftwatcher (vanishing 3; "When this creature enters or
leaves the battlefield, you gain 2 life.") and Keldon Marauders (vanishing 2)."""

from __future__ import annotations

from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered, CountersRemoved, ZoneChanged
from mtgrules.objects import Zone
from tests.counter_keyword_table import CounterTable

VANISHING = {"current": "702.63a", "cr2011": "702.61a"}


def _riftwatcher(ruleset: str) -> CounterTable:
    t = CounterTable(ruleset)
    t.lands("Plains", 3)
    watcher = t.put("Aven Riftwatcher", t.alice, "hand")
    t.main_phase()
    t.cast(watcher)
    return t


def test_cr702_63a_enters_with_n_time_counters(ruleset: str) -> None:
    """Cast, it enters with three time counters (and its enter trigger gains 2 life)."""
    t = _riftwatcher(ruleset)
    assert t.card("Aven Riftwatcher").counters == {"time": 3}
    assert t.game.life(t.alice) == 22


def test_cr702_63a_one_counter_each_upkeep_then_sacrificed(ruleset: str) -> None:
    """Each of Alice's upkeeps takes one counter; the third removes the last one and the
    sacrifice trigger (cited by the edition's number) puts it into the graveyard, where its
    leave trigger gains 2 more life."""
    t = _riftwatcher(ruleset)
    t.upkeep()
    assert t.card("Aven Riftwatcher").counters == {"time": 2}
    t.upkeep()
    assert t.card("Aven Riftwatcher").counters == {"time": 1}
    assert t.game.life(t.alice) == 22
    start = len(t.game.log)
    t.upkeep()
    assert t.card("Aven Riftwatcher").zone is Zone.GRAVEYARD
    assert t.game.life(t.alice) == 24
    log = t.game.log[start:]
    assert any(isinstance(e, CountersRemoved) and e.kind == "time" for e in log)
    assert [e.rule for e in log if isinstance(e, AbilityTriggered) and "Vanishing" in e.text] == [
        "603.2",
        VANISHING[ruleset],
    ]
    moved = [e for e in log if isinstance(e, ZoneChanged) and e.origin is Zone.BATTLEFIELD]
    assert len(moved) == 1 and moved[0].destination is Zone.GRAVEYARD


def test_cr702_63a_not_on_an_opponents_upkeep(ruleset: str) -> None:
    """Bob's upkeep isn't Alice's: no counter comes off during his turn."""
    t = _riftwatcher(ruleset)
    t.play_to("upkeep", t.bob)
    t.settle()
    assert t.card("Aven Riftwatcher").counters == {"time": 3}


def test_cr702_63a_the_keyword_makes_the_cards_supported() -> None:
    """Vanishing cards whose other abilities the engine plays are supported."""
    for name in ("Aven Riftwatcher", "Keldon Marauders", "Lavacore Elemental"):
        card = bundled_database().compiled(name)
        assert card.supported, (name, card.reason)
