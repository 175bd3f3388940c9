"""Regeneration shields (CR 701.12 in 2011, 701.14 in the 2022 excerpt)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerationShield(Effect):
    """ "The next time [permanent] would be destroyed this turn, instead tap it, remove all
    damage from it, and remove it from combat.\""""

    permanent: EntityId
