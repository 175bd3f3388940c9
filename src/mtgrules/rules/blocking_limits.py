"""Restrictions on which creatures can block an attacker, by the blocker's power (CR 509.1b):
"~ can't be blocked by creatures with power 2 or less." / "... with power 3 or greater."

The static ability (:class:`~mtgrules.cards.pending.CombatRule`) gives its permanent a
restriction in layer 6 (:mod:`mtgrules.rules.static_abilities`), kept as its words on the
modifier; the blocker's power is read as blockers are declared.

>>> power_limit("can't be blocked by creatures with power 2 or less")
(2, 'less')
>>> power_limit("can't be blocked") is None
True
"""

from __future__ import annotations

import re

from mtgrules.state import GameObject

_LIMIT = re.compile(r"can't be blocked by creatures with power (\d+) or (less|greater)")


def power_limit(rule: str) -> tuple[int, str] | None:
    """The power and the comparison of a "can't be blocked by creatures with power N or
    less/greater" rule, or None for other words."""
    found = _LIMIT.fullmatch(rule)
    return None if found is None else (int(found.group(1)), found.group(2))


def why_power_stops(attacking: GameObject, blocker: GameObject) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacking`` because of its power (CR 509.1b), or None."""
    power: int | None = None
    for modifier in attacking.modifiers:
        limit = None if modifier.restriction is None else power_limit(modifier.restriction)
        if limit is None:
            continue
        if power is None:
            power = blocker.current_power()
        amount, comparison = limit
        if (power <= amount) if comparison == "less" else (power >= amount):
            return (f"{attacking.name} {modifier.restriction}", "509.1b")
    return None


__all__ = ["power_limit", "why_power_stops"]
