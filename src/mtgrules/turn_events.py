"""Events of the turn, priority, the stack, casting and combat (CR 500-514, 117, 405, 601,
602, 608). Like every event, each cites its rule and is committed by
:mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect
from mtgrules.events import Event
from mtgrules.objects import Step
from mtgrules.stack import StackItem
from mtgrules.state import EntityId, GameObject, Modifier


@dataclass(frozen=True, slots=True, kw_only=True)
class StepBegan(Event):
    """A step (or main phase) of ``active``'s turn ``turn`` began (CR 500.1)."""

    step: Step
    turn: int
    active: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCreated(Event):
    """A token was created on the battlefield (CR 111.1); ``attacking``: the player it
    attacks, for a token put onto the battlefield attacking (CR 508.4)."""

    token: GameObject
    attacking: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryShuffled(Event):
    """A library was shuffled (CR 701.20 today; 701.17 in 2011): its new order, top last."""

    player: EntityId
    order: tuple[EntityId, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class StepSkipped(Event):
    """A step is skipped: the game proceeds past it as though it didn't exist (CR 500.11;
    2011: 500.10)."""

    step: Step
    turn: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PriorityPassed(Event):
    player: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class Untapped(Event):
    permanents: tuple[EntityId, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Tapped(Event):
    permanent: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class DrewFromEmptyLibrary(Event):
    """CR 704.5b: the player attempted to draw from an empty library."""

    player: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class LandPlayed(Event):
    player: EntityId
    card: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaAdded(Event):
    player: EntityId
    mana: str
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaSpent(Event):
    player: EntityId
    mana: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaEmptied(Event):
    player: EntityId
    amount: int
    kept: tuple[tuple[str, int], ...] = ()  # mana that lasts longer (CR 702.189a)


@dataclass(frozen=True, slots=True, kw_only=True)
class PutOnStack(Event):
    """A spell was cast, or an ability activated or put on the stack (CR 601.2, 602.2,
    603.3)."""

    item: StackItem


@dataclass(frozen=True, slots=True, kw_only=True)
class Resolved(Event):
    """The top spell or ability resolved (CR 608.2), or left the stack without resolving
    because all its targets became illegal (CR 608.2b): ``resolved=False``."""

    item: EntityId
    source: EntityId
    text: str
    resolved: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifierAdded(Event):
    """A continuous effect began to modify ``permanent`` (CR 611.2c, 613)."""

    permanent: EntityId
    modifier: Modifier
    effect: Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackersDeclared(Event):
    """CR 508.1: the attacking creatures and what each attacks."""

    attacks: tuple[tuple[EntityId, EntityId], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BlockersDeclared(Event):
    """CR 509.1: the blocking creatures and what each blocks."""

    blocks: tuple[tuple[EntityId, EntityId], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageAssignmentOrdered(Event):
    """CR 2011 509.2/509.3: the damage assignment order of a creature's blockers (or of the
    attackers a blocker blocks)."""

    creature: EntityId
    order: tuple[EntityId, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatDamageAssigned(Event):
    """CR 510.1: how ``player``'s creatures assign their combat damage."""

    player: EntityId
    assignments: tuple[tuple[EntityId, tuple[tuple[EntityId, int], ...]], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class FirstStrikeDamageStep(Event):
    """CR 510.5: a creature has first strike or double strike as the combat damage step
    begins: only those creatures deal damage now, and a second step follows."""

    creatures: tuple[EntityId, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RemovedFromCombat(Event):
    creature: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatEnded(Event):
    """CR 511.3: all creatures are removed from combat at the end of the combat phase."""
