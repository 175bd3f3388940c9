"""A player's maximum hand size (CR 402.2): seven, unless an effect says the player has none
("You have no maximum hand size.", "Players have no maximum hand size."). As the cleanup
step begins, the active player discards down to it (CR 514.1). Real cards from the bundled
database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = ["You have no maximum hand size.", "Players have no maximum hand size."]


@pytest.mark.parametrize("line", LINES)
def test_cr402_2_no_maximum_hand_size_lines_round_trip(line: str) -> None:
    round_trip(line)


def _end_turn_with_nine_cards(t: Table) -> str:
    """Alice has nine cards in hand at the end of her turn: what the game waits for as her
    cleanup step begins."""
    for _ in range(9):
        t.put("Island", t.alice, "hand")
    t.game.begin("end", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    return t.decision().kind


def _hand(t: Table, player: EntityId) -> int:
    return len(t.zone_of(player, Zone.HAND))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_1_without_the_effect_alice_discards_down_to_seven(ruleset: str) -> None:
    t = Table(ruleset)
    assert _end_turn_with_nine_cards(t) == "discard"
    assert t.decision().player == t.alice


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr402_2_spellbook_alice_keeps_nine_cards(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Spellbook", t.alice)
    assert _end_turn_with_nine_cards(t) != "discard"
    assert _hand(t, t.alice) == 9


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr402_2_bobs_spellbook_doesnt_help_alice(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Spellbook", t.bob)
    assert _end_turn_with_nine_cards(t) == "discard"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr402_2_price_of_knowledge_players_have_no_maximum(ruleset: str) -> None:
    """Bob's Price of Knowledge: "Players have no maximum hand size." Alice keeps nine."""
    t = Table(ruleset)
    t.put("Price of Knowledge", t.bob)
    assert _end_turn_with_nine_cards(t) != "discard"
    assert _hand(t, t.alice) == 9
