"""CR 611.3a: "as long as there is a land card in your graveyard", "... there is a Desert card
in your graveyard", "... an artifact card is in your graveyard", "... there are no cards in
your graveyard" are checked continuously, in the graveyard of the ability's controller. Real
cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "~ gets +1/+1 as long as there is a Desert card in your graveyard.",
        "~ gets +3/+3 as long as there is a land card in your graveyard.",
        "~ gets +4/+4 as long as there are no cards in your graveyard.",
        "~ has flying as long as an artifact card is in your graveyard.",
    ],
)
def test_cr611_3a_graveyard_condition_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_graveyard_condition_refuses_other_zones() -> None:
    with pytest.raises(ClauseError):
        parse_line("~ gets +1/+1 as long as there is a land card in your hand.")


def test_cr611_3a_murasa_behemoth_land_card(table: Table) -> None:
    """Murasa Behemoth (5/5): 8/8 once a land card is in Alice's graveyard; Bob's doesn't
    count; a nonland card doesn't."""
    t = table
    behemoth = t.put("Murasa Behemoth", t.alice)
    t.put("Forest", t.bob, "graveyard")
    t.put("Grizzly Bears", t.alice, "graveyard")
    assert t.game.power(behemoth) == 5
    t.put("Forest", t.alice, "graveyard")
    assert (t.game.power(behemoth), t.game.toughness(behemoth)) == (8, 8)


def test_cr611_3a_gorilla_titan_empty_graveyard(table: Table) -> None:
    """Gorilla Titan (4/4): 8/8 while Alice's graveyard is empty; a card in it: 4/4."""
    t = table
    titan = t.put("Gorilla Titan", t.alice)
    t.put("Island", t.bob, "graveyard")
    assert (t.game.power(titan), t.game.toughness(titan)) == (8, 8)
    t.put("Island", t.alice, "graveyard")
    assert (t.game.power(titan), t.game.toughness(titan)) == (4, 4)


def test_cr611_3a_windwright_mage_artifact_card(table: Table) -> None:
    """Windwright Mage: flying only while an artifact card is in Alice's graveyard."""
    t = table
    mage = t.put("Windwright Mage", t.alice)
    t.put("Grizzly Bears", t.alice, "graveyard")
    assert not t.game.state.objects[mage].has(Keyword.FLYING)
    t.put("Ornithopter", t.alice, "graveyard")
    assert t.game.state.objects[mage].has(Keyword.FLYING)


def test_cr611_3a_ramunap_hydra_desert_card(table: Table) -> None:
    """Ramunap Hydra (3/3): +1/+1 for a Desert card in Alice's graveyard (Desert of the
    True), not for another land card."""
    t = table
    hydra = t.put("Ramunap Hydra", t.alice)
    t.put("Forest", t.alice, "graveyard")
    assert t.game.power(hydra) == 3
    t.put("Desert of the True", t.alice, "graveyard")
    assert (t.game.power(hydra), t.game.toughness(hydra)) == (4, 4)
