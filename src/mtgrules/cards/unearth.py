"""Unearth (CR 702.84a; 2011: 702.82a), an activated ability that functions while the card
is in a graveyard: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to
the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery." (:mod:`mtgrules.resolution_returns` carries it out)."""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import OtherKeyword, is_keyword_with_mana_cost
from mtgrules.effects.instructions import SELF, ReturnFromGraveyard

UNEARTH = "unearth"


def is_unearth(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Unearth {cost}" with a mana cost the engine can pay."""
    return is_keyword_with_mana_cost(keyword, UNEARTH)


def unearth_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """The activated ability "Unearth [cost]" stands for, from the graveyard, as a sorcery."""
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter)),
        effect=(ReturnFromGraveyard(on=SELF, destination="battlefield", unearth=True),),
        text=f"Unearth {keyword.parameter}",
        limit="as a sorcery",
        from_graveyard=True,
    )


__all__ = ["UNEARTH", "is_unearth", "unearth_ability"]
