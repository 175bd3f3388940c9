"""The events of copying a spell (CR 707.10; 2011: 706.10): :class:`SpellCopied` creates the
copy, an object on the stack that is not a card (it is then put on the stack by a
``PutOnStack`` event under the copy rule, not the casting rule 601.2, so it isn't cast);
:class:`SpellCopyCeased` is a copy that would leave the stack ceasing to exist (CR 704.5e,
the same number in 2011: "If a copy of a spell is in a zone other than the stack, it ceases
to exist"). Committed by :mod:`mtgrules.rules.commit` (:data:`SPELL_COPY_COMMITS`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.stack import ItemKind, StackItem
from mtgrules.state import EntityId, GameObject, GameState

COPY_CEASES = "704.5e"
COPY = "copy"
"""The mark of a copy among a stack item's ``cast_with``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellCopied(Event):
    """``controller`` gets ``spell``, a copy of the spell ``original``, on the stack."""

    spell: GameObject
    original: EntityId
    controller: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellCopyCeased(Event):
    """The copy of a spell ``object`` left the stack and ceased to exist."""

    object: EntityId


def commit_copied(state: GameState, e: SpellCopied) -> None:
    copy = e.spell.clone()
    state.objects[copy.id] = copy
    state.next_id = max(state.next_id, copy.id + 1)
    state.index_abilities(copy)


def commit_ceased(state: GameState, e: SpellCopyCeased) -> None:
    """Remove the copy (from the stack too); what refers to it sees it as it last existed
    (CR 608.2h)."""
    state.stack[:] = [item for item in state.stack if item.id != e.object]
    obj = state.objects.pop(e.object, None)
    if obj is not None:
        state.lki[e.object] = obj
    state.static_sources.discard(e.object)
    state.trigger_sources.discard(e.object)


def is_copy(item: StackItem) -> bool:
    """``item`` is a copy of a spell, not a spell cast from a card."""
    return item.kind is ItemKind.SPELL and COPY in item.cast_with


def ceases(item: StackItem) -> list[Event]:
    """CR 704.5e: the copy ``item``, leaving the stack, ceases to exist."""
    return [SpellCopyCeased(object=item.id, rule=COPY_CEASES)]


SPELL_COPY_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    SpellCopied: commit_copied,
    SpellCopyCeased: commit_ceased,
}

__all__ = [
    "COPY",
    "COPY_CEASES",
    "SPELL_COPY_COMMITS",
    "SpellCopied",
    "SpellCopyCeased",
    "ceases",
    "commit_ceased",
    "commit_copied",
    "is_copy",
]
