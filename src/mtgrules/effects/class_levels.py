"""A Class's levels as data (CR 716): its class level abilities, the abilities it has at
each level, and "When this Class becomes level N, [effect]". Applied by
:mod:`mtgrules.rules.classes`.

CR 716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if
this Class is level N-1 and only as a sorcery." CR 716.3: a Class's level is a designation it
has on the battlefield; it enters at level 1. CR 716.4: the abilities printed after a class
level ability are abilities the Class has as long as its level is N or greater.

Classes were printed after 2011; the engine plays them under both editions with today's rule
numbers, as it does for newer keywords.

>>> BecomeClassLevel(level=2), ClassLevelReached(level=3).level
(BecomeClassLevel(level=2), 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Effect

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef

__all__ = [
    "CLASS_LEVEL",
    "LEVEL_ABILITY",
    "LEVEL_TRIGGER",
    "BecomeClassLevel",
    "ClassLevel",
    "ClassLevelReached",
    "ClassLevels",
]

CLASS_LEVEL = "class level"
"""The condition kind of "Activate only if this Class is level N-1" (CR 716.2a): the object
with the ability is a Class whose level is the condition's ``amount``."""
LEVEL_ABILITY = "716.2a"
"""The rule of a class level ability and of the level it gives."""
LEVEL_TRIGGER = "716.4"
"""The rule under which "When this Class becomes level N" triggers (an ability of level N)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeClassLevel:
    """CR 716.2a: "This Class's level becomes N." (the effect of "[Cost]: Level N")."""

    level: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ClassLevelReached:
    """The trigger condition "When this Class becomes level N" (CR 716.4: an ability of
    level N, which the Class has from the moment it becomes level N)."""

    level: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ClassLevel:
    """One class level section: level ``level`` and the characteristics ``card`` the Class
    has at that level (its first section's abilities with those of levels 2..N)."""

    level: int
    card: CardDef


@dataclass(frozen=True, slots=True, kw_only=True)
class ClassLevels(Effect):
    """The class level sections of a Class: ``printed`` is the Class at level 1 (and in every
    zone other than the battlefield: its first section and its class level abilities),
    ``levels`` the sections after it. A static ability of the card itself: it stays with
    every level's abilities."""

    printed: CardDef
    levels: tuple[ClassLevel, ...]

    def at(self, level: int) -> CardDef:
        """The characteristics at ``level`` (CR 716.4: level N or greater)."""
        reached = [section for section in self.levels if section.level <= level]
        return max(reached, key=lambda section: section.level).card if reached else self.printed
