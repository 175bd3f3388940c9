"""Transformer rules for "can't be regenerated this turn" (:mod:`mtgrules.effects.no_regeneration`;
CR 701.14c in the 2022 excerpt, 701.12c in 2011): "Target creature can't be regenerated this
turn.", "It can't be regenerated this turn." (the last target), "A creature dealt damage this
way can't be regenerated this turn." / "Creatures dealt damage this way ..."."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.instructions import Ref, target
from mtgrules.effects.no_regeneration import CantBeRegeneratedThisTurn


class NoRegenerationRules(BuilderBase):
    """Callbacks named after the grammar rules of the "can't be regenerated" block."""

    def _unregenerable(self, ref: Ref) -> Sentence:
        on = self._permanents(ref)
        if not isinstance(on, int):
            _fail("a group that can't be regenerated")
        return (CantBeRegeneratedThisTurn(on=on),)

    def target_cant_be_regenerated(self, c: list[Any]) -> Sentence:
        return self._unregenerable(c[0])

    def it_cant_be_regenerated(self, _: list[Any]) -> Sentence:
        """ "It can't be regenerated this turn.": the last target named (a permanent)."""
        if not self.targets:
            _fail("'it' without a target")
        return self._unregenerable(target(len(self.targets) - 1))

    def damaged_cant_be_regenerated(self, c: list[Token]) -> Sentence:
        if str(c[0]) != "creature":
            _fail("a noncreature dealt damage this way")
        return (CantBeRegeneratedThisTurn(dealt_damage_this_way=True),)

    def damaged_cant_be_regenerated_plural(self, _: list[Any]) -> Sentence:
        return (CantBeRegeneratedThisTurn(dealt_damage_this_way=True, plural=True),)
