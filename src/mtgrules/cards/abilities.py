"""Compiled abilities: the typed data the Oracle-text compiler produces, one per line of
text (CR 113.2), in the card's order.

Each ability holds engine data (instructions, targets, trigger conditions, effect templates)
plus the little structure the text has and a card definition does not: which instructions
form one sentence (joined by "and"). The renderer (:mod:`mtgrules.cards.render`) writes the
text back from this data alone; :func:`mtgrules.cards.compiler.assemble` builds the
:class:`~mtgrules.cards.model.CardDef` from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.model import Cost, Restriction
from mtgrules.effects.base import Effect
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggerCondition
from mtgrules.objects import Keyword

Sentence = tuple[Instruction, ...]
"""Instructions said in one sentence, joined by "and" ("~ deals 2 damage to target creature
and you gain 2 life.")."""


@dataclass(frozen=True, slots=True)
class KeywordLine:
    """ "Flying, lifelink": keyword abilities (CR 702), in their printed order."""

    keywords: tuple[Keyword, ...]


@dataclass(frozen=True, slots=True)
class RestrictionLine:
    """ "~ can't block." (CR 509.1b), "~ can block an additional creature each combat."
    (CR 509.1c); "can't attack or block" is two restrictions."""

    restrictions: tuple[Restriction, ...]


@dataclass(frozen=True, slots=True)
class StaticLine:
    """A static ability that creates a continuous effect while its object is on the
    battlefield (CR 604.1, 611.3): a replacement or prevention effect template."""

    effect: Effect


@dataclass(frozen=True, slots=True)
class EffectLine:
    """A line of an instant's or sorcery's text: what the spell does (CR 113.3a, 608.2c).
    Target references are local to the line; :func:`assemble` renumbers them."""

    sentences: tuple[Sentence, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class ActivatedLine:
    """ "[Cost]: [Effect.]" (CR 602.1)."""

    cost: Cost
    sentences: tuple[Sentence, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class TriggeredLine:
    """ "[When/Whenever] [condition], [effect]" (CR 603.1); ``optional`` is "you may"."""

    when: TriggerCondition
    sentences: tuple[Sentence, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False


Ability = KeywordLine | RestrictionLine | StaticLine | EffectLine | ActivatedLine | TriggeredLine


def instructions(sentences: tuple[Sentence, ...]) -> tuple[Instruction, ...]:
    """All instructions of the sentences, in order."""
    return tuple(step for sentence in sentences for step in sentence)
