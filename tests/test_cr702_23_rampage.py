"""Rampage (CR 702.23a; 702.21a in the 2011 rules): "Rampage N" means "Whenever this creature
becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the
first." The bonus is counted once, as the ability resolves (702.23b). Played with Craw Giant
(6/4, trample, rampage 2) against Grizzly Bears (2/2)."""

from __future__ import annotations

import pytest

from mtgrules.actions import AssignCombatDamage, OrderDamageAssignment, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import ModifierAdded
from tests.combat_table import CombatTable


def _giant_blocked_by(ruleset: str, bears: int) -> tuple[CombatTable, EntityId, list[EntityId]]:
    t = CombatTable(ruleset)
    giant = t.put("Craw Giant", t.alice)
    blockers = [t.put("Grizzly Bears", t.bob) for _ in range(bears)]
    t.attack(giant, blocks=tuple((b, giant) for b in blockers))
    return t, giant, blockers


def _to_damage(t: CombatTable, giant: EntityId, bears: list[EntityId]) -> None:
    """Pass until combat ends. The blockers are ordered as declared (CR 2011 509.2); the
    Giant assigns lethal damage (2) to each Bear and the rest to Bob (CR 702.19b)."""
    for _ in range(60):
        step = t.game.state.step
        if step is None or step.value in ("end of combat", "postcombat main"):
            return
        found = t.asked()
        if found.kind == "order blockers":
            t.game.apply(OrderDamageAssignment(((giant, tuple(bears)),)))
        elif found.kind == "assign combat damage":
            parts = {b: 2 for b in bears} | {t.bob: t.game.power(giant) - 2 * len(bears)}
            t.game.apply(AssignCombatDamage(((giant, tuple(sorted(parts.items()))),)))
        else:
            t.game.apply(PassPriority())
    raise AssertionError("combat doesn't end")


def test_cr702_23a_three_blockers_give_two_bonuses(ruleset: str) -> None:
    """Blocked by three Bears, the Giant gets +4/+4 (two blockers beyond the first): 10/8,
    it survives their 6 damage, kills all three and tramples 4 over (CR 702.19)."""
    t, giant, bears = _giant_blocked_by(ruleset, 3)
    _to_damage(t, giant, bears)
    assert t.obj(giant).zone is Zone.BATTLEFIELD
    assert (t.game.power(giant), t.game.toughness(giant)) == (10, 8)
    assert not any(t.game.is_on_battlefield(b) for b in bears)
    assert t.game.life(t.bob) == 16


def test_cr702_23a_one_blocker_triggers_without_a_bonus(ruleset: str) -> None:
    """Blocked by one creature: the ability triggers and resolves, but gives nothing."""
    t, giant, bears = _giant_blocked_by(ruleset, 1)
    _to_damage(t, giant, bears)
    log = t.game.log
    assert [e for e in log if isinstance(e, AbilityTriggered) and e.source == giant]
    assert not [e for e in log if isinstance(e, ModifierAdded) and e.permanent == giant]
    assert (t.game.power(giant), t.game.toughness(giant)) == (6, 4)
    assert t.game.life(t.bob) == 16  # 2 to the Bear, 4 trampled over


def test_cr702_23a_unblocked_it_doesnt_trigger(ruleset: str) -> None:
    t, giant, bears = _giant_blocked_by(ruleset, 0)
    _to_damage(t, giant, bears)
    assert not [e for e in t.game.log if isinstance(e, AbilityTriggered)]
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("name", ["Craw Giant"])
def test_cr702_23a_the_keyword_makes_the_card_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
