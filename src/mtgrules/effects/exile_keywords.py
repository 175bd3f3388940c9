"""Foretell, plot and suspend as data: keywords whose special action exiles the card from its
owner's hand, to be cast from exile later (:mod:`mtgrules.rules.exile_keywords`).

* :class:`CastLater`: the card exiled by foretelling (CR 702.143a) or plotting (CR 702.170a)
  may be cast by its owner on a later turn: for its foretell cost, or without paying its
  mana cost as a sorcery;
* :class:`WhenSuspendedUpkeep` and :class:`RemoveTimeCounter`: suspend's "At the beginning
  of your upkeep, if this card is suspended, remove a time counter from it."
  (CR 702.62a; 2011: 702.60a);
* :class:`WhenLastTimeCounterRemoved` and :class:`CastSuspended`: its "When the last time
  counter is removed from this card, if it's exiled, you may play it without paying its mana
  cost if able." (2011: "play it ... if able", no choice).

Suspend's triggered abilities work in exile; rules/exile_keywords.py triggers them.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.state import EntityId

FORETELL, PLOT, SUSPEND = "foretell", "plot", "suspend"
TIME = "time"
"""Suspend's counters (CR 702.62a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastLater(Effect):
    """``card`` was foretold or plotted (``how``) in turn ``created_turn``: its owner (this
    effect's controller) may cast it from exile in a later turn that way, for as long as it
    stays that object (CR 400.7)."""

    card: EntityId
    how: str
    created_turn: int = 0
    duration: Duration = Duration.INDEFINITE


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenSuspendedUpkeep:
    """ "At the beginning of your upkeep, if this card is suspended" (CR 702.62a-b): it is in
    exile with a time counter; "your" is its owner's."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenLastTimeCounterRemoved:
    """ "When the last time counter is removed from this card, if it's exiled" (CR 702.62a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveTimeCounter:
    """Remove a time counter from the card this ability belongs to, if it is suspended."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastSuspended:
    """Its owner may cast the exiled card without paying its mana cost (must, if able, in the
    2011 rules); a creature spell cast this way gains haste."""


__all__ = [
    "FORETELL",
    "PLOT",
    "SUSPEND",
    "TIME",
    "CastLater",
    "CastSuspended",
    "RemoveTimeCounter",
    "WhenLastTimeCounterRemoved",
    "WhenSuspendedUpkeep",
]
