"""Transformer rules for counters removed or doubled by an instruction: "remove a -1/-1
counter from it", "double the number of +1/+1 counters on each creature you control"
(:mod:`mtgrules.effects.counter_changes`, CR 122.1), and for counts of counters: "the
number of doom counters on it", "for each +1/+1 counter on ~", "~ deals damage equal to
the number of charge counters on it to any target" (:mod:`mtgrules.resolution_counter_counts`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import Counted, EntersWithCounters
from mtgrules.effects.base import Duration, Match
from mtgrules.effects.counter_changes import (
    DoubleCounters,
    RemoveAllCounters,
    RemoveCounterFromPrevented,
    RemoveCounters,
)
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import SELF, DealDamage, ForEach
from mtgrules.resolution_counter_counts import ANY, with_counter_words

PREVENT_REMOVE = "if, remove"
""" ``StaticLine.form`` of "If damage would be dealt to ~, prevent that damage. Remove a
+1/+1 counter from ~." (rendered by cards/render_counter_changes.py)."""
EQUAL_FIRST = "equal first"
""" ``ForEach.form`` of "~ deals damage equal to the number of [things] to [recipient]"
(the amount said before the recipient; rendered by cards/render_counter_changes.py)."""


class CounterChangeRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def remove_counters(self, c: list[Any]) -> Sentence:
        return (RemoveCounters(kind=str(c[1]), count=c[0], on=self._permanents(c[-1])),)

    def remove_all_counters(self, c: list[Any]) -> Sentence:
        """ "remove all -1/-1 counters from it" (CR 122.1)."""
        return (RemoveAllCounters(kind=str(c[0]), on=self._permanents(c[-1])),)

    def remove_every_counter(self, c: list[Any]) -> Sentence:
        """ "remove all counters from target permanent": of every kind."""
        return (RemoveAllCounters(kind="", on=self._permanents(c[-1])),)

    def double_counters(self, c: list[Any]) -> Sentence:
        return (DoubleCounters(kind=str(c[0]), on=self._permanents(c[-1])),)

    # -- counts of counters (CR 122.1, 608.2h) -------------------------------------------
    def counted_counters(self, c: list[Any]) -> Counted:
        """ "doom counters on it", "+1/+1 counter on ~": on the ability's source."""
        return Counted(noun=str(c[0]), on=str(c[1]))

    def counted_any_counters(self, c: list[Any]) -> Counted:
        """ "counters on it": of every kind."""
        return Counted(noun="", on=str(c[0]))

    def counter_host_self(self, _: list[Any]) -> str:
        return "~"

    def counter_host_it(self, _: list[Any]) -> str:
        return "it"

    def damage_equal_number_to(self, c: list[Any]) -> Sentence:
        """ "~ deals damage equal to the number of [things] to [recipient]": the same
        instruction as "~ deals damage to [recipient] equal to the number of [things]"."""
        (step,) = self.damage([c[0], 1, c[2]])  # type: ignore[attr-defined]
        assert isinstance(step, DealDamage)
        return (ForEach(step=step, per=c[1], form=EQUAL_FIRST),)

    # -- entering with counted counters (CR 614.1c, 608.2h; rules/x_counters.py) ----------
    def enters_with_counters_for_each(self, c: list[Any]) -> StaticLine:
        """ "~ enters with a +1/+1 counter on it for each other Human you control." """
        effect = EntersWithCounters(kind=str(c[1]), count=c[0], per=c[-1], duration=Duration.STATIC)
        return self._static(effect)

    def enters_with_x_counters_where(self, c: list[Any]) -> StaticLine:
        """ "~ enters with X +1/+1 counters on it, where X is the number of ..." """
        effect = EntersWithCounters(
            kind=str(c[0]), count=1, x=True, per=c[-1], duration=Duration.STATIC
        )
        return self._static(effect)

    def counted_other_battlefield(self, c: list[Token]) -> Counted:
        """ "other creatures on the battlefield": not the source (CR 109.1)."""
        counted: Counted = self.counted_battlefield(c)  # type: ignore[attr-defined]
        return dataclasses.replace(counted, other=True)

    def static_prevent_remove_counter(self, c: list[Any]) -> StaticLine:
        """ "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
        ~." (CR 615.5: the prevention's follow-up; rules/shield_counters.py)."""
        if c[0] != Match.ids_of(SELF):
            _fail("a counter removed after preventing damage to another")
        then = RemoveCounterFromPrevented(kind=str(c[2]), count=c[1])
        effect = PreventDamage(to=c[0], then=then, duration=Duration.STATIC)
        return StaticLine(effect, form=PREVENT_REMOVE)

    # -- permanents with counters on them (CR 122.1) -------------------------------------
    def counted_with_counter(self, c: list[Any]) -> Counted:
        """ "creature you control with a +1/+1 counter on it" / "creatures you control with
        counters on them": the permanents counted, those with such a counter only."""
        counted: Counted = self.counted_permanent(c[:-1])  # type: ignore[attr-defined]
        return dataclasses.replace(counted, with_counter=c[-1])

    def counted_other_with_counter(self, c: list[Any]) -> Counted:
        """ "other creature you control with a +1/+1 counter on it" (CR 109.1: not the
        ability's source)."""
        counted: Counted = self.counted_other(c[:-1])  # type: ignore[attr-defined]
        return dataclasses.replace(counted, with_counter=c[-1])

    def trigger_with_counter(self, c: list[str]) -> str:
        """ "a creature you control with a +1/+1 counter on it" in a trigger event: the words
        (read again by rules/trigger_watch.py)."""
        return with_counter_words(c[0], plural=False)

    def lord_each_other_counter(self, c: list[Token]) -> object:
        """ "each other creature you control with a +1/+1 counter on it" (CR 109.1, 613.1f)."""
        return self._lord(  # type: ignore[attr-defined]
            ["other", "you control"], with_counter=str(c[0])
        )

    def with_a_counter(self, c: list[Token]) -> str:
        """ "with a +1/+1 counter on it" / "with +1/+1 counters on them": the kind."""
        return str(c[0])

    def with_any_counter(self, _: list[Any]) -> str:
        """ "with a counter on it" / "with counters on them": any kind."""
        return ANY


__all__ = ["EQUAL_FIRST", "PREVENT_REMOVE", "CounterChangeRules"]
