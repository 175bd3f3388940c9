"""Building the back-face ability of disturb cards: "If ~ would be put into a graveyard from
anywhere, exile it instead." (CR 614.1a, 702.146a; engine: rules/exile_instead.py). The
disturb keyword itself is a casting keyword (cards/casting_keywords.py)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Duration
from mtgrules.effects.exile_instead import ExileInsteadOfGraveyard

__all__ = ["DisturbRules"]


class DisturbRules(BuilderBase):
    def exile_instead_of_graveyard(self, _: list[Any]) -> StaticLine:
        """ "If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)."""
        return self._static(ExileInsteadOfGraveyard(duration=Duration.STATIC))
