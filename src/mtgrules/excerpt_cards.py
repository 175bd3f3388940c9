"""The effects of the cards named in the rules excerpts, as data, until the card compiler
builds them from Oracle text: one definition for the examples, the benchmark and users."""

from __future__ import annotations

from mtgrules.effects import (
    ControlsA,
    Duration,
    GainLifeFromPrevented,
    LifeFloor,
    Match,
    ModifyLifeGain,
    PreventDamage,
    PutCounters,
    TriggeredAbility,
    WhenGainLife,
)
from mtgrules.objects import CardType
from mtgrules.state import EntityId


def boon_reflection() -> ModifyLifeGain:
    """Boon Reflection: "If you would gain life, you gain twice that much life instead."""
    return ModifyLifeGain(
        who=Match.you(),
        multiplier=2,
        duration=Duration.STATIC,
        text="If you would gain life, you gain twice that much life instead.",
    )


def worship() -> LifeFloor:
    """Worship: "If you control a creature, damage that would reduce your life total to less
    than 1 reduces it to 1 instead."""
    return LifeFloor(
        who=Match.you(),
        floor=1,
        condition=ControlsA(card_type=CardType.CREATURE),
        duration=Duration.STATIC,
        text="If you control a creature, damage that would reduce your life total "
        "to less than 1 reduces it to 1 instead.",
    )


def awe_strike(target: EntityId) -> PreventDamage:
    """Awe Strike: "The next time target creature would deal damage this turn, prevent that
    damage. You gain life equal to the damage prevented this way."""
    return PreventDamage(
        from_=Match.ids_of(target), next_time=True, then=GainLifeFromPrevented(), text="Awe Strike"
    )


def ajanis_pridemate() -> TriggeredAbility:
    """Ajani's Pridemate: "Whenever you gain life, you may put a +1/+1 counter on Ajani's
    Pridemate."""
    return TriggeredAbility(
        when=WhenGainLife(who=Match.you()),
        effect=PutCounters(),
        optional=True,
        text="Whenever you gain life, you may put a +1/+1 counter on Ajani's Pridemate.",
    )
