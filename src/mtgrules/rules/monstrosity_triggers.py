"""Triggers on a permanent becoming monstrous (CR 603.2, 701.37c): "When ~ becomes
monstrous, ..." and "When ~ enters or becomes monstrous, ..." (the latter read by
:mod:`mtgrules.rules.trigger_watch` as either event). The ability triggers on the
:class:`~mtgrules.keyword_events.BecameMonstrous` event of its own permanent; a
monstrosity ability that resolves while the permanent is already monstrous, or after it left
the battlefield, makes no such event, so nothing triggers (CR 701.37c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.events import Event
from mtgrules.keyword_events import BecameMonstrous

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch
    from mtgrules.state import GameObject, GameState

BECOMES_MONSTROUS = "becomes monstrous"


def became_monstrous(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 603.2, 701.37c: ``event`` makes a permanent ``watch`` watches monstrous."""
    from mtgrules.rules.trigger_watch import is_subject

    if not isinstance(event, BecameMonstrous):
        return None
    if not is_subject(state, watch, event.permanent, obj):
        return None
    return "701.37c", [(None, None if watch.own else event.permanent)]


__all__ = ["BECOMES_MONSTROUS", "became_monstrous"]
