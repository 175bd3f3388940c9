"""Triggers on other permanents being turned face up (CR 603.2, 702.37e, 708.8): "Whenever a
permanent [you control] is turned face up", "Whenever ~ or another creature you control is
turned face up" ("that creature": the one turned face up), "When enchanted creature is turned
face up", "When ~ enters or is turned face up". (A permanent's own "When ~ is turned face up"
is :func:`mtgrules.rules.face_down.turned_face_up`.)

The permanent is the same object face up (CR 708.8): it is read as it is now, with its
characteristics face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.events import Event
from mtgrules.face_down_events import TurnedFaceUp

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch
    from mtgrules.state import GameObject, GameState

IS_TURNED_FACE_UP = "is turned face up"


def turned_up(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 603.2: ``event`` turns a permanent ``watch`` watches face up."""
    from mtgrules.rules.trigger_watch import is_subject

    if not isinstance(event, TurnedFaceUp):
        return None
    if not is_subject(state, watch, event.permanent, obj):
        return None
    return "603.2", [(None, None if watch.own else event.permanent)]
