"""CR 108.3, 608.2h: "Destroy target creature. Its owner gains 4 life.": the owner of the
target, read as it last existed (it is in the graveyard by then), not its controller. Real
cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr108_3_round_trip() -> None:
    round_trip("Destroy target creature. Its owner gains 4 life.")


def test_cr108_3_its_owner_without_one_target_is_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Destroy all creatures. Its owner gains 4 life.")


@pytest.mark.parametrize("name", ["Path of Peace", "Misfortune's Gain"])
def test_cr108_3_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _path_of_peace(t: Table, creature: int) -> None:
    t.lands("Plains", t.alice, 4)
    t.main_phase()
    t.cast(t.put("Path of Peace", t.alice, "hand"), creature)
    assert creature not in {o.id for o in t.game.state.battlefield()}


def test_cr108_3_the_owner_of_an_opponents_creature_gains(table: Table) -> None:
    t = table
    bears = t.put("Grizzly Bears", t.bob)
    _path_of_peace(t, bears)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 24)


def test_cr108_3_the_owner_not_the_controller(table: Table) -> None:
    """Grizzly Bears owned by Alice and controlled by Bob: Alice, its owner, gains 4."""
    t = table
    card = bundled_database().card("Grizzly Bears")
    bears = t.game.add_card_def(card, owner=t.alice, zone="battlefield", controller=t.bob)
    assert t.game.obj(bears).controller == t.bob
    _path_of_peace(t, bears)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (24, 20)
