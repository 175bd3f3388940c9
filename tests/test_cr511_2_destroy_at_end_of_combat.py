""" "Whenever ~ deals combat damage to a creature, destroy that creature at end of combat."
(Ohran Viper, Serpentine Basilisk): the trigger creates a delayed triggered ability (CR
603.7a) that triggers as the end of combat step begins (CR 511.2) and destroys that particular
creature (CR 603.7c). Real cards played through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


def test_cr511_2_destroy_at_end_of_combat_round_trip() -> None:
    round_trip(
        "Whenever ~ deals combat damage to a creature, destroy that creature at end of combat."
    )
    round_trip("Whenever ~ deals damage to a creature, destroy that creature at end of combat.")


def test_cr603_7c_only_the_damaged_creature() -> None:
    """Another instruction is refused; after another event "that creature" isn't a creature
    dealt damage, so the engine refuses it (a Warrior's damage: see
    test_cr603_7c_that_creature_dealt_damage.py)."""
    with pytest.raises(ClauseError):
        parse_line(
            "Whenever ~ deals combat damage to a creature, tap that creature at end of combat."
        )
    ability = parse_line(
        "Whenever a creature you control attacks, destroy that creature at end of combat."
    )
    assert missing(ability) is not None


def _to_end_of_combat(t: CombatTable, *, in_damage_step: list[Zone], watched: int) -> None:
    """Play on through the combat damage step (recording where ``watched`` is as the game
    waits there), then resolve what triggers as the end of combat step begins ("may" answered
    no)."""
    for _ in range(50):
        state = t.game.state
        step = state.step.value if state.step is not None else None
        if step == "combat damage":
            in_damage_step.append(t.obj(watched).zone)
        if step in ("end of combat", "postcombat main") and not state.stack:
            return
        asked = t.asked()
        t.game.apply(Choose(False) if asked.kind == "may" else PassPriority())
    raise AssertionError("combat doesn't end")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr511_2_ohran_viper_destroys_its_blocker_at_end_of_combat(ruleset: str) -> None:
    """Ohran Viper (1/3) blocked by Wall of Stone (0/8): the Wall survives the combat damage
    step, and is destroyed at end of combat."""
    t = CombatTable(ruleset)
    viper = t.put("Ohran Viper", t.alice)
    wall = t.put("Wall of Stone", t.bob)
    t.attack(viper, blocks=((wall, viper),))
    seen: list[Zone] = []
    _to_end_of_combat(t, in_damage_step=seen, watched=wall)
    assert seen and set(seen) == {Zone.BATTLEFIELD}
    assert t.zone("Wall of Stone") is Zone.GRAVEYARD
    assert t.zone("Ohran Viper") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_serpentine_basilisk_unblocked_destroys_nothing(ruleset: str) -> None:
    """Serpentine Basilisk unblocked deals damage to Bob only: Bob's Wall of Stone, which
    didn't block, stays on the battlefield."""
    t = CombatTable(ruleset)
    basilisk = t.put("Serpentine Basilisk", t.alice)
    wall = t.put("Wall of Stone", t.bob)
    t.attack(basilisk)
    _to_end_of_combat(t, in_damage_step=[], watched=wall)
    assert t.game.life(t.bob) == 18
    assert t.zone("Wall of Stone") is Zone.BATTLEFIELD
