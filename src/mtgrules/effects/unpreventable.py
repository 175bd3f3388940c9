"""Damage of one sentence that can't be prevented: "~ deals 4 damage to target creature. The
damage can't be prevented." (Pinpoint Avalanche, Combust, Flames of the Blood Hand).

Prevention effects still apply to that damage, but prevent none of it; their additional
effects still happen (CR 615.12; 2011: 615.11). Only the damage of that sentence is meant:
the source's other damage, before or after, can be prevented as usual.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction


@dataclass(frozen=True, slots=True, kw_only=True)
class UnpreventableDamage:
    """The damage instructions of a sentence (``steps``, joined: one damage event, CR
    120.2b), dealt as damage that can't be prevented."""

    steps: tuple[Instruction, ...]


__all__ = ["UnpreventableDamage"]
