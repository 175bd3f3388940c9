"""Transformer callbacks of the chosen counter block of ``oracle.lark`` (CR 614.1c, 122.1b):
"~ enters with your choice of a flying counter or a first strike counter on it."
(effects/chosen_counters.py, rules/chosen_counters.py)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.counter_kinds import KEYWORD_COUNTERS
from mtgrules.effects.base import Duration
from mtgrules.effects.chosen_counters import EntersWithChosenCounter


class ChosenCounterRules(BuilderBase):
    """Callbacks named after the grammar rules of the chosen counter block."""

    def enters_with_chosen_counter(self, c: list[Token]) -> StaticLine:
        kinds = tuple(str(t) for t in c)
        if len(set(kinds)) != len(kinds):
            _fail("the same counter twice in a choice")
        for kind in kinds:  # CR 122.1b: a counter the engine gives the keyword of
            if kind not in KEYWORD_COUNTERS:
                _fail(f"a choice of a {kind} counter")
        effect = EntersWithChosenCounter(kinds=kinds, duration=Duration.STATIC)
        return self._static(effect)


__all__ = ["ChosenCounterRules"]
