"""Passing through the steps of a turn in tests: both players pass priority, nobody attacks
or blocks, until a given step of a given turn has begun."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.events import Event
from mtgrules.objects import Step


def until_step(game: Game, step: Step, turn: int) -> list[Event]:
    """Pass (and declare no attackers or blockers) until ``step`` of ``turn`` has begun: its
    triggered abilities are then on the stack. The events of the way there."""
    events: list[Event] = []
    state = game.state
    for _ in range(80):
        if state.turn == turn and state.step is step:
            return events
        kind = game.decision_kind()
        if kind == "declare attackers":
            events += game.apply(DeclareAttackers(()))
        elif kind == "declare blockers":
            events += game.apply(DeclareBlockers(()))
        else:
            events += game.apply(PassPriority())
    raise AssertionError(f"never reached {step} of turn {turn}")
