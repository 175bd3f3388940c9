"""Type-changing effects from resolved abilities (layer 4, CR 613.1d; 2011: 613.1d): a crewed
Vehicle "becomes an artifact creature until end of turn" (CR 702.122a; a Vehicle is an
artifact with a printed power and toughness that is a creature only while an effect says so,
CR 301.7).

The object's ``types`` hold the type while the effect lasts, so every rule that asks "is it
a creature?" sees it; a :class:`~mtgrules.state.Modifier` with ``creature`` set marks the
effect that added it, and the type goes when the last such modifier ends or the object
changes zones (CR 400.7: a new object, with its printed types).

>>> from mtgrules.objects import CardType, Zone
>>> from mtgrules.state import GameObject, Modifier
>>> vehicle = GameObject(1, "Renegade Freighter", 0, 0, Zone.BATTLEFIELD,
...                      types=frozenset({CardType.ARTIFACT}))
>>> crewed = Modifier(5, 1, creature=True)
>>> sorted(t.value for t in types_with(vehicle, crewed))
['Artifact', 'Creature']
"""

from __future__ import annotations

from mtgrules.objects import CardType
from mtgrules.state import GameObject, Modifier


def types_with(obj: GameObject, modifier: Modifier) -> frozenset[CardType]:
    """``obj``'s types once ``modifier`` applies."""
    if modifier.creature:
        return obj.types | {CardType.CREATURE}
    return obj.types


def printed_types(obj: GameObject) -> frozenset[CardType]:
    """``obj``'s types without those type-changing modifiers added (the modifiers are set
    only on an object that wasn't a creature, by :mod:`mtgrules.resolution_combat_keywords`)."""
    if any(m.creature for m in obj.modifiers):
        return obj.types - {CardType.CREATURE}
    from mtgrules.rules import not_a_creature  # a cycle: imported when used

    return not_a_creature.printed_types(obj, obj.types)  # CR 400.7: a God, a creature card


def types_after_end(obj: GameObject, removed: tuple[Modifier, ...]) -> frozenset[CardType]:
    """``obj``'s types after an effect ended and its modifiers ``removed`` went: it stays a
    creature while another modifier makes it one."""
    if not any(m.creature for m in removed) or any(m.creature for m in obj.modifiers):
        return obj.types
    return obj.types - {CardType.CREATURE}
