"""Static abilities that stop their own permanent being a creature (layer 4, CR 613.1d): the
Gods of Theros, "As long as your devotion to red is less than five, Purphoros isn't a
creature." (CR 700.5: :mod:`mtgrules.rules.devotion`).

While the condition holds, the permanent's types lack Creature, so every rule that asks "is
it a creature?" (attacks, blocks, targets, creature groups, combat damage) sees a noncreature
permanent; once it stops holding, Creature is back (the permanent is printed a creature, the
only permanents that say "~ isn't a creature"). A creature that stops being one while it
attacks or blocks is removed from combat (CR 506.4). In another zone the card is its printed
self again, a creature card (CR 400.7, 611.3a: the ability functions on the battlefield)."""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.cards.pending import ConditionalStatic
from mtgrules.objects import CardType
from mtgrules.rules.conditions import holds
from mtgrules.state import GameObject, GameState


def _removal(obj: GameObject) -> ConditionalStatic | None:
    return next(
        (s for s in obj.statics if isinstance(s, ConditionalStatic) and s.not_creature), None
    )


def apply(state: GameState, sources: Iterable[GameObject]) -> None:
    """Set the Creature type of each permanent among ``sources`` that has "as long as
    [condition], ~ isn't a creature" from its condition now (CR 611.3a, 613.1d)."""
    for obj in sources:
        static = _removal(obj)
        if static is None:
            continue
        removed = holds(state, static.condition, obj.controller, obj.id)
        if removed and CardType.CREATURE in obj.types:
            obj.types = obj.types - {CardType.CREATURE}
            if state.combat is not None:
                state.combat.remove(obj.id)  # CR 506.4
        elif not removed and CardType.CREATURE not in obj.types:
            obj.types = obj.types | {CardType.CREATURE}


def printed_types(obj: GameObject, types: frozenset[CardType]) -> frozenset[CardType]:
    """``types`` of ``obj`` leaving the battlefield, with Creature back if the permanent
    wasn't one only by its own "~ isn't a creature" (CR 400.7)."""
    if _removal(obj) is not None:
        return types | {CardType.CREATURE}
    return types


__all__ = ["apply", "printed_types"]
