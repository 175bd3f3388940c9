"""CR 103.6 (2011: 103.5): once the opening hands are kept, the starting player, then each
other player in turn order, may take the actions cards allow from the opening hand; CR 103.6a
(2011: 103.5a): "If ~ is in your opening hand, you may begin the game with it on the
battlefield." puts that card onto the battlefield. Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LEYLINE = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


def test_cr103_6a_round_trip() -> None:
    round_trip(LEYLINE)


@pytest.mark.parametrize(
    "name",
    [
        "Leyline of Punishment",
        "Leyline of Lightning",
        "Leyline Axe",
        "Leyline of Vitality",
        "Leyline of Sanctity",
    ],
)
def test_cr103_6a_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _table(ruleset: str) -> Table:
    """Seven cards in each library, a leyline among them: each opening hand holds it."""
    t = Table(ruleset)
    t.put("Leyline of Punishment", t.alice, "library")
    t.put("Leyline of Sanctity", t.bob, "library")
    for _ in range(6):
        t.put("Mountain", t.alice, "library")
        t.put("Island", t.bob, "library")
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr103_6a_leylines_begin_on_the_battlefield(ruleset: str) -> None:
    """Nobody asked: both leylines begin the game on the battlefield; the hands keep six."""
    t = _table(ruleset)
    t.game.start(first=t.alice, seed=3)
    assert "Leyline of Punishment" in t.zone_of(t.alice, Zone.BATTLEFIELD)
    assert "Leyline of Sanctity" in t.zone_of(t.bob, Zone.BATTLEFIELD)
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"] * 6
    assert t.zone_of(t.bob, Zone.HAND) == ["Island"] * 6


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr103_6_starting_player_first_and_each_may_decline(ruleset: str) -> None:
    """The starting player (Bob here) is asked first, then Alice; Bob keeps his leyline in
    hand, Alice puts hers onto the battlefield. The rule cited is the edition's own."""
    t = _table(ruleset)
    asked: list[Decision] = []

    def policy(decision: Decision) -> Hashable:
        asked.append(decision)
        return decision.player == t.alice

    t.game.start(first=t.bob, seed=3, opening=policy)
    assert [d.player for d in asked] == [t.bob, t.alice]
    assert {d.rule for d in asked} == {"103.5a" if ruleset == "cr2011" else "103.6a"}
    assert "Leyline of Sanctity" in t.zone_of(t.bob, Zone.HAND)
    assert "Leyline of Punishment" in t.zone_of(t.alice, Zone.BATTLEFIELD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr103_6a_only_the_opening_hand_counts(ruleset: str) -> None:
    """Eight cards in the library: when the shuffle leaves the leyline out of the seven
    drawn, it stays in the library; when drawn, it begins on the battlefield. Never in hand."""
    seen = set()
    for seed in range(12):
        t = Table(ruleset)
        t.put("Leyline of Punishment", t.alice, "library")
        for _ in range(7):
            t.put("Mountain", t.alice, "library")
            t.put("Island", t.bob, "library")
        t.game.start(first=t.alice, seed=seed)
        (zone,) = [
            o.zone for o in t.game.state.objects.values() if o.name == "Leyline of Punishment"
        ]
        hand = t.zone_of(t.alice, Zone.HAND)
        assert zone in (Zone.LIBRARY, Zone.BATTLEFIELD)
        assert len(hand) == (6 if zone is Zone.BATTLEFIELD else 7)
        seen.add(zone)
    assert seen == {Zone.LIBRARY, Zone.BATTLEFIELD}
