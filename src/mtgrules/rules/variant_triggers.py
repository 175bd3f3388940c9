"""The trigger events of the casual variants' cards (CR 603.2): a scheme's "When you set
this scheme in motion, ..." triggers as that scheme is set in motion (CR 904.9), a plane's
"Whenever chaos ensues, ..." as the planar die comes up {CHAOS} (CR 901.9). Read by
:mod:`mtgrules.rules.trigger_events` for :class:`~mtgrules.cards.pending.WhenOther`
conditions with these events."""

from __future__ import annotations

from mtgrules.cards.pending import WhenOther
from mtgrules.effects.variants import CHAOS_ENSUES, SET_IN_MOTION
from mtgrules.events import Event
from mtgrules.state import EntityId, GameObject
from mtgrules.variant_events import CHAOS, PlanarDieRolled, SchemeSetInMotion

Instance = tuple[EntityId | None, EntityId | None]


def is_variant_event(when: object) -> bool:
    """A trigger condition of a scheme or a plane."""
    return isinstance(when, WhenOther) and when.event in (SET_IN_MOTION, CHAOS_ENSUES)


def variant_fires(
    when: WhenOther, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """The rule under which ``event`` triggers the ability of ``obj``, or None."""
    if when.event == SET_IN_MOTION:
        # CR 904.9: "Abilities of that scheme card that trigger 'When you set this scheme in
        # motion' trigger" (this scheme only: each set in motion is a new object).
        if isinstance(event, SchemeSetInMotion) and event.scheme.id == obj.id:
            return "904.9", [(event.player, None)]
        return None
    # CR 901.9: the planar die came up {CHAOS}: the face-up plane's chaos abilities trigger.
    if isinstance(event, PlanarDieRolled) and event.face == CHAOS:
        return "901.9", [(event.player, None)]
    return None


__all__ = ["is_variant_event", "variant_fires"]
