"""Keyword abilities that are triggered abilities, as the triggered abilities their rules
define (CR 702.1: a keyword is shorthand for a longer ability): prowess, exalted, flanking,
bushido N, afflict N and afterlife N; and cycling, an activated ability from the hand
(:func:`cycling_ability`).

The compiler puts these triggered abilities on the card next to the keyword itself; each is
built from the same data a printed triggered ability compiles to, with the keyword's rule as
its text (the keyword renders as the keyword, the round trip is unchanged).

>>> [t.text for t in keyword_triggers(OtherKeyword("afterlife", "1"))]
['Afterlife 1 (When ~ dies, create a 1/1 white and black Spirit creature token with flying.)']
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import (
    THAT_CREATURE,
    THAT_PLAYER,
    OtherKeyword,
    WhenCast,
    WhenDies,
    WhenOther,
)
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.instructions import (
    SELF,
    CreateToken,
    DrawCards,
    Instruction,
    LoseLife,
    ModifyPowerToughness,
)
from mtgrules.effects.triggers import TriggerCondition, TriggeredAbility, WhenBlocks
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword

_SELF = Match.ids_of(SELF)
NUMBERED = frozenset({"afterlife", "bushido", "afflict"})
"""Keywords with a number (OtherKeyword with a parameter) the engine plays as triggers."""


def _pump(on: int, amount: int) -> ModifyPowerToughness:
    return ModifyPowerToughness(
        power=amount, toughness=amount, on=on, duration=Duration.END_OF_TURN
    )


def _ability(
    keyword: str, meaning: str, when: TriggerCondition, *effect: Instruction
) -> TriggeredAbility:
    return TriggeredAbility(
        when=when,
        effect=effect[0] if len(effect) == 1 else effect,
        text=f"{keyword} ({meaning})",
    )


def expands(keyword: Keyword | OtherKeyword) -> bool:
    """``keyword`` is a numbered keyword this module makes triggered abilities of."""
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name in NUMBERED
        and keyword.parameter.isdigit()
    )


def keyword_triggers(keyword: Keyword | OtherKeyword) -> list[TriggeredAbility]:
    """The triggered abilities ``keyword`` stands for (none for other keywords)."""
    if keyword is Keyword.PROWESS:
        # CR 702.108a (a keyword from after 2011).
        return [
            _ability(
                "Prowess",
                "Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.",
                WhenCast(whose=Who.YOU, non="creature"),
                _pump(SELF, 1),
            )
        ]
    if keyword is Keyword.EXALTED:
        # CR 702.83a (2011: 702.81a); each instance triggers separately (702.83b).
        return [
            _ability(
                "Exalted",
                "Whenever a creature you control attacks alone, that creature gets +1/+1 "
                "until end of turn.",
                WhenOther(event="a creature you control attacks alone"),
                _pump(THAT_CREATURE, 1),
            )
        ]
    if keyword is Keyword.FLANKING:
        # CR 702.25a (2011: 702.23a).
        return [
            _ability(
                "Flanking",
                "Whenever a creature without flanking blocks ~, the blocking creature gets "
                "-1/-1 until end of turn.",
                WhenOther(event="~ becomes blocked by a creature without flanking"),
                _pump(THAT_CREATURE, -1),
            )
        ]
    if not isinstance(keyword, OtherKeyword) or not expands(keyword):
        return []
    n = int(keyword.parameter)
    words = f"{keyword.name.capitalize()} {n}"
    if keyword.name == "bushido":
        # CR 702.45a (2011: 702.43a): "Whenever this creature blocks or becomes blocked, it
        # gets +N/+N until end of turn."
        meaning = f"Whenever ~ blocks or becomes blocked, it gets +{n}/+{n} until end of turn."
        return [
            _ability(words, meaning, WhenBlocks(who=_SELF), _pump(SELF, n)),
            _ability(words, meaning, WhenOther(event="~ becomes blocked"), _pump(SELF, n)),
        ]
    if keyword.name == "afflict":
        # CR 702.130a (a keyword from after 2011): the defending player loses N life.
        meaning = f"Whenever ~ becomes blocked, defending player loses {n} life."
        lose = LoseLife(who=THAT_PLAYER, amount=n)
        return [_ability(words, meaning, WhenOther(event="~ becomes blocked"), lose)]
    # CR 702.135a (a keyword from after 2011): afterlife N.
    article = "a" if n == 1 else str(n)
    plural = "" if n == 1 else "s"
    meaning = (
        f"When ~ dies, create {article} 1/1 white and black Spirit creature token{plural} "
        "with flying."
    )
    token = CreateToken(
        count=n,
        power=1,
        toughness=1,
        colors=("white", "black"),
        subtypes=("Spirit",),
        types=("Creature",),
        keywords=("flying",),
    )
    return [_ability(words, meaning, WhenDies(who=_SELF), token)]


CYCLING = "cycling"


def is_cycling(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Cycling {cost}" with a mana cost the engine can pay (CR 702.29a)."""
    if not isinstance(keyword, OtherKeyword) or keyword.name != CYCLING:
        return False
    try:
        parse_mana_cost(keyword.parameter)
    except RulesError:
        return False
    return bool(keyword.parameter)


def cycling_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """CR 702.29a (2011: 702.27a): "Cycling [cost]" means "[Cost], Discard this card: Draw a
    card.", an ability activated only while the card is in its owner's hand."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter), discard_self=True),
        effect=(DrawCards(count=1),),
        text=f"Cycling {keyword.parameter}",
        from_hand=True,
    )
