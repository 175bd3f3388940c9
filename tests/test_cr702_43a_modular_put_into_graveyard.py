"""Modular's second ability triggers "when this permanent is put into a graveyard from the
battlefield" (CR 702.43a; 2011: 702.41a), not "when this creature dies" (CR 700.4: dying is
for creatures): a modular permanent that is no longer a creature still hands on its
counters. Played with Arcbound Slith (modular 1) made a noncreature artifact, Arcbound
Crusher and Shatter ("Destroy target artifact.")."""

from __future__ import annotations

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.cards.pending import WhenDies, WhenOther
from mtgrules.events import AbilityTriggered, CountersPut
from mtgrules.objects import PLUS_ONE, CardType, Zone
from tests.counter_keyword_table import CounterTable

MODULAR = {"current": "702.43a", "cr2011": "702.41a"}


def test_cr702_43a_a_noncreature_modular_artifact_hands_on_its_counters(ruleset: str) -> None:
    """The Slith, now only an artifact with two +1/+1 counters, is shattered: its modular
    ability triggers and the Crusher gets two counters."""
    t = CounterTable(ruleset)
    slith = t.put("Arcbound Slith", t.alice)
    t.obj(slith).counters[PLUS_ONE] = 2
    t.obj(slith).types = frozenset({CardType.ARTIFACT})
    crusher = t.put("Arcbound Crusher", t.alice)
    t.obj(crusher).counters[PLUS_ONE] = 1
    shatter = t.put("Shatter", t.bob, "hand")
    t.put("Mountain", t.bob)
    t.put("Mountain", t.bob)
    t.main_phase()
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(shatter, (slith,)))
    start = len(t.game.log)
    t.settle()
    assert t.card("Arcbound Slith").zone is Zone.GRAVEYARD
    log = t.game.log[start:]
    assert [e.text[:9] for e in log if isinstance(e, AbilityTriggered)] == ["Modular 1"]
    put = [e for e in log if isinstance(e, CountersPut)]
    assert [(e.permanent, e.amount, e.rule) for e in put] == [(crusher, 2, MODULAR[ruleset])]
    assert t.obj(crusher).counters == {PLUS_ONE: 3}


def test_cr702_43a_the_trigger_is_put_into_a_graveyard_not_dies() -> None:
    """The compiled ability's event is the rule's words, and its meaning says so."""
    card = bundled_database().compiled("Arcbound Slith").definition()
    (modular,) = [a for a in card.triggers if a.text.startswith("Modular")]
    assert not isinstance(modular.when, WhenDies)
    assert isinstance(modular.when, WhenOther)
    assert modular.when.event == "~ is put into a graveyard from the battlefield"
    assert "is put into a graveyard from the battlefield" in modular.text
