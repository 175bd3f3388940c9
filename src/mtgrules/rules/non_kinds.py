"""Kinds a filter "non[kind]" excludes beyond card types and colors (CR 115.1: a target's
or a group's conditions): a subtype ("target non-Zombie creature", "each non-Dragon
creature", "target non-Swamp land"; CR 205.3), "nontoken" (CR 111.1) and "nonbasic"
(the supertype basic, CR 205.4a).

A creature with changeling has every creature type (CR 702.73a), so it is never a
"non-Dragon creature"."""

from __future__ import annotations

from mtgrules.cards.creature_types import NOT_CREATURE_TYPES
from mtgrules.objects import Keyword
from mtgrules.state import GameObject

LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate"})
"""Land types a "non-[type]" may name (CR 205.3i): not creature types."""


def is_of_kind(obj: GameObject, kind: str) -> bool:
    """Whether ``obj`` is of ``kind``: "token", "basic", or a subtype (capitalized, as the
    builder keeps it: "Dragon")."""
    if kind == "token":
        return obj.token
    if kind == "basic":
        return "Basic" in obj.supertypes
    if not kind[:1].isupper():
        return False
    if kind in obj.subtypes:
        return True
    creature_type = kind not in NOT_CREATURE_TYPES and kind not in LAND_TYPES
    return creature_type and obj.is_creature and obj.has(Keyword.CHANGELING)


__all__ = ["LAND_TYPES", "is_of_kind"]
