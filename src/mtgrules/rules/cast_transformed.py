"""Casting a transforming double-faced card transformed: disturb (CR 702.146, a keyword from
after 2011, cited by today's number under both rulesets).

* CR 702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard
  by paying [cost] rather than its mana cost." An alternative cost (CR 118.9) usable from the
  graveyard (:mod:`mtgrules.rules.alternative_casting`: ``CastSpell(how="disturb")``).
* A card cast transformed is put on the stack with its back face up: the spell has the back
  face's characteristics (:func:`as_cast`; its mana value is still the front face's, CR
  202.3b, :func:`mtgrules.rules.transform.mana_value`).
* CR 702.146b: a resolving double-faced spell cast using its disturb ability enters the
  battlefield with its back face up (:func:`cast_transformed`, read as the card changes zones
  by :func:`mtgrules.rules.transform.front_face_up`).

How the card was cast is the ``cast_with`` mark of the spell and of the permanent it becomes
(``GameState.cast_with``); anywhere else the card has its front face up (CR 712.8a).
"""

from __future__ import annotations

import dataclasses

from mtgrules.effects.casting import CastingKeyword
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

__all__ = [
    "DISTURB",
    "DISTURB_RULE",
    "TRANSFORMED_WAYS",
    "as_cast",
    "cast_transformed",
    "front_keyword",
]

DISTURB = "disturb"
DISTURB_RULE = "702.146a"
TRANSFORMED_WAYS = frozenset({DISTURB})
"""Ways to cast (``CastSpell.how``) that cast the card transformed."""


def as_cast(obj: GameObject, how: str) -> GameObject:
    """The card ``obj`` as the spell cast ``how``: for a way that casts it transformed, a copy
    with its back face up (CR 702.146a); otherwise ``obj`` itself."""
    if how not in TRANSFORMED_WAYS or obj.faces is None or obj.transformed:
        return obj
    from mtgrules.rules.transform import turn_to  # transform.py imports this module

    copy = dataclasses.replace(obj)
    turn_to(copy, obj.faces[1], back=True)
    return copy


def front_keyword(obj: GameObject, how: str) -> CastingKeyword | None:
    """The front face's casting keyword ``how`` of the spell ``obj`` cast transformed (its
    disturb cost is printed on the front face, CR 702.146a); None otherwise."""
    if how not in TRANSFORMED_WAYS or obj.faces is None:
        return None
    statics = obj.faces[0].statics
    return next((s for s in statics if isinstance(s, CastingKeyword) and s.keyword == how), None)


def cast_transformed(state: GameState, obj: GameObject) -> bool:
    """The spell ``obj``, or the permanent it became, was cast transformed (CR 702.146a-b)."""
    if obj.faces is None or obj.zone not in (Zone.STACK, Zone.BATTLEFIELD):
        return False
    return any(mark in TRANSFORMED_WAYS for mark in state.cast_with.get(obj.id, ()))
