"""Effects on life: life-gain replacement (Boon Reflection), a life-total floor (Worship),
and the restrictions "can't gain life" / "can't lose life" (CR 118.7, 118.8)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Condition, Effect, Match


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyLifeGain(Effect):
    """ "If [who] would gain life, [they] gain twice that much life instead" (``multiplier``)
    or "that much life plus N" (``plus``): a replacement effect on a result (CR 614.1a)."""

    who: Match
    multiplier: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class LifeFloor(Effect):
    """ "Damage that would reduce your life total to less than ``floor`` reduces it to
    ``floor`` instead", while ``condition`` holds (Worship)."""

    who: Match
    floor: int = 1
    condition: Condition | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CantGainLife(Effect):
    """ "[who] can't gain life" (CR 118.7)."""

    who: Match


@dataclass(frozen=True, slots=True, kw_only=True)
class CantLoseLife(Effect):
    """ "[who] can't lose life" (CR 118.8)."""

    who: Match
