""" "~ gets +2/+0 for each Equipment attached to it.", "... for each Aura attached to it.",
"... for each Aura and Equipment attached to it." (CR 611.3a: counted continuously; CR 301.5a,
303.4b: the Equipment and Auras attached to the ability's source, whoever controls them).

The count is a :class:`~mtgrules.cards.pending.Counted` whose ``controller`` phrase is
"attached to it" and ``noun`` one of :data:`NOUNS`.
"""

from __future__ import annotations

from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState

ATTACHED_TO_IT = "attached to it"
NOUNS = {
    "Equipment": ("Equipment",),
    "Aura": ("Aura",),
    "Aura and Equipment": ("Aura", "Equipment"),
}
"""The nouns and the subtypes each counts (CR 205.3g-h: artifact and enchantment types)."""


def attached_count(state: GameState, noun: str, source: EntityId | None) -> int:
    """How many permanents of ``noun`` are attached to ``source`` now."""
    subtypes = NOUNS[noun]
    return sum(
        1
        for obj in state.objects.values()
        if obj.zone is Zone.BATTLEFIELD
        and source is not None
        and obj.attached_to == source
        and any(s in obj.subtypes for s in subtypes)
    )


__all__ = ["ATTACHED_TO_IT", "NOUNS", "attached_count"]
