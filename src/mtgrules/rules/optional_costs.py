"""Optional additional costs that are more than mana (CR 118.8, 601.2b; 2011: 117.8):
bargain (CR 702.166a, a keyword from after 2011, cited by today's number in both editions):
"Bargain" means "As an additional cost to cast this spell, you may sacrifice an artifact,
enchantment, or token." A spell is bargained if its caster chose to pay it (CR 702.166b).

Once its caster chooses to pay it (``CastSpell.additional`` names "bargain"), the cost is
paid like a mandatory additional cost (:mod:`mtgrules.rules.additional_costs`): the spell can
be cast only if it can be paid (CR 601.2h), and its caster chooses what to sacrifice.

>>> from mtgrules.state import GameObject
>>> from mtgrules.objects import Zone
>>> card = GameObject(id=1, name="Card", owner=1, controller=1, zone=Zone.HAND)
>>> [s.cost for s in with_chosen(card, ("bargain",)).statics]
['sacrifice an artifact, enchantment, or token']
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.pending import AdditionalCost
from mtgrules.effects.casting import CastingKeyword
from mtgrules.rules import costs_4, flash_costs
from mtgrules.rules.zone_keywords import DISCARDS
from mtgrules.state import GameObject

BARGAIN = "bargain"
BARGAIN_COST = "sacrifice an artifact, enchantment, or token"
"""CR 702.166a: what bargaining costs."""
COSTS = {BARGAIN: BARGAIN_COST, **DISCARDS}
"""The optional additional costs paid as more than mana, by name, and the discard that
casting with jump-start or retrace adds (CR 702.133a, 702.81a: ``with_chosen(obj, (how,))``)."""


def costs_in_words(parameter: str) -> tuple[str, ...] | None:
    """The costs of a keyword whose cost is in words ("—Pay 3 life, Discard a card at
    random"), each as an additional cost (:mod:`mtgrules.rules.additional_costs`); None if
    the engine pays no cost of some kind of it.

    >>> costs_in_words("—Pay 3 life, Discard a card at random")
    ('pay 3 life', 'discard a card at random')
    """
    from mtgrules.rules.additional_costs import parse_additional  # it imports rules/costs.py

    parts = tuple(p[:1].lower() + p[1:] for p in parameter.removeprefix("—").split(", "))
    return parts if all(parse_additional(p) is not None for p in parts) else None


def _in_words(obj: GameObject, name: str) -> tuple[str, ...]:
    """The costs in words of ``obj``'s optional additional cost ``name`` ("buyback")."""
    for static in obj.statics:
        if isinstance(static, CastingKeyword) and static.keyword == name:
            found = costs_in_words(static.cost) if static.cost.startswith("—") else None
            return found or ()
    return ()


def with_chosen(obj: GameObject, additional: tuple[str, ...]) -> GameObject:
    """``obj`` as it is cast with the optional additional costs ``additional``: those that
    are more than mana become additional costs to pay (CR 601.2b, 601.2h): bargain's
    sacrifice, buyback's cost in words (CR 702.27a; 2011: 702.25a)."""
    obj = flash_costs.with_flash(obj, additional)  # CR 702.8a: as though it had flash
    chosen = tuple(AdditionalCost(cost=COSTS[name]) for name in additional if name in COSTS)
    chosen += tuple(AdditionalCost(cost=c) for name in additional for c in _in_words(obj, name))
    chosen += costs_4.paid_in_words(obj, additional)  # "pay 1 life and exile ..." (CR 118.9)
    if not chosen:
        return obj
    return dataclasses.replace(obj, statics=obj.statics + chosen)


__all__ = ["BARGAIN", "BARGAIN_COST", "COSTS", "costs_in_words", "with_chosen"]
