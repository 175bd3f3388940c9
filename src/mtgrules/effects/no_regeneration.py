"""Effects that stop regeneration: "Target creature can't be regenerated this turn.", "It
can't be regenerated this turn.", "A creature dealt damage this way can't be regenerated this
turn." (the regeneration rule, CR 701.14 in the 2022 excerpt, 701.12 in 2011).

A regeneration shield is a replacement effect (CR 614.8); while a permanent "can't be
regenerated", no regeneration shield replaces its destruction, whether the shield was created
before or after (the shield is still created, it just does nothing). Indestructible still
applies (CR 702.12b). The effect ends at the cleanup step (CR 514.2).

>>> CantBeRegeneratedThisTurn(on=7).dealt_damage_this_way
False
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect
from mtgrules.effects.regeneration import RegenerationShield

NO_REFERENCE = 0
"""``on`` of "creatures dealt damage this way" (object ids start at 1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeRegeneratedThisTurn:
    """The instruction: ``on`` (a target, "it") can't be regenerated this turn; with
    ``dealt_damage_this_way``, each creature the instructions before it dealt damage to
    ("this way": damage actually dealt, after prevention, CR 615.1)."""

    on: int = NO_REFERENCE  # a reference (mtgrules.effects.instructions.Ref)
    dealt_damage_this_way: bool = False
    plural: bool = False  # "Creatures dealt damage this way ...": the same, in the plural


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeRegenerated(Effect):
    """The effect in force: ``permanents`` can't be regenerated (this turn)."""

    permanents: frozenset[int] = frozenset()


def usable_shields(effects: list[Effect]) -> dict[int, RegenerationShield]:
    """The regeneration shields of ``effects`` (the effects in force) by permanent, but for
    the permanents that can't be regenerated: their shields replace nothing."""
    unregenerable = {p for e in effects if isinstance(e, CantBeRegenerated) for p in e.permanents}
    return {
        e.permanent: e
        for e in effects
        if isinstance(e, RegenerationShield) and e.permanent not in unregenerable
    }


__all__ = ["NO_REFERENCE", "CantBeRegenerated", "CantBeRegeneratedThisTurn", "usable_shields"]
