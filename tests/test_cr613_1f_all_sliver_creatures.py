"""CR 613.1f, 613.4c: "All Sliver creatures have first strike." / "All Sliver creatures get
+1/+1." affect every Sliver on the battlefield, whoever controls it, while the source is on
the battlefield (CR 611.3). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.objects import Keyword, Zone
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "All Sliver creatures have first strike.",
        "All Sliver creatures have double strike.",
        "All Sliver creatures get +1/+1.",
    ],
)
def test_cr613_1f_all_group_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_1f_spitting_sliver_gives_every_sliver_first_strike(table: Table) -> None:
    """Spitting Sliver (Alice's): Bob's Metallic Sliver has first strike too, Bob's Grizzly
    Bears don't; when Spitting Sliver leaves, nobody has it."""
    t = table
    spitting = t.put("Spitting Sliver", t.alice)
    metallic = t.put("Metallic Sliver", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    objects = t.game.state.objects
    assert objects[spitting].has(Keyword.FIRST_STRIKE)
    assert objects[metallic].has(Keyword.FIRST_STRIKE)
    assert not objects[bears].has(Keyword.FIRST_STRIKE)
    t.game.move_to_zone(spitting, "graveyard")
    assert not t.game.state.objects[metallic].has(Keyword.FIRST_STRIKE)


def test_cr613_1f_first_strike_sliver_kills_its_blocker_first(table: Table) -> None:
    """Spitting Sliver (3/3, first strike) attacks; Bob's Hill Giant (3/3) blocks: the Giant
    dies in the first combat damage step and deals no damage back (CR 510.4)."""
    t = table
    spitting = t.put("Spitting Sliver", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((spitting, t.bob),)))
    while t.decision().kind == "priority":
        t.game.apply(PassPriority())
    t.game.apply(DeclareBlockers(((giant, spitting),)))

    def on_battlefield(permanent: int) -> bool:
        obj = t.game.state.objects.get(permanent)
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    for _ in range(12):  # both pass through the combat damage steps
        if not on_battlefield(giant):
            break
        t.game.apply(PassPriority())
    assert not on_battlefield(giant)
    assert on_battlefield(spitting)
    assert t.game.damage_on(spitting) == 0


def test_cr613_4c_muscle_sliver_pumps_every_sliver(table: Table) -> None:
    """Muscle Sliver (1/1, "All Sliver creatures get +1/+1."): itself 2/2, Bob's Metallic
    Sliver 2/2, Bob's Grizzly Bears still 2/2."""
    t = table
    muscle = t.put("Muscle Sliver", t.alice)
    metallic = t.put("Metallic Sliver", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    assert t.game.power(muscle) == 2 and t.game.power(metallic) == 2
    assert t.game.power(bears) == 2
