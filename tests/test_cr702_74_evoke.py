"""Evoke (CR 702.74; 702.72 in the 2011 rules): "Evoke [cost]" means "You may cast this card
by paying [cost] rather than paying its mana cost" and "When this permanent enters, if its
evoke cost was paid, its controller sacrifices it." Played with Spitebellows ({5}{R}, 6/1,
"When ~ leaves the battlefield, it deals 6 damage to target creature.", Evoke {1}{R}{R})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.72a" if t.game.ruleset.name == "cr2011" else "702.74a"


def _zone(t: Table, name: str) -> Zone:
    return next(o.zone for o in t.game.state.objects.values() if o.name == name)


def _answer_targets(t: Table, target: int) -> None:
    decision = t.game.decision()
    assert decision is not None
    if decision.kind != "priority":
        t.game.apply(Choose((target,)))


def test_cr702_74a_evoke_line_round_trips() -> None:
    round_trip("Evoke {1}{R}{R}")


def test_cr702_74a_evoked_it_is_sacrificed_and_its_leave_ability_triggers(ruleset: str) -> None:
    """Three Mountains pay the evoke cost: Spitebellows enters, its evoke ability sacrifices
    it, and its leaves-the-battlefield ability deals 6 damage to Bob's Craw Wurm (6/4)."""
    t = Table(ruleset)
    bellows = t.put("Spitebellows", t.alice, "hand")
    wurm = t.put("Craw Wurm", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    assert CastSpell(bellows, (), "evoke") in t.game.legal_actions()
    assert CastSpell(bellows, ()) not in t.game.legal_actions()
    t.game.apply(CastSpell(bellows, (), "evoke"))
    t.resolve()  # the creature spell: it enters, evoke triggers
    assert t.game.state.stack
    t.resolve()  # sacrificed
    assert _zone(t, "Spitebellows") is Zone.GRAVEYARD
    _answer_targets(t, wurm)
    t.resolve()
    assert not t.game.is_on_battlefield(wurm)


def test_cr702_74a_cast_for_its_mana_cost_it_stays(ruleset: str) -> None:
    t = Table(ruleset)
    bellows = t.put("Spitebellows", t.alice, "hand")
    t.lands("Mountain", 6)
    t.main_phase()
    t.game.apply(CastSpell(bellows, ()))
    t.resolve()
    assert not t.game.state.stack
    assert _zone(t, "Spitebellows") is Zone.BATTLEFIELD


def test_cr702_74a_only_a_card_with_evoke(ruleset: str) -> None:
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Forest", 3)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="no evoke") as error:
        t.game.apply(CastSpell(bears, (), "evoke"))
    assert error.value.rule == _rule(t)
    assert t.game.state == before
