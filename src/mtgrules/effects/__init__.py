"""Prevention, replacement and restriction effects as data (CR 614, 615, 616, 118.7/118.8).

An effect is a frozen record with a duration; rules code interprets it. No card has code of
its own: Worship is a :class:`LifeFloor`, Awe Strike a :class:`PreventDamage` with
``next_time=True`` and a life-gain follow-up.
"""

from mtgrules.effects.base import Condition, ControlsA, Duration, Effect, Match, Who
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    GainLifeFromPrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.effects.life import CantGainLife, CantLoseLife, LifeFloor, ModifyLifeGain
from mtgrules.effects.regeneration import RegenerationShield
from mtgrules.effects.triggers import (
    GainLife,
    PendingTrigger,
    PutCounters,
    TriggeredAbility,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenGainLife,
)

__all__ = [
    "CantGainLife",
    "CantLoseLife",
    "Condition",
    "ControlsA",
    "DamageCantBePrevented",
    "Duration",
    "Effect",
    "GainLife",
    "GainLifeFromPrevented",
    "LifeFloor",
    "Match",
    "ModifyDamage",
    "ModifyLifeGain",
    "PendingTrigger",
    "PreventDamage",
    "PutCounters",
    "RedirectDamage",
    "RegenerationShield",
    "TriggeredAbility",
    "WhenDealsDamage",
    "WhenDealtDamage",
    "WhenGainLife",
    "Who",
]
