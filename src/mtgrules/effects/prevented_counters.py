"""Counters for the damage a prevention effect prevented (CR 615.5: an additional effect that
refers to the damage prevented takes place immediately afterward; 2011: the same rule): "For
each 1 damage prevented this way, put a +1/+1 counter on that creature." (Test of Faith), "If
damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1 damage
prevented this way." (Phyrexian Hydra). The counters go on the permanent the prevented damage
would have been dealt to, as many as the damage prevented (rules/prevented_counters.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersForPrevented:
    """Follow-up of a prevention effect: ``kind`` counters ("+1/+1", "-1/-1") on the
    permanent dealt the prevented damage, one for each 1 damage prevented."""

    kind: str


__all__ = ["CountersForPrevented"]
