"""Delayed triggered abilities (CR 603.7): when they trigger, and what triggering does.

CR 603.7a: a delayed triggered ability is created by a resolving spell or ability and
triggers when its time comes, not before. CR 603.7b: it triggers only once (the effect is
removed as it triggers). CR 603.7c: it refers to the particular object it was created for.
CR 603.7: its source is the object that created it, and its controller that object's
controller when it was created.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.effects.delayed import DelayedTrigger
from mtgrules.effects.triggers import PendingTrigger
from mtgrules.events import Event
from mtgrules.state import GameState
from mtgrules.turn_events import StepBegan

RULE = "603.7a"


def fired(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The delayed triggered abilities that trigger as a step of ``events`` begins, each
    once, in the order they were created (CR 603.7a-b)."""
    began = [e for e in events if isinstance(e, StepBegan)]
    if not began:
        return []
    waiting = [e for e in state.effects.values() if isinstance(e, DelayedTrigger)]
    found: list[Event] = []
    for step in began:
        due = [d for d in waiting if d.is_due(step.step, step.turn, step.active)]
        found.extend(triggered(delayed, RULE) for delayed in due)
        waiting = [d for d in waiting if d not in due]  # CR 603.7b: once
    return found


def triggered(delayed: DelayedTrigger, rule: str) -> DelayedTriggerFired:
    """The event of ``delayed`` triggering: its source is the object that created it (its
    controller if none), its controller the one it was created with (CR 603.7)."""
    return DelayedTriggerFired(
        effect=delayed.id,
        source=delayed.source if delayed.source is not None else delayed.controller,
        controller=delayed.controller,
        text=delayed.ability.text,
        rule=rule,
    )


def commit_delayed_fired(state: GameState, e: DelayedTriggerFired) -> None:
    """It waits to be put on the stack and ceases to exist as an effect (CR 603.7b)."""
    delayed = state.effects.pop(e.effect, None)
    if not isinstance(delayed, DelayedTrigger):
        return
    state.pending_triggers.append(
        PendingTrigger(
            source=e.source,
            controller=e.controller,
            ability=delayed.ability,
            rule=e.rule,
            that_object=delayed.that_object,
        )
    )


__all__ = ["commit_delayed_fired", "fired", "triggered"]
