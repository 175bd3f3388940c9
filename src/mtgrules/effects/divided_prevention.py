"""A shield divided among targets as the spell is cast (CR 601.2d; the same number in 2011):
"Prevent the next 5 damage that would be dealt this turn to any number of targets, divided
as you choose." (Remedy).

The template is one effect of ``amount`` points; the spell has a
:class:`~mtgrules.effects.targets.DividedTarget` spec per point (a target named k times gets
k points). As the spell resolves, each target still legal gets its own shield of its share
(CR 615.7: "the next N damage that would be dealt to" it); an illegal target's share is
lost, the division isn't changed (CR 608.2b). See :mod:`mtgrules.resolution_divided_prevention`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.damage import PreventDamage

DIVIDED_MOST = {"one or two": 2, "one, two, or three": 3, "any number of": 0}
"""The largest number of targets of the printed words (0: no limit)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DividedShield(PreventDamage):
    """The template of the shields; ``amount`` is the total divided, ``most`` the largest
    number of targets (0: "any number of")."""

    most: int = 0


__all__ = ["DIVIDED_MOST", "DividedShield"]
