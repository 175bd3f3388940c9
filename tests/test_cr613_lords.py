"""Static abilities of narrowed groups ("lords", CR 613.4c and 613.1f, CR 611.3a): "Other
Elves you control get +1/+1.", "Other black creatures you control get +1/+1.", "Other Soldier
creatures get +1/+1 and have first strike." (every player's), "Creatures you control with
flying get ..." (after layer 6); and the round trip of their templates (the rendering equals
the Oracle text)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table

TEMPLATES = [
    "Other Goblins you control get +1/+1.",
    "Other Elves you control get +1/+1.",
    "Elves you control get +2/+0.",
    "Other black creatures you control get +1/+1.",
    "White creatures get +1/+1.",
    "Other black creatures get -1/-1.",
    "Other Soldier creatures get +1/+1 and have first strike.",
    "Other Giant creatures you control get +2/+2 and have trample.",
    "Creatures you control with flying get +1/+1.",
    "Other creatures you control with flying get +1/+0.",
    "Creature tokens you control have haste.",
    "Other Dinosaurs you control have haste.",
]


@pytest.mark.parametrize("line", TEMPLATES)
def test_lord_templates_render_back_and_are_supported(line: str) -> None:
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def pt(t: Table, creature: int) -> tuple[int, int]:
    return t.game.power(creature), t.game.toughness(creature)


def test_cr613_4c_subtype_lord_affects_only_that_subtype(table: Table) -> None:
    """Canopy Tactician: "Other Elves you control get +1/+1." Llanowar Elves gets it; the
    Tactician itself, Grizzly Bears and Bob's Elf don't."""
    t = table
    tactician = t.put("Canopy Tactician", t.alice)
    elf = t.put("Llanowar Elves", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Llanowar Elves", t.bob)
    assert pt(t, elf) == (2, 2)
    assert pt(t, tactician) == (3, 3)
    assert pt(t, bears) == (2, 2)
    assert pt(t, theirs) == (1, 1)


def test_cr613_4c_color_lord(table: Table) -> None:
    """Balefire Liege: "Other red creatures you control get +1/+1. Other white creatures you
    control get +1/+1." A red creature gets one bonus."""
    t = table
    t.put("Balefire Liege", t.alice)
    goblin = t.put("Raging Goblin", t.alice)  # red
    bears = t.put("Grizzly Bears", t.alice)  # green
    assert pt(t, goblin) == (2, 2)
    assert pt(t, bears) == (2, 2)


def test_cr613_every_players_creatures(table: Table) -> None:
    """Bad Moon: "Black creatures get +1/+1." — every player's black creatures."""
    t = table
    t.put("Bad Moon", t.alice)
    mine = t.put("Walking Corpse", t.alice)
    theirs = t.put("Walking Corpse", t.bob)
    assert pt(t, mine) == (3, 3)
    assert pt(t, theirs) == (3, 3)


def test_cr613_group_with_a_keyword_sees_layer_6(table: Table) -> None:
    """Empyrean Eagle: "Other creatures you control with flying get +1/+1." A creature with
    flying only from Serra Ascendant's own ability (at 30 life) gets it too: its abilities
    are determined in layer 6 before 7c applies."""
    t = table
    t.put("Empyrean Eagle", t.alice)
    ascendant = t.put("Serra Ascendant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    assert pt(t, ascendant) == (1, 1)
    t.game.gain_life(t.alice, 10)
    assert t.game.obj(ascendant).has(Keyword.FLYING)
    assert pt(t, ascendant) == (7, 7)
    assert pt(t, bears) == (2, 2)
