"""Helpers of the tests of restricted activated abilities: a refused activation, passing to
a step, and the id of an object after it moved (CR 400.7)."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.events import Event, Regenerated, ZoneChanged
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.instruction_play import Table


def refused(t: Table, action: ActivateAbility, rule: str) -> str:
    """``action`` is not offered, and applying it is refused with ``rule``, the state left as
    it was; the refusal's message."""
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule, error.value.message
    assert t.game.state == before
    return error.value.message


def refused_unchanged(t: Table, action: ActivateAbility) -> None:
    """Applying ``action`` (a target the ability doesn't allow, CR 115.1) is refused and the
    state is left as it was."""
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(action)
    assert t.game.state == before


def regenerated_from_murder(
    t: Table, shield: ActivateAbility, creature: EntityId, murder: EntityId
) -> None:
    """Activate ``shield`` (regenerate ``creature``) and let it resolve, then cast Murder
    (``murder``, in hand) on the creature: it is regenerated, tapped, not destroyed."""
    t.act(shield)
    t.resolve()
    t.act(CastSpell(murder, (creature,)))
    events = t.resolve()
    assert any(isinstance(e, Regenerated) for e in events)
    assert t.game.obj(creature).zone is Zone.BATTLEFIELD and t.game.obj(creature).tapped


def to_attackers(t: Table) -> None:
    """Pass priority until the active player declares attackers."""
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())


def to_main_of(t: Table, player: EntityId) -> None:
    """Pass (attacking and blocking with nothing) until ``player``'s next precombat main
    phase; both players get cards to draw."""
    for owner in (t.alice, t.bob):
        for _ in range(3):
            t.put("Island", owner, "library")
    state = t.game.state
    turn = state.turn
    while not (
        state.turn > turn and state.step is Step.PRECOMBAT_MAIN and state.active_player == player
    ):
        kind = t.decision().kind
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            t.game.apply(DeclareBlockers(()))
        else:
            t.game.apply(PassPriority())
        state = t.game.state


def moved(events: list[Event]) -> EntityId:
    """The new id of the object the last zone change of ``events`` moved."""
    return [e for e in events if isinstance(e, ZoneChanged)][-1].new_id
