"""Compiling the keywords that change how or from where a spell is cast (CR 702), and the
activated abilities of a card in its owner's hand or graveyard ("Discard ~: ...", "Exile ~
from your graveyard: ...", CR 602.2, 113.6k).

A casting keyword compiles to a :class:`~mtgrules.effects.casting.CastingKeyword` among the
card's static abilities; the casting rules read it (:mod:`mtgrules.rules.alternative_casting`).
The keyword itself renders as the keyword, so the round trip is unchanged.

>>> casting_statics(OtherKeyword("flashback", "{1}{R}"))[0].words
'Flashback {1}{R}'
>>> is_casting_keyword(OtherKeyword("flashback", "{1}{R}, Pay 3 life"))
False
"""

from __future__ import annotations

import dataclasses
from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.base import Match
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.instructions import SELF, Sacrifice
from mtgrules.effects.triggers import TriggeredAbility, WhenEntersBattlefield
from mtgrules.errors import RulesError

WITH_COST = frozenset({"flashback", "kicker", "buyback", "evoke", "spectacle", "dash"})
"""Casting keywords followed by a mana cost the engine plays."""
WITHOUT_COST = frozenset({"convoke"})
"""Casting keywords with no parameter the engine plays."""

DISCARD_SELF = "Discard ~"
EXILE_SELF_FROM_GRAVEYARD = "Exile ~ from your graveyard"
SELF_ZONE_COSTS = frozenset({DISCARD_SELF, EXILE_SELF_FROM_GRAVEYARD})
"""Costs that move the card itself from the zone its ability is activated in: the hand
("Discard ~", CR 701.8 / 2011: 701.7) or the graveyard ("Exile ~ from your graveyard")."""


def _mana_only(text: str) -> bool:
    try:
        parse_mana_cost(text)
    except RulesError:
        return False
    return bool(text)


def is_casting_keyword(keyword: object) -> TypeGuard[OtherKeyword]:
    """``keyword`` is a casting keyword the engine plays ("Flashback {1}{R}", "Convoke"); a
    cost that is more than mana ("Flashback—Sacrifice a Mountain") isn't."""
    if not isinstance(keyword, OtherKeyword):
        return False
    if keyword.name in WITHOUT_COST:
        return not keyword.parameter
    return keyword.name in WITH_COST and _mana_only(keyword.parameter)


def casting_statics(keyword: object) -> list[CastingKeyword]:
    """The static ability a casting keyword stands for (none for other keywords)."""
    if not is_casting_keyword(keyword):
        return []
    return [
        CastingKeyword(
            keyword=keyword.name,
            cost=keyword.parameter,
            text=f"{keyword.name.capitalize()} {keyword.parameter}".strip(),
        )
    ]


EVOKED = Condition("evoked")
"""CR 702.74a: "if its evoke cost was paid" (rules/conditions.py asks the casting rules)."""


def casting_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability of evoke (CR 702.74a; 2011: 702.72a): "When this permanent
    enters, if its evoke cost was paid, its controller sacrifices it." An intervening if
    (CR 603.4): checked as it triggers and again as it resolves."""
    if not is_casting_keyword(keyword) or keyword.name != "evoke":
        return []
    meaning = "When ~ enters, if its evoke cost was paid, its controller sacrifices it."
    return [
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=(IfCondition(condition=EVOKED, then=(Sacrifice(on=SELF),), rule="603.4"),),
            intervening=EVOKED,
            text=f"Evoke {keyword.parameter} ({meaning})",
        )
    ]


def from_its_zone(ability: ActivatedAbility) -> ActivatedAbility:
    """An activated ability whose cost discards the card itself is activated from its
    owner's hand; one whose cost exiles it from the graveyard, from the graveyard (CR 602.2:
    the cost can be paid only there). The self-moving cost becomes part of the ability's
    cost (``discard_self`` / ``exile_self``)."""
    extra = ability.extra_costs
    if DISCARD_SELF in extra:
        cost = dataclasses.replace(ability.cost, discard_self=True)
        rest = tuple(c for c in extra if c != DISCARD_SELF)
        return dataclasses.replace(ability, cost=cost, extra_costs=rest, from_hand=True)
    if EXILE_SELF_FROM_GRAVEYARD in extra:
        cost = dataclasses.replace(ability.cost, exile_self=True)
        rest = tuple(c for c in extra if c != EXILE_SELF_FROM_GRAVEYARD)
        return dataclasses.replace(ability, cost=cost, extra_costs=rest, from_graveyard=True)
    return ability
