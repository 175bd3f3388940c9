"""Animation carried out as a spell or ability resolves: "[permanent] becomes a 2/2 Beast
artifact creature with trample until end of turn" (:mod:`mtgrules.effects.animation`).

One continuous effect per permanent (CR 611.2c: the objects are fixed as it resolves), its
modifiers sharing the effect's id and timestamp: the animation itself (layers 4, 5 and 7b,
CR 613.1d-e, 613.4b; 2011: 613.3b) and one for each keyword or quoted ability it grants
(layer 6, CR 613.1f). The effect ends in the cleanup step (CR 514.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from mtgrules.effects.animation import Animation, BecomeCreature
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.rules.animation import with_printed
from mtgrules.state import GameObject, Modifier
from mtgrules.turn_events import ModifierAdded

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

ANIMATION_INSTRUCTIONS = (BecomeCreature,)
"""The instructions :func:`carry_out` carries out."""


def _granted(step: BecomeCreature, effect_id: int, timestamp: int) -> Iterator[Modifier]:
    """Layer 6: the keywords and quoted abilities the creature has (CR 613.1f)."""
    from mtgrules.cards.granted_abilities import granted_parts

    for keyword in step.keywords:
        yield Modifier(effect_id, timestamp, keyword=keyword)
    for quoted in step.granted:
        parts = granted_parts(quoted)
        for activated in parts.activated:
            yield Modifier(effect_id, timestamp, activated=activated)
        for triggered in parts.triggers:
            yield Modifier(effect_id, timestamp, triggered=triggered)
        for restriction in sorted(parts.restrictions):
            yield Modifier(effect_id, timestamp, restriction=restriction)


def describe(animation: Animation) -> str:
    """ "becomes a 2/1 red Warrior creature" for the effect's description."""
    size = f"{animation.power}/{animation.toughness} " if animation.power is not None else ""
    colors = " and ".join(sorted(animation.colors or ())) + " " if animation.colors else ""
    subtypes = " ".join(sorted(animation.subtypes)) + " " if animation.subtypes else ""
    types = " ".join(sorted(t.value.lower() for t in animation.types))
    return f"becomes a {size}{colors}{subtypes}{types}"


def carry_out(game: Resolution, step: BecomeCreature, ctx: Context) -> list[Event]:
    """CR 611.2c, 613.1d-f, 613.4b: each permanent ``step.on`` refers to becomes the
    creature."""
    state = game.state
    events: list[Event] = []
    for permanent in game._refs(step.on, ctx):
        obj: GameObject | None = state.objects.get(permanent)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        effect_id = state.next_id + len(events)
        timestamp = state.next_timestamp + len(events)
        animated = Modifier(effect_id, timestamp, creature=True, animation=step.animation())
        animated = with_printed(obj, animated)
        assert animated.animation is not None
        effect = ModifyCharacteristics(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            duration=step.duration,
            id=effect_id,
            timestamp=timestamp,
            text=describe(animated.animation),
        )
        for modifier in (animated, *_granted(step, effect_id, timestamp)):
            events.append(
                ModifierAdded(permanent=permanent, modifier=modifier, effect=effect, rule="613.1d")
            )
    state.next_timestamp += len(events)
    return game._emit(events)


__all__ = ["ANIMATION_INSTRUCTIONS", "carry_out", "describe"]
