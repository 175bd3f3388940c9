"""Improvise (CR 702.126a, a keyword from after 2011, cited by today's number under both
editions): "For each generic mana in this spell's total cost, you may tap an untapped artifact
you control rather than pay that mana." Played with Enraged Giant ({5}{R}, Improvise, 4/4
trample haste) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.turn_events import ManaAdded, Tapped
from tests.card_table import Table, round_trip


def test_cr702_126a_improvise_line_round_trips() -> None:
    round_trip("Improvise")


def test_cr702_126a_artifacts_tap_for_the_generic_mana(ruleset: str) -> None:
    """A Mountain and five Ornithopters: the Mountain pays {R}, the five artifacts are
    tapped for {5} (no mana is added for them); the Giant enters and attacks with haste."""
    t = Table(ruleset)
    giant = t.put("Enraged Giant", t.alice, "hand")
    t.lands("Mountain", 1)
    thopters = {t.put("Ornithopter", t.alice) for _ in range(5)}
    t.main_phase()
    assert CastSpell(giant, ()) in t.game.legal_actions()
    events = t.game.apply(CastSpell(giant, ()))
    improvised = {e.permanent for e in events if isinstance(e, Tapped) and e.rule == "702.126a"}
    assert improvised == thopters
    assert sum(1 for e in events if isinstance(e, ManaAdded)) == 1
    t.resolve()
    assert any(o.name == "Enraged Giant" for o in t.game.state.battlefield())


def test_cr702_126a_artifacts_pay_no_colored_mana(ruleset: str) -> None:
    """Six Ornithopters and no Mountain: {R} can't be paid by an artifact; refused, the game
    unchanged."""
    t = Table(ruleset)
    giant = t.put("Enraged Giant", t.alice, "hand")
    for _ in range(6):
        t.put("Ornithopter", t.alice)
    t.main_phase()
    assert CastSpell(giant, ()) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(giant, ()))
    assert t.game.state == before


def test_cr702_126a_creatures_are_not_artifacts(ruleset: str) -> None:
    """A Mountain and five Grizzly Bears: creatures don't improvise (that is convoke)."""
    t = Table(ruleset)
    giant = t.put("Enraged Giant", t.alice, "hand")
    t.lands("Mountain", 1)
    for _ in range(5):
        t.put("Grizzly Bears", t.alice)
    t.main_phase()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(giant, ()))
