"""Clash (CR 701.23 today; 2011: 701.20): "Clash with an opponent. If you win, ..." — each
clashing player reveals the top card of their library, wins if it has a greater mana value
than every other card revealed, and chooses (in APNAP order) to leave it on top or put it on
the bottom. Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import Zone
from mtgrules.random_events import ClashRevealed, ClashWon
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.random_play import outcomes

CLASH = {"cr2011": "701.20", "current": "701.23"}


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 3 damage to target creature. Clash with an opponent. If you win, ~ deals 3"
        " damage to that creature's controller.",
        "Whenever ~ attacks, clash with an opponent. If you win, target creature gains double"
        " strike until end of turn.",
        "Destroy target creature. Clash with an opponent. If you win, you gain life equal to"
        " that creature's toughness.",
    ],
)
def test_cr701_23_clash_lines_round_trip(line: str) -> None:
    round_trip(line)


def _lash_out(ruleset: str, alice_top: str, bob_top: str, *answers: str) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    bears = t.put("Grizzly Bears", t.bob)
    t.put("Island", t.alice, "library")
    t.put(alice_top, t.alice, "library")  # put last: the top card
    t.put("Swamp", t.bob, "library")
    t.put(bob_top, t.bob, "library")
    t.begin()
    t.game.apply(CastSpell(t.put("Lash Out", t.alice, "hand"), (bears,)))
    t.resolve(*answers)
    return t, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23d_lash_out_greater_mana_value_wins_and_deals_3_to_the_controller(
    ruleset: str,
) -> None:
    t, bears = _lash_out(ruleset, "Shivan Dragon", "Grizzly Bears", "top", "top")
    assert not t.game.is_on_battlefield(bears)  # 3 damage to the 2/2
    assert t.game.life(t.bob) == 17
    shown = outcomes(t.game.log)
    assert [(e.player, e.mana_value) for e in shown if isinstance(e, ClashRevealed)] == [
        (t.alice, 6),
        (t.bob, 2),
    ]
    (won,) = [e for e in shown if isinstance(e, ClashWon)]
    assert won.player == t.alice and won.rule == CLASH[ruleset] + "d"
    assert t.library(t.alice)[0] == "Shivan Dragon"  # left on top


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23d_lash_out_equal_mana_values_nobody_wins(ruleset: str) -> None:
    t, _ = _lash_out(ruleset, "Grizzly Bears", "Grizzly Bears", "top", "top")
    assert t.game.life(t.bob) == 20
    assert not [e for e in t.game.log if isinstance(e, ClashWon)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23a_lash_out_lower_mana_value_loses_and_cards_go_to_the_bottom(
    ruleset: str,
) -> None:
    t, _ = _lash_out(ruleset, "Island", "Shivan Dragon", "bottom", "bottom")
    assert t.game.life(t.bob) == 20  # Bob won the clash, not Alice
    assert [e.player for e in t.game.log if isinstance(e, ClashWon)] == [t.bob]
    assert t.library(t.alice) == ["Island", "Island"]
    assert t.library(t.bob) == ["Swamp", "Shivan Dragon"]  # the revealed card at the bottom


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23_release_the_ants_won_clash_returns_it_to_its_owners_hand(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Shivan Dragon", t.alice, "library")
    t.put("Island", t.bob, "library")
    t.begin()
    t.game.apply(CastSpell(t.put("Release the Ants", t.alice, "hand"), (t.bob,)))
    t.resolve("top", "top")
    assert t.game.life(t.bob) == 19
    assert t.zone_of(t.alice, Zone.HAND) == ["Release the Ants"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23b_weed_strangle_won_clash_gains_the_toughness(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    giant = t.put("Hill Giant", t.bob)
    t.put("Shivan Dragon", t.alice, "library")
    t.begin()  # Bob's library is empty: he reveals nothing (CR 701.23a)
    t.game.apply(CastSpell(t.put("Weed Strangle", t.alice, "hand"), (giant,)))
    t.resolve("top")
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == 23
    assert [e.player for e in outcomes(t.game.log) if isinstance(e, ClashRevealed)] == [t.alice]


@pytest.mark.parametrize(
    ("ruleset", "bob_top", "where"),
    [
        ("cr2011", "Grizzly Bears", Zone.HAND),
        ("current", "Grizzly Bears", Zone.HAND),
        ("current", "Shivan Dragon", Zone.GRAVEYARD),
    ],
)
def test_cr400_7d_ringskipper_returns_from_the_graveyard_if_alice_wins_the_clash(
    ruleset: str, bob_top: str, where: Zone
) -> None:
    """Ringskipper dies to Lightning Bolt: its card is in the graveyard as the trigger
    resolves, and the trigger finds it there (CR 400.7d): won, it returns to Alice's hand;
    lost (a tie with Bob's Shivan Dragon), it stays."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.put("Shivan Dragon", t.alice, "library")
    t.put(bob_top, t.bob, "library")
    t.begin()
    skipper = t.put("Ringskipper", t.alice)
    t.game.apply(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (skipper,)))
    t.resolve()
    t.resolve("top", "top")
    assert "Ringskipper" in t.zone_of(t.alice, where)
