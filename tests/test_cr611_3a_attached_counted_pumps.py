"""CR 611.3a, 613.4c: "Enchanted creature gets +1/+1 for each enchantment you control and has
first strike." and "Equipped creature gets +1/+1 for each Swamp you control." count
continuously, for the Aura's or Equipment's controller, and apply to the object it's attached
to (layer 7c; the keyword in layer 6). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Equipped creature gets +1/+1 for each Swamp you control.",
        "Equipped creature gets +1/+1 for each charge counter on ~.",
        "Enchanted creature gets +1/+1 for each enchantment you control and has first strike.",
        "Enchanted creature gets +1/+0 for each Mountain you control and has first strike.",
    ],
)
def test_cr611_3a_attached_counted_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_ethereal_armor_counts_alices_enchantments(table: Table) -> None:
    """Ethereal Armor on Alice's Grizzly Bears: 3/3 first strike; a second Armor: each counts
    two enchantments (6/6); Bob's Glorious Anthem isn't Alice's (still 6/6); Alice's own
    Glorious Anthem counts for both Armors and pumps too (2 + 3 + 3 + 1 = 9)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Plains", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Ethereal Armor", t.alice, "hand"), bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert t.game.state.objects[bears].has(Keyword.FIRST_STRIKE)
    t.cast(t.put("Ethereal Armor", t.alice, "hand"), bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (6, 6)
    t.put("Glorious Anthem", t.bob)
    assert t.game.power(bears) == 6
    t.put("Glorious Anthem", t.alice)
    assert t.game.power(bears) == 9


def test_cr611_3a_lashwrithe_follows_the_swamps(table: Table) -> None:
    """Lashwrithe equipped to Alice's Grizzly Bears with two Swamps: 4/4; a third Swamp:
    5/5; Bob's Swamp doesn't count; the Bears lose it all when it moves off (2/2)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    lashwrithe = t.put("Lashwrithe", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.main_phase()
    t.equip(lashwrithe, bears)
    assert t.game.state.objects[lashwrithe].attached_to == bears
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)
    t.put("Swamp", t.alice)
    assert t.game.power(bears) == 5
    t.put("Swamp", t.bob)
    assert t.game.power(bears) == 5
    t.game.move_to_zone(lashwrithe, "graveyard")
    assert t.game.power(bears) == 2
