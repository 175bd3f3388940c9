"""Fading (CR 702.32a; 702.30a in the 2011 rules): "Fading N" means "This permanent enters
with N fade counters on it." and "At the beginning of your upkeep, remove a fade counter from
it. If you can't, sacrifice the permanent." Played with Rejuvenation Chamber (fading 2) and
Ancient Hydra (fading 5; "{1}, Remove a fade counter from this creature: It deals 1 damage to
any target.")."""

from __future__ import annotations

from mtgrules.cards.database import bundled_database
from mtgrules.events import CountersRemoved, ZoneChanged
from mtgrules.objects import Zone
from tests.counter_keyword_table import CounterTable

FADING = {"current": "702.32a", "cr2011": "702.30a"}


def _chamber(ruleset: str) -> CounterTable:
    t = CounterTable(ruleset)
    t.lands("Plains", 3)
    chamber = t.put("Rejuvenation Chamber", t.alice, "hand")
    t.main_phase()
    t.cast(chamber)
    return t


def test_cr702_32a_enters_with_n_fade_counters(ruleset: str) -> None:
    t = _chamber(ruleset)
    assert t.card("Rejuvenation Chamber").counters == {"fade": 2}


def test_cr702_32a_sacrificed_at_the_upkeep_it_has_no_counter_to_remove(ruleset: str) -> None:
    """Two upkeeps remove the two counters (the rule of the edition); it stays with none. At
    the third it can't remove one, and is sacrificed."""
    t = _chamber(ruleset)
    start = len(t.game.log)
    t.upkeep()
    t.upkeep()
    chamber = t.card("Rejuvenation Chamber")
    assert chamber.zone is Zone.BATTLEFIELD and chamber.counter("fade") == 0
    removed = [e for e in t.game.log[start:] if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.amount, e.rule) for e in removed] == [("fade", 1, FADING[ruleset])] * 2
    t.upkeep()
    assert t.card("Rejuvenation Chamber").zone is Zone.GRAVEYARD


def test_cr702_32a_counters_removed_another_way_count_too(ruleset: str) -> None:
    """Ancient Hydra spends its fade counters on its own ability: with none left, the next
    upkeep sacrifices it."""
    t = CounterTable(ruleset)
    hydra = t.put("Ancient Hydra", t.alice)
    t.obj(hydra).counters["fade"] = 0
    t.game.begin("upkeep", active=t.alice)
    t.settle()
    assert t.card("Ancient Hydra").zone is Zone.GRAVEYARD
    assert any(
        isinstance(e, ZoneChanged) and e.object == hydra and e.destination is Zone.GRAVEYARD
        for e in t.game.log
    )


def test_cr702_32a_the_keyword_makes_the_cards_supported() -> None:
    for name in ("Rejuvenation Chamber", "Ancient Hydra", "Defender en-Vec"):
        card = bundled_database().compiled(name)
        assert card.supported, (name, card.reason)
