"""Transformer callbacks of planeswalker templates (``oracle.lark``'s block "planeswalkers"):
"Until end of turn, ~ becomes a 5/5 Human Soldier creature with indestructible that's still
a planeswalker." (CR 613.1d-f, 205.1b: it keeps its other types) and "Prevent all damage
that would be dealt to him this turn." (CR 615; "him" is the planeswalker itself).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_animation import AnimationRules
from mtgrules.effects.animation import BecomeCreature
from mtgrules.effects.base import Duration, Match
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import SELF
from mtgrules.effects.pronouns import CreateEffectOnPronoun

STILL_PLANESWALKER = "still a planeswalker"
"""How a planeswalker's animation says it keeps its types: "that's still a planeswalker"."""


class PlaneswalkerRules(AnimationRules):
    """Callbacks named after the grammar aliases of the block."""

    def lead_animate_planeswalker(self, c: list[Any]) -> Sentence:
        kept = [x for x in c if not (isinstance(x, Token) and x.type == "STILL_PLANESWALKER")]
        # read as "It's still a land." would be: the object keeps its other types (205.1b)
        (step,) = self._become([*kept, Token("STILL_LAND", "")], lead=True)
        assert isinstance(step, BecomeCreature)
        return (dataclasses.replace(step, keeps=STILL_PLANESWALKER),)

    def prevent_to_pronoun(self, c: list[Token]) -> Sentence:
        shield = PreventDamage(to=Match(ids=frozenset({SELF})), duration=Duration.END_OF_TURN)
        return (CreateEffectOnPronoun(effect=shield, pronoun=str(c[0])),)


__all__ = ["STILL_PLANESWALKER", "PlaneswalkerRules"]
