"""A leveler's level symbols as data (CR 711.2; 2011: 710.2): the characteristics it has at
each number of level counters. Applied by :mod:`mtgrules.rules.levelers`.

CR 711.2a-b (2011: 710.2a-b): "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this
creature has at least N1 level counters on it, but no more than N2 level counters on it, it
has base power and toughness [P/T] and has [abilities]"; "{LEVEL N3+}" has no upper bound.
CR 711.4-6 (2011: 710.4-6): abilities not preceded by a level symbol (its level up ability
among them) it always has; below the first level, and in every zone other than the
battlefield, it has the uppermost power and toughness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Effect

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef

__all__ = ["LEVEL", "LevelBand", "Leveled"]

LEVEL = "level"
"""The counters level up puts on a permanent (CR 702.87a; 2011: 702.85a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelBand:
    """One level symbol: from ``low`` to ``high`` level counters (no upper bound when
    ``high`` is None), the characteristics ``card`` (base power and toughness, and every
    ability: those of the symbol with those it always has)."""

    low: int
    high: int | None
    card: CardDef

    def holds(self, level: int) -> bool:
        return self.low <= level and (self.high is None or level <= self.high)


@dataclass(frozen=True, slots=True, kw_only=True)
class Leveled(Effect):
    """The level symbols of a leveler card: ``printed`` is the card below its first level
    (the uppermost power and toughness, the abilities it always has), ``bands`` its levels.
    A static ability of the card itself (CR 711.2): it stays with every level's abilities."""

    printed: CardDef
    bands: tuple[LevelBand, ...]

    def at(self, level: int) -> CardDef:
        """The characteristics with ``level`` level counters (CR 711.2a-b, 711.5)."""
        return next((band.card for band in self.bands if band.holds(level)), self.printed)
