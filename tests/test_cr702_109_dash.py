"""Dash (CR 702.109a, a keyword from after 2011, played under both editions by today's rule):
"You may cast this spell by paying [cost] rather than its mana cost." and "If this spell's
dash cost was paid, it gains haste, and it's returned from the battlefield to its owner's hand
at the beginning of the next end step." Played with Mardu Shadowspear ({B} 1/1; "Whenever
this creature attacks, each opponent loses 1 life."; dash {1}{B})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.counter_keyword_table import CounterTable


def _cast(ruleset: str, how: str) -> CounterTable:
    t = CounterTable(ruleset)
    t.lands("Swamp", 2)
    spear = t.put("Mardu Shadowspear", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(spear, (), how=how))
    t.settle()
    return t


def _to_end_step(t: CounterTable, attack: bool) -> None:
    """Alice attacks Bob with the Shadowspear (if ``attack``), then the turn goes on to the
    end step and what it triggers resolves."""
    spear = t.named("Mardu Shadowspear").id
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((spear, t.bob),) if attack else ()))
    for _ in range(60):
        state = t.game.state
        if state.step is Step.END and not state.stack:
            return
        found = t.asked()
        t.game.apply(DeclareBlockers(()) if found.kind == "declare blockers" else PassPriority())
    raise AssertionError("no end step")


def test_cr702_109a_dash_is_a_way_to_cast_it(ruleset: str) -> None:
    """Both ways are legal actions with two Swamps: its mana cost and its dash cost."""
    t = CounterTable(ruleset)
    t.lands("Swamp", 2)
    spear = t.put("Mardu Shadowspear", t.alice, "hand")
    t.main_phase()
    legal = t.game.legal_actions()
    assert CastSpell(spear, ()) in legal and CastSpell(spear, (), how="dash") in legal


def test_cr702_109a_dashed_it_has_haste_and_returns_at_the_end_step(ruleset: str) -> None:
    """Dashed, it attacks the turn it came (haste), Bob loses 1 (trigger) + 1 (damage), and
    at the beginning of the end step it returns to Alice's hand, both Swamps paid."""
    t = _cast(ruleset, "dash")
    assert all(o.tapped for o in t.game.state.objects.values() if o.name == "Swamp")
    assert t.named("Mardu Shadowspear").has(Keyword.HASTE)
    _to_end_step(t, attack=True)
    assert t.game.life(t.bob) == 18
    assert t.named("Mardu Shadowspear").zone is Zone.HAND
    assert any(isinstance(e, DelayedTriggerFired) for e in t.game.log)


def test_cr702_109a_cast_for_its_mana_cost_it_stays_without_haste(ruleset: str) -> None:
    """Cast for {B}: no haste (it can't attack: summoning sickness), and it stays."""
    t = _cast(ruleset, "")
    spear = t.named("Mardu Shadowspear")
    assert not spear.has(Keyword.HASTE)
    t.pass_until("declare attackers")
    assert DeclareAttackers(((spear.id, t.bob),)) not in t.game.legal_actions()
    _to_end_step(t, attack=False)
    assert t.named("Mardu Shadowspear").zone is Zone.BATTLEFIELD


def test_cr702_109a_dash_needs_the_keyword(ruleset: str) -> None:
    """Lightning Bolt has no dash: refused with the dash rule, nothing changes."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    before = len(t.game.log)
    with pytest.raises(IllegalActionError) as refused:
        t.game.apply(CastSpell(bolt, (t.bob,), how="dash"))
    assert refused.value.rule == "702.109a"
    assert len(t.game.log) == before and t.named("Lightning Bolt").zone is Zone.HAND


@pytest.mark.parametrize("name", ["Mardu Shadowspear", "Pitiless Horde", "Riders of Rohan"])
def test_cr702_109a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
