"""Words for counters removed or doubled (:mod:`mtgrules.effects.counter_changes`), and for
"~ deals damage equal to the number of [things] to [recipient]" (CR 122.1, 608.2h)."""

from __future__ import annotations

from mtgrules.cards.build_counter_changes import EQUAL_FIRST
from mtgrules.cards.pending import Counted, EntersWithCounters
from mtgrules.cards.render_amounts_2 import amount_2_words
from mtgrules.cards.render_amounts_3 import amount_3_words
from mtgrules.cards.render_effects import RenderError, _Context, _counted
from mtgrules.cards.vocabulary import counters_phrase
from mtgrules.effects.counter_changes import (
    DoubleCounters,
    RemoveAllCounters,
    RemoveCounterFromPrevented,
    RemoveCounters,
)
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import SELF, DealDamage, ForEach


def counter_change_clause(step: object, ctx: _Context) -> str | None:
    """ "remove a +1/+1 counter from ~", "double the number of +1/+1 counters on ~"; None
    for another instruction."""
    if isinstance(step, RemoveCounters):
        return f"remove {counters_phrase(step.count, step.kind)} from {ctx.ref(step.on)}"
    if isinstance(step, RemoveAllCounters):
        kind = f"{step.kind} " if step.kind else ""
        return f"remove all {kind}counters from {ctx.ref(step.on)}"
    if isinstance(step, DoubleCounters):
        return f"double the number of {step.kind} counters on {ctx.ref(step.on)}"
    return None


def equal_first_words(step: ForEach, ctx: _Context) -> str:
    """ "~ deals damage equal to the number of doom counters on it to each player"."""
    inner = step.step
    if (
        step.form != EQUAL_FIRST
        or not isinstance(step.per, Counted)
        or not isinstance(inner, DealDamage)
        or inner.amount != 1
        or inner.source != SELF
    ):
        raise RenderError(f"no words for {step}")
    source = ctx.ref(SELF, subject=True)
    number = (
        amount_2_words(step.per)
        or amount_3_words(step.per)  # "your life total" (render_amounts_3.py)
        or f"the number of {_counted(step.per, plural=True)}"
    )
    return f"{source} deals damage equal to {number} to {ctx.ref(inner.to)}"


def entering_counted_words(effect: EntersWithCounters, counters: str) -> str:
    """ "~ enters with a +1/+1 counter on it for each other Human you control." / "~ enters
    with X +1/+1 counters on it, where X is the number of ..." (rules/x_counters.py)."""
    if not isinstance(effect.per, Counted) or effect.condition is not None:
        raise RenderError(f"no words for {effect}")
    if effect.x:
        number = (
            amount_2_words(effect.per)
            or amount_3_words(effect.per)  # "your life total" (render_amounts_3.py)
            or f"the number of {_counted(effect.per, plural=True)}"
        )
        return f"~ enters with X {effect.kind} counters on it, where X is {number}."
    return f"~ enters with {counters} on it for each {_counted(effect.per)}."


def prevent_remove_words(effect: object) -> str:
    """ "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (CR 615.5)."""
    if not isinstance(effect, PreventDamage) or not isinstance(
        effect.then, RemoveCounterFromPrevented
    ):
        raise RenderError(f"no words for {effect}")
    counters = counters_phrase(effect.then.count, effect.then.kind)
    return f"If damage would be dealt to ~, prevent that damage. Remove {counters} from ~."


__all__ = [
    "counter_change_clause",
    "entering_counted_words",
    "equal_first_words",
    "prevent_remove_words",
]
