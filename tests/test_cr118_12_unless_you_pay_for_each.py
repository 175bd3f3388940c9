"""CR 118.12 (2011: 117.12), 608.2h: "sacrifice it unless you pay {1} for each card in your
hand" (Megatherium): the cost is counted as the ability resolves and paid as one cost, in
full or not at all (CR 601.2h); a player who can't pay it has no choice. Real cards, both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr118_12_unless_for_each_round_trip() -> None:
    round_trip("When ~ enters, sacrifice it unless you pay {1} for each card in your hand.")


def _megatherium(ruleset: str, lands: int, cards: int) -> Table:
    """Alice casts Megatherium ({2}{G}) with ``lands`` Forests and ``cards`` other cards in
    her hand; the creature spell resolves and its trigger waits on the stack."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, lands)
    for _ in range(cards):
        t.put("Island", t.alice, "hand")
    beast = t.put("Megatherium", t.alice, "hand")
    t.begin()
    t.act(CastSpell(beast, ()))
    t.resolve()
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("pays", "stays", "untapped"), [(True, True, 0), (False, False, 3)])
def test_cr118_12_megatherium_three_cards_cost_three(
    ruleset: str, pays: bool, stays: bool, untapped: int
) -> None:
    t = _megatherium(ruleset, 6, 3)
    t.resolve(pays)
    assert ("Megatherium" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is stays
    lands = [o for o in t.game.state.battlefield() if o.name == "Forest"]
    assert sum(1 for o in lands if not o.tapped) == untapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_12_megatherium_unpayable_is_sacrificed(ruleset: str) -> None:
    """Three cards but two untapped Forests: it can't be paid, nothing is asked."""
    t = _megatherium(ruleset, 5, 3)
    t.resolve()
    assert "Megatherium" in t.zone_of(t.alice, Zone.GRAVEYARD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_5_megatherium_empty_hand_costs_nothing(ruleset: str) -> None:
    """No card in hand: the cost is {0}, paid with nothing (CR 118.5); it stays."""
    t = _megatherium(ruleset, 3, 0)
    t.resolve(True)
    assert "Megatherium" in t.zone_of(t.alice, Zone.BATTLEFIELD)
