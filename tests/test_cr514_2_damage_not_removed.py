"""CR 514.2 (the same number in 2011): in the cleanup step, damage is removed from every
permanent, except where a static ability says "Damage isn't removed from creatures your
opponents control during cleanup steps." (Patient Zero); so that damage adds up across turns
until the source leaves. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Damage isn't removed from creatures your opponents control during cleanup steps.",
        "Damage isn't removed from ~ during cleanup steps.",
    ],
)
def test_cr514_2_damage_kept_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_2_patient_zero_keeps_damage_on_opponents_creatures(ruleset: str) -> None:
    """Alice's Patient Zero: 2 damage on Bob's Hill Giant stays through the cleanup step, the
    damage on Alice's Grizzly Bears doesn't; 1 more damage next turn kills the Giant (3)."""
    t = Table(ruleset)
    zero = t.put("Patient Zero", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.deal_damage(zero, giant, 2)
    t.game.deal_damage(giant, bears, 1)
    t.game.cleanup()
    assert t.game.damage_on(giant) == 2
    assert t.game.damage_on(bears) == 0
    t.game.deal_damage(zero, giant, 1)
    t.game.check_state_based_actions()
    giant_now = t.game.state.objects.get(giant)
    assert giant_now is None or giant_now.zone is not Zone.BATTLEFIELD  # CR 704.5g


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_2_damage_is_removed_once_patient_zero_is_gone(ruleset: str) -> None:
    t = Table(ruleset)
    zero = t.put("Patient Zero", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.deal_damage(zero, giant, 2)
    t.game.move_to_zone(zero, "graveyard")
    t.game.cleanup()
    assert t.game.damage_on(giant) == 0
