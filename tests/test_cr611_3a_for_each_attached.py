"""CR 611.3a, 613.4c: "~ gets +2/+0 for each Equipment attached to it." / "~ gets +2/+2 for
each Aura and Equipment attached to it." count the permanents attached to it now (layer 7c),
whoever controls them. Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "~ gets +2/+0 for each Equipment attached to it.",
        "~ gets +1/+1 for each Aura attached to it.",
        "~ gets +2/+2 for each Aura and Equipment attached to it.",
    ],
)
def test_cr611_3a_for_each_attached_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_for_each_attached_refuses_other_nouns() -> None:
    with pytest.raises(ClauseError):
        parse_line("~ gets +1/+1 for each Fortification attached to it.")


def test_cr611_3a_goblin_gaveleer_counts_its_equipment(table: Table) -> None:
    """Goblin Gaveleer (1/1) equipped with Short Sword (+1/+1): 4/2; a second Short Sword:
    7/3; one moved to Grizzly Bears: back to 4/2."""
    t = table
    gaveleer = t.put("Goblin Gaveleer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    swords = [t.put("Short Sword", t.alice) for _ in range(2)]
    t.lands("Plains", t.alice, 3)
    t.main_phase()
    t.equip(swords[0], gaveleer)
    assert (t.game.power(gaveleer), t.game.toughness(gaveleer)) == (4, 2)
    t.equip(swords[1], gaveleer)
    assert (t.game.power(gaveleer), t.game.toughness(gaveleer)) == (7, 3)
    t.equip(swords[1], bears)
    assert (t.game.power(gaveleer), t.game.toughness(gaveleer)) == (4, 2)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)


def test_cr611_3a_champion_of_the_flame_counts_auras_and_equipment(table: Table) -> None:
    """Champion of the Flame (1/1): Short Sword (+1/+1) gives 4/4; Holy Strength (+1/+2)
    cast on it too: 7/8."""
    t = table
    champion = t.put("Champion of the Flame", t.alice)
    sword = t.put("Short Sword", t.alice)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    t.equip(sword, champion)
    assert (t.game.power(champion), t.game.toughness(champion)) == (4, 4)
    t.cast(t.put("Holy Strength", t.alice, "hand"), champion)
    assert (t.game.power(champion), t.game.toughness(champion)) == (7, 8)
