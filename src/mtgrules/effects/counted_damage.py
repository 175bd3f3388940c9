"""Damage whose amount each player dealt it counts for themself: "~ deals damage to each
player equal to the number of nonbasic lands that player controls", "~ deals damage to that
player equal to the number of Swamps they control", "... equal to twice the number of ...".

The number is determined as the instruction is carried out (CR 608.2h; 2011: 608.2g), once
for each player the instruction deals damage to, counting what that player controls. The
instruction names one source, so all of its damage is one damage event (CR 120.2b, 120.4;
2011: 119.2b, 119.4); a player whose count is 0 is dealt no damage (CR 120.8; 2011: 119.8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.cards.pending import Counted
    from mtgrules.effects.instructions import Ref

SELF = -1  # mtgrules.effects.instructions.SELF (which imports this module): the source

PER_PLAYER_CONTROLLERS = frozenset({"that player controls", "they control"})
"""The words of a count made by each player dealt the damage."""
EQUAL_LAST = "equal last"
"""Word order "~ deals damage to [players] equal to [the count]"."""
EQUAL_FIRST = "equal first"
"""Word order "~ deals damage equal to [the count] to [players]"."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageCountedPerPlayer:
    """ "[source] deals damage to [players] equal to [twice] the number of [things] that
    player controls": ``times`` damage for each counted thing (``per``, its controller phrase
    one of :data:`PER_PLAYER_CONTROLLERS`), counted for each player in ``to``."""

    per: Counted
    to: Ref
    times: int = 1
    source: int = SELF
    order: str = EQUAL_LAST


__all__ = ["EQUAL_FIRST", "EQUAL_LAST", "PER_PLAYER_CONTROLLERS", "DamageCountedPerPlayer"]
