"""The stack (CR 405) and the decisions that interrupt an action.

A spell or ability on the stack is a :class:`StackItem`: who controls it, its source, what
it does and what it targets. A spell's id is its card's id on the stack.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum

from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.targets import TargetSpec
from mtgrules.state import EntityId


class ItemKind(StrEnum):
    SPELL = "spell"
    ACTIVATED = "activated ability"
    TRIGGERED = "triggered ability"


@dataclass(frozen=True, slots=True, kw_only=True)
class StackItem:
    """A spell or ability on the stack (CR 405.1, 113.1, 602, 603)."""

    id: EntityId
    kind: ItemKind
    controller: EntityId
    source: EntityId
    effect: tuple[Instruction, ...]
    targets: tuple[EntityId, ...] = ()
    specs: tuple[TargetSpec, ...] = ()
    text: str = ""
    optional: bool = False
    permanent: bool = False  # a permanent spell: it enters the battlefield (CR 608.3)
    that_player: EntityId | None = None  # of the trigger event (a triggered ability)
    that_object: EntityId | None = None
    # a spell's alternative and additional costs paid: "flashback", "kicker" (CR 118.8-9)
    cast_with: tuple[str, ...] = ()
    that_amount: int | None = None  # "that much": of the trigger event


@dataclass(frozen=True, slots=True, kw_only=True)
class PendingChoice:
    """An action interrupted by a choice it needs (CR 616.1, 615.7, 603.5 "may"): the
    action, the answers given so far, and the decision now asked."""

    action: object
    answers: tuple[Hashable, ...]
    decision: Decision
