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
from mtgrules.cards.pending import (
    ActivationLimit,
    AtBeginningOf,
    OtherKeyword,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.effects.base import Effect
from mtgrules.effects.conditions import Condition as IfCondition
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import TriggerCondition
from mtgrules.objects import Keyword


@dataclass(frozen=True, slots=True)
class Joint:
    """How a sentence joins its next clause to the one before, when not by "and": ", then",
    ", ", ", and" ("Draw a card, then discard a card."), or "then " opening a sentence ("Then
    ~ deals 2 damage to ..."). Words only: the clauses are carried out in order either way
    (CR 608.2c); :func:`instructions` leaves joints out."""

    words: str


Sentence = tuple[Instruction | Joint, ...]
"""Instructions said in one sentence, joined by "and" ("~ deals 2 damage to target creature
and you gain 2 life.") unless a :class:`Joint` says otherwise."""


@dataclass(frozen=True, slots=True)
class KeywordLine:
    """ "Flying, lifelink": keyword abilities (CR 702), in their printed order; some older
    Oracle lines separate them with semicolons ("First strike; reach")."""

    keywords: tuple[Keyword | OtherKeyword, ...]
    separator: str = ", "


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
    form: str = ""
    """Which of the synonymous templates the text used ("if": "If damage would be dealt to
    ~, prevent that damage." for "Prevent all damage that would be dealt to ~.")."""


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
    limit: ActivationLimit | None = None
    x: int = 0
    """{X} symbols in the mana cost (CR 107.3)."""
    extra_costs: tuple[str, ...] = ()
    """Costs a :class:`Cost` can't hold, as printed with ``~``: "Sacrifice a creature",
    "Discard a card", "Remove a +1/+1 counter from ~" (CR 602.1a, 118)."""
    loyalty: int | None = None
    """A planeswalker's loyalty ability: "[+1]: ..." (CR 606); ``cost`` is then empty."""


@dataclass(frozen=True, slots=True)
class Either:
    """ "Whenever ~ attacks or blocks": one ability that triggers on either event; it becomes
    one triggered ability per condition (they can't both happen in one event)."""

    first: TriggerCondition
    second: TriggerCondition
    both: bool = False
    """ "When ~ enters and whenever ~ attacks": two conditions printed in full, joined by "and"."""


Condition = (
    TriggerCondition
    | Either
    | WhenDies
    | AtBeginningOf
    | WhenAnotherEnters
    | WhenLeaves
    | WhenCast
    | WhenOther
)
"""A trigger condition: the engine's, two of them, or one pending in the engine."""


@dataclass(frozen=True, slots=True)
class TriggeredLine:
    """ "[When/Whenever] [condition], [effect]" (CR 603.1); ``optional`` is "you may"."""

    when: Condition
    sentences: tuple[Sentence, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    form: str = ""
    """Which synonymous wording the condition used ("the battlefield": the older "When ~
    enters the battlefield" for "When ~ enters")."""
    intervening: IfCondition | None = None  # "if [condition]," (CR 603.4)
    once_each_turn: bool = False  # "This ability triggers only once each turn." (CR 603.2)


@dataclass(frozen=True, slots=True)
class ModalHeader:
    """ "Choose one —" (or "When ~ enters, choose one —"): the first line of a modal ability;
    the compiler joins it with its "•" lines into a :class:`ModalLine`."""

    minimum: int
    maximum: int
    when: Condition | None = None


@dataclass(frozen=True, slots=True)
class Bullet:
    """ "• [effect]": one mode of a modal ability."""

    mode: EffectLine


@dataclass(frozen=True, slots=True)
class ModalLine:
    """A modal spell or triggered ability (CR 700.2): choose ``minimum`` to ``maximum`` of the
    modes; each mode's targets are its own (only chosen modes' targets are chosen,
    CR 700.2b)."""

    minimum: int
    maximum: int
    modes: tuple[EffectLine, ...]
    when: Condition | None = None


@dataclass(frozen=True, slots=True)
class ChapterLine:
    """A Saga's chapter abilities, "I, II — [effect]" (CR 714.2b-c): the chapter numerals
    and the effect, read as an instant's or sorcery's text (:mod:`mtgrules.cards.sagas`)."""

    numerals: str
    effect: EffectLine


@dataclass(frozen=True, slots=True)
class LevelLine:
    """A leveler's level symbol with its power and toughness and abilities, "LEVEL 2-3",
    "2/4", [abilities] (CR 711.2a-b; 2011: 710.2a-b; :mod:`mtgrules.cards.levelers`); ``high``
    None for "LEVEL N+"."""

    low: int
    high: int | None
    power: int
    toughness: int
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class ClassLevelLine:
    """A Class's level section: its class level ability "[cost]: Level N" (CR 716.2a), then
    "When this Class becomes level N, [effect]" if it has one (``becomes``, read as an
    instant's or sorcery's text) and its other abilities (:mod:`mtgrules.cards.classes`)."""

    cost: str
    level: int
    becomes: EffectLine | None = None
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class PrototypeLine:
    """ "Prototype [mana cost] — [power]/[toughness]" (CR 702.160a;
    :mod:`mtgrules.cards.prototypes`)."""

    cost: str
    power: int
    toughness: int


Ability = (
    KeywordLine
    | RestrictionLine
    | StaticLine
    | EffectLine
    | ActivatedLine
    | TriggeredLine
    | ModalHeader
    | Bullet
    | ModalLine
    | ChapterLine
    | LevelLine
    | ClassLevelLine
    | PrototypeLine
)


def instructions(sentences: tuple[Sentence, ...]) -> tuple[Instruction, ...]:
    """All instructions of the sentences, in order."""
    return tuple(step for sentence in sentences for step in sentence if not isinstance(step, Joint))
