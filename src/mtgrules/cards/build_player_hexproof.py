""" "You have hexproof." (CR 702.11c; effects/player_hexproof.py): a static ability giving the
permanent's controller hexproof, and its words back."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.effects.player_hexproof import PlayerHexproof


class PlayerHexproofRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def you_have_hexproof(self, _: list[Any]) -> StaticLine:
        return self._static(PlayerHexproof(who=Match.you(), duration=Duration.STATIC))


def player_hexproof_words(effect: Effect) -> str | None:
    """ "You have hexproof.", or None for another effect."""
    if isinstance(effect, PlayerHexproof) and effect.who == Match.you():
        return "You have hexproof."
    return None


__all__ = ["PlayerHexproofRules", "player_hexproof_words"]
