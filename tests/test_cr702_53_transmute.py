"""Transmute (CR 702.53a; 2011: 702.51a): "[Cost], Discard this card: Search your library for
a card with the same mana value as this card, reveal it, put it into your hand, then shuffle.
Activate only as a sorcery." An ability activated from its owner's hand (CR 602.2). Played
with Dimir House Guard ({3}{B}, mana value 4; transmute {1}{B}{B})."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip

GUARD = "Dimir House Guard"


def _zone(t: Table, name: str) -> Zone:
    (zone,) = [o.zone for o in t.game.state.objects.values() if o.name == name]
    return zone


def _table(ruleset: str) -> tuple[Table, int]:
    """Alice: the Guard in hand, three Swamps; her library: Hill Giant (mana value 4) and
    Lightning Bolt (1)."""
    t = Table(ruleset)
    guard = t.put(GUARD, t.alice, "hand")
    t.lands("Swamp", 3)
    t.put("Hill Giant", t.alice, "library")
    t.put("Lightning Bolt", t.alice, "library")
    return t, guard


def _transmute(t: Table, guard: int) -> ActivateAbility:
    (action,) = [
        a for a in t.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == guard
    ]
    return action


def test_cr702_53a_transmute_line_round_trips() -> None:
    round_trip("Transmute {1}{B}{B}")


def test_cr702_53a_finds_a_card_with_the_same_mana_value(ruleset: str) -> None:
    """Transmuted for {1}{B}{B}: the Guard is discarded; the search offers the Hill Giant
    (4) or nothing, not the Lightning Bolt (1); the Giant goes to Alice's hand."""
    t, guard = _table(ruleset)
    t.main_phase()
    t.game.apply(_transmute(t, guard))
    assert _zone(t, GUARD) is Zone.GRAVEYARD
    assert all(o.tapped for o in t.game.state.battlefield())
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    found = t.game.decision()
    assert found is not None and found.kind == "search"
    giant = next(o.id for o in t.game.state.objects.values() if o.name == "Hill Giant")
    answers = [o.answer for o in found.options if isinstance(o, Choose)]
    assert answers == [(giant,), ()]
    t.game.apply(Choose((giant,)))
    assert _zone(t, "Hill Giant") is Zone.HAND
    assert _zone(t, "Lightning Bolt") is Zone.LIBRARY


def test_cr702_53a_only_as_a_sorcery(ruleset: str) -> None:
    """In Alice's upkeep the ability can't be activated: refused, the game unchanged."""
    t, guard = _table(ruleset)
    t.game.begin("upkeep", active=t.alice)
    assert not any(
        isinstance(a, ActivateAbility) and a.source == guard for a in t.game.legal_actions()
    )
    card = t.game.state.objects[guard]
    index = next(i for i, a in enumerate(card.all_activated) if a.from_hand)
    before = len(t.game.log)
    with pytest.raises(RulesError, match="sorcery"):
        t.game.apply(ActivateAbility(guard, index))
    assert len(t.game.log) == before and _zone(t, GUARD) is Zone.HAND


@pytest.mark.parametrize("name", [GUARD, "Netherborn Phalanx", "Clutch of the Undercity"])
def test_cr702_53a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
