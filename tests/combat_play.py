"""Playing a combat on to its end on a :class:`~tests.combat_table.CombatTable`: blockers
ordered and combat damage assigned as a test says, triggers put on the stack in the order
offered."""

from __future__ import annotations

from mtgrules.actions import (
    AssignCombatDamage,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.state import EntityId
from tests.combat_table import CombatTable

Split = dict[EntityId, tuple[tuple[EntityId, int], ...]]
"""Attacker -> (blocker, damage) in damage assignment order."""


def play_combat(
    t: CombatTable,
    split: Split | None = None,
    targets: tuple[EntityId, ...] = (),
    *,
    may: bool = False,
) -> None:
    """Play on to the postcombat main phase, the stack empty; a trigger's targets are
    ``targets`` where the game asks, "may" answered ``may``."""
    split = split or {}
    for _ in range(60):
        state = t.game.state
        step = state.step.value if state.step is not None else None
        if step == "postcombat main" and not state.stack:
            return
        asked = t.asked()
        if asked.kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))  # attack triggers asked first: no blocks
        elif asked.kind == "order blockers":
            t.game.apply(
                OrderDamageAssignment(
                    tuple((a, tuple(b for b, _ in parts)) for a, parts in split.items())
                )
            )
        elif asked.kind == "assign combat damage":
            t.game.apply(
                AssignCombatDamage(
                    tuple((a, tuple(sorted(parts))) for a, parts in sorted(split.items()))
                )
            )
        elif asked.kind == "targets" and targets:
            t.game.apply(Choose(targets))
        elif asked.kind == "may":
            t.game.apply(Choose(may))
        elif asked.kind != "priority" and asked.options:
            first = asked.options[0]  # which trigger goes on the stack first
            assert isinstance(first, Choose)
            t.game.apply(first)
        else:
            t.game.apply(PassPriority())
    raise AssertionError("combat doesn't end")


def attack_unblocked(t: CombatTable, *attackers: EntityId, may: bool = False) -> None:
    """Declare ``attackers`` (at Bob), no blocks, and play the combat out (attack triggers'
    "may" answered ``may``)."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    play_combat(t, may=may)


def blocked(
    ruleset: str,
    attacker: str,
    blocker: str,
    *,
    attached: str | None = None,
    others: tuple[str, ...] = (),
) -> tuple[CombatTable, EntityId, EntityId]:
    """Alice's ``attacker`` (``attached``, her Aura or Equipment, on it; ``others``, more of
    her permanents, on the battlefield) attacks Bob and is blocked by Bob's ``blocker``; the
    combat is played on to the postcombat main phase. Gives the table, the attacker and the
    blocker."""
    t = CombatTable(ruleset)
    for name in others:
        t.put(name, t.alice)
    attacking = t.put(attacker, t.alice)
    if attached is not None:
        t.game.attach(t.put(attached, t.alice), attacking)
    blocking = t.put(blocker, t.bob)
    t.attack(attacking, blocks=((blocking, attacking),))
    play_combat(t)
    return t, attacking, blocking
