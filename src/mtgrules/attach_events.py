"""Events of attaching and unattaching Auras and Equipment (CR 701.3). Like every event, each
cites its rule and is committed by :mod:`mtgrules.rules.commit`.

>>> BecameAttached(attachment=5, host=3, rule="702.6a")
BecameAttached(rule='702.6a', attachment=5, host=3, previous=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameAttached(Event):
    """``attachment`` became attached to ``host`` (an object or a player), from ``previous``
    if it was attached to something else (CR 701.3a): an Aura spell resolving (CR 608.3c;
    2011: 608.3a), an Aura put onto the battlefield attached (CR 303.4f), an equip ability
    (CR 702.6a) or an "attach" instruction. Attached to a different object, it gets a new
    timestamp (CR 701.3c)."""

    attachment: EntityId
    host: EntityId
    previous: EntityId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameUnattached(Event):
    """``attachment`` became unattached from ``host`` and stays on the battlefield: an
    Equipment attached to an illegal or nonexistent permanent (CR 704.5n; 2011: 704.5p)."""

    attachment: EntityId
    host: EntityId
