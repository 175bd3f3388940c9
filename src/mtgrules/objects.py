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
