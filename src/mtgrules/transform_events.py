"""The event of the keyword action transform (CR 701.28; 2011: 701.25), and the game's day
and night designations (CR 702.145, daybound and nightbound). Like every event, each cites
its rule and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class Transformed(Event):
    """``permanent`` turned over: its ``face`` (named ``name``) is now up, ``"back"`` or
    ``"front"`` (CR 701.28a; 2011: 701.25a). Turned over, not moved: it is the same object,
    with its counters, damage, attachments and status."""

    permanent: EntityId
    face: str
    name: str
    was: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameDay(Event):
    """It became day (CR 702.145d: a daybound permanent while it was neither; CR 502.2: the
    untap step's check, night becomes day)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameNight(Event):
    """It became night (CR 702.145g: a nightbound permanent while it was neither; CR 502.2:
    the untap step's check, day becomes night)."""


__all__ = ["BecameDay", "BecameNight", "Transformed"]
