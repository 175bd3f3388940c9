"""Transformer rules for counters removed or doubled by an instruction: "remove a -1/-1
counter from it", "double the number of +1/+1 counters on each creature you control"
(:mod:`mtgrules.effects.counter_changes`, CR 122.1)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.counter_changes import DoubleCounters, RemoveCounters


class CounterChangeRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def remove_counters(self, c: list[Any]) -> Sentence:
        return (RemoveCounters(kind=str(c[1]), count=c[0], on=self._permanents(c[-1])),)

    def double_counters(self, c: list[Any]) -> Sentence:
        return (DoubleCounters(kind=str(c[0]), on=self._permanents(c[-1])),)


__all__ = ["CounterChangeRules"]
