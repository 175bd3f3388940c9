"""Firebending as data (CR 702.189a; Avatar: The Last Airbender, 2025: today's number under
both rulesets): "Firebending N" means "Whenever this creature attacks, add N {R}. Until end of
combat, you don't lose this mana as steps end."

:class:`KeepUntilEndOfCombat` follows the ``AddMana`` of the triggered ability (compiled in
cards/firebending.py); :mod:`mtgrules.rules.firebending` keeps that much red mana in its
controller's pool as the steps of this combat end.
"""

from __future__ import annotations

from dataclasses import dataclass

FIREBENDING = "firebending"
FIREBENDING_RULE = "702.189a"


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepUntilEndOfCombat:
    """ "Until end of combat, you don't lose this mana as steps end": ``amount`` mana of
    ``color`` just added."""

    color: str
    amount: int


__all__ = ["FIREBENDING", "FIREBENDING_RULE", "KeepUntilEndOfCombat"]
