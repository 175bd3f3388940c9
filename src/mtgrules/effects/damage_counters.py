"""Damage replaced by counters (CR 614.1a): "If damage would be dealt to ~, put that many
-1/-1 counters on it instead." (Lichenthrope), "... +1/+1 counters ..." (Phytohydra).

The damage isn't dealt at all: no damage is marked, and nothing that looks for damage dealt
(lifelink, "whenever ~ is dealt damage") sees it; the permanent gets as many counters of
``kind`` as the damage that would have been dealt, after the other replacement and prevention
effects the affected permanent's controller chose to apply first (CR 616.1). Applied in
:mod:`mtgrules.rules.damage_effects`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.damage import DamageFilter


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageToCounters(DamageFilter):
    """The damage ``to`` matches becomes that many ``kind`` counters ("-1/-1", "+1/+1")."""

    kind: str


__all__ = ["DamageToCounters"]
