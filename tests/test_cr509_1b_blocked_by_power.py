"""CR 509.1b: restrictions on blocking are checked as blockers are declared; "~ can't be
blocked by creatures with power 2 or less" reads each blocker's power then. Real cards,
both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "~ can't be blocked by creatures with power 2 or less.",
        "~ can't be blocked by creatures with power 3 or greater.",
    ],
)
def test_cr509_1b_power_limit_lines_round_trip_and_are_supported(line: str) -> None:
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


def to_blockers(t: Table, attacker: EntityId) -> None:
    """Alice attacks Bob with ``attacker``; both pass until Bob declares blockers."""
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.decision().kind == "declare blockers"


def blocks_offered(t: Table, blocker: EntityId) -> bool:
    return any(any(b == blocker for b, _ in getattr(o, "blocks", ())) for o in t.decision().options)


def test_cr509_1b_small_creatures_cant_block_scuttling_doom_engine(table: Table) -> None:
    """Scuttling Doom Engine (6/6): Grizzly Bears (power 2) can't block it; Hill Giant
    (power 3) can."""
    t = table
    engine = t.put("Scuttling Doom Engine", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    to_blockers(t, engine)
    assert not blocks_offered(t, bears)
    assert blocks_offered(t, giant)
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((bears, engine),)))
    assert error.value.rule == "509.1b"
    assert t.decision().kind == "declare blockers"  # nothing changed
    t.game.apply(DeclareBlockers(((giant, engine),)))
    assert t.game.state.combat is not None and giant in t.game.state.combat.blocking


def test_cr509_1b_power_is_read_as_blockers_are_declared(table: Table) -> None:
    """Giant Growth on Bob's Grizzly Bears (5/5 until end of turn) during the declare
    attackers step: the Bears can block Scuttling Doom Engine."""
    t = table
    engine = t.put("Scuttling Doom Engine", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", t.bob, 1)
    growth = t.put("Giant Growth", t.bob, "hand")
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((engine, t.bob),)))
    t.game.apply(PassPriority())  # Alice passes; Bob casts Giant Growth
    t.game.apply(CastSpell(growth, (bears,)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.game.power(bears) == 5
    t.game.apply(DeclareBlockers(((bears, engine),)))
    assert t.game.state.combat is not None and bears in t.game.state.combat.blocking


def test_cr509_1b_big_creatures_cant_block_beloved_princess(table: Table) -> None:
    """Beloved Princess: "can't be blocked by creatures with power 3 or greater"."""
    t = table
    princess = t.put("Beloved Princess", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    to_blockers(t, princess)
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((giant, princess),)))
    t.game.apply(DeclareBlockers(((bears, princess),)))
    assert t.game.state.combat is not None and bears in t.game.state.combat.blocking
