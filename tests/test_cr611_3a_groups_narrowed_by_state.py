"""CR 611.3a: a static ability's group is checked continuously. "Creatures you control that
entered this turn have double strike." (Deathleaper, Terror Weapon) covers the creatures that
entered the battlefield this turn as these objects (CR 400.7), and "Creatures you control with
counters on them have trample." those with any counter (CR 122.1). Real cards, both
rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from mtgrules.rules.static_abilities import refresh
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Creatures you control that entered this turn have double strike.",
        "Creatures you control with counters on them have trample.",
    ],
)
def test_cr611_3a_narrowed_group_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_deathleaper_only_creatures_that_entered_this_turn(table: Table) -> None:
    """Alice casts Deathleaper (3/3 haste): it has double strike, her Grizzly Bears (there
    before the turn) don't; it attacks alone and deals 3 + 3 to Bob."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.lands("Forest", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Deathleaper, Terror Weapon", t.alice, "hand"))
    leaper = t.on_battlefield("Deathleaper, Terror Weapon")
    assert t.game.state.objects[leaper].has(Keyword.DOUBLE_STRIKE)
    assert not t.game.state.objects[bears].has(Keyword.DOUBLE_STRIKE)
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((leaper, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    t.game.apply(DeclareBlockers(()))
    for _ in range(8):
        if t.game.state.life_of(t.bob) <= 14:
            break
        t.game.apply(PassPriority())
    assert t.game.state.life_of(t.bob) == 14


def test_cr122_1_creatures_with_counters_on_them(table: Table) -> None:
    """The group of "Creatures you control with counters on them have trample." (Nev, the
    Practical Dean, which waits for its other line; its static given to a Grizzly Bears
    here): Alice's other Bears gain trample once a counter is on them; Bob's creature with a
    counter doesn't."""
    t = table
    line = parse_line("Creatures you control with counters on them have trample.")
    assert isinstance(line, StaticLine)
    lord = t.put("Grizzly Bears", t.alice)  # the static's source
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Hill Giant", t.bob)
    t.game.state.objects[lord].statics = (line.effect,)
    t.game.state.static_sources.add(lord)
    refresh(t.game.state)
    assert not t.game.state.objects[bears].has(Keyword.TRAMPLE)
    t.game.state.objects[bears].counters["+1/+1"] = 1
    t.game.state.objects[bobs].counters["+1/+1"] = 1
    refresh(t.game.state)
    assert t.game.state.objects[bears].has(Keyword.TRAMPLE)
    assert not t.game.state.objects[bobs].has(Keyword.TRAMPLE)
