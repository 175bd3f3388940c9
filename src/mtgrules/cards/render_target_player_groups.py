"""Words of every permanent of some types a target player controls (CR 115.1; built by
:mod:`mtgrules.cards.build_target_player_groups`): "destroy all creatures target opponent
controls", "tap all permanents target opponent controls"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.target_player_groups import TargetPlayersGroup
from mtgrules.effects.instructions import Destroy, Tap, target

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def target_players_clause(step: object, ctx: _Context) -> str | None:
    """ "destroy all creatures target opponent controls", or None for another instruction."""
    if not isinstance(step, Destroy | Tap) or not isinstance(step.on, TargetPlayersGroup):
        return None
    verb = "destroy" if isinstance(step, Destroy) else "tap"
    return f"{verb} all {step.on.nouns} {ctx.ref(target(0))} controls"


__all__ = ["target_players_clause"]
