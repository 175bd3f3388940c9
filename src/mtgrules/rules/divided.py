"""Dividing damage among targets as the spell is cast (CR 601.2d; the same number in 2011).

"Arc Lightning deals 3 damage divided as you choose among one, two, or three targets": the
player announces the division while choosing targets, and each target must receive at least
one damage. A spell of N points has N :class:`~mtgrules.effects.targets.DividedTarget` specs;
the targets chosen for them are the division (a target named twice is dealt 2). Choices are
listed once each, in a canonical order (the points in the order of the legal targets); any
order is accepted when a player names them.

>>> from mtgrules.effects.targets import ANY_TARGET, DividedTarget
>>> point = DividedTarget(kinds=ANY_TARGET.kinds, most=2)
>>> division_problem((point, point, point), (7, 7, 9)), division_problem((point,) * 3, (7, 8, 9))
(None, 'at most 2 different targets')
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from mtgrules.effects.targets import DividedTarget, TargetSpec
from mtgrules.state import EntityId

DIVIDE = "601.2d"


def divided_indices(specs: Sequence[TargetSpec]) -> list[int]:
    """The positions of the points of divided damage among ``specs``."""
    return [i for i, spec in enumerate(specs) if isinstance(spec, DividedTarget)]


def division_problem(specs: Sequence[TargetSpec], chosen: Sequence[EntityId]) -> str | None:
    """Why ``chosen`` is not a legal division (CR 601.2d), or None."""
    points = divided_indices(specs)
    if not points:
        return None
    named = {chosen[i] for i in points}
    most = min(
        (s.most for s in specs if isinstance(s, DividedTarget) and s.most), default=len(points)
    )
    if len(named) > most:
        return f"at most {most} different targets"
    return None


def divided_choices(
    specs: Sequence[TargetSpec],
    per_spec: Sequence[list[EntityId]],
    keep: Callable[[tuple[EntityId, ...]], bool],
) -> list[tuple[EntityId, ...]]:
    """Every legal choice of targets when some specs are points of divided damage: the points
    as multisets of their legal targets (each division once), the other specs as a product;
    ``keep`` checks the other conditions of the whole choice."""
    points = divided_indices(specs)
    others = [i for i in range(len(specs)) if i not in points]
    found: list[tuple[EntityId, ...]] = []
    candidates = per_spec[points[0]]
    for division in itertools.combinations_with_replacement(candidates, len(points)):
        for rest in itertools.product(*(per_spec[i] for i in others)):
            chosen: list[EntityId] = [0] * len(specs)
            for i, entity in zip(points, division, strict=True):
                chosen[i] = entity
            for i, entity in zip(others, rest, strict=True):
                chosen[i] = entity
            choice = tuple(chosen)
            if division_problem(specs, choice) is None and keep(choice):
                found.append(choice)
    return found


def division(specs: Sequence[TargetSpec], chosen: Sequence[EntityId]) -> dict[EntityId, int]:
    """How much damage each target is dealt: the points named for it (CR 601.2d)."""
    dealt: dict[EntityId, int] = {}
    for i in divided_indices(specs):
        dealt[chosen[i]] = dealt.get(chosen[i], 0) + 1
    return dealt
