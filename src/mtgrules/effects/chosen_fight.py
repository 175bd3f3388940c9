"""Fights between targets a "Choose ..." sentence named (CR 701.12a; 2011: 701.10a): "Then
those creatures fight each other." A :class:`~mtgrules.effects.instructions.Fight` of the two
targets, carried out as any fight (:mod:`mtgrules.resolution_targeted_damage`), with the
words that name them.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.instructions import Fight


@dataclass(frozen=True, slots=True, kw_only=True)
class ChosenFight(Fight):
    """ "those creatures fight each other" (``words`` "those creatures"), "the chosen
    creatures fight each other"."""

    words: str = "those creatures"
