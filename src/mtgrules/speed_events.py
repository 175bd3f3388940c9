"""The events of a player's speed (CR 702.179: "Start your engines!"). Like every event, each
cites its rule and is committed by :mod:`mtgrules.rules.commit` (:mod:`mtgrules.rules.speed`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class SpeedChanged(Event):
    """``player``'s speed became ``speed``: 1 as a state-based action when they control a
    permanent with start your engines! and have no speed, or one more (at most 4) as their
    speed's inherent triggered ability resolves (CR 702.179)."""

    player: EntityId
    speed: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SpeedTriggered(Event):
    """The inherent triggered ability of ``controller``'s speed triggered: an opponent lost
    life during their turn and their speed is less than 4 (CR 702.179; it triggers only once
    each turn). It has no source; ``controller`` controls it."""

    controller: EntityId


__all__ = ["SpeedChanged", "SpeedTriggered"]
