"""CR 110.4, 608.2c: "target creature or planeswalker. That permanent loses indestructible until
end of turn.": "that permanent" names the only target again, whatever permanent type it has.
Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword, Zone
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr110_4_round_trip() -> None:
    round_trip(
        "~ deals 5 damage to target creature or planeswalker. That permanent loses "
        "indestructible until end of turn."
    )


def test_cr110_4_that_permanent_after_a_target_of_one_type_is_refused() -> None:
    """A target creature is "that creature", never "that permanent"."""
    with pytest.raises(ClauseError):
        parse_line(
            "~ deals 5 damage to target creature. That permanent loses indestructible until end "
            "of turn."
        )


@pytest.mark.parametrize("name", ["Soul Sear", "Rebel Salvo"])
def test_cr110_4_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def test_cr110_4_soul_sear_kills_an_indestructible_creature(table: Table) -> None:
    """Soul Sear on Bob's Darksteel Gargoyle (3/3 indestructible): it loses indestructible,
    then the 5 damage destroys it (CR 704.5g); Alice's own Darksteel Myr keeps indestructible."""
    t = table
    gargoyle = t.put("Darksteel Gargoyle", t.bob)
    myr = t.put("Darksteel Myr", t.alice)
    t.lands("Mountain", t.alice, 3)
    t.main_phase()
    t.cast(t.put("Soul Sear", t.alice, "hand"), gargoyle)
    assert gargoyle not in {o.id for o in t.game.state.battlefield()}
    assert any(
        o.name == "Darksteel Gargoyle" and o.zone is Zone.GRAVEYARD
        for o in t.game.state.objects.values()
    )
    assert t.game.obj(myr).has(Keyword.INDESTRUCTIBLE)
