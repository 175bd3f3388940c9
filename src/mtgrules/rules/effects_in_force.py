"""Which effects apply right now: effects created by spells and abilities, and the static
effects of permanents on the battlefield (CR 611.3)."""

from __future__ import annotations

import dataclasses

from mtgrules.effects.base import Effect, Match
from mtgrules.effects.triggers import SELF
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

MAX_STATICS = 1 << 16
_BOUND_ELSEWHERE = frozenset({"controller", "source", "id", "timestamp"})


def static_effect_id(object_id: int, index: int) -> int:
    """A stable id for the ``index``-th static effect of an object: negative, so it never
    collides with the ids of created effects."""
    return -(object_id * MAX_STATICS + index + 1)


def bind_self(value: object, object_id: int) -> object:
    """Replace ``SELF`` ("this permanent") in a field of a printed effect with its object."""
    if isinstance(value, Match) and value.ids is not None and SELF in value.ids:
        return dataclasses.replace(value, ids=(value.ids - {SELF}) | {object_id})
    if isinstance(value, int) and not isinstance(value, bool) and value == SELF:
        return object_id
    return value


def bind_static(template: Effect, obj: GameObject, index: int) -> Effect:
    """A static effect printed on ``obj``, bound to it: its controller is the object's
    controller (CR 611.3a), its timestamp the object's (CR 613.7a), "this" is the object."""
    changes = {
        f.name: bind_self(getattr(template, f.name), obj.id)
        for f in dataclasses.fields(template)
        if f.name not in _BOUND_ELSEWHERE
    }
    bound: Effect = dataclasses.replace(
        template,
        controller=obj.controller,
        source=obj.id,
        id=static_effect_id(obj.id, index),
        timestamp=obj.timestamp,
        **changes,  # type: ignore[arg-type]
    )
    return bound


def effects_in_force(state: GameState) -> list[Effect]:
    """All effects in force: created ones, then the statics of permanents by object id."""
    found = list(state.effects.values())
    for object_id in sorted(state.static_sources):
        obj = state.objects.get(object_id)
        if obj is None or obj.zone not in (Zone.BATTLEFIELD, Zone.COMMAND):
            continue  # CR 114.4: an emblem's statics work in the command zone
        key = (obj.id, obj.controller, obj.timestamp)
        bound = state.bound_statics.get(key)
        if bound is None:
            bound = state.bound_statics[key] = tuple(
                bind_static(template, obj, index) for index, template in enumerate(obj.statics)
            )
        found.extend(bound)
    return found
