"""Transformer callbacks of the "double power" block of oracle.lark (CR 701.9b; the instruction
is effects/double_power.py): "double ~'s power until end of turn", "double its power until end
of turn" ("it": the last target named, else the triggering object or this one,
cards/triggering_object.py), "double the power of each Dragon you control until end of
turn"."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import TRIGGERING_OBJECT
from mtgrules.effects.double_power import DoublePower
from mtgrules.effects.instructions import SELF, target


class DoublePowerRules(BuilderBase):
    """ "double [creature]'s power until end of turn"."""

    def double_self_power(self, _: list[Any]) -> Sentence:
        return (DoublePower(on=SELF),)

    def double_its_power(self, _: list[Any]) -> Sentence:
        it = target(len(self.targets) - 1) if self.targets else TRIGGERING_OBJECT
        return (DoublePower(on=it),)

    def double_each_power(self, c: list[Any]) -> Sentence:
        return (DoublePower(on=self._creatures(c[0])),)
