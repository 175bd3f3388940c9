"""The event of a choice made as a spell or ability resolves (CR 608.2d): "Choose a creature
type.", "Choose a color.", "Choose a card name.", "protection from the color of your choice", and
the card revealed at random that a chosen name is compared with (carried out by
:mod:`mtgrules.rules.chosen_on_resolution`). It changes nothing in the game state: the later
instructions of the same resolution read it from the resolution's history."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoseOnResolution(Event):
    """``player`` chose ``value`` (``what``: "color", "creature type") as ``source`` (a spell
    or an ability's source) resolved."""

    source: EntityId
    player: EntityId
    what: str
    value: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedAtRandom(Event):
    """``player`` revealed ``card``, chosen at random from their hand (Cursed Scroll)."""

    player: EntityId
    card: EntityId


__all__ = ["ChoseOnResolution", "RevealedAtRandom"]
