"""The events of Classes (CR 716): a Class's level becomes N. Like every event, it cites its
rule and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class ClassLevelGained(Event):
    """The Class ``permanent``'s level became ``level`` (CR 716.2a)."""

    permanent: EntityId
    level: int


def commit_class_level(state: GameState, e: ClassLevelGained) -> None:
    """CR 716.3: the level is a designation of the permanent (a new object is level 1 again,
    CR 400.7)."""
    obj = state.objects.get(e.permanent)
    if obj is not None:
        obj.class_level = e.level


CLASS_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    ClassLevelGained: commit_class_level,  # CR 716.3
}
"""The commit of each event of this module."""

__all__ = ["CLASS_COMMITS", "ClassLevelGained", "commit_class_level"]
