"""The events of face-down spells and permanents (CR 708; 2011: 707): a card turned face
down to be cast with morph, megamorph or disguise (CR 702.37c, 702.168b; 2011: 702.35b), and
a face-down permanent turned face up, a special action (CR 116.2b; 2011: 115.2b). Like every
event, each cites its rule and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnedFaceDown(Event):
    """The card ``card`` (named ``name`` face up) was turned face down as it is cast with
    ``way`` ("morph", "megamorph", "disguise"): a 2/2 creature with no name, text, subtypes
    or mana cost (CR 702.37c; 2011: 702.35b). The same card: turning it is no zone change."""

    card: EntityId
    name: str
    way: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnedFaceUp(Event):
    """``player`` turned their face-down permanent ``permanent`` face up by paying its
    ``way`` cost (CR 702.37e; 2011: 702.35d): it has the characteristics of ``name`` again
    (CR 708.8). The same object, with its counters, damage and status."""

    permanent: EntityId
    player: EntityId
    name: str
    way: str


__all__ = ["TurnedFaceDown", "TurnedFaceUp"]
