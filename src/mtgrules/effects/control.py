"""Control-changing effects of resolving spells and abilities (layer 2, CR 613.1b; 2011:
613.1b): "Gain control of target creature until end of turn." (ends in the cleanup step,
CR 514.2) and "Gain control of target creature for as long as you control ~." (CR 611.2b:
it ends as soon as you no longer control ~, or ~ leaves the battlefield).

While one or more :class:`ControlEffect` apply to a permanent, the latest one decides who
controls it (CR 613.7: timestamp order); when the last one ends, the permanent returns to
the controller it had before the first (CR 611.2a). A permanent that leaves the battlefield
becomes a new object (CR 400.7): the effects on it end.

>>> from mtgrules.objects import Zone
>>> from mtgrules.state import GameObject, GameState
>>> state = GameState()
>>> state.objects[5] = GameObject(5, "Grizzly Bears", 1, 1, Zone.BATTLEFIELD)
>>> effect = ControlEffect(permanent=5, gains=2, previous=1, id=9, timestamp=3)
>>> state.effects[9] = effect
>>> state.objects[5].controller = 2
>>> del state.effects[9]
>>> ended(state, effect)
>>> state.objects[5].controller
1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Effect
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref  # instructions.py imports this module


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlWhileControlling:
    """ "Gain control of [ref] for as long as you control ~." (CR 613.1b, 611.2b)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveControl:
    """ "[player] gains control of [ref]." (CR 613.1b): a control change with no end
    ("target opponent gains control of ~", "that player gains control of ~")."""

    to: Ref
    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlEffect(Effect):
    """``gains`` controls ``permanent`` (layer 2); ``previous`` is who controlled it before
    the first such effect. With ``while_controlling`` (a source), the effect lasts for as
    long as the effect's controller controls that source (CR 611.2b)."""

    permanent: EntityId
    gains: EntityId
    previous: EntityId
    while_controlling: EntityId | None = None
    duration: Duration = Duration.END_OF_TURN


def _effects_on(state: GameState, permanent: EntityId) -> list[ControlEffect]:
    found = [
        e
        for e in state.effects.values()
        if isinstance(e, ControlEffect) and e.permanent == permanent
    ]
    return sorted(found, key=lambda e: e.timestamp)


def original_controller(state: GameState, obj: GameObject) -> EntityId:
    """Who controlled ``obj`` before the control effects now applying to it (its controller
    now when none applies)."""
    applying = _effects_on(state, obj.id)
    return applying[0].previous if applying else obj.controller


def source_held(state: GameState, source: EntityId | None, controller: EntityId) -> bool:
    """CR 611.2b: whether ``controller`` still controls ``source`` on the battlefield."""
    obj = state.objects.get(source) if source is not None else None
    return obj is not None and obj.zone is Zone.BATTLEFIELD and obj.controller == controller


def _set_controller(state: GameState, obj: GameObject, controller: EntityId) -> None:
    if obj.controller == controller:
        return
    if state.combat is not None:
        state.combat.remove(obj.id)  # CR 506.4: its controller changed
    obj.since_turn = state.turn  # CR 302.6: a new controller
    obj.controller = controller


def ended(state: GameState, effect: ControlEffect) -> None:
    """``effect`` has ended (already removed from ``state.effects``): the permanent goes to
    the latest control effect still applying to it, else back to its previous controller
    (CR 611.2a, 613.7) -- unless something else has changed its control since."""
    obj = state.objects.get(effect.permanent)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != effect.gains:
        return
    remaining = _effects_on(state, effect.permanent)
    _set_controller(state, obj, remaining[-1].gains if remaining else effect.previous)


def end_finished(state: GameState) -> None:
    """CR 611.2b, 400.7: end the control effects whose permanent left the battlefield or
    whose "for as long as you control ~" no longer holds (applied after each commit)."""
    over = [
        e
        for e in state.effects.values()
        if isinstance(e, ControlEffect)
        and (
            (obj := state.objects.get(e.permanent)) is None
            or obj.zone is not Zone.BATTLEFIELD
            or (
                e.while_controlling is not None
                and not source_held(state, e.while_controlling, e.controller)
            )
        )
    ]
    for effect in over:
        del state.effects[effect.id]
        ended(state, effect)


__all__ = [
    "ControlEffect",
    "GainControlWhileControlling",
    "GiveControl",
    "end_finished",
    "ended",
    "original_controller",
    "source_held",
]
