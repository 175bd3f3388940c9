"""Triggered abilities as data: a trigger condition and what the ability does (CR 603)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Match
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId

SELF = -1  # "this permanent", in an ability printed on a card


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


TriggerCondition = WhenGainLife | WhenDealtDamage | WhenDealsDamage


@dataclass(frozen=True, slots=True, kw_only=True)
class PutCounters:
    """ "Put N [kind] counters on [this permanent]"."""

    kind: str = PLUS_ONE
    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLife:
    """ "You gain N life": the ability's controller gains N life."""

    amount: int


TriggerEffect = PutCounters | GainLife


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggeredAbility:
    """A triggered ability printed on a permanent; ``optional`` is "you may"."""

    when: TriggerCondition
    effect: TriggerEffect
    optional: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class PendingTrigger:
    """A triggered ability that triggered and waits to be put on the stack (CR 603.3)."""

    source: EntityId
    controller: EntityId
    ability: TriggeredAbility
    rule: str
