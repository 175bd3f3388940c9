"""Intervening "if" conditions (CR 603.4) on life totals and names: "if you have exactly 1
life" (CR 119.1), "if each player has 10 or less life", "if you control four or more Demons
with different names" (CR 201.2). Real cards under both editions: Near-Death Experience,
Cryptolith Fragment, Liliana's Contract."""

from __future__ import annotations

import pytest

from tests.card_table import round_trip
from tests.instruction_play import Table

RULESETS = ["cr2011", "current"]


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, if you have exactly 1 life, you win the game.",
        "At the beginning of your upkeep, if each player has 10 or less life, transform ~.",
        "At the beginning of your upkeep, if you control four or more Demons with different "
        "names, you win the game.",
    ],
)
def test_cr603_4_life_and_names_round_trip(line: str) -> None:
    round_trip(line)


def _set_life(t: Table, player: int, life: int) -> None:
    state = t.game.state
    state.life[state.players[player].pool] = life


def _upkeep(t: Table) -> None:
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack and t.game.state.winners is None:
        t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("life", "wins"), [(1, True), (2, False)])
def test_cr119_1_near_death_experience_exactly_1_life(ruleset: str, life: int, wins: bool) -> None:
    """Near-Death Experience: Alice wins at her upkeep with exactly 1 life, not with 2."""
    t = Table(ruleset)
    t.put("Near-Death Experience", t.alice)
    _set_life(t, t.alice, life)
    _upkeep(t)
    winners = t.game.state.winners
    assert (winners is not None and t.alice in winners) is wins


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("bob_life", "transforms"), [(10, True), (11, False)])
def test_cryptolith_fragment_each_player_10_or_less(
    ruleset: str, bob_life: int, transforms: bool
) -> None:
    """Cryptolith Fragment transforms at Alice's upkeep when she (10) and Bob both have 10 or
    less life."""
    t = Table(ruleset)
    fragment = t.put("Cryptolith Fragment", t.alice)
    _set_life(t, t.alice, 10)
    _set_life(t, t.bob, bob_life)
    _upkeep(t)
    assert t.game.state.objects[fragment].transformed is transforms


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("demons", "wins"),
    [
        (
            ("Reaper from the Abyss", "Archfiend of Ifnir", "Harvester of Souls", "Griselbrand"),
            True,
        ),
        (
            (
                "Harvester of Souls",
                "Harvester of Souls",
                "Archfiend of Ifnir",
                "Archfiend of Ifnir",
            ),
            False,
        ),
    ],
)
def test_cr201_2_lilianas_contract_demons_with_different_names(
    ruleset: str, demons: tuple[str, ...], wins: bool
) -> None:
    """Liliana's Contract: four Demons with four names win; two pairs of one name don't."""
    t = Table(ruleset)
    t.put("Liliana's Contract", t.alice)
    for name in demons:
        t.put(name, t.alice)
    _upkeep(t)
    winners = t.game.state.winners
    assert (winners is not None and t.alice in winners) is wins
