"""Which effects apply right now: effects created by spells and abilities, and the static
effects of permanents on the battlefield (CR 611.3)."""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from mtgrules.effects.base import Effect
from mtgrules.objects import Zone
from mtgrules.state import GameState

E = TypeVar("E", bound=Effect)


def static_effect_id(object_id: int, index: int) -> int:
    """A stable id for the ``index``-th static effect of an object: negative, so it never
    collides with the ids of created effects."""
    return -(object_id * 64 + index + 1)


def effects_in_force(state: GameState) -> list[Effect]:
    """All effects in force, created ones first, in timestamp order within each kind."""
    found = list(state.effects.values())
    for object_id in sorted(state.static_sources):
        obj = state.objects.get(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        key = (obj.id, obj.controller, obj.timestamp)
        bound = state.bound_statics.get(key)
        if bound is None:
            # A static effect belongs to its object's controller (CR 611.3a) and has the
            # object's timestamp (CR 613.7a).
            bound = state.bound_statics[key] = tuple(
                dataclasses.replace(
                    template,
                    controller=obj.controller,
                    source=obj.id,
                    id=static_effect_id(obj.id, index),
                    timestamp=obj.timestamp,
                )
                for index, template in enumerate(obj.statics)
            )
        found.extend(bound)
    return found


def of_kind(effects: list[Effect], kind: type[E]) -> list[E]:
    return [effect for effect in effects if isinstance(effect, kind)]
