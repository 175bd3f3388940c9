"""Amounts X of the spell's or ability's own cost (CR 107.3a: X in the text has the value
announced for {X} as the spell was cast, CR 601.2b, or the ability activated, CR 602.2b):
"Draw X cards.", "Target creature gets +X/+0 until end of turn.", "Put X +1/+1 counters on
target creature.", "Create X 1/1 ... tokens.", "Target player mills X cards."

:class:`CostX` holds the instruction with the amount 1; once X is announced, the stack item
carries the instruction with its amount multiplied by X (rules/x_costs.fix_x). Life and
damage amounts X have their own classes (``ChangeVariableLife``, ``DealVariableDamage``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction


@dataclass(frozen=True, slots=True, kw_only=True)
class CostX:
    """``step`` (its amount 1: one card, +1/+0, one counter, one token) done X times over,
    X the value announced for the cost's {X} (CR 107.3a). Never announced (the spell cast
    without paying its mana cost), X is 0 (CR 107.3b) and nothing happens."""

    step: Instruction


__all__ = ["CostX"]
