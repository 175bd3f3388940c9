"""Static abilities of keywords the engine reads on the permanent that has them."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class UmbraArmor(Effect):
    """Umbra armor (CR 702.89a; totem armor, 702.87a in the 2011 rules), on an Aura: "If
    enchanted permanent would be destroyed, instead remove all damage marked on it and
    destroy this Aura." (carried out by :mod:`mtgrules.rules.umbra_armor`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Unleash(Effect):
    """Unleash (CR 702.98a): "You may have this permanent enter with a +1/+1 counter on it.
    It can't block as long as it has a +1/+1 counter on it." (carried out by
    :mod:`mtgrules.rules.unleash`)."""
