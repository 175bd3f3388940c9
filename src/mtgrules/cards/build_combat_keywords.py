"""Grammar callbacks of creature and combat rules in effects: "~ assigns no combat damage this
turn" (CR 510.1a)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.instructions import AssignNoCombatDamage


class CombatKeywordRules(BuilderBase):
    """Callbacks of the creature and combat rules block of the grammar."""

    def assigns_no_combat_damage(self, c: list[Any]) -> Sentence:
        return (AssignNoCombatDamage(on=self._single(c[0])),)
