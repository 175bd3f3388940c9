"""The instruction of "~ deals X damage divided as you choose among any number of targets"
(CR 601.2d, 107.3): a :class:`~mtgrules.effects.instructions.DividedDamage` whose amount is
X, the number of points named as the spell was cast (:mod:`mtgrules.rules.x_divided`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.instructions import DividedDamage


@dataclass(frozen=True, slots=True, kw_only=True)
class DividedXDamage(DividedDamage):
    """X damage divided among any number of targets (``amount`` unused: X is the points)."""

    amount: int = 0
    most: int = 0
