"""Vocabulary of game objects: card types, zones, keywords and counters."""

from __future__ import annotations

from enum import StrEnum


class CardType(StrEnum):
    """Card types (CR 205.2a) the engine knows."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"
    TRIBAL = "Tribal"
    # Nontraditional card types of the casual variants (CR 205.2a), played only from the
    # command zone (CR 408.3): plane (901), vanguard (902), scheme (904) were card types in
    # 2011 too; phenomenon (901, 310) since 2012. rules/vanguard.py, schemes.py, planechase.py
    PLANE = "Plane"
    PHENOMENON = "Phenomenon"
    VANGUARD = "Vanguard"
    SCHEME = "Scheme"


COMMAND_CARD_TYPES = frozenset(
    {CardType.PLANE, CardType.PHENOMENON, CardType.VANGUARD, CardType.SCHEME}
)
"""The card types whose face-up cards' abilities function in the command zone (CR 901, 902.7,
904)."""


class Zone(StrEnum):
    """Zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Keyword(StrEnum):
    """Keyword abilities (CR 702) that matter to damage, life and combat."""

    DEATHTOUCH = "deathtouch"
    DEFENDER = "defender"
    DOUBLE_STRIKE = "double strike"
    FIRST_STRIKE = "first strike"
    FLASH = "flash"
    FLYING = "flying"
    HASTE = "haste"
    HEXPROOF = "hexproof"
    INDESTRUCTIBLE = "indestructible"
    INFECT = "infect"
    LIFELINK = "lifelink"
    MENACE = "menace"
    REACH = "reach"
    SHROUD = "shroud"
    TRAMPLE = "trample"
    VIGILANCE = "vigilance"
    WITHER = "wither"
    # Keywords of rules/keywords.py (their rules: KEYWORD_RULES there).
    CHANGELING = "changeling"
    DEVOID = "devoid"
    FEAR = "fear"
    FLANKING = "flanking"
    HORSEMANSHIP = "horsemanship"
    INTIMIDATE = "intimidate"
    SHADOW = "shadow"
    SKULK = "skulk"
    PLAINSWALK = "plainswalk"
    ISLANDWALK = "islandwalk"
    SWAMPWALK = "swampwalk"
    MOUNTAINWALK = "mountainwalk"
    FORESTWALK = "forestwalk"
    PROTECTION_FROM_WHITE = "protection from white"
    PROTECTION_FROM_BLUE = "protection from blue"
    PROTECTION_FROM_BLACK = "protection from black"
    PROTECTION_FROM_RED = "protection from red"
    PROTECTION_FROM_GREEN = "protection from green"
    PROTECTION_FROM_CREATURES = "protection from creatures"  # a card type (CR 702.16a)
    PROTECTION_FROM_ARTIFACTS = "protection from artifacts"
    PROWESS = "prowess"
    DAYBOUND = "daybound"  # CR 702.145 (rules/day_night.py)
    NIGHTBOUND = "nightbound"
    EXALTED = "exalted"
    BANDING = "banding"  # CR 702.22 (rules/banding.py)
    # Toxic N (CR 702.164), one member per N printed; the total toxic value is their sum.
    TOXIC_1 = "toxic 1"
    TOXIC_2 = "toxic 2"
    TOXIC_3 = "toxic 3"
    TOXIC_4 = "toxic 4"
    TOXIC_5 = "toxic 5"
    TOXIC_6 = "toxic 6"


PLUS_ONE = "+1/+1"
MINUS_ONE = "-1/-1"
LOYALTY = "loyalty"


class Step(StrEnum):
    """The steps of a turn, in order, with the main phases as steps of their own (CR 500.1)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


STEPS = tuple(Step)
