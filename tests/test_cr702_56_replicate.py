"""Replicate (CR 702.56a; 702.54a in the 2011 rules): "As an additional cost to cast this
spell, you may pay [cost] any number of times" and "When you cast this spell, if a
replicate cost was paid for it, copy it for each time its replicate cost was paid. If the
spell has any targets, you may choose new targets for any of the copies." Played with
Pyromatics ({1}{R}, Replicate {1}{R}: 1 damage to any target) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.spell_copy_events import SpellCopied
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip

REPLICATE = "replicate"


def _rule(t: Table) -> str:
    return "702.54a" if t.game.ruleset.name == "cr2011" else "702.56a"


def _table(ruleset: str, mountains: int) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    t.lands("Mountain", mountains)
    card = t.put("Pyromatics", t.alice, "hand")
    t.main_phase()
    return t, card


def _resolve_all(t: Table) -> None:
    """Resolve the stack; each copy keeps the spell's target (the first option)."""
    while t.game.state.stack:
        decision = t.game.decision()
        if decision is not None and decision.kind == "targets":
            t.game.apply(next(o for o in decision.options if isinstance(o, Choose)))
            continue
        t.resolve()


def test_cr702_56a_replicate_line_round_trips() -> None:
    round_trip("Replicate {1}{R}")


def test_cr702_56a_paid_twice_two_copies(ruleset: str) -> None:
    """Six Mountains pay {1}{R} three times: the spell and two copies each deal 1 to Bob."""
    t, card = _table(ruleset, 6)
    t.game.apply(CastSpell(card, (t.bob,), additional=(REPLICATE, REPLICATE)))
    trigger = t.game.state.stack[-1]
    assert trigger.that_amount == 2
    _resolve_all(t)
    assert t.game.life(t.bob) == 17
    copied = [e for e in t.game.log if isinstance(e, SpellCopied)]
    assert len(copied) == 2 and all(e.rule in ("706.10", "707.10") for e in copied)
    assert not [o for o in t.game.state.battlefield() if not o.tapped]  # all six paid


def test_cr702_56a_not_paid_no_copy(ruleset: str) -> None:
    """Without replicate the trigger makes no copy: Bob takes 1."""
    t, card = _table(ruleset, 2)
    t.game.apply(CastSpell(card, (t.bob,)))
    _resolve_all(t)
    assert t.game.life(t.bob) == 19
    assert not any(isinstance(e, SpellCopied) for e in t.game.log)


def test_cr702_56a_legal_actions_offer_what_the_mana_pays(ruleset: str) -> None:
    """Four Mountains: the spell with replicate paid 0 or 1 time, not 2 (six mana)."""
    t, card = _table(ruleset, 4)
    paid = {
        a.additional.count(REPLICATE)
        for a in t.game.legal_actions()
        if isinstance(a, CastSpell) and a.card == card
    }
    assert paid == {0, 1}
    snapshot = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(card, (t.bob,), additional=(REPLICATE, REPLICATE)))
    assert t.game.state == snapshot


def test_cr702_56a_unknown_cost_refused(ruleset: str) -> None:
    """Lightning Bolt has no replicate: refused with replicate's rule."""
    t = Table(ruleset)
    t.lands("Mountain", 2)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(bolt, (t.bob,), additional=(REPLICATE,)))
    assert _rule(t) in str(error.value)
