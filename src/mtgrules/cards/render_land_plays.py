"""Words of additional land plays (CR 305.2; built by :mod:`mtgrules.cards.build_land_plays`)."""

from __future__ import annotations

from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.effects.instructions import CreateEffect
from mtgrules.effects.land_plays import AdditionalLandPlay


def land_play_clause(step: object) -> str | None:
    """ "you may play an additional land this turn", or None for another instruction."""
    if not isinstance(step, CreateEffect) or not isinstance(step.effect, AdditionalLandPlay):
        return None
    if step.effect.who != Match.you() or step.effect.duration is not Duration.END_OF_TURN:
        return None
    return "you may play an additional land this turn"


def land_play_static(effect: Effect) -> str | None:
    """ "You may play an additional land on each of your turns.", or None."""
    if not isinstance(effect, AdditionalLandPlay) or effect.who != Match.you():
        return None
    return "You may play an additional land on each of your turns."


__all__ = ["land_play_clause", "land_play_static"]
