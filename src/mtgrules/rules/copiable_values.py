"""Copiable values (CR 707.2; 2011: 706.2): what a copy of an object takes from it.

A copy acquires the object's characteristics as printed, as modified by other copy effects
and by its face-down status, and as changed by the exceptions of its own copy effect
(CR 707.9; 2011: 706.9). It doesn't take counters, damage, tapped or untapped status, the
controller, nor what other effects do to the object (CR 707.2): an animation, a pump or a
granted ability is not copied. The object's own fields are its printed characteristics
(effects apply through modifiers), except the card types, subtypes and colors an animation
replaced (rules/animation.py keeps the values before it in ``Animation.printed``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.objects import CardType, Keyword

if TYPE_CHECKING:
    from mtgrules.cards.mana import ManaCost
    from mtgrules.cards.model import ActivatedAbility, Restriction
    from mtgrules.effects.base import Effect
    from mtgrules.effects.triggers import TriggeredAbility
    from mtgrules.state import GameObject


@dataclass(frozen=True, slots=True)
class CopiableValues:
    """The characteristics a copy takes (CR 707.2)."""

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: frozenset[CardType]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: frozenset[Keyword]
    activated: tuple[ActivatedAbility, ...]
    triggers: tuple[TriggeredAbility, ...]
    statics: tuple[Effect, ...]
    restrictions: frozenset[Restriction]


def copiable_values(obj: GameObject) -> CopiableValues:
    """The copiable values of ``obj`` (CR 707.2): its printed characteristics, those before
    any animation (CR 707.2 excludes other effects), never its counters or status."""
    types, subtypes, colors = obj.types, obj.subtypes, obj.colors
    for modifier in sorted(obj.modifiers, key=lambda m: m.timestamp):
        animation = modifier.animation
        if animation is not None and animation.printed is not None:
            printed = animation.printed
            types, subtypes, colors = printed.types, printed.subtypes, printed.colors
            break
    return CopiableValues(
        name=obj.name,
        mana_cost=obj.mana_cost,
        colors=colors,
        types=types,
        subtypes=subtypes,
        supertypes=obj.supertypes,
        power=obj.power,
        toughness=obj.toughness,
        loyalty=obj.loyalty,
        keywords=obj.keywords,
        activated=obj.activated,
        triggers=obj.triggers,
        statics=obj.statics,
        restrictions=obj.restrictions,
    )


__all__ = ["CopiableValues", "copiable_values"]
