"""Events of creature and combat keywords: umbra armor replaced a destruction (CR 702.89a;
totem armor, 702.87a in the 2011 rules); ninjutsu returned an unblocked attacker and put a
creature onto the battlefield attacking (CR 702.49a; 2011: 702.47a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class UmbraArmorApplied(Event):
    """``permanent`` would have been destroyed; instead all damage marked on it is removed
    and ``attachment`` (an Aura with umbra armor, attached to it) is destroyed (the events
    that follow)."""

    permanent: EntityId
    attachment: EntityId


def commit_umbra_armor(state: GameState, e: UmbraArmorApplied) -> None:
    """Remove all damage marked on the permanent (deathtouch damage included: it is damage
    no longer marked, CR 704.5h)."""
    obj = state.objects.get(e.permanent)
    if obj is not None:
        obj.damage = 0
        obj.deathtouch_damaged = False


@dataclass(frozen=True, slots=True, kw_only=True)
class UnblockedAttackerReturned(Event):
    """An unblocked attacker (``creature``, attacking ``attacked``) is returned to its owner's
    hand to pay ninjutsu's cost (CR 702.49a); the move itself is the ZoneChanged after it."""

    creature: EntityId
    attacked: EntityId | None


@dataclass(frozen=True, slots=True, kw_only=True)
class EnteredAttacking(Event):
    """``creature`` was put onto the battlefield attacking ``attacked`` (CR 508.4: it was
    never declared as an attacker; ninjutsu, CR 702.49a)."""

    creature: EntityId
    attacked: EntityId


def commit_entered_attacking(state: GameState, e: EnteredAttacking) -> None:
    if state.combat is not None:
        state.combat.attackers[e.creature] = e.attacked


__all__ = [
    "EnteredAttacking",
    "UmbraArmorApplied",
    "UnblockedAttackerReturned",
    "commit_entered_attacking",
    "commit_umbra_armor",
]
