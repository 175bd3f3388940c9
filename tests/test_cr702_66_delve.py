"""Delve (CR 702.66a; 702.64a in the 2011 rules): "For each generic mana in this spell's total
cost, you may exile a card from your graveyard rather than pay that mana." Played with
Magmatic Sinkhole ({5}{R}, Delve: 5 damage to target creature or planeswalker) under both
editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.64a" if t.game.ruleset.name == "cr2011" else "702.66a"


def _graveyard(t: Table, count: int) -> None:
    for _ in range(count):
        t.put("Mountain", t.alice, "graveyard")


def _in(t: Table, zone: Zone) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is zone and o.owner == t.alice and o.name == "Mountain")


def test_cr702_66a_delve_line_round_trips() -> None:
    round_trip("Delve")


def test_cr702_66a_graveyard_cards_pay_the_generic_mana(ruleset: str) -> None:
    """One Mountain and five cards in the graveyard: the Mountain pays {R}, the five cards are
    exiled for {5}; the Sinkhole deals 5 damage to Bob's Hill Giant."""
    t = Table(ruleset)
    sinkhole = t.put("Magmatic Sinkhole", t.alice, "hand")
    t.lands("Mountain", 1)
    _graveyard(t, 5)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    assert CastSpell(sinkhole, (giant,)) in t.game.legal_actions()
    events = t.game.apply(CastSpell(sinkhole, (giant,)))
    exiled = [e for e in events if isinstance(e, ZoneChanged) and e.rule == _rule(t)]
    assert len(exiled) == 5
    assert all(e.origin is Zone.GRAVEYARD and e.destination is Zone.EXILE for e in exiled)
    assert _in(t, Zone.GRAVEYARD) == 0 and _in(t, Zone.EXILE) == 5
    t.resolve()
    assert not t.game.is_on_battlefield(giant)


def test_cr702_66a_mana_first_then_only_what_is_left(ruleset: str) -> None:
    """Four Mountains and five cards: the Mountains pay {R}{3}, two cards are exiled."""
    t = Table(ruleset)
    sinkhole = t.put("Magmatic Sinkhole", t.alice, "hand")
    t.lands("Mountain", 4)
    _graveyard(t, 5)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    events = t.game.apply(CastSpell(sinkhole, (giant,)))
    assert sum(1 for e in events if isinstance(e, ZoneChanged) and e.rule == _rule(t)) == 2
    assert _in(t, Zone.GRAVEYARD) == 3


def test_cr702_66a_too_few_cards_is_refused(ruleset: str) -> None:
    """One Mountain and four cards can't pay {5}{R}: refused, the game unchanged."""
    t = Table(ruleset)
    sinkhole = t.put("Magmatic Sinkhole", t.alice, "hand")
    t.lands("Mountain", 1)
    _graveyard(t, 4)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    assert CastSpell(sinkhole, (giant,)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(sinkhole, (giant,)))
    assert t.game.state == before


def test_cr702_66a_delve_pays_only_generic_mana(ruleset: str) -> None:
    """No Mountain and six cards: the {R} can't be paid by exiling a card."""
    t = Table(ruleset)
    sinkhole = t.put("Magmatic Sinkhole", t.alice, "hand")
    _graveyard(t, 6)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(sinkhole, (giant,)))
    assert _in(t, Zone.GRAVEYARD) == 6


def test_cr702_66a_without_delve_the_graveyard_pays_nothing(ruleset: str) -> None:
    """Lava Axe ({4}{R}) with one Mountain and five cards in the graveyard can't be cast."""
    t = Table(ruleset)
    axe = t.put("Lava Axe", t.alice, "hand")
    t.lands("Mountain", 1)
    _graveyard(t, 5)
    t.main_phase()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(axe, (t.bob,)))
