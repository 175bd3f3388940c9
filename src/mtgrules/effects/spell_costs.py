"""Changes to what a spell costs, as data (CR 601.2f; 2011: 601.2e), and the amounts that
name what was paid for it.

>>> from mtgrules.effects.conditions import Condition
>>> ConditionalCostReduction(mana="{1}", condition=Condition("died")).mana
'{1}'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.conditions import Condition
from mtgrules.effects.targets import TargetSpec

SACRIFICED_AMOUNTS = frozenset(
    {"the sacrificed creature's power", "the sacrificed creature's toughness"}
    | {f"the sacrificed {kind}'s mana value" for kind in ("creature", "artifact", "permanent")}
)
"""Amounts that name the creature sacrificed as a spell's additional cost (CR 608.2h)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ConditionalCostReduction(Effect):
    """ "This spell costs {2} less to cast if a creature died this turn." (CR 601.2f): the
    generic ``mana`` is taken off the total cost when ``condition`` holds as the total cost
    is determined. A static ability that functions on the stack (CR 601.2f)."""

    mana: str
    condition: Condition
    leading: bool = False  # worded "If [condition], ~ costs {6} less to cast."
    duration: Duration = Duration.STATIC


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetedCostReduction(Effect):
    """ "This spell costs {2} less to cast if it targets a red creature." (CR 601.2f): the
    targets are chosen (CR 601.2c) before the total cost is determined, so the reduction
    applies when one of them is what ``spec`` describes (``words``: "a red creature")."""

    mana: str
    spec: TargetSpec
    words: str
    duration: Duration = Duration.STATIC


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellsCostLess(Effect):
    """ "Noncreature spells you cast cost {1} less to cast.", "Black creature spells you cast
    ...", "Spells you cast that target a creature ..." (CR 601.2f): a static ability of a
    permanent that reduces the generic mana of its controller's spells of a kind: with one
    of the card types ``kinds`` (any when empty), without the type ``non``, of ``color``,
    or with a creature among their targets (``targets_creature``)."""

    mana: str
    kinds: frozenset[str] = frozenset()
    non: str = ""
    color: str = ""
    targets_creature: bool = False
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        """The words of the ability (capitalized as it begins its line)."""
        if self.targets_creature:
            return f"Spells you cast that target a creature cost {self.mana} less to cast."
        noun = " and ".join(sorted(self.kinds))
        group = " ".join(w for w in (self.color, f"non{self.non}" if self.non else "", noun) if w)
        return f"{group.capitalize()} spells you cast cost {self.mana} less to cast."
