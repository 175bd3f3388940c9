"""The event of the keyword action transform (CR 701.28; 2011: 701.25). Like every event, it
cites its rule and is committed by :mod:`mtgrules.rules.commit`."""

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


__all__ = ["Transformed"]
