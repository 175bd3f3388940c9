"""Damage whose excess is dealt elsewhere: "~ deals 4 damage to target creature. Excess damage
is dealt to that creature's controller instead." (CR 120.4a).

Today's rules: CR 120.4a, the first step of the damage event, moves the damage greater than
the creature's lethal damage (its toughness less the damage already marked on it and the
other damage dealt to it at the same time; more than 1 from a deathtouch source) to the other
recipient. The 2011 rules have no such step (CR 2011 119.4); there the card's own words say
what happens (its text takes precedence over the rules, CR 101.1): the damage the spell deals
is split as it deals it, lethal damage (CR 2011 119.6; 702.2b: any nonzero damage from a
deathtouch source) to the creature and the rest to the other recipient, in one damage event
(rules in resolution_excess.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction, Ref

EXCESS_WORDS = "Excess damage is dealt to that creature's controller instead."
"""The sentence, as printed after the damage it modifies."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExcessDealtInstead:
    """``step`` (damage to the spell's only target creature), its excess damage dealt to
    ``to`` (the target's controller, as it last existed, CR 608.2h) instead (CR 120.4a)."""

    step: Instruction
    to: Ref


@dataclass(frozen=True, slots=True)
class ExcessSentence:
    """The printed sentence "Excess damage is dealt to that [type]'s controller instead.",
    before the compiler joins it to the damage before it."""

    noun: str


__all__ = ["EXCESS_WORDS", "ExcessDealtInstead", "ExcessSentence"]
