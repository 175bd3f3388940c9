"""Madness (CR 702.35a; 2011: 702.33a) as data. "Madness [cost]" means "If a player would
discard this card, that player discards it, but exiles it instead of putting it into their
graveyard" (a replacement effect, :mod:`mtgrules.rules.madness`) and "When this card is exiled
this way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
player doesn't, they put this card into their graveyard." (the triggered ability below).

* :class:`WhenExiledWithMadness` is that trigger's event: it triggers only as the replacement
  exiles the card (no other event matches it).
* :class:`CastWithMadness` is what the triggered ability does as it resolves
  (:mod:`mtgrules.resolution_madness`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenExiledWithMadness:
    """ "When this card is exiled this way" (CR 702.35a): the card discarded into exile by its
    own madness."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastWithMadness:
    """ "Its owner may cast it by paying [cost] rather than paying its mana cost. If that
    player doesn't, they put this card into their graveyard." (CR 702.35a)."""


__all__ = ["CastWithMadness", "WhenExiledWithMadness"]
