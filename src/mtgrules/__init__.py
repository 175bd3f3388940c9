"""mtgrules: the Magic: The Gathering Comprehensive Rules on life, damage and combat damage.

Build a game state directly, deal damage, gain, lose, pay and set life, and run state-based
actions; every change is an event that cites its rule in the edition in force.
"""

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
