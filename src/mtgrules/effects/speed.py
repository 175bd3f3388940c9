"""The effects of speed (CR 702.179): the static ability "Start your engines!" of a
permanent, and the instruction "your speed increases by 1" of the inherent triggered ability
of a player's speed (never above 4). Played by :mod:`mtgrules.rules.speed` and carried out by
:mod:`mtgrules.resolution_speed`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class StartYourEngines(Effect):
    """ "Start your engines!" (CR 702.179): while its controller has no speed, their speed
    becomes 1 (a state-based action, :func:`mtgrules.rules.speed.speeds_started`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class IncreaseSpeed:
    """ "Your speed increases by 1.": the controller's speed, if they have one and it is less
    than 4, becomes one more (CR 702.179)."""


__all__ = ["IncreaseSpeed", "StartYourEngines"]
