"""Abilities and card definitions as data (CR 112, 113, 601, 602, 605).

A card is a :class:`CardDef`: characteristics plus abilities made of instructions
(:mod:`mtgrules.effects.instructions`), effect templates and trigger conditions. No card has
code of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mtgrules.cards.mana import NO_COST, ManaCost
from mtgrules.effects.base import Effect
from mtgrules.effects.instructions import AddMana, AddOneManaOf, Instruction
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import CardType, Keyword


class Restriction(StrEnum):
    """Static abilities that change what a creature may do in combat (CR 508.1c, 509.1b-c)."""

    CANT_ATTACK = "can't attack"
    CANT_BLOCK = "can't block"
    EXTRA_BLOCK = "can block an additional creature each combat"


@dataclass(frozen=True, slots=True, kw_only=True)
class Cost:
    """An activation cost (CR 602.1a, 118): mana, {T}, "sacrifice this", life."""

    mana: ManaCost = NO_COST
    tap: bool = False
    sacrifice_self: bool = False
    life: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class ActivatedAbility:
    """ "[Cost]: [Effect.]" (CR 602). A mana ability (CR 605.1a) has no target and adds
    mana; it doesn't use the stack."""

    cost: Cost
    effect: tuple[Instruction, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""

    @property
    def is_mana_ability(self) -> bool:
        return not self.targets and any(
            isinstance(step, AddMana | AddOneManaOf) for step in self.effect
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 113.3a)."""

    effect: tuple[Instruction, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDef:
    """A card: its characteristics and abilities, ready to put into a game."""

    name: str
    types: frozenset[CardType]
    mana_cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[Keyword] = frozenset()
    restrictions: frozenset[Restriction] = frozenset()
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    statics: tuple[Effect, ...] = ()
    text: str = ""
