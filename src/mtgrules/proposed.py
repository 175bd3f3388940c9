"""Proposed ("would") damage: the parts of one simultaneous damage event before prevention
and replacement effects transform it (CR 120.4 / 119.4)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True)
class DamagePart:
    """``source`` would deal ``amount`` damage to ``recipient``.

    ``excess_to`` names where excess damage goes instead (CR 120.4a, "excess damage is dealt
    to that creature's controller instead"); ``combat`` marks combat damage (CR 120.2a).

    >>> DamagePart(source=5, recipient=2, amount=3)
    DamagePart(source=5, recipient=2, amount=3, combat=False, excess_to=None)
    """

    source: EntityId
    recipient: EntityId
    amount: int
    combat: bool = False
    excess_to: EntityId | None = None
