"""Monstrosity and adapt carried out (:mod:`mtgrules.effects.monstrosity`).

* Monstrosity N (CR 701.37a): if the source isn't monstrous as the ability resolves, N +1/+1
  counters are put on it and it becomes monstrous (CR 701.37b); a monstrous source gets
  nothing, and an ability that triggers when it "becomes monstrous" doesn't trigger.
* Adapt N (CR 701.46a): if the source has no +1/+1 counters on it, N are put on it.

A source that left the battlefield is a new object (CR 400.7): nothing happens to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.monstrosity import ADAPT_RULE, MONSTROSITY_RULE, Adapt, Monstrosity
from mtgrules.events import CountersPut, Event
from mtgrules.keyword_events import BecameMonstrous
from mtgrules.objects import PLUS_ONE, Zone

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

MONSTROSITY_INSTRUCTIONS = (Monstrosity, Adapt)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Monstrosity | Adapt, ctx: Context) -> list[Event]:
    """CR 701.37a / 701.46a, for the ability's source."""
    obj = game.state.objects.get(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    if isinstance(step, Adapt):
        if obj.counter(PLUS_ONE):
            return []  # CR 701.46a: only with no +1/+1 counters on it
        return game._emit(
            [CountersPut(permanent=obj.id, kind=PLUS_ONE, amount=step.count, rule=ADAPT_RULE)]
        )
    if obj.monstrous:
        return []  # CR 701.37a: "if this permanent isn't monstrous"
    return game._emit(
        [
            CountersPut(permanent=obj.id, kind=PLUS_ONE, amount=step.count, rule=MONSTROSITY_RULE),
            BecameMonstrous(permanent=obj.id, rule=MONSTROSITY_RULE),
        ]
    )


__all__ = ["MONSTROSITY_INSTRUCTIONS", "carry_out"]
