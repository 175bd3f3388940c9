"""A replacement effect that turns a life gain into a life loss (CR 614.1a: "instead"): "If an
opponent would gain life, that player loses that much life instead." (Tainted Remedy, Plague
Drone). Applied with the other replacements of a life change (rules/results.py); the affected
player orders them (CR 616.1). A player who can't gain life doesn't gain it, and a replacement
of that gain does nothing (CR 119.7; 2011: 118.7)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import PLAYER, Effect, Match, Who

OPPONENTS = Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT)
"""The effect's controller's opponents, as players."""
GAIN_BECOMES_LOSS_WORDS = (
    "If an opponent would gain life, that player loses that much life instead."
)


@dataclass(frozen=True, slots=True, kw_only=True)
class GainBecomesLoss(Effect):
    """ "If [who] would gain life, that player loses that much life instead."."""

    who: Match


__all__ = ["GAIN_BECOMES_LOSS_WORDS", "OPPONENTS", "GainBecomesLoss"]
