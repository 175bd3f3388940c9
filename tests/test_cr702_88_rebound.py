"""Rebound (CR 702.88a; 2011: 702.86a): "If this spell was cast from your hand, instead of
putting it into your graveyard as it resolves, exile it and, at the beginning of your next
upkeep, you may cast this card from exile without paying its mana cost." Played with
Staggershock ({2}{R} instant: 2 damage to any target; rebound)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.objects import Zone
from mtgrules.resolution_zone_keywords import DONT_CAST
from tests.card_table import round_trip
from tests.counter_keyword_table import CounterTable

SHOCK = "Staggershock"


def _rule(t: CounterTable) -> str:
    return "702.86a" if t.game.ruleset.name == "cr2011" else "702.88a"


def _cast_from_hand(ruleset: str) -> CounterTable:
    """Alice casts Staggershock from her hand at Bob with three Mountains; it resolves."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 3)
    shock = t.put(SHOCK, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(shock, (t.bob,)))
    t.settle()
    return t


def _to_rebound_decision(t: CounterTable) -> None:
    """Play on to Alice's next upkeep; the delayed trigger resolves and asks."""
    t.play_to("upkeep", t.alice)
    for _ in range(10):
        found = t.asked()
        if found.kind == "rebound":
            return
        t.game.apply(PassPriority())
    raise AssertionError("no rebound decision")


def test_cr702_88a_rebound_line_round_trips() -> None:
    round_trip("Rebound")


def test_cr702_88a_cast_from_hand_it_is_exiled_as_it_resolves(ruleset: str) -> None:
    t = _cast_from_hand(ruleset)
    assert t.game.life(t.bob) == 18
    assert t.zone(SHOCK) is Zone.EXILE
    moved = [e for e in t.game.log if getattr(e, "destination", None) is Zone.EXILE]
    assert moved[-1].rule == _rule(t)


def test_cr702_88a_cast_again_at_the_next_upkeep_without_paying(ruleset: str) -> None:
    """At Alice's next upkeep she may cast it from exile for free (her Mountains stay
    untapped): Bob takes 2 more, and this time it goes to the graveyard."""
    t = _cast_from_hand(ruleset)
    t.play_to("upkeep", t.bob)
    assert t.zone(SHOCK) is Zone.EXILE  # Bob's upkeep isn't Alice's
    assert not any(isinstance(e, DelayedTriggerFired) for e in t.game.log)
    _to_rebound_decision(t)
    found = t.asked()
    answers = [o.answer for o in found.options if isinstance(o, Choose)]
    assert found.rule == _rule(t) and answers[-1] == DONT_CAST
    at_bob = next(a for a in answers if isinstance(a, CastSpell) and a.targets == (t.bob,))
    assert at_bob.how == "rebound"
    t.game.apply(Choose(at_bob))
    t.settle()
    assert t.game.life(t.bob) == 16
    assert t.zone(SHOCK) is Zone.GRAVEYARD  # cast from exile: no rebound this time
    assert not any(o.tapped for o in t.game.state.battlefield() if o.name == "Mountain")


def test_cr702_88a_declined_it_stays_in_exile(ruleset: str) -> None:
    t = _cast_from_hand(ruleset)
    _to_rebound_decision(t)
    t.game.apply(Choose(DONT_CAST))
    t.settle()
    assert t.game.life(t.bob) == 18 and t.zone(SHOCK) is Zone.EXILE


def test_cr702_88a_a_spell_that_doesnt_resolve_goes_to_the_graveyard(ruleset: str) -> None:
    """Rebound replaces only the move "as it resolves": Alice's Staggershock targets Bob's
    Grizzly Bears, Bob kills them with Lightning Bolt in response, and the Staggershock, with
    no legal target, doesn't resolve (CR 608.2b) and goes to the graveyard."""
    t = CounterTable(ruleset)
    t.lands("Mountain", 3)
    t.put("Mountain", t.bob)
    shock = t.put(SHOCK, t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.game.apply(CastSpell(shock, (bears,)))
    t.game.apply(PassPriority())  # Alice passes; Bob responds
    t.game.apply(CastSpell(bolt, (bears,)))
    t.settle()
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    assert t.zone(SHOCK) is Zone.GRAVEYARD
    assert not any(isinstance(e, DelayedTriggerFired) for e in t.game.log)
    assert not t.game.state.effects or all(
        "without paying" not in e.text for e in t.game.state.effects.values()
    )


@pytest.mark.parametrize("name", [SHOCK, "Consuming Vapors", "Survival Cache", "Virulent Swipe"])
def test_cr702_88a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
