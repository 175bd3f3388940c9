"""CR 611.3a: "During your turn, equipped creature gets +2/+0 and has first strike." (Quick-
Draw Katana) applies only while it's the turn of the Equipment's controller, and starts and
stops applying as the turn changes, with no event of its own. Real cards from the bundled
database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.objects import Keyword, Step
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "During your turn, equipped creature gets +2/+0 and has first strike.",
        "During your turn, equipped creature has flying.",
        "During your turn, equipped creature gets +1/+1.",
    ],
)
def test_cr611_3a_during_your_turn_round_trip(line: str) -> None:
    round_trip(line)


def _to_turn_of(t: Table, player: int) -> None:
    """Pass (attacking and blocking with nothing) until ``player``'s upkeep begins."""
    for owner in (t.alice, t.bob):
        for _ in range(3):
            t.put("Island", owner, "library")  # cards to draw
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == player):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())


def test_cr611_3a_quick_draw_katana_only_in_your_turn(table: Table) -> None:
    """Quick-Draw Katana on Alice's Bears: 4/2 with first strike in her turn, 2/2 without it
    in Bob's, and again 4/2 in her next turn."""
    t = table
    t.lands("Plains", t.alice, 2)
    katana = t.put("Quick-Draw Katana", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.equip(katana, bears)
    obj = t.game.obj(bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 2)
    assert obj.has(Keyword.FIRST_STRIKE)
    _to_turn_of(t, t.bob)
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    assert not t.game.obj(bears).has(Keyword.FIRST_STRIKE)
    _to_turn_of(t, t.alice)
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 2)
    assert t.game.obj(bears).has(Keyword.FIRST_STRIKE)


def test_cr611_3a_katana_of_the_other_player_in_your_turn(table: Table) -> None:
    """Bob's Katana on Bob's Bears does nothing in Alice's turn: Alice's Hill Giant blocked
    by them kills them and survives (no first strike, 2 power)."""
    t = table
    katana = t.put("Quick-Draw Katana", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.attach(katana, bears)
    giant = t.put("Hill Giant", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    assert t.game.power(bears) == 2
    t.game.apply(DeclareAttackers(((giant, t.bob),)))
    t.pass_step()
    t.game.apply(DeclareBlockers(((bears, giant),)))
    t.pass_step()
    t.pass_step()
    assert not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(giant) and t.game.damage_on(giant) == 2
