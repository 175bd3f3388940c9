"""Buyback (CR 702.27; 702.25 in the 2011 rules): "Buyback [cost]" means "You may pay an
additional [cost] as you cast this spell" and "If the buyback cost was paid, put this spell
into its owner's hand instead of into that player's graveyard as it resolves." Played with
Searing Touch ({R}, Buyback {4}: 1 damage to any target) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, in_hand, round_trip


def _rule(t: Table) -> str:
    return "702.25a" if t.game.ruleset.name == "cr2011" else "702.27a"


def _zone(t: Table, name: str) -> Zone:
    return next(o.zone for o in t.game.state.objects.values() if o.name == name)


def _touch(ruleset: str, mountains: int) -> tuple[Table, int]:
    t = Table(ruleset)
    touch = t.put("Searing Touch", t.alice, "hand")
    t.lands("Mountain", mountains)
    t.main_phase()
    return t, touch


def test_cr702_27a_buyback_line_round_trips() -> None:
    round_trip("Buyback {4}")


def test_cr702_27a_buyback_paid_returns_it_to_the_hand(ruleset: str) -> None:
    """Paying {R} plus the buyback {4}: Bob takes 1, and Searing Touch goes back to Alice's
    hand as it resolves, under the buyback rule."""
    t, touch = _touch(ruleset, 5)
    assert CastSpell(touch, (t.bob,), "", ("buyback",)) in t.game.legal_actions()
    t.game.apply(CastSpell(touch, (t.bob,), "", ("buyback",)))
    assert sum(o.tapped for o in t.game.state.battlefield()) == 5
    t.resolve()
    assert t.game.life(t.bob) == 19
    assert _zone(t, "Searing Touch") is Zone.HAND and in_hand(t) == 1
    assert t.game.log[-1].rule == _rule(t)


def test_cr702_27a_buyback_not_paid_goes_to_the_graveyard(ruleset: str) -> None:
    t, touch = _touch(ruleset, 5)
    t.game.apply(CastSpell(touch, (t.bob,)))
    assert sum(o.tapped for o in t.game.state.battlefield()) == 1
    t.resolve()
    assert _zone(t, "Searing Touch") is Zone.GRAVEYARD


def test_cr702_27a_buyback_needs_its_cost(ruleset: str) -> None:
    """With four Mountains, {R} plus {4} can't be paid: only the plain cast is offered, and
    casting with buyback is refused with the game unchanged."""
    t, touch = _touch(ruleset, 4)
    offered = [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    assert offered and all(a.additional == () for a in offered)
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="with buyback"):
        t.game.apply(CastSpell(touch, (t.bob,), "", ("buyback",)))
    assert t.game.state == before


def test_cr702_27a_only_a_spell_with_buyback_pays_it(ruleset: str) -> None:
    t = Table(ruleset)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.lands("Mountain", 5)
    t.main_phase()
    with pytest.raises(RulesError, match="no buyback") as error:
        t.game.apply(CastSpell(bolt, (t.bob,), "", ("buyback",)))
    assert error.value.rule == _rule(t)
    with pytest.raises(RulesError, match="not an optional additional cost"):
        t.game.apply(CastSpell(bolt, (t.bob,), "", ("entwine",)))


def test_cr702_27a_a_spell_that_does_not_resolve_goes_to_the_graveyard(ruleset: str) -> None:
    """Buyback returns the card only "as it resolves": Searing Touch whose target left the
    battlefield doesn't resolve (CR 608.2b) and goes to the graveyard."""
    t, touch = _touch(ruleset, 5)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.apply(CastSpell(touch, (bears,), "", ("buyback",)))
    t.game.move_to_zone(bears, "graveyard")
    t.resolve()
    assert _zone(t, "Searing Touch") is Zone.GRAVEYARD
