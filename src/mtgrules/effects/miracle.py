"""Miracle as data (CR 702.94a; Avacyn Restored, 2012: today's number under both rulesets):
"Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost."

The static ability is a :class:`~mtgrules.effects.casting.CastingKeyword` ("miracle" and its
cost); :class:`WhenRevealedForMiracle` and :class:`CastWithMiracle` are the linked triggered
ability (CR 603.11), compiled on the card and triggered from the hand by
:mod:`mtgrules.rules.miracle`.
"""

from __future__ import annotations

from dataclasses import dataclass

MIRACLE = "miracle"
MIRACLE_RULE = "702.94a"


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenRevealedForMiracle:
    """ "When you reveal this card this way"."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastWithMiracle:
    """ "you may cast it by paying [cost] rather than its mana cost"."""


__all__ = ["MIRACLE", "MIRACLE_RULE", "CastWithMiracle", "WhenRevealedForMiracle"]
