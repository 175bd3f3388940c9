"""Triggered abilities as data: a trigger condition and what the ability does (CR 603)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import (
    AtBeginningOf,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.effects.base import Match
from mtgrules.effects.cascade import WhenCastWithCascade
from mtgrules.effects.chapters import ChapterReached
from mtgrules.effects.cipher import WhenEncodedDealsCombatDamage
from mtgrules.effects.class_levels import ClassLevelReached
from mtgrules.effects.conditions import Condition
from mtgrules.effects.exile_keywords import WhenLastTimeCounterRemoved, WhenSuspendedUpkeep
from mtgrules.effects.instructions import SELF, GainLife, Instruction, PutCounters
from mtgrules.effects.madness import WhenExiledWithMadness
from mtgrules.effects.miracle import WhenRevealedForMiracle
from mtgrules.effects.spell_copies import WhenThisSpellCast
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.training import WhenAttacksWithGreaterPower
from mtgrules.state import EntityId

__all__ = [
    "SELF",
    "GainLife",
    "PendingTrigger",
    "PutCounters",
    "TriggeredAbility",
    "WhenAttacks",
    "WhenBlocks",
    "WhenDealsDamage",
    "WhenDealtDamage",
    "WhenEntersBattlefield",
    "WhenGainLife",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenGainLife:
    """ "Whenever [who] gains life": once per life-gain event per source (CR 118.9)."""

    who: Match


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenDealtDamage:
    """ "Whenever [recipient] is dealt damage"; ``SELF`` in ``to`` means this permanent."""

    to: Match
    combat_only: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenDealsDamage:
    """ "Whenever [source] deals (combat) damage (to a player)"."""

    from_: Match
    combat_only: bool = False
    to_player_only: bool = False
    unless_renowned: bool = False  # an intervening "if it isn't renowned" (CR 702.112a, 603.4)


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenAttacks:
    """ "Whenever [this creature] attacks" (CR 508.3a); ``most_life``: only when it attacks
    the player with the most life or tied for most life (dethrone, CR 702.105a)."""

    who: Match
    most_life: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenBlocks:
    """ "Whenever [this creature] blocks" (CR 509.4a / 509.3a today)."""

    who: Match


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenEntersBattlefield:
    """ "When [this permanent] enters (the battlefield)" (CR 603.6a)."""

    who: Match


TriggerCondition = (
    WhenGainLife
    | WhenDealtDamage
    | WhenDealsDamage
    | WhenAttacks
    | WhenBlocks
    | WhenEntersBattlefield
    | WhenDies
    | AtBeginningOf
    | WhenCast
    | WhenOther  # the events of rules/trigger_events.py
    | WhenAnotherEnters
    | WhenLeaves
    | ChapterReached  # a Saga's chapter ability (CR 714.2b, rules/sagas.py)
    | ClassLevelReached  # "When this Class becomes level N" (CR 716.4, rules/classes.py)
    | WhenExiledWithMadness  # madness (CR 702.35a, rules/madness.py)
    | WhenCastWithCascade  # cascade (CR 702.85a, rules/cascade.py)
    | WhenThisSpellCast  # storm, replicate (CR 702.40a, 702.56a; rules/spell_copies.py)
    | WhenSuspendedUpkeep  # suspend (CR 702.62a, rules/exile_keywords.py)
    | WhenLastTimeCounterRemoved
    | WhenEncodedDealsCombatDamage  # cipher (CR 702.99a, rules/cipher.py)
    | WhenRevealedForMiracle  # miracle (CR 702.94a, rules/miracle.py)
    | WhenAttacksWithGreaterPower  # training (CR 702.149a, rules/training.py)
)
TriggerEffect = Instruction | tuple[Instruction, ...]


def steps(effect: TriggerEffect) -> tuple[Instruction, ...]:
    """An ability's instructions, in order."""
    return effect if isinstance(effect, tuple) else (effect,)


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggeredAbility:
    """A triggered ability printed on a permanent; ``optional`` is "you may"."""

    when: TriggerCondition
    effect: TriggerEffect
    optional: bool = False
    text: str = ""
    targets: tuple[TargetSpec, ...] = ()
    # an intervening "if" (CR 603.4): checked as it triggers (rules/triggers.py) and again as
    # it resolves (its instructions are then wrapped in an IfCondition)
    intervening: Condition | None = None
    # "This ability triggers only once each turn." (CR 603.2; rules/trigger_limits.py)
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PendingTrigger:
    """A triggered ability that triggered and waits to be put on the stack (CR 603.3)."""

    source: EntityId
    controller: EntityId
    ability: TriggeredAbility
    rule: str
    that_player: EntityId | None = None
    that_object: EntityId | None = None
    that_amount: int | None = None  # "that much": the event's damage or life (CR 603.2)
