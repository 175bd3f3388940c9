"""Reflexive triggered abilities (CR 603.12): "When you do, [effect]".

CR 603.12: a resolving ability that instructs its controller to take an action may create a
triggered ability that triggers when that action is taken. It triggers at once (during the
resolution), and waits like any triggered ability to be put on the stack the next time a
player would receive priority (CR 603.3); its targets are chosen then (CR 603.3d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.effects.triggers import PendingTrigger
from mtgrules.events import Event
from mtgrules.reflexive_events import ReflexiveTriggered
from mtgrules.state import GameState


def commit_reflexive(state: GameState, e: ReflexiveTriggered) -> None:
    """CR 603.12: the ability triggered; it waits to be put on the stack (CR 603.3)."""
    state.pending_triggers.append(
        PendingTrigger(
            source=e.source,
            controller=e.controller,
            ability=e.ability,
            rule=e.rule,
            that_player=e.that_player,
            that_object=e.that_object,
            that_amount=e.that_amount,
        )
    )


REFLEXIVE_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    ReflexiveTriggered: commit_reflexive,
}
"""How :mod:`mtgrules.rules.commit` applies the events of this module."""


__all__ = ["REFLEXIVE_COMMITS", "commit_reflexive"]
