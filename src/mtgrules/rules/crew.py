"""Crew's cost (CR 702.122a, a keyword from after 2011, played under both editions by today's
rule): "Tap any number of other untapped creatures you control with total power N or
greater". "Other": a Vehicle that is already a creature can't tap itself to pay its own crew
cost (it may crew another Vehicle).

The creatures are chosen as the cost is paid (CR 601.2h through 602.2b); tapping them is no
{T} cost, so a creature that came under its controller's control this turn may crew (CR
302.6 stops only {T} costs). Power counts as it is now (with counters and effects). The
options are every set of untapped creatures with enough total power (up to
:data:`MAX_CHOICES` creatures; with more, the sets from which no creature can be left out).

>>> sets_with_power({1: 2, 2: 1, 3: 1}, 2)
[(1,), (1, 2), (1, 3), (2, 3), (1, 2, 3)]
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from mtgrules.state import EntityId, GameState

CREW_TAP = "crew"
"""The :class:`~mtgrules.rules.costs.ExtraCostSpec` action of crew's cost."""
_PREFIX = "tap any number of untapped creatures you control with total power "
RULE = "702.122a"
MAX_CHOICES = 10


def parse_crew_cost(text: str) -> int | None:
    """N of crew's cost printed as ``text``, or None for another cost.

    >>> parse_crew_cost(
    ...     "Tap any number of untapped creatures you control with total power 3 or more"
    ... )
    3
    """
    lowered = text.lower()
    if not lowered.startswith(_PREFIX) or not lowered.endswith(" or more"):
        return None
    number = lowered[len(_PREFIX) : -len(" or more")]
    return int(number) if number.isdigit() else None


def crew_candidates(state: GameState, player: EntityId, vehicle: EntityId) -> dict[EntityId, int]:
    """The untapped creatures ``player`` controls other than ``vehicle`` (CR 702.122a:
    "other"), with their power."""
    return {
        o.id: o.current_power()
        for o in state.battlefield()
        if o.controller == player and o.is_creature and not o.tapped and o.id != vehicle
    }


def sets_with_power(powers: Mapping[EntityId, int], n: int) -> list[tuple[EntityId, ...]]:
    """Every set of creatures of ``powers`` with total power ``n`` or more (smallest sets
    first); with more than :data:`MAX_CHOICES` creatures, only the minimal sets."""
    ids = sorted(powers)
    minimal_only = len(ids) > MAX_CHOICES
    found: list[tuple[EntityId, ...]] = []
    for size in range(0 if n <= 0 else 1, len(ids) + 1):
        for chosen in itertools.combinations(ids, size):
            total = sum(max(0, powers[c]) for c in chosen)
            if total < n:
                continue
            if minimal_only and any(total - max(0, powers[c]) >= n for c in chosen):
                continue
            found.append(chosen)
        if minimal_only and len(found) > 1000:
            break
    return found


def crew_problem(state: GameState, player: EntityId, n: int, vehicle: EntityId) -> str | None:
    """Why ``vehicle``'s crew N can't be paid: the other untapped creatures don't have total
    power N."""
    total = sum(max(0, p) for p in crew_candidates(state, player, vehicle).values())
    if total >= n:
        return None
    return f"the other untapped creatures you control have total power {total}, less than {n}"
