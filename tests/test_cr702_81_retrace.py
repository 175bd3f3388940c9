"""Retrace (CR 702.81a; 2011: 702.79a): "You may cast this card from your graveyard by
discarding a land card as an additional cost to cast it." Cast for its mana cost, the card
goes back to the graveyard as usual. Played with Flame Jab ({R} sorcery: 1 damage to any
target; retrace)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, in_hand, round_trip


def _zone(t: Table, name: str) -> Zone:
    (zone,) = [o.zone for o in t.game.state.objects.values() if o.name == name]
    return zone


def _casts(t: Table) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_81a_the_line_round_trips() -> None:
    round_trip("Retrace")


def test_cr702_81a_retrace_discards_a_land_and_returns_to_the_graveyard(ruleset: str) -> None:
    """Flame Jab in the graveyard, a Mountain in hand: retraced at Bob for {R} and the
    Mountain, Bob takes 1 and Flame Jab is back in the graveyard, ready again."""
    t = Table(ruleset)
    jab = t.put("Flame Jab", t.alice, "graveyard")
    t.put("Mountain", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    assert CastSpell(jab, (t.bob,), "retrace") in _casts(t)
    t.game.apply(CastSpell(jab, (t.bob,), "retrace"))
    assert in_hand(t) == 0
    t.resolve()
    assert t.game.life(t.bob) == 19
    assert _zone(t, "Flame Jab") is Zone.GRAVEYARD


def test_cr702_81a_retrace_needs_a_land_card(ruleset: str) -> None:
    """Only a Grizzly Bears in hand: no land card to discard, so retrace isn't offered and
    is refused, the game unchanged."""
    t = Table(ruleset)
    jab = t.put("Flame Jab", t.alice, "graveyard")
    t.put("Grizzly Bears", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    assert not any(a.card == jab for a in _casts(t))
    before = len(t.game.log)
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(jab, (t.bob,), "retrace"))
    assert len(t.game.log) == before and in_hand(t) == 1


def test_cr702_81a_retrace_is_cited_by_its_edition(ruleset: str) -> None:
    """From the hand, retrace is refused with the edition's number (2011: 702.79a)."""
    t = Table(ruleset)
    jab = t.put("Flame Jab", t.alice, "hand")
    t.put("Mountain", t.alice, "hand")
    t.lands("Mountain", 1)
    t.main_phase()
    with pytest.raises(RulesError) as refused:
        t.game.apply(CastSpell(jab, (t.bob,), "retrace"))
    assert refused.value.rule == ("702.79a" if ruleset == "cr2011" else "702.81a")


@pytest.mark.parametrize("name", ["Flame Jab", "Syphon Life"])
def test_cr702_81a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
