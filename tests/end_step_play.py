"""Playing Alice's turn on to its end step in tests, through the game's entry point: chosen
creatures attack Bob, nobody blocks, every "may" is answered no, any other choice (the order
of triggered abilities, CR 603.3b) gets its first option; the end step's triggered abilities
then resolve."""

from __future__ import annotations

from mtgrules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.objects import Step
from mtgrules.state import EntityId
from tests.instruction_play import Table


def _answer(t: Table, attackers: tuple[EntityId, ...]) -> None:
    decision = t.game.decision()
    assert decision is not None
    if decision.kind == "declare attackers":
        t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    elif decision.kind == "declare blockers":
        t.game.apply(DeclareBlockers(()))
    elif decision.kind == "may":
        t.game.apply(Choose(False))
    elif decision.kind == "priority":
        t.game.apply(PassPriority())
    else:
        first = decision.options[0]
        t.game.apply(first if isinstance(first, Choose) else Choose(first))


def to_end_step(t: Table, attackers: tuple[EntityId, ...] = ()) -> None:
    """Play this turn on to its end step (``attackers`` attack Bob), then resolve the stack."""
    turn = t.game.state.turn
    for _ in range(80):
        state = t.game.state  # a new state after a choice is answered
        if state.turn == turn and state.step is Step.END:
            break
        _answer(t, attackers)
    for _ in range(40):
        state = t.game.state
        if not state.stack and state.pending_choice is None:
            break
        _answer(t, attackers)
    assert t.game.state.step is Step.END and not t.game.state.stack
