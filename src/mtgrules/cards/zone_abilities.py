"""Compiling the keywords that are activated abilities of a card in its owner's hand or
graveyard (CR 602.2: the cost moves the card itself from there):

* transmute (CR 702.53a; 2011: 702.51a): "[Cost], Discard this card: Search your library for
  a card with the same mana value as this card, reveal it, put it into your hand, then
  shuffle. Activate only as a sorcery.";
* scavenge (CR 702.97a, after 2011: today's number in both editions): "[Cost], Exile this card
  from your graveyard: Put a number of +1/+1 counters equal to the power of the card you
  exiled on target creature. Activate only as a sorcery.";
* embalm (CR 702.128a) and eternalize (CR 702.129a), after 2011: "[Cost], Exile this card from
  your graveyard: Create a token that's a copy of it, except it's white [black, 4/4], it has
  no mana cost, and it's a Zombie in addition to its other types. Activate only as a
  sorcery."

Dredge N (CR 702.52a; 2011: 702.50a) is a static ability that functions in the graveyard,
a :class:`~mtgrules.effects.zone_keywords.Dredge` among the card's statics
(:func:`dredge_statics`). The abilities render as the keyword ("Transmute {1}{B}{B}",
"Dredge 5"), so the round trip is unchanged.

>>> zone_ability(OtherKeyword("scavenge", "{4}{G}{G}")).from_graveyard
True
>>> zone_ability(OtherKeyword("transmute", "{1}{U}{B}")).cost.discard_self
True
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import OtherKeyword, is_keyword_with_mana_cost
from mtgrules.effects.base import Effect
from mtgrules.effects.encore import ENCORE, EncoreCopies
from mtgrules.effects.instructions import target
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.zone_keywords import (
    CountersBySourcePower,
    CreateZombieCopy,
    Dredge,
    SearchSameManaValue,
)

TRANSMUTE, SCAVENGE, DREDGE = "transmute", "scavenge", "dredge"
EMBALM, ETERNALIZE = "embalm", "eternalize"
GRAVEYARD_COPIES = {
    EMBALM: CreateZombieCopy(color="white"),
    ETERNALIZE: CreateZombieCopy(color="black", power_toughness=4),
}
"""What embalm and eternalize create."""
SORCERY = "as a sorcery"
ANY_CREATURE = TargetSpec(kinds=frozenset({"creature"}), text="target creature")


def is_zone_ability(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Transmute {cost}", "Scavenge {cost}", "Embalm {cost}", "Eternalize {cost}" with a
    mana cost the engine can pay."""
    return any(
        is_keyword_with_mana_cost(keyword, name)
        for name in (TRANSMUTE, SCAVENGE, EMBALM, ETERNALIZE, ENCORE)
    )


def is_dredge(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Dredge N"."""
    return (
        isinstance(keyword, OtherKeyword) and keyword.name == DREDGE and keyword.parameter.isdigit()
    )


def dredge_statics(keyword: object) -> list[Effect]:
    """The static ability "Dredge N" stands for (none for other keywords).

    >>> dredge_statics(OtherKeyword("dredge", "5"))[0].count
    5
    """
    if not is_dredge(keyword):
        return []
    return [Dredge(count=int(keyword.parameter), text=f"Dredge {keyword.parameter}")]


def zone_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """The activated ability the keyword stands for."""
    mana = parse_mana_cost(keyword.parameter)
    text = f"{keyword.name.capitalize()} {keyword.parameter}"
    if keyword.name == TRANSMUTE:
        return ActivatedAbility(
            cost=Cost(mana=mana, discard_self=True),
            effect=(SearchSameManaValue(),),
            text=text,
            limit=SORCERY,
            from_hand=True,
        )
    if keyword.name == ENCORE:  # CR 702.141a (resolution_encore.py)
        return ActivatedAbility(
            cost=Cost(mana=mana, exile_self=True),
            effect=(EncoreCopies(),),
            text=text,
            limit=SORCERY,
            from_graveyard=True,
        )
    if keyword.name in GRAVEYARD_COPIES:
        return ActivatedAbility(
            cost=Cost(mana=mana, exile_self=True),
            effect=(GRAVEYARD_COPIES[keyword.name],),
            text=text,
            limit=SORCERY,
            from_graveyard=True,
        )
    return ActivatedAbility(
        cost=Cost(mana=mana, exile_self=True),
        effect=(CountersBySourcePower(on=target(0)),),
        targets=(ANY_CREATURE,),
        text=text,
        limit=SORCERY,
        from_graveyard=True,
    )


__all__ = [
    "DREDGE",
    "EMBALM",
    "ETERNALIZE",
    "SCAVENGE",
    "TRANSMUTE",
    "dredge_statics",
    "is_dredge",
    "is_zone_ability",
    "zone_ability",
]
