"""CR 509.1b: "Creatures with power less than ~'s power can't block it." compares both powers
as blockers are declared; a creature of equal or greater power may block. Real cards, both
rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip
from tests.test_cr509_1b_blocked_by_power import blocks_offered, to_blockers


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr509_1b_lesser_power_line_round_trips() -> None:
    round_trip("Creatures with power less than ~'s power can't block it.")


def test_cr509_1b_skarrgan_pit_skulk_equal_power_may_block(table: Table) -> None:
    """Skarrgan Pit-Skulk (1/1): Bob's Ornithopter (power 0) can't block it; his Llanowar
    Elves (power 1, not less) can."""
    t = table
    skulk = t.put("Skarrgan Pit-Skulk", t.alice)
    thopter = t.put("Ornithopter", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    to_blockers(t, skulk)
    assert not blocks_offered(t, thopter)
    assert blocks_offered(t, elves)
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((thopter, skulk),)))
    assert error.value.rule == "509.1b"
    assert t.decision().kind == "declare blockers"  # nothing changed
    t.game.apply(DeclareBlockers(((elves, skulk),)))
    assert t.game.state.combat is not None and elves in t.game.state.combat.blocking


def test_cr509_1b_battering_wurm_smaller_creatures_cant_block(table: Table) -> None:
    """Battering Wurm (4/3): Bob's Grizzly Bears (2) and Hill Giant (3) can't block it; his
    Craw Wurm (6) can."""
    t = table
    wurm = t.put("Battering Wurm", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    craw = t.put("Craw Wurm", t.bob)
    to_blockers(t, wurm)
    assert not blocks_offered(t, bears) and not blocks_offered(t, giant)
    assert blocks_offered(t, craw)


def test_cr509_1b_battering_wurm_power_read_as_blockers_are_declared(table: Table) -> None:
    """Giant Growth on Bob's Grizzly Bears (5/5) in the declare attackers step: the Bears
    may block Battering Wurm (4/3)."""
    t = table
    wurm = t.put("Battering Wurm", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", t.bob, 1)
    growth = t.put("Giant Growth", t.bob, "hand")
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((wurm, t.bob),)))
    t.game.apply(PassPriority())  # Alice passes; Bob casts Giant Growth on his Bears
    t.game.apply(CastSpell(growth, (bears,)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    assert t.game.power(bears) == 5
    t.game.apply(DeclareBlockers(((bears, wurm),)))
    assert t.game.state.combat is not None and bears in t.game.state.combat.blocking
