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

Kicker with two costs (CR 702.33b; 2011: 702.31b) is two kickers, each named by its cost:

>>> [k.keyword for k in casting_statics(OtherKeyword("kicker", "{1}{B} and/or {R}"))]
['kicker {1}{B}', 'kicker {R}']

Affinity (CR 702.41a; 2011: 702.39a) is the cost reduction it means:

>>> per = casting_statics(OtherKeyword("affinity for", "Lizards"))[0].per
>>> per.noun, per.controller
('Lizard', 'you control')
"""

from __future__ import annotations

import dataclasses
from typing import TypeGuard

from mtgrules.cards.creature_types import singular
from mtgrules.cards.exile_keywords import is_suspend, suspend_triggers
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.pending import CostReduction, Counted, OtherKeyword
from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.effects.cascade import CascadeInstruction, WhenCastWithCascade
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.cipher import CIPHER, CastEncodedCopy, WhenEncodedDealsCombatDamage
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.instructions import SELF, Sacrifice
from mtgrules.effects.madness import CastWithMadness, WhenExiledWithMadness
from mtgrules.effects.miracle import MIRACLE, CastWithMiracle, WhenRevealedForMiracle
from mtgrules.effects.spell_copies import REPLICATE, STORM, CopyThisSpell, WhenThisSpellCast
from mtgrules.effects.triggers import TriggeredAbility, WhenEntersBattlefield
from mtgrules.errors import RulesError
from mtgrules.resolution_counts import countable
from mtgrules.rules.blitz import BLITZ, blitz_trigger
from mtgrules.rules.cast_transformed import DISTURB
from mtgrules.rules.optional_costs import costs_in_words

WITH_COST = (
    frozenset({"flashback", "kicker", "buyback", "evoke", "spectacle", "dash", "madness", "warp"})
    | frozenset({"foretell", "plot"})  # rules/exile_keywords.py
    | frozenset({"replicate", "surge", "prowl", "freerunning"})
    | {"offspring", "squad"}
    | {"multikicker"}  # CR 702.33c (rules/costs_4.py counts the kicks)
    | {BLITZ, "overload"}  # CR 702.152a (rules/blitz.py), 702.96a (rules/overload.py)
    | {MIRACLE}  # CR 702.94a (rules/miracle.py)
    | {DISTURB}  # CR 702.146a: cast transformed from the graveyard (rules/cast_transformed.py)
)
"""Casting keywords followed by a mana cost the engine plays."""
WITHOUT_COST = frozenset(
    {"convoke", "delve", "improvise", "cascade", "bargain", "rebound", "jump-start", "retrace"}
) | frozenset({"storm", CIPHER})  # rules/spell_copies.py; rules/cipher.py (CR 702.99a)
WITHOUT_COST |= {"assist"}  # CR 702.132a (rules/assist.py)
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
    if keyword.name == "suspend":  # CR 702.62a (cards/exile_keywords.py)
        return is_suspend(keyword)
    if keyword.name == "buyback" and keyword.parameter.startswith("—"):  # in words
        return costs_in_words(keyword.parameter) is not None
    if keyword.name == AFFINITY:
        return countable(affinity_count(keyword.parameter)) is None
    if keyword.name == "kicker" and AND_OR in keyword.parameter:  # CR 702.33b
        return all(_mana_only(cost) for cost in keyword.parameter.split(AND_OR))
    return keyword.name in WITH_COST and _mana_only(keyword.parameter)


AND_OR = " and/or "
"""CR 702.33b (2011: 702.31b): "Kicker [cost 1] and/or [cost 2]" means the same thing as
"Kicker [cost 1]" and "Kicker [cost 2]"."""


def kicker_name(cost: str) -> str:
    """The name of one of two kicker costs ("kicker {R}"), what its caster pays it with
    (``CastSpell.additional``) and how "kicked with its {R} kicker" (CR 702.33e) asks."""
    return f"kicker {cost}"


AFFINITY = "affinity for"
PERM_TYPES = frozenset(
    {"creatures", "artifacts", "enchantments", "lands", "planeswalkers", "permanents", "tokens"}
)


def affinity_count(things: str) -> Counted:
    """What "Affinity for [things]" counts: the [things] its caster controls ("artifacts",
    "Lizards")."""
    plural = things.lower()
    if plural == "equipment":  # the plural of Equipment is Equipment (CR 301.5)
        return Counted(noun="Equipment", controller="you control")
    noun = plural.removesuffix("s") if plural in PERM_TYPES else singular(plural)
    return Counted(noun=noun, controller="you control")


def casting_statics(keyword: object) -> list[Effect]:
    """The static ability a casting keyword stands for (none for other keywords). Affinity
    for [things] (CR 702.41a; 2011: 702.39a) means "This spell costs {1} less to cast for each
    [thing] you control." (the cost reduction of :mod:`mtgrules.rules.static_abilities`)."""
    if not is_casting_keyword(keyword):
        return []
    if keyword.name == AFFINITY:
        per = affinity_count(keyword.parameter)
        return [CostReduction(mana="{1}", per=per, duration=Duration.STATIC)]
    if keyword.name == "kicker" and AND_OR in keyword.parameter:
        text = f"Kicker {keyword.parameter}"
        return [
            CastingKeyword(keyword=kicker_name(cost), cost=cost, text=text)
            for cost in keyword.parameter.split(AND_OR)
        ]
    return [
        CastingKeyword(
            keyword=keyword.name,
            cost=keyword.parameter,
            text=keyword.words[:1].upper() + keyword.words[1:],
        )
    ]


