"""'return a green creature you control to its owner's hand' (CR 608.2d: the controller
chooses on resolution among the creatures of that color they control). Real cards under both
editions: Stampeding Wildebeests, Skull Collector."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, return a green creature you control to its owner's hand.",
        "At the beginning of your upkeep, return a black creature you control to its owner's hand.",
    ],
)
def test_cr608_2d_return_a_creature_of_a_color_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    ("card", "other"),
    [("Stampeding Wildebeests", "Savannah Lions"), ("Skull Collector", "Grizzly Bears")],
)
def test_cr608_2d_only_a_creature_of_that_color_returns(
    ruleset: str, card: str, other: str
) -> None:
    """Alice's only creature of the color is the card itself: it returns to her hand; her
    creature of another color stays."""
    t = Table(ruleset)
    t.put(card, t.alice)
    t.put(other, t.alice)
    t.game.begin("upkeep", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.zone_of(t.alice, Zone.HAND) == [card]
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == [other]
