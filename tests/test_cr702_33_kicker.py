"""Kicker (CR 702.33; 702.31 in the 2011 rules): "Kicker [cost]" means "You may pay an
additional [cost] as you cast this spell." A spell is "kicked" if its kicker cost was paid
(702.33d), and so is the permanent it becomes: "When ~ enters, if it was kicked, ..." is an
intervening if (CR 603.4). Played with Krosan Druid (Kicker {4}{G}: you gain 10 life) and
Torch Slinger (Kicker {1}{R}: 2 damage to target creature) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.31a" if t.game.ruleset.name == "cr2011" else "702.33a"


def _tapped(t: Table) -> int:
    return sum(1 for o in t.game.state.battlefield() if o.tapped)


def test_cr702_33a_kicker_lines_round_trip() -> None:
    round_trip("Kicker {4}{G}")
    round_trip("When ~ enters, if it was kicked, you gain 10 life.")


def test_cr702_33d_kicked_creature_gains_the_life(ruleset: str) -> None:
    """Krosan Druid cast with its kicker ({2}{G} plus {4}{G}, eight Forests): as it enters,
    its "if it was kicked" ability triggers, and Alice gains 10 life."""
    t = Table(ruleset)
    druid = t.put("Krosan Druid", t.alice, "hand")
    t.lands("Forest", 8)
    t.main_phase()
    assert CastSpell(druid, (), "", ("kicker",)) in t.game.legal_actions()
    t.game.apply(CastSpell(druid, (), "", ("kicker",)))
    assert _tapped(t) == 8
    t.resolve()  # the creature spell
    assert t.game.state.stack, "the kicked ability triggers"
    t.resolve()
    assert t.game.life(t.alice) == 30


def test_cr603_4_not_kicked_it_does_not_trigger(ruleset: str) -> None:
    t = Table(ruleset)
    druid = t.put("Krosan Druid", t.alice, "hand")
    t.lands("Forest", 8)
    t.main_phase()
    t.game.apply(CastSpell(druid, ()))
    assert _tapped(t) == 3
    t.resolve()
    assert not t.game.state.stack
    assert t.game.life(t.alice) == 20


def test_cr702_33a_kicker_needs_its_cost(ruleset: str) -> None:
    """Five Forests pay {2}{G} but not {6}{G}{G}: only the unkicked spell is offered; the
    kicked one is refused, the game unchanged."""
    t = Table(ruleset)
    druid = t.put("Krosan Druid", t.alice, "hand")
    t.lands("Forest", 5)
    t.main_phase()
    casts = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(druid, ())]
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="with kicker"):
        t.game.apply(CastSpell(druid, (), "", ("kicker",)))
    assert t.game.state == before


def test_cr702_33a_no_kicker_no_kicking(ruleset: str) -> None:
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Forest", 8)
    t.main_phase()
    with pytest.raises(RulesError, match="no kicker") as error:
        t.game.apply(CastSpell(bears, (), "", ("kicker",)))
    assert error.value.rule == _rule(t)


def test_cr702_33d_kicked_torch_slinger_deals_damage(ruleset: str) -> None:
    """Torch Slinger kicked ({2}{R} plus {1}{R}): its enters ability deals 2 damage to Bob's
    Grizzly Bears, which die."""
    t = Table(ruleset)
    slinger = t.put("Torch Slinger", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", 5)
    t.main_phase()
    t.game.apply(CastSpell(slinger, (), "", ("kicker",)))
    t.resolve()
    decision = t.game.decision()
    assert decision is not None
    if decision.kind != "priority":  # the trigger's target
        t.game.apply(Choose((bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
