"""A part of a damage event while the damage sequence works on it."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.state import EntityId, GameObject, GameState


@dataclass(slots=True, eq=False)
class WorkingPart:
    """One part (source x recipient x amount) as excess damage, prevention and replacement
    effects change it. ``view`` is the source as it is, or as it last existed (CR 120.7).
    Parts compare by identity: two equal parts of one event are still two damages."""

    source: EntityId
    recipient: EntityId
    amount: int
    combat: bool
    excess_to: EntityId | None
    view: GameObject
    applied: set[int] = field(default_factory=set)
    offered_planeswalker_redirect: bool = False


def describe(state: GameState, entity: EntityId) -> str:
    """A player's name, or an object's name with its id."""
    player = state.players.get(entity)
    if player is not None:
        return player.name
    view = state.source_view(entity)
    return f"{view.name} ({entity})" if view is not None else f"#{entity}"