EVOKED = Condition("evoked")
"""CR 702.74a: "if its evoke cost was paid" (rules/conditions.py asks the casting rules)."""


def casting_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability of evoke (CR 702.74a; 2011: 702.72a): "When this permanent
    enters, if its evoke cost was paid, its controller sacrifices it." An intervening if
    (CR 603.4): checked as it triggers and again as it resolves. Madness's (CR 702.35a; 2011:
    702.33a): "When this card is exiled this way, its owner may cast it by paying [cost]
    rather than paying its mana cost. If that player doesn't, they put this card into their
    graveyard." (:mod:`mtgrules.rules.madness`)."""
    if not is_casting_keyword(keyword):
        return []
    if keyword.name == "madness":
        return [
            TriggeredAbility(
                when=WhenExiledWithMadness(),
                effect=(CastWithMadness(),),
                text=f"Madness {keyword.parameter}",
            )
        ]
    if keyword.name == "cascade":  # CR 702.85a (2011: 702.83a), rules/cascade.py
        return [
            TriggeredAbility(
                when=WhenCastWithCascade(), effect=(CascadeInstruction(),), text="Cascade"
            )
        ]
    if keyword.name == "suspend":  # CR 702.62a: they work in exile
        return suspend_triggers(keyword)
    if keyword.name == MIRACLE:  # CR 702.94a: the linked triggered ability (603.11)
        return [
            TriggeredAbility(
                when=WhenRevealedForMiracle(),
                effect=(CastWithMiracle(),),
                text=f"Miracle {keyword.parameter}",
            )
        ]
    if keyword.name == BLITZ:  # CR 702.152a: "draw a card" as it dies, if blitzed
        return [blitz_trigger(keyword.parameter)]
    if keyword.name == CIPHER:  # CR 702.99a: the ability the creature has (rules/cipher.py)
        return [
            TriggeredAbility(
                when=WhenEncodedDealsCombatDamage(), effect=(CastEncodedCopy(),), text="Cipher"
            )
        ]
    if keyword.name in COPYING:  # CR 702.40a, 702.56a (rules/spell_copies.py)
        return [copying_trigger(keyword.name, keyword.parameter)]
    if keyword.name != "evoke":
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


COPYING = frozenset({STORM, REPLICATE})
"""Keywords meaning "When you cast this spell, copy it for each ..." (CR 707.10)."""


def copying_trigger(name: str, cost: str) -> TriggeredAbility:
    """Storm (CR 702.40a; 2011: 702.38a): "When you cast this spell, copy it for each other
    spell that was cast before it this turn. If the spell has any targets, you may choose new
    targets for any of the copies." Replicate's second ability (CR 702.56a; 2011: 702.54a):
    "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
    replicate cost was paid. If the spell has any targets, you may choose new targets for any
    of the copies." Its first, the additional cost paid any number of times, is a
    :class:`CastingKeyword` (rules/alternative_casting.py)."""
    text = f"{name.capitalize()} {cost}".strip()
    return TriggeredAbility(when=WhenThisSpellCast(), effect=(CopyThisSpell(per=name),), text=text)


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
