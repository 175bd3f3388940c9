"""Targets "that player controls" in a triggered ability (CR 115.1, 603.3d, 608.2b; the
same numbers in 2011): the player is the one the trigger event names ("deals combat damage
to a player"), fixed when the ability is put on the stack; see
:mod:`mtgrules.cards.player_targets`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.cards.player_targets import ThatPlayersTarget
from mtgrules.effects.targets import TargetSpec
from mtgrules.state import EntityId, GameState


def bind_that_player(
    specs: Sequence[TargetSpec], player: EntityId | None
) -> tuple[TargetSpec, ...]:
    """``specs`` with the trigger's player in each target "that player controls" (CR
    603.3d: the targets are chosen as the ability is put on the stack)."""
    return tuple(
        dataclasses.replace(spec, player=player or 0)
        if isinstance(spec, ThatPlayersTarget)
        else spec
        for spec in specs
    )


def that_player_passes(state: GameState, spec: TargetSpec, entity: EntityId) -> bool:
    """Whether ``entity`` is controlled by the player ``spec`` names (true for a spec
    without one); a spec not bound to a player has no legal target."""
    if not isinstance(spec, ThatPlayersTarget):
        return True
    return (
        spec.player != 0
        and entity in state.objects
        and state.controller_of(entity) == (spec.player)
    )
