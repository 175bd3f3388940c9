""" "If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR
103.6a; 2011: 103.5a; effects/opening_hand.py): the ability, and its words back."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.opening_hand import BeginOnBattlefield

WORDS = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


class OpeningHandRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def begin_on_battlefield(self, _: list[Any]) -> StaticLine:
        return self._static(BeginOnBattlefield(duration=Duration.STATIC))


def opening_hand_words(effect: Effect) -> str | None:
    """The ability's words, or None for another effect."""
    return WORDS if isinstance(effect, BeginOnBattlefield) else None


__all__ = ["OpeningHandRules", "opening_hand_words"]
