"""Cumulative upkeep with a cost in life, "Cumulative upkeep—Pay 1 life" (CR 702.24a; 2011:
702.22a): "At the beginning of your upkeep, if this permanent is on the battlefield, put an
age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
don't, sacrifice it." Paying is offered only with that much life (CR 119.4; 2011: 118.4).
The offer is :class:`mtgrules.effects.unless_costs.UnlessPaid`, the cost once per age
counter (``per_counter``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from mtgrules.cards.pending import AtBeginningOf
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import SELF, YOU, PutCounters, Sacrifice
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.effects.unless_costs import UnlessCost, UnlessPaid

CUMULATIVE_UPKEEP = "cumulative upkeep"
AGE = "age"
_LIFE = re.compile(r"—?pay (\d+) life", re.IGNORECASE)


def life_parameter(parameter: str) -> int | None:
    """The life of a parameter "—Pay N life", or None."""
    found = _LIFE.fullmatch(parameter)
    return int(found.group(1)) if found else None


def is_cumulative_life(name: str, costs: Sequence[object]) -> bool:
    """ "Cumulative upkeep—Pay N life": one cost, life only."""
    return (
        name.lower() == CUMULATIVE_UPKEEP
        and len(costs) == 1
        and life_parameter(str(costs[0])) is not None
    )


def cumulative_upkeep_life(parameter: str) -> TriggeredAbility:
    """The triggered ability "Cumulative upkeep—Pay N life" stands for (CR 702.24a)."""
    life = life_parameter(parameter)
    assert life is not None
    meaning = (
        "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice "
        f"it unless you pay {life} life for each age counter on it."
    )
    offer = UnlessPaid(
        then=(Sacrifice(on=SELF),), who=YOU, costs=(UnlessCost(life=life, per_counter=AGE),)
    )
    return TriggeredAbility(
        when=AtBeginningOf(step="upkeep", whose=Who.YOU),
        effect=(PutCounters(kind=AGE, count=1, on=SELF), offer),
        text=f"Cumulative upkeep—Pay {life} life ({meaning})",
    )


__all__ = ["CUMULATIVE_UPKEEP", "cumulative_upkeep_life", "is_cumulative_life", "life_parameter"]
