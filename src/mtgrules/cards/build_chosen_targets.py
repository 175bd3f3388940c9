"""Transformer rules for targets named by a sentence of their own (CR 115.1, 601.2c;
:mod:`mtgrules.effects.chosen_targets`): "Choose target creature.", "Choose target creature
you control and target creature you don't control.", then "those creatures fight each other"
(CR 701.12a; :mod:`mtgrules.effects.chosen_fight`), "you gain life equal to that creature's
power plus its toughness" (CR 208.1, 608.2h)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import _CREATURE, BuilderBase, _fail
from mtgrules.effects.chosen_fight import ChosenFight
from mtgrules.effects.chosen_targets import ChooseTargets
from mtgrules.effects.instructions import target, target_index

POWER_PLUS_TOUGHNESS = "that creature's power plus its toughness"
"""An amount counted as the instruction is carried out (:mod:`mtgrules.resolution_variable`)."""


class ChosenTargetRules(BuilderBase):
    """Callbacks of the grammar rules of the "Choose target ..." block."""

    def choose_targets(self, c: list[Any]) -> Sentence:
        refs = tuple(c)
        if any(not isinstance(r, int) or target_index(r) is None for r in refs):
            _fail("choose something other than targets")
        return (ChooseTargets(refs=refs),)

    def _chosen_fight(self, words: str) -> Sentence:
        # CR 701.12a: the two creatures the sentence before chose, and no other target
        if len(self.targets) != 2 or any(self._kinds(target(i)) != _CREATURE for i in (0, 1)):
            _fail(f"'{words} fight each other' without exactly two target creatures")
        return (ChosenFight(first=target(0), second=target(1), words=words),)

    def those_creatures_fight(self, _: list[Any]) -> Sentence:
        return self._chosen_fight("those creatures")

    def chosen_creatures_fight(self, _: list[Any]) -> Sentence:
        return self._chosen_fight("the chosen creatures")

    def amount_power_plus_toughness(self, c: list[Any]) -> str:
        if str(c[0]) != "creature":
            _fail("the power and toughness of a noncreature")
        return POWER_PLUS_TOUGHNESS
