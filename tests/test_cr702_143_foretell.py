"""Foretell (CR 702.143a, a keyword from after 2011, played under both editions by today's
rule): any time its owner has priority during their turn, they may pay {2} and exile the card
from their hand face down, a special action (CR 116.2h); they may cast it after the current
turn has ended by paying its foretell cost rather than its mana cost. Played with Demon Bolt
({2}{R} instant: 4 damage to target creature or planeswalker; foretell {R})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, ExileFromHand, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.counter_keyword_table import CounterTable

BOLT = "Demon Bolt"


def _table(ruleset: str, mountains: int) -> tuple[CounterTable, int, int]:
    """Alice's main phase: Demon Bolt in her hand, ``mountains`` Mountains; Bob has a Hill
    Giant (3/3)."""
    t = CounterTable(ruleset)
    t.lands("Mountain", mountains)
    bolt = t.put(BOLT, t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    return t, bolt, giant


def _casts(t: CounterTable) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_143a_foretell_line_round_trips() -> None:
    round_trip("Foretell {R}")


def test_cr702_143a_foretelling_pays_two_and_exiles_the_card(ruleset: str) -> None:
    """With two Mountains Demon Bolt can't be cast, but it can be foretold: {2} paid (both
    Mountains tapped), the card in exile, with the foretell rule; it can't be cast this turn."""
    t, bolt, giant = _table(ruleset, 2)
    assert ExileFromHand(bolt, "foretell") in t.game.legal_actions()
    assert _casts(t) == []
    t.game.apply(ExileFromHand(bolt, "foretell"))
    assert t.zone(BOLT) is Zone.EXILE
    assert all(o.tapped for o in t.game.state.battlefield() if o.name == "Mountain")
    moved = [e for e in t.game.log if getattr(e, "destination", None) is Zone.EXILE]
    assert moved[-1].rule == "702.143a"
    exiled = t.named(BOLT).id
    waiting = t.game.decision()
    assert waiting is not None and waiting.kind == "priority"  # a special action: no stack
    with pytest.raises(RulesError) as refused:
        t.game.apply(CastSpell(exiled, (giant,), "foretell"))
    assert refused.value.rule == "702.143a"


def test_cr702_143a_cast_on_a_later_turn_for_its_foretell_cost(ruleset: str) -> None:
    """Foretold on Alice's turn; on her next turn, with her two Mountains untapped, she casts
    it for {R} (one Mountain) at Bob's Hill Giant, which is destroyed; not for its mana cost."""
    t, bolt, giant = _table(ruleset, 2)
    t.game.apply(ExileFromHand(bolt, "foretell"))
    t.play_to("precombat main", t.alice)
    exiled = t.named(BOLT).id
    ways = [a for a in _casts(t) if a.card == exiled]
    assert ways == [CastSpell(exiled, (giant,), "foretell")]
    t.game.apply(CastSpell(exiled, (giant,), "foretell"))
    assert sum(o.tapped for o in t.game.state.battlefield() if o.name == "Mountain") == 1
    t.settle()
    assert t.zone("Hill Giant") is Zone.GRAVEYARD
    assert t.zone(BOLT) is Zone.GRAVEYARD


def test_cr702_143a_an_instant_may_be_cast_on_the_next_turn_even_bobs(ruleset: str) -> None:
    """Bob's turn is a later turn: Alice (a third Mountain left untapped after foretelling)
    gets priority after Bob passes in his main phase and may cast the foretold instant."""
    t, bolt, giant = _table(ruleset, 3)
    t.game.apply(ExileFromHand(bolt, "foretell"))
    t.play_to("precombat main", t.bob)
    t.game.apply(PassPriority())  # Bob passes: Alice gets priority
    exiled = t.named(BOLT).id
    assert CastSpell(exiled, (giant,), "foretell") in t.game.legal_actions()


def test_cr702_143a_foretold_only_during_your_turn(ruleset: str) -> None:
    """On Bob's turn Alice may not foretell: not offered, refused with the rule, unchanged."""
    t, bolt, _ = _table(ruleset, 2)
    t.play_to("precombat main", t.bob)
    t.game.apply(PassPriority())
    assert ExileFromHand(bolt, "foretell") not in t.game.legal_actions()
    before = len(t.game.log)
    with pytest.raises(RulesError) as refused:
        t.game.apply(ExileFromHand(bolt, "foretell"))
    assert refused.value.rule == "702.143a"
    assert len(t.game.log) == before and t.zone(BOLT) is Zone.HAND


def test_cr702_143a_foretelling_needs_two_mana(ruleset: str) -> None:
    t, bolt, _ = _table(ruleset, 1)
    assert ExileFromHand(bolt, "foretell") not in t.game.legal_actions()
    before = len(t.game.log)
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(ExileFromHand(bolt, "foretell"))
    assert len(t.game.log) == before and t.zone(BOLT) is Zone.HAND


def test_cr116_2_only_the_keywords_that_exile_a_card_are_special_actions(ruleset: str) -> None:
    """Lightning Bolt has no foretell; "madness" is not such a keyword: both refused."""
    t, _, _ = _table(ruleset, 2)
    lightning = t.put("Lightning Bolt", t.alice, "hand")
    with pytest.raises(RulesError, match="has no foretell"):
        t.game.apply(ExileFromHand(lightning, "foretell"))
    with pytest.raises(RulesError, match="not a keyword that exiles"):
        t.game.apply(ExileFromHand(lightning, "madness"))
    assert t.zone("Lightning Bolt") is Zone.HAND


@pytest.mark.parametrize(
    "name",
    [
        BOLT,
        "Battle Mammoth",
        "Doomskar Oracle",
        "Iron Verdict",
        "Kaya's Onslaught",
        "Jarl of the Forsaken",
        "Vengeful Reaper",
        "Crush the Weak",
    ],
)
def test_cr702_143a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
