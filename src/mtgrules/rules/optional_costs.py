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
from mtgrules.state import GameObject

BARGAIN = "bargain"
BARGAIN_COST = "sacrifice an artifact, enchantment, or token"
"""CR 702.166a: what bargaining costs."""
COSTS = {BARGAIN: BARGAIN_COST}
"""The optional additional costs paid as more than mana, by name."""


def with_chosen(obj: GameObject, additional: tuple[str, ...]) -> GameObject:
    """``obj`` as it is cast with the optional additional costs ``additional``: those that
    are more than mana become additional costs to pay (CR 601.2b, 601.2h)."""
    chosen = tuple(AdditionalCost(cost=COSTS[name]) for name in additional if name in COSTS)
    if not chosen:
        return obj
    return dataclasses.replace(obj, statics=obj.statics + chosen)


__all__ = ["BARGAIN", "BARGAIN_COST", "COSTS", "with_chosen"]
