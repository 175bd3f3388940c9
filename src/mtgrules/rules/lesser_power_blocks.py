""" "Creatures with power less than ~'s power can't block it." (CR 509.1b: a restriction on
which creatures can block an attacker; both powers are read as blockers are declared).

The static ability (a :class:`~mtgrules.cards.pending.CombatRule`) gives its permanent a
restriction in layer 6 (:mod:`mtgrules.rules.static_abilities`) kept as the words
:data:`LESSER_POWER`; :func:`why_lesser_power_stops` reads it.
"""

from __future__ import annotations

from mtgrules.state import GameObject

LESSER_POWER = "can't be blocked by creatures with power less than its power"
"""The restriction's words on the attacking creature."""

WORDS = "Creatures with power less than ~'s power can't block it."
"""The Oracle wording of the static ability."""


def why_lesser_power_stops(attacking: GameObject, blocker: GameObject) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacking`` because its power is less than the
    attacker's (CR 509.1b), or None."""
    if not any(m.restriction == LESSER_POWER for m in attacking.modifiers):
        return None
    if blocker.current_power() < attacking.current_power():
        return (
            f"its power is less than {attacking.name}'s power: {attacking.name} {LESSER_POWER}",
            "509.1b",
        )
    return None


__all__ = ["LESSER_POWER", "WORDS", "why_lesser_power_stops"]
