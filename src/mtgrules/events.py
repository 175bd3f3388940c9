"""Events: everything that happens in a game, each citing the rule it applies.

Events are frozen records. The engine computes the events of an action from the state
without changing it, then commits them one by one (:mod:`mtgrules.rules.commit`), so every
change to a life total, a counter or marked damage is an event in the log, and the log is
the basis of explained traces. ``rule`` is numbered in the edition in force.

>>> LifeLost(player=2, amount=3, rule="120.3a")
LifeLost(rule='120.3a', player=2, amount=3, source=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.objects import Zone
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Base class of all events; ``rule`` is the CR rule the event applies."""

    rule: str


# -- damage (CR 119 / 120) ------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDealt(Event):
    """``source`` deals ``amount`` damage to ``recipient`` (after prevention and replacement)."""

    source: EntityId
    recipient: EntityId
    amount: int
    combat: bool = False
    deathtouch: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DamagePrevented(Event):
    """A prevention effect (CR 615) prevented ``amount`` of the damage ``source`` would deal."""

    source: EntityId
    recipient: EntityId
    amount: int
    effect: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageReplaced(Event):
    """A replacement effect (CR 614) changed the amount of damage ``source`` would deal."""

    source: EntityId
    recipient: EntityId
    before: int
    after: int
    effect: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageRedirected(Event):
    """Damage that would be dealt to ``original`` is dealt to ``recipient`` instead."""

    source: EntityId
    original: EntityId
    recipient: EntityId
    amount: int
    effect: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageEventOccurred(Event):
    """The last part of the damage sequence: the damage event occurs (CR 120.4d / 119.4c)."""

    parts: int


# -- results of damage, and life ---------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class LifeLost(Event):
    player: EntityId
    amount: int
    source: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LifeGained(Event):
    player: EntityId
    amount: int
    source: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PoisonCountersGiven(Event):
    player: EntityId
    amount: int
    source: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageMarked(Event):
    permanent: EntityId
    amount: int
    source: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersPut(Event):
    permanent: EntityId
    kind: str
    amount: int
    source: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersRemoved(Event):
    permanent: EntityId
    kind: str
    amount: int
    source: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ResultReplaced(Event):
    """A replacement effect changed a result of an event (life gain doubled, life loss
    reduced by a floor, a gain or loss that can't happen)."""

    effect: int | None
    affected: EntityId
    what: str
    before: int
    after: int


@dataclass(frozen=True, slots=True, kw_only=True)
class NothingHappened(Event):
    """An action that the rules turn into nothing (CR 118.7/118.8: an exchange that can't
    happen; gaining 0 life)."""

    player: EntityId
    reason: str


# -- effects -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class EffectCreated(Event):
    """A continuous effect was created (CR 611.2); ``created`` is the effect when a resolving
    spell or ability creates it (the commit adds it to the game)."""

    effect: int
    created: object = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ShieldReduced(Event):
    """A prevention shield (CR 615.7) is partly used up; ``remaining`` is what is left."""

    effect: int
    remaining: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectEnded(Event):
    effect: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerJoined(Event):
    """A player joins the game with their starting life total (CR 118.1 / 119.1)."""

    player: EntityId
    life: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlChanged(Event):
    """A permanent gets a new controller (a control-changing effect, CR 613.1b)."""

    permanent: EntityId
    controller: EntityId


# -- triggers ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityTriggered(Event):
    """A triggered ability of ``source`` triggered; it waits to be put on the stack."""

    source: EntityId
    controller: EntityId
    index: int
    text: str
    that_player: EntityId | None = None  # the player of the trigger event ("that player")
    that_object: EntityId | None = None  # its other object ("that creature", CR 603.7c)
    that_amount: int | None = None  # its damage or life ("that much", CR 603.2)


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerResolved(Event):
    source: EntityId
    text: str
    done: bool


# -- state-based actions, zones, the end of the game -----------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class PermanentDestroyed(Event):
    permanent: EntityId
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ZoneChanged(Event):
    """An object moved zones; it becomes a new object with ``new_id`` (CR 400.7)."""

    object: EntityId
    new_id: EntityId
    origin: Zone
    destination: Zone


@dataclass(frozen=True, slots=True, kw_only=True)
class Regenerated(Event):
    """A regeneration shield replaced destruction: tapped, damage removed (CR 701.12/701.14)."""

    permanent: EntityId
    effect: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageRemoved(Event):
    permanent: EntityId
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerLost(Event):
    player: EntityId
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOver(Event):
    """The game ended: ``winners`` is empty for a draw (CR 104.4a)."""

    winners: frozenset[EntityId]
