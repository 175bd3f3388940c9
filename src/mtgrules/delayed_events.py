"""The event of a delayed triggered ability that triggers (CR 603.7). Like every event, it
cites its rule and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedTriggerFired(Event):
    """The delayed triggered ability ``effect`` (created by ``source``) triggered: it waits to
    be put on the stack, and it won't trigger again (CR 603.7b)."""

    effect: int
    source: EntityId
    controller: EntityId
    text: str


__all__ = ["DelayedTriggerFired"]
