"""Entering with X counters: "~ enters with X +1/+1 counters on it." (CR 614.1c, 122.6), X
being the value announced for the spell that became the permanent (CR 107.3m today: an
entering replacement effect that refers to X uses the X of the spell; the 2011 rules apply
the same through 107.3 and 614.1c without a number of their own).

The value chosen as the spell is cast (CR 601.2b, rules/x_costs.py) is kept with the other
marks of how it was cast (``GameState.cast_with``, :func:`x_mark`) and goes to the permanent
it becomes as it resolves (rules/alternative_casting.remember). A permanent put onto the
battlefield without being cast has X = 0 (CR 107.3i today, 107.3f in 2011: {X} in a mana cost
off the stack is 0), so it enters with no counters.

>>> x_mark(3), x_mark(None)
(('X=3',), ())
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.cards.pending import Counted, EntersWithCounters
from mtgrules.resolution_counts import count
from mtgrules.state import EntityId, GameObject, GameState

_PREFIX = "X="


def x_mark(value: int | None) -> tuple[str, ...]:
    """The mark of a spell cast with X announced as ``value`` (none without X)."""
    return () if value is None else (f"{_PREFIX}{value}",)


def x_paid(state: GameState, obj: EntityId) -> int:
    """The value of X announced for the spell ``obj`` (or that became the permanent ``obj``),
    0 if none (CR 107.3m, 107.3i)."""
    for mark in state.cast_with.get(obj, ()):
        if mark.startswith(_PREFIX):
            return int(mark.removeprefix(_PREFIX))
    return 0


def enters_with_x(statics: Iterable[object]) -> bool:
    """Some static ability is "~ enters with X [kind] counters on it." (X used by the
    permanent, so {X} in its mana cost is not unused: CR 107.3; not when X is defined by
    "where X is ...")."""
    return any(isinstance(s, EntersWithCounters) and s.x and s.per is None for s in statics)


def entering_x_counters(state: GameState, obj: GameObject) -> None:
    """CR 614.1c, 107.3m: the new object ``obj`` enters the battlefield with X counters of
    each kind its "enters with X ... counters" abilities name; "for each [thing]" and "where
    X is the number of [things]": counted as it would enter (CR 614.12: it isn't on the
    battlefield yet, so it doesn't count itself)."""
    for static in obj.statics:
        if not isinstance(static, EntersWithCounters):
            continue
        if isinstance(static.per, Counted):
            value = count(state, static.per, obj.controller, obj.id) * max(static.count, 1)
        elif static.x:
            value = x_paid(state, obj.id)
        else:
            continue
        if value:
            obj.counters[static.kind] = obj.counters.get(static.kind, 0) + value


__all__ = ["entering_x_counters", "enters_with_x", "x_mark", "x_paid"]
