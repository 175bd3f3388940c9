""" "Reveal the top card of your library and put that card into your hand. You lose life equal
to its mana value." (CR 608.2c: the instructions in order; CR 608.2h: "its mana value" is the
card's, the card put into the hand). Not a draw: an empty library does nothing. Real cards,
under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _upkeep(t: Table) -> None:
    """Alice's upkeep begins: her "at the beginning of your upkeep" abilities trigger."""
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack:
        t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_dark_confidant_loses_the_mana_value_of_the_revealed_card(
    ruleset: str,
) -> None:
    """Dark Confidant: the top card, Lava Axe (mana value 5), goes to Alice's hand; she loses
    5 life, not Dark Confidant's own 2."""
    t = Table(ruleset)
    t.put("Island", t.alice, "library")
    t.put("Lava Axe", t.alice, "library")
    t.put("Dark Confidant", t.alice)
    _upkeep(t)
    assert t.zone_of(t.alice, Zone.HAND) == ["Lava Axe"]
    assert t.library(t.alice) == ["Island"]
    assert t.game.life(t.alice) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_dark_confidant_land_costs_no_life(ruleset: str) -> None:
    """A land has mana value 0 (CR 202.3): no life is lost."""
    t = Table(ruleset)
    t.put("Mountain", t.alice, "library")
    t.put("Dark Confidant", t.alice)
    _upkeep(t)
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"]
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_dark_confidant_with_an_empty_library_is_no_draw(ruleset: str) -> None:
    """Nothing to reveal: nothing moves, no life is lost, and Alice didn't draw from an empty
    library (it isn't a draw, CR 704.5b doesn't apply)."""
    t = Table(ruleset)
    t.put("Dark Confidant", t.alice)
    _upkeep(t)
    t.game.check_state_based_actions()
    assert t.game.life(t.alice) == 20
    assert t.game.state.winners is None
    assert t.alice not in t.game.state.drew_from_empty


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_augury_adept_gains_the_mana_value(ruleset: str) -> None:
    """Augury Adept deals combat damage to Bob: Lava Axe goes to Alice's hand and she gains
    5 life."""
    t = Table(ruleset)
    t.begin()
    t.put("Lava Axe", t.alice, "library")
    adept = t.put("Augury Adept", t.alice)
    t.game.deal_damage_event([DamagePart(adept, t.bob, 2, True, None)])
    events = t.game.resolve_triggers()
    moved = [e for e in events if isinstance(e, ZoneChanged)]
    assert [(e.origin, e.destination) for e in moved] == [(Zone.LIBRARY, Zone.HAND)]
    assert t.zone_of(t.alice, Zone.HAND) == ["Lava Axe"]
    assert t.game.life(t.alice) == 25


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, reveal the top card of your library and put that "
        "card into your hand. You lose life equal to its mana value.",
        "Whenever ~ deals combat damage to a player, reveal the top card of your library and "
        "put that card into your hand. You gain life equal to its mana value.",
        "Whenever ~ becomes untapped, reveal the top card of your library and put that card "
        "into your hand. You lose life equal to that card's mana value.",
    ],
)
def test_cr608_2c_top_card_into_hand_round_trip(line: str) -> None:
    round_trip(line)
