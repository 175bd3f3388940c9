"""The delayed triggered ability "When that creature dies this turn, ..." among the game's
effects (CR 603.7; :mod:`mtgrules.effects.dies_this_turn`): it triggers once (CR 603.7b) if
the object it refers to (CR 603.7c) dies this turn, and ends in the cleanup step (CR 514.2)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration
from mtgrules.effects.delayed import DelayedTrigger
from mtgrules.objects import Step
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class DiesThisTurnTrigger(DelayedTrigger):
    """The delayed ability created by :class:`WhenThatDiesThisTurn`: it triggers when
    ``watched`` dies during ``created_turn`` (never as a step begins)."""

    watched: EntityId = 0
    duration: Duration = Duration.END_OF_TURN  # CR 514.2: "this turn"

    def is_due(self, step: Step, turn: int, active: EntityId | None = None) -> bool:
        return False  # it waits for a death, not for a step (rules/dies_this_turn.py)


__all__ = ["DiesThisTurnTrigger"]
