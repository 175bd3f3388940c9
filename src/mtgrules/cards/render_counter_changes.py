"""Words for counters removed or doubled (:mod:`mtgrules.effects.counter_changes`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.counter_changes import DoubleCounters, RemoveCounters

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def counter_change_clause(step: object, ctx: _Context) -> str | None:
    """ "remove a +1/+1 counter from ~", "double the number of +1/+1 counters on ~"; None
    for another instruction."""
    if isinstance(step, RemoveCounters):
        count = "a" if step.count == 1 else number_word(step.count)
        noun = "counter" if step.count == 1 else "counters"
        return f"remove {count} {step.kind} {noun} from {ctx.ref(step.on)}"
    if isinstance(step, DoubleCounters):
        return f"double the number of {step.kind} counters on {ctx.ref(step.on)}"
    return None


__all__ = ["counter_change_clause"]
