"""Replacement effects on how a permanent enters the battlefield that depend on a condition
(CR 614.1c): "~ enters tapped unless [condition].", "~ enters with two +1/+1 counters on it
if [condition].", "If ~ was kicked, it enters with ... counters on it." (CR 702.33d).

CR 614.12: a replacement effect that modifies how a permanent enters the battlefield is
applied as it would enter, so the condition is checked then, before it is on the battlefield
(it doesn't count itself: "unless you control two or more other lands")."""

from __future__ import annotations

from mtgrules.cards.pending import EntersTapped, EntersWithCounters
from mtgrules.rules.conditions import holds
from mtgrules.state import GameObject, GameState


def enter_with_conditions(state: GameState, obj: GameObject) -> None:
    """Apply the conditional entering effects of ``obj``, the new object about to be put on
    the battlefield (not yet in ``state``): tap it, put its counters on it."""
    for static in obj.statics:
        if isinstance(static, EntersTapped) and static.unless is not None:
            if not holds(state, static.unless, obj.controller, obj.id):
                obj.tapped = True  # CR 614.1c
        elif (
            isinstance(static, EntersWithCounters)
            and static.condition is not None
            and holds(state, static.condition, obj.controller, obj.id)
        ):
            obj.counters[static.kind] = obj.counters.get(static.kind, 0) + static.count


__all__ = ["enter_with_conditions"]
