"""CR 509.1b: the defending player's creatures block only as the restrictions in effect allow;
"[creature] can't be blocked this turn" from a resolving ability lasts until the cleanup step
(CR 611.2a, 514.2). Real cards ("~", "target creature", "target creature you control",
"target Ninja creature", "it"), both rulesets; a block of the creature is refused and changes
nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, DeclareBlockers
from mtgrules.cards.model import Restriction
from mtgrules.rules.casting import IllegalActionError
from mtgrules.turn_events import ModifierAdded
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip
from tests.test_cr509_1b_cant_block_this_turn import attack_with, offered, refused


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "{3}{U}: ~ can't be blocked this turn.",
        "{T}: Target creature can't be blocked this turn.",
        "{1}{U}: Target creature you control can't be blocked this turn.",
        "{2}: Target Ninja creature can't be blocked this turn.",
        "{U/P}: ~ can't be blocked this turn.",
        "{1}: Target creature gets +1/+0 until end of turn. It can't be blocked this turn.",
    ],
)
def test_cr509_1b_cant_be_blocked_this_turn_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr509_1b_guild_thief_cant_be_blocked_until_cleanup(table: Table) -> None:
    """Guild Thief: "{3}{U}: ~ can't be blocked this turn." Bob's Hill Giant can't block it
    (the block is refused with rule 509.1b); the 1/1 Thief deals its damage; the cleanup step
    ends the restriction (CR 514.2)."""
    t = table
    thief = t.put("Guild Thief", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Island", t.alice, 4)
    t.main_phase()
    t.game.apply(ActivateAbility(thief, 0))
    added = [e for e in t.resolve() if isinstance(e, ModifierAdded)]
    assert [(e.permanent, e.rule) for e in added] == [(thief, "509.1b")]
    attack_with(t, thief)
    assert not offered(t, giant)
    refused(t, giant, thief)
    t.game.apply(DeclareBlockers(()))
    while t.game.state.life_of(t.bob) == 20:
        t.pass_step()
    assert t.game.state.life_of(t.bob) == 19  # a 1/1
    t.game.cleanup()
    assert not t.game.state.objects[thief].restricted(Restriction.CANT_BE_BLOCKED)


def test_cr509_1b_jhessian_balmgiver_targets_another_creature(table: Table) -> None:
    """Jhessian Balmgiver's second ability, "{T}: Target creature can't be blocked this
    turn.", on Alice's Grizzly Bears: Bob's Hill Giant can't block the Bears; Alice's
    untargeted Craw Wurm can still be blocked."""
    t = table
    balmgiver = t.put("Jhessian Balmgiver", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    wurm = t.put("Craw Wurm", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    t.game.apply(ActivateAbility(balmgiver, 1, (bears,)))
    t.resolve()
    attack_with(t, bears)
    assert not offered(t, giant)
    refused(t, giant, bears)
    assert not t.game.state.objects[wurm].restricted(Restriction.CANT_BE_BLOCKED)


def test_cr115_1_thassa_targets_only_a_creature_you_control(table: Table) -> None:
    """Thassa, God of the Sea: "{1}{U}: Target creature you control can't be blocked this
    turn." Bob's creature is not a legal target (refused, nothing changes); Alice's is."""
    t = table
    thassa = t.put("Thassa, God of the Sea", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Island", t.alice, 2)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(thassa, 0, (giant,)))
    assert t.game.state == before
    t.game.apply(ActivateAbility(thassa, 0, (bears,)))
    t.resolve()
    assert t.game.state.objects[bears].restricted(Restriction.CANT_BE_BLOCKED)
    assert not t.game.state.objects[giant].restricted(Restriction.CANT_BE_BLOCKED)
