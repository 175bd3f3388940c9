"""Targets whose controller comes before a power or mana value condition: "target creature you
control with power 2 or less", "target creature an opponent controls with mana value 2 or
less" (CR 115.1: the target must satisfy every condition; checked as the target is chosen and
again on resolution, CR 608.2b). Rendered by :mod:`mtgrules.cards.controlled_targets`."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.controlled_targets import controlled_first_words
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Ref, target

__all__ = ["ControlledTargetRules"]


class ControlledTargetRules(BuilderBase):
    def _controlled(self, c: list[Any], controller: Who) -> Ref:
        (words, filters), (_, name, value) = c[0], c[1]
        if {"opponent", "player", "spell"} & set(words):
            _fail("a controlled target that isn't a permanent")
        if name in filters or len(set(words)) != len(words):
            _fail("a target condition twice")
        kinds, conditions = frozenset(words), {**filters, name: value}
        text = controlled_first_words(kinds, controller, conditions)
        if text is None:
            _fail("a target with two power or mana value conditions")
        self.targets.append(_filtered(kinds, controller, conditions, text))
        return target(len(self.targets) - 1)

    def target_yours_with(self, c: list[Any]) -> Ref:
        """ "target creature you control with power 2 or less"."""
        return self._controlled(c, Who.YOU)

    def target_opponents_with(self, c: list[Any]) -> Ref:
        """ "target creature an opponent controls with mana value 2 or less"."""
        return self._controlled(c, Who.OPPONENT)
