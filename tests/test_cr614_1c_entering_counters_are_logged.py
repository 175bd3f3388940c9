"""Counters a permanent enters with are counters put on it (CR 614.1c, 122.6; planeswalkers'
loyalty: 306.5b): the log records them (``EnteredWithCounters``), so that the counters of
the game are explained by its events, in English and in French. Real cards, both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.entering_counter_events import EnteredWithCounters
from mtgrules.explain import explain
from mtgrules.objects import LOYALTY, PLUS_ONE
from tests.game_invariants import EventLedger
from tests.instruction_play import RULESETS, Table


def _entered(t: Table, name: str) -> tuple[int, list[EnteredWithCounters]]:
    permanent = next(o.id for o in t.game.state.battlefield() if o.name == name)
    logged = [e for e in t.game.log if isinstance(e, EnteredWithCounters)]
    return permanent, logged


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1c_walking_ballista_entering_with_x_counters_is_an_event(ruleset: str) -> None:
    """Walking Ballista cast with X = 2 enters with two +1/+1 counters: one event says so,
    and the counters on it are the ones the log explains."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    card = t.put("Walking Ballista", t.alice, "hand")
    t.begin()
    ledger = EventLedger(t.game)
    ledger.check()
    t.game.apply(CastSpell(card))
    t.game.apply(Choose(2))
    t.resolve()
    ledger.check()  # the counters on every object are the ones the log explains
    ballista, logged = _entered(t, "Walking Ballista")
    assert logged == [
        EnteredWithCounters(permanent=ballista, kind=PLUS_ONE, amount=2, rule="614.1c")
    ]
    assert explain(logged[0], t.game) == (
        "Walking Ballista enters the battlefield with 2 +1/+1 counters on it (CR 614.1c)"
    )
    assert "arrive sur le champ de bataille avec 2 marqueurs +1/+1" in explain(
        logged[0], t.game, "fr"
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr306_5b_a_planeswalker_enters_with_its_loyalty_counters_as_an_event(
    ruleset: str,
) -> None:
    """Chandra, Pyrogenius (loyalty 5) enters with five loyalty counters: one event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    card = t.put("Chandra, Pyrogenius", t.alice, "hand")
    t.begin()
    ledger = EventLedger(t.game)
    ledger.check()
    t.game.apply(CastSpell(card))
    t.resolve()
    ledger.check()
    chandra, logged = _entered(t, "Chandra, Pyrogenius")
    assert logged == [EnteredWithCounters(permanent=chandra, kind=LOYALTY, amount=5, rule="306.5b")]
