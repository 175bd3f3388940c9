"""The events of the Commander variant (CR 903). Like every event, each cites its rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class CommanderDesignated(Event):
    """``card`` is designated as ``player``'s commander before the game begins (CR 903.3; a
    second one through a partner ability, CR 702.124a)."""

    player: EntityId
    card: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ExperienceGot(Event):
    """``player`` got ``amount`` experience counters ("you get an experience counter", CR
    122.1: counters on a player)."""

    player: EntityId
    amount: int


def commit_experience_got(state: GameState, e: ExperienceGot) -> None:
    state.experience[e.player] = state.experience.get(e.player, 0) + e.amount


COMMANDER_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    ExperienceGot: commit_experience_got,  # CR 122.1
}
"""How :mod:`mtgrules.rules.commit` applies the events of this module."""

__all__ = ["COMMANDER_COMMITS", "CommanderDesignated", "ExperienceGot", "commit_experience_got"]
