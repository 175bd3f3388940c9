"""Continuous effects from resolved spells and abilities that change an object's
characteristics (CR 611.2, 613): recorded so they can be described and ended."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect
from mtgrules.objects import Keyword
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyCharacteristics(Effect):
    """ "[permanent] gets +N/+M" (layer 7c) or "gains [keyword]" (layer 6)."""

    permanent: EntityId
    power: int = 0
    toughness: int = 0
    keyword: Keyword | None = None
