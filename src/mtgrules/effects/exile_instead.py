"""The static ability of disturb back faces: "If ~ would be put into a graveyard from
anywhere, exile it instead." (CR 614.1a; CR 702.146a: the back face of a card with disturb).

It is a replacement effect of the card itself that functions in every zone the card could be
put into a graveyard from (CR 113.6b), applied by :mod:`mtgrules.rules.exile_instead`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect

__all__ = ["EXILE_INSTEAD_WORDS", "ExileInsteadOfGraveyard"]

EXILE_INSTEAD_WORDS = "If ~ would be put into a graveyard from anywhere, exile it instead."
"""The words of :class:`ExileInsteadOfGraveyard` (a static ability with no parameters)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileInsteadOfGraveyard(Effect):
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)."""
