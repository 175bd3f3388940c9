"""Animation in play: an effect that makes a permanent a creature with set characteristics
("This land becomes a 2/1 red Warrior creature with first strike until end of turn. It's still
a land.", :mod:`mtgrules.effects.animation`).

The effect is one :class:`~mtgrules.state.Modifier` with an ``animation`` (and more modifiers
with its id for the abilities it grants, layer 6). While it lasts the object's ``types``,
``subtypes`` and ``colors`` hold what layers 4 and 5 make them (CR 613.1d-e), so every rule
that asks "is it a creature? is it red?" sees it; ``GameObject.base_power_toughness`` applies
layer 7b (CR 613.4b; 2011: 613.3b). When the last animation of the object ends, it gets back
the characteristics it had before the first (CR 611.2a: the effect ends, CR 514.2); leaving
the battlefield, it becomes a new object with its printed ones (CR 400.7).

>>> from mtgrules.effects.animation import Animation, Printed
>>> from mtgrules.objects import CardType, Zone
>>> from mtgrules.state import GameObject, Modifier
>>> land = GameObject(1, "Ghitu Encampment", 0, 0, Zone.BATTLEFIELD,
...                   types=frozenset({CardType.LAND}))
>>> red = Animation(frozenset({CardType.CREATURE}), frozenset({"Warrior"}),
...                 frozenset({"red"}), 2, 1)
>>> modifier = with_printed(land, Modifier(7, 3, creature=True, animation=red))
>>> land.modifiers = (modifier,)
>>> apply(land)
>>> sorted(t.value for t in land.types), sorted(land.colors), land.current_power()
(['Creature', 'Land'], ['red'], 2)
>>> land.modifiers = ()
>>> ended(land, (modifier,))
>>> sorted(t.value for t in land.types), sorted(land.colors), land.current_power()
(['Land'], [], 0)
"""

from __future__ import annotations

import dataclasses

from mtgrules.effects.animation import Animation, Printed
from mtgrules.objects import CardType
from mtgrules.state import GameObject, Modifier


def _printed(obj: GameObject) -> Printed:
    """What ``obj`` is before any animation: the one an earlier animation recorded, else its
    characteristics now (without a crewed Vehicle's creature type, CR 301.7)."""
    for modifier in obj.modifiers:
        if modifier.animation is not None and modifier.animation.printed is not None:
            return modifier.animation.printed
    types = obj.types
    if any(m.creature and m.animation is None for m in obj.modifiers):
        types = types - {CardType.CREATURE}
    return Printed(types, obj.subtypes, obj.colors)


def with_printed(obj: GameObject, modifier: Modifier) -> Modifier:
    """``modifier`` recording what ``obj`` was before any animation."""
    assert modifier.animation is not None
    animation = dataclasses.replace(modifier.animation, printed=_printed(obj))
    return dataclasses.replace(modifier, animation=animation)


def _animations(obj: GameObject) -> list[tuple[Modifier, Animation]]:
    found = [(m, m.animation) for m in obj.modifiers if m.animation is not None]
    return sorted(found, key=lambda pair: pair[0].timestamp)  # CR 613.7: timestamp order


def apply(obj: GameObject, printed: Printed | None = None) -> None:
    """Layers 4 and 5 of the object's animations over what it was before them (CR 613.1d-e:
    types and creature types are added, CR 205.1b; the latest color wins, CR 613.7)."""
    animations = _animations(obj)
    base = printed or next((a.printed for _, a in animations if a.printed is not None), None)
    if base is None:
        return
    types, subtypes, colors = set(base.types), set(base.subtypes), base.colors
    for _, animation in animations:
        types |= animation.types
        subtypes |= animation.subtypes
        if animation.colors is not None:
            colors = animation.colors
    if any(m.creature for m in obj.modifiers):  # crewed (CR 702.122a)
        types.add(CardType.CREATURE)
    obj.types, obj.subtypes, obj.colors = frozenset(types), frozenset(subtypes), colors


def ended(obj: GameObject, removed: tuple[Modifier, ...]) -> None:
    """Effects ended and their modifiers ``removed`` went: the object's types, subtypes and
    colors from what it was before its animations and those still in force."""
    printed = next((m.animation.printed for m in removed if m.animation is not None), None)
    if printed is not None:
        apply(obj, printed)


def printed_again(moved: GameObject, old: GameObject) -> None:
    """CR 400.7: ``moved``, the new object ``old`` became in another zone, has the printed
    characteristics, not those an animation gave ``old``."""
    base = next((a.printed for _, a in _animations(old) if a.printed is not None), None)
    if base is not None:
        moved.types, moved.subtypes, moved.colors = base.types, base.subtypes, base.colors


__all__ = ["apply", "ended", "printed_again", "with_printed"]
