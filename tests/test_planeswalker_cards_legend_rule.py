"""The legend rule and the planeswalker uniqueness rule (state-based actions), with real
planeswalkers: today CR 704.5j (a player who controls two or more legendary permanents with
the same name keeps one of their choice); in 2011, CR 704.5j (the planeswalker uniqueness
rule: a player's planeswalkers sharing a planeswalker type, one kept) and CR 704.5k (all
legendary permanents with the same name on the battlefield are put into the graveyard)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from tests.instruction_play import RULESETS, Table

PYROGENIUS = "Chandra, Pyrogenius"


def on_battlefield(t: Table, name: str) -> list[int]:
    return [o.id for o in t.game.state.battlefield() if o.name == name]


def test_cr704_5j_current_the_controller_keeps_the_one_they_choose() -> None:
    """Alice controls Chandra, Pyrogenius and casts a second one: as it resolves she is
    asked which to keep (704.5j); she keeps the new one, the old one goes to her graveyard."""
    t = Table("current")
    old = t.put(PYROGENIUS, t.alice)
    t.lands("Mountain", t.alice, 6)
    card = t.put(PYROGENIUS, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card))
    t.game.apply(PassPriority())  # Alice passes
    t.game.apply(PassPriority())  # Bob passes: it resolves, then the choice
    decision = t.asked()
    assert decision.kind == "legend rule" and decision.rule == "704.5j"
    assert decision.player == t.alice and len(decision.options) == 2
    new = next(option for option in decision.options if option != old)
    events = t.game.apply(Choose(new))
    assert on_battlefield(t, PYROGENIUS) == [new]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == [PYROGENIUS]
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == old]
    assert [e.rule for e in moved] == ["704.5j"]


def test_cr704_5j_current_each_player_may_control_one() -> None:
    """Today the legend rule looks at one player's permanents: Alice's and Bob's Chandra,
    Pyrogenius both stay."""
    t = Table("current")
    t.put(PYROGENIUS, t.alice)
    t.put(PYROGENIUS, t.bob)
    assert t.game.check_state_based_actions() == []
    assert len(on_battlefield(t, PYROGENIUS)) == 2


def test_cr704_5j_current_different_names_sharing_a_type_stay() -> None:
    """No uniqueness rule today: Chandra, Pyrogenius and Chandra Nalaar both stay."""
    t = Table("current")
    t.put(PYROGENIUS, t.alice)
    t.put("Chandra Nalaar", t.alice)
    assert t.game.check_state_based_actions() == []
    assert len(list(t.game.state.battlefield())) == 2


def test_cr704_5k_2011_legend_rule_puts_all_of_them_into_graveyards() -> None:
    """CR 2011 704.5k: Alice's and Bob's Chandra, Pyrogenius (legendary in today's Oracle
    text) are both put into their owners' graveyards."""
    t = Table("cr2011")
    t.put(PYROGENIUS, t.alice)
    t.put(PYROGENIUS, t.bob)
    events = t.game.check_state_based_actions()
    assert sorted(e.rule for e in events if isinstance(e, ZoneChanged)) == ["704.5k", "704.5k"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == [PYROGENIUS]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == [PYROGENIUS]


def test_cr704_5j_2011_planeswalker_uniqueness_keeps_one_chosen() -> None:
    """CR 2011 704.5j: Alice controls Chandra, Pyrogenius and casts Chandra Nalaar (both
    Chandra): she chooses one to keep; the other goes to her graveyard."""
    t = Table("cr2011")
    pyrogenius = t.put(PYROGENIUS, t.alice)
    t.lands("Mountain", t.alice, 5)
    nalaar = t.put("Chandra Nalaar", t.alice, "hand")
    t.begin()
    t.act(CastSpell(nalaar))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    decision = t.asked()
    assert decision.kind == "legend rule" and decision.rule == "704.5j"
    assert pyrogenius in decision.options
    t.game.apply(Choose(pyrogenius))
    assert on_battlefield(t, PYROGENIUS) == [pyrogenius]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Chandra Nalaar"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5j_opponents_planeswalkers_are_independent(ruleset: str) -> None:
    """Alice's Chandra, Pyrogenius and Bob's Chandra Nalaar share a type but not a
    controller: both stay under either edition."""
    t = Table(ruleset)
    t.put(PYROGENIUS, t.alice)
    t.put("Chandra Nalaar", t.bob)
    assert t.game.check_state_based_actions() == []
