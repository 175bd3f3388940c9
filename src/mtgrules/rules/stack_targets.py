"""Targets on the stack (CR 115.1, 115.4): a spell is its card on the stack, an ability the
stack item (CR 113.1, 405.1). The target's color ("target white spell") is checked with the
other filters of a target (:func:`mtgrules.rules.casting.passes_filters`)."""

from __future__ import annotations

from mtgrules.effects.spell_targets import SPELL, SpellTarget
from mtgrules.objects import Zone
from mtgrules.stack import ItemKind, StackItem
from mtgrules.state import EntityId, GameState


def stack_item(state: GameState, entity: EntityId) -> StackItem | None:
    """The spell or ability ``entity`` while it is on the stack."""
    for item in state.stack:
        if item.id == entity:
            return item
    return None


def stack_target_matches(state: GameState, spec: SpellTarget, entity: EntityId) -> bool:
    """CR 115.1: ``entity`` is a spell or ability on the stack of the kind ``spec`` names
    ("target noncreature spell": a spell without the card type creature, CR 205.2)."""
    item = stack_item(state, entity)
    if item is None:
        return False
    if item.kind is not ItemKind.SPELL:
        return item.kind.value in spec.abilities
    obj = state.objects.get(entity)
    if SPELL not in spec.kinds or obj is None or obj.zone is not Zone.STACK:
        return False
    types = {t.value.lower() for t in obj.types}
    if spec.types and not types & spec.types:
        return False
    return not (spec.non and spec.non in types)


__all__ = ["stack_item", "stack_target_matches"]
