"""CR 608.2c: "If [condition], [subject] also gains ... / ~ also deals ...": the conditional
instruction adds to those before it, followed in order; "also" is words only. Real cards,
under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Target creature gets +3/+2 until end of turn. If it's legendary, it also gains trample "
        "until end of turn.",
        "Target creature gets +2/+2 until end of turn. If ~ was bargained, that "
        "creature also gains flying and lifelink until end of turn.",
        "~ deals 5 damage to target creature or planeswalker. If that permanent is a Spirit, ~ "
        "also deals 2 damage to that permanent's controller.",
        "Whenever you attack, target creature you control gets +1/+0 until end of turn. If that "
        "creature is a token, it also gains deathtouch until end of turn.",
    ],
)
def test_cr608_2c_also_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_also_from_another_source_is_refused() -> None:
    """The damage must be the card's own (CR 120.1): "that creature also deals" is not."""
    with pytest.raises(ClauseError):
        parse_line(
            "Target creature gets +1/+1 until end of turn. If it's legendary, that creature "
            "also deals 2 damage to you."
        )


@pytest.mark.parametrize(
    "name",
    [
        "Gimli's Fury",
        "Blessing of Belzenlok",
        "Rending Flame",
        "Hazardroot Herbalist",
        "Toolcraft Exemplar",
        "Archon's Glory",
        "Wedding Invitation",
    ],
)
def test_cr608_2c_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def test_cr608_2c_gimlis_fury_tramples_only_a_legend(table: Table) -> None:
    """Gimli's Fury: Isamaru (legendary) gets +3/+2 and trample; Grizzly Bears only +3/+2."""
    t = table
    isamaru = t.put("Isamaru, Hound of Konda", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 4)
    t.main_phase()
    t.cast(t.put("Gimli's Fury", t.alice, "hand"), isamaru)
    legend = t.game.obj(isamaru)
    assert (legend.current_power(), legend.current_toughness()) == (5, 4)
    assert legend.has(Keyword.TRAMPLE)
    t.cast(t.put("Gimli's Fury", t.alice, "hand"), bears)
    plain = t.game.obj(bears)
    assert (plain.current_power(), plain.current_toughness()) == (5, 4)
    assert not plain.has(Keyword.TRAMPLE)


def test_cr608_2c_rending_flame_also_hits_a_spirits_controller(table: Table) -> None:
    """Rending Flame: 5 to Bob's Kami of Ancient Law (a Spirit) and 2 to Bob; 5 to his Grizzly
    Bears and nothing more."""
    t = table
    kami = t.put("Kami of Ancient Law", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 6)
    t.main_phase()
    t.cast(t.put("Rending Flame", t.alice, "hand"), bears)
    assert t.game.life(t.bob) == 20
    t.cast(t.put("Rending Flame", t.alice, "hand"), kami)
    assert t.game.life(t.bob) == 18
    assert all(
        o.name not in ("Kami of Ancient Law", "Grizzly Bears") for o in t.game.state.battlefield()
    )
