"""Riot (CR 702.136a, a keyword from after 2011, played under both editions by today's rule):
"You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it
gains haste." Played with Frenzied Arynx ({2}{R}{G} 3/3, riot, trample)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.objects import PLUS_ONE, Keyword
from mtgrules.state import EntityId
from tests.counter_keyword_table import CounterTable


def _cast_arynx(ruleset: str, *, counter: bool) -> tuple[CounterTable, EntityId, list[Decision]]:
    t = CounterTable(ruleset)
    for land in ("Mountain", "Forest", "Mountain", "Forest"):
        t.put(land, t.alice)
    card = t.put("Frenzied Arynx", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    asked: list[Decision] = []
    for _ in range(30):
        if not t.game.state.stack:
            break
        found = t.asked()
        asked.append(found)
        t.game.apply(Choose(counter) if found.kind == "may" else PassPriority())
    return t, t.named("Frenzied Arynx").id, asked


def test_cr702_136a_the_choice_is_asked_as_it_enters(ruleset: str) -> None:
    _, _, asked = _cast_arynx(ruleset, counter=True)
    (riot,) = [d for d in asked if d.kind == "may"]
    assert riot.rule == "702.136a"


def test_cr702_136a_with_the_counter_no_haste(ruleset: str) -> None:
    """A 4/4 that can't attack this turn (summoning sick, CR 302.6)."""
    t, arynx, _ = _cast_arynx(ruleset, counter=True)
    assert t.obj(arynx).counters == {PLUS_ONE: 1}
    assert (t.game.power(arynx), t.game.toughness(arynx)) == (4, 4)
    assert not t.obj(arynx).has(Keyword.HASTE)
    t.pass_until("declare attackers")
    assert t.asked().kind == "declare attackers"
    assert t.game.legal_actions() == [DeclareAttackers(())]


def test_cr702_136a_if_you_dont_it_gains_haste(ruleset: str) -> None:
    """A 3/3 with haste: it attacks the turn it came and deals 3 to Bob."""
    t, arynx, _ = _cast_arynx(ruleset, counter=False)
    assert t.obj(arynx).counters == {}
    assert t.obj(arynx).has(Keyword.HASTE)
    t.pass_until("declare attackers")
    t.game.apply(DeclareAttackers(((arynx, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    assert t.game.life(t.bob) == 17


@pytest.mark.parametrize("name", ["Frenzied Arynx", "Wrecking Beast"])
def test_cr702_136a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
