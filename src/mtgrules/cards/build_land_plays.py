"""Transformer callbacks of the additional land plays block of ``oracle.lark`` (CR 305.2;
:mod:`mtgrules.effects.land_plays`): "You may play an additional land this turn." (an effect
until end of turn, CR 611.2) and "You may play an additional land on each of your turns." (a
static ability, CR 611.3)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Duration, Match
from mtgrules.effects.instructions import CreateEffect
from mtgrules.effects.land_plays import AdditionalLandPlay

THIS_TURN_TEXT = "you may play an additional land this turn"


class LandPlayRules(BuilderBase):
    """Callbacks named after the grammar rules of the additional land plays block."""

    def additional_land_this_turn(self, _: list[Any]) -> tuple[CreateEffect]:
        effect = AdditionalLandPlay(
            who=Match.you(), duration=Duration.END_OF_TURN, text=THIS_TURN_TEXT
        )
        return (CreateEffect(effect=effect),)

    def additional_land_each_turn(self, _: list[Any]) -> StaticLine:
        return self._static(AdditionalLandPlay(who=Match.you(), duration=Duration.STATIC))


__all__ = ["THIS_TURN_TEXT", "LandPlayRules"]
