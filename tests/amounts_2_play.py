"""Helpers of the amount tests: cast a real card from Alice's hand and resolve it, and play
on until the stack is empty."""

from __future__ import annotations

from mtgrules.actions import CastSpell, Choose, PassPriority
from tests.combat_table import CombatTable


def cast_and_resolve(t: CombatTable, name: str, *targets: int) -> None:
    """Alice casts ``name`` from her hand (the lands pay) and it resolves."""
    t.game.apply(CastSpell(t.put(name, t.alice, "hand"), targets=targets))
    t.resolve()


def settle(t: CombatTable) -> None:
    """Both pass until the stack is empty after combat (or in the main phase); triggers are
    put on the stack in the order offered (CR 603.3b)."""
    for _ in range(50):
        found = t.game.decision()
        if found is not None and found.kind == "trigger order":
            t.game.apply(Choose(0))
            continue
        step = t.game.state.step
        after = step is None or step.value in ("precombat main", "end of combat", "postcombat main")
        if after and not t.game.state.stack and not t.game.state.pending_triggers:
            return
        t.game.apply(PassPriority())
    raise AssertionError("the stack doesn't empty")
