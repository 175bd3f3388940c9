"""Groups of static abilities narrowed by words after the noun (CR 611.3a: the group is
checked continuously): "Creatures you control with counters on them have trample." (any
kind of counter, CR 122.1) and "Creatures you control that entered this turn have double
strike." (entered the battlefield this turn as this object, CR 400.7)."""

from __future__ import annotations

from mtgrules.rules import turn_record
from mtgrules.state import GameObject, GameState

WITH_COUNTERS = "with counters on them"
ENTERED_THIS_TURN = "that entered this turn"
QUALIFIERS = (WITH_COUNTERS, ENTERED_THIS_TURN)


def kind_counters(kind: str) -> str:
    """The qualifier "with [kind] counters on them" ("with +1/+1 counters on them")."""
    return f"with {kind} counters on them"


def counter_kind(qualifier: str) -> str | None:
    """The kind of counter a "with [kind] counters on them" qualifier names, or None."""
    if qualifier == WITH_COUNTERS or not qualifier.startswith("with "):
        return None
    kind = qualifier.removeprefix("with ").removesuffix(" counters on them")
    return kind if kind != qualifier.removeprefix("with ") else None


def qualifies(state: GameState, obj: GameObject, qualifier: str) -> bool:
    """Whether ``obj`` is what ``qualifier`` (one of :data:`QUALIFIERS`) says."""
    if qualifier == WITH_COUNTERS:
        return any(n > 0 for n in obj.counters.values())
    if qualifier == ENTERED_THIS_TURN:
        return turn_record.this_turn(state, turn_record.ENTERED_AS, obj.id) > 0
    kind = counter_kind(qualifier)
    if kind is not None:  # "with +1/+1 counters on them": one kind of counter (CR 122.1)
        return obj.counter(kind) > 0
    raise ValueError(f"unknown group qualifier {qualifier!r}")


__all__ = [
    "ENTERED_THIS_TURN",
    "QUALIFIERS",
    "WITH_COUNTERS",
    "counter_kind",
    "kind_counters",
    "qualifies",
]
