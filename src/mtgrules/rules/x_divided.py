"""X damage divided as you choose among any number of targets (CR 601.2b, 601.2d, 107.3; the
same numbers in 2011): "Rolling Thunder deals X damage divided as you choose among any number
of targets."

Each point of damage is a target spec (:mod:`mtgrules.rules.divided`); here their number is
X. The player announces X (601.2b) and then the division (601.2d): every target is dealt at
least 1, so a division of X points names between one and X targets. The game takes the
division as the targets named, one point per name (a target named twice is dealt 2), and X as
their number: X is never announced apart from its division, and X = 0 (no target) is no way
to cast the spell. X may be paid in mana ({X}) or in life ("As an additional cost to cast
this spell, pay X life", CR 119.4: no more than the player's life total).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.cards.divided_targets import FilteredPoint, XPoints
from mtgrules.cards.mana import ManaCost
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.additional_costs import pays_life_x
from mtgrules.rules.casting import IllegalActionError, target_choices
from mtgrules.rules.divided import DIVIDE
from mtgrules.rules.x_costs import most_x
from mtgrules.state import EntityId, GameObject, GameState


def has_x_points(specs: Sequence[TargetSpec]) -> bool:
    """The spell divides X damage (its compiled specs hold an :class:`XPoints`)."""
    return any(isinstance(spec, XPoints) for spec in specs)


def expand(specs: Sequence[TargetSpec], points: int) -> tuple[TargetSpec, ...]:
    """``specs`` with the X points as ``points`` points of divided damage."""
    out: list[TargetSpec] = []
    for spec in specs:
        if isinstance(spec, XPoints):
            values = {f.name: getattr(spec, f.name) for f in dataclasses.fields(FilteredPoint)}
            out.extend([FilteredPoint(**values)] * points)
        else:
            out.append(spec)
    return tuple(out)


def announced(
    specs: Sequence[TargetSpec], targets: Sequence[EntityId], what: str
) -> tuple[tuple[TargetSpec, ...], int]:
    """The specs of the division ``targets`` names, and X (the number of points)."""
    points = len(targets) - (len(specs) - 1)
    if points < 1:
        raise IllegalActionError(
            f"{what}: X damage divided among any number of targets needs at least one target "
            "(X of 1 or more)",
            rule=DIVIDE,
        )
    return expand(specs, points), points


LISTED = 2000
"""The most divisions listed among the legal actions: the divisions grow fast with X (20
life to pay, six creatures: over 200,000), so the list stops after the value of X that
passes this many. A larger division is still legal: casting the spell with it is checked
like any other (CR 601.2d), it just isn't offered."""


def choices(
    state: GameState,
    specs: Sequence[TargetSpec],
    player: EntityId,
    source: EntityId,
    most: int,
) -> list[tuple[EntityId, ...]]:
    """Every legal division for X from 1 to ``most`` (the largest X the player can pay),
    up to :data:`LISTED` of them."""
    found: list[tuple[EntityId, ...]] = []
    for points in range(1, most + 1):
        if len(found) >= LISTED:
            break
        found += target_choices(state, expand(specs, points), player, source)
    return found


def most_points(state: GameState, player: EntityId, obj: GameObject, cost: ManaCost) -> int:
    """The largest X ``player`` can pay for ``obj``: in mana for {X}, in life for "pay X
    life" (CR 119.4)."""
    if cost.x:
        return most_x(state, player, cost)
    if pays_life_x(obj):
        return max(state.life_of(player), 0)
    return 0


def life_paid(state: GameState, player: EntityId, obj: GameObject, points: int) -> int | None:
    """X of "pay X life" when X damage is divided: the points named (None without such a
    cost); more than the player's life total can't be paid (CR 119.4)."""
    if not pays_life_x(obj):
        return None
    if points > state.life_of(player):
        raise IllegalActionError(
            f"{obj.name}: X = {points} life can't be paid with {state.life_of(player)} life",
            rule="119.4",
        )
    return points
