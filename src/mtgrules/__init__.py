"""mtgrules: the Magic: The Gathering Comprehensive Rules on life, damage and combat damage.

Build a game state directly, deal damage, gain, lose, pay and set life, and run state-based
actions; every change is an event that cites its rule in the edition in force.
"""

import importlib
from typing import TYPE_CHECKING, Any

import mtgrules.effects  # noqa: F401  (data classes; importing them first settles import order)

if TYPE_CHECKING:
    from mtgrules.choices import ChoiceRequired, Chooser, Decision
    from mtgrules.effects import (
        CantGainLife,
        CantLoseLife,
        ControlsA,
        DamageCantBePrevented,
        Duration,
        Effect,
        GainLife,
        GainLifeFromPrevented,
        LifeFloor,
        Match,
        ModifyDamage,
        ModifyLifeGain,
        PendingTrigger,
        PreventDamage,
        PutCounters,
        RedirectDamage,
        RegenerationShield,
        TriggeredAbility,
        WhenDealsDamage,
        WhenDealtDamage,
        WhenGainLife,
        Who,
    )
    from mtgrules.effects.triggers import SELF
    from mtgrules.engine import Game
    from mtgrules.errors import (
        ConfigurationError,
        IllegalChoiceError,
        IllegalDamageError,
        IllegalLifeActionError,
        RulesError,
        UnknownEntityError,
    )
    from mtgrules.events import Event
    from mtgrules.objects import LOYALTY, MINUS_ONE, PLUS_ONE, CardType, Keyword, Zone
    from mtgrules.proposed import DamagePart
    from mtgrules.rulesets import CR2011, CURRENT, Ruleset, get_ruleset
    from mtgrules.state import EntityId, GameObject, GameState, Player
    from mtgrules.variants import Archenemy, Commander, TwoHeadedGiant, Vanguard, Variant

# Names are imported on first use (PEP 562), so that ``import mtgrules.cards.database`` and the
# command line start without loading the whole engine.
_WHERE: dict[str, str] = {
    "Archenemy": "mtgrules.variants",
    "CR2011": "mtgrules.rulesets",
    "CURRENT": "mtgrules.rulesets",
    "CantGainLife": "mtgrules.effects",
    "CantLoseLife": "mtgrules.effects",
    "CardType": "mtgrules.objects",
    "ChoiceRequired": "mtgrules.choices",
    "Chooser": "mtgrules.choices",
    "Commander": "mtgrules.variants",
    "ConfigurationError": "mtgrules.errors",
    "ControlsA": "mtgrules.effects",
    "DamageCantBePrevented": "mtgrules.effects",
    "DamagePart": "mtgrules.proposed",
    "Decision": "mtgrules.choices",
    "Duration": "mtgrules.effects",
    "Effect": "mtgrules.effects",
    "EntityId": "mtgrules.state",
    "Event": "mtgrules.events",
    "GainLife": "mtgrules.effects",
    "GainLifeFromPrevented": "mtgrules.effects",
    "Game": "mtgrules.engine",
    "GameObject": "mtgrules.state",
    "GameState": "mtgrules.state",
    "IllegalChoiceError": "mtgrules.errors",
    "IllegalDamageError": "mtgrules.errors",
    "IllegalLifeActionError": "mtgrules.errors",
    "Keyword": "mtgrules.objects",
    "LOYALTY": "mtgrules.objects",
    "LifeFloor": "mtgrules.effects",
    "MINUS_ONE": "mtgrules.objects",
    "Match": "mtgrules.effects",
    "ModifyDamage": "mtgrules.effects",
    "ModifyLifeGain": "mtgrules.effects",
    "PLUS_ONE": "mtgrules.objects",
    "PendingTrigger": "mtgrules.effects",
    "Player": "mtgrules.state",
    "PreventDamage": "mtgrules.effects",
    "PutCounters": "mtgrules.effects",
    "RedirectDamage": "mtgrules.effects",
    "RegenerationShield": "mtgrules.effects",
    "RulesError": "mtgrules.errors",
    "Ruleset": "mtgrules.rulesets",
    "SELF": "mtgrules.effects.triggers",
    "TriggeredAbility": "mtgrules.effects",
    "TwoHeadedGiant": "mtgrules.variants",
    "UnknownEntityError": "mtgrules.errors",
    "Vanguard": "mtgrules.variants",
    "Variant": "mtgrules.variants",
    "WhenDealsDamage": "mtgrules.effects",
    "WhenDealtDamage": "mtgrules.effects",
    "WhenGainLife": "mtgrules.effects",
    "Who": "mtgrules.effects",
    "Zone": "mtgrules.objects",
    "get_ruleset": "mtgrules.rulesets",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'mtgrules' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__version__ = "0.1.0"

__all__ = [
    "CR2011",
    "CURRENT",
    "LOYALTY",
    "MINUS_ONE",
    "PLUS_ONE",
    "SELF",
    "Archenemy",
    "CantGainLife",
    "CantLoseLife",
    "CardType",
    "ChoiceRequired",
    "Chooser",
    "Commander",
    "ConfigurationError",
    "ControlsA",
    "DamageCantBePrevented",
    "DamagePart",
    "Decision",
    "Duration",
    "Effect",
    "EntityId",
    "Event",
    "GainLife",
    "GainLifeFromPrevented",
    "Game",
    "GameObject",
    "GameState",
    "IllegalChoiceError",
    "IllegalDamageError",
    "IllegalLifeActionError",
    "Keyword",
    "LifeFloor",
    "Match",
    "ModifyDamage",
    "ModifyLifeGain",
    "PendingTrigger",
    "Player",
    "PreventDamage",
    "PutCounters",
    "RedirectDamage",
    "RegenerationShield",
    "RulesError",
    "Ruleset",
    "TriggeredAbility",
    "TwoHeadedGiant",
    "UnknownEntityError",
    "Vanguard",
    "Variant",
    "WhenDealsDamage",
    "WhenDealtDamage",
    "WhenGainLife",
    "Who",
    "Zone",
    "get_ruleset",
]
