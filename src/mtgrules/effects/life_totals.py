"""Instructions that set, double or exchange life totals (CR 118.5 and 118.7-8 in 2011; 119.5
and 119.7-8 today): "target player's life total becomes 10", "double your life total",
"exchange life totals with target opponent". Each is carried out as the gain or loss of the
difference (:mod:`mtgrules.rules.life`), so life-gain and life-loss replacement effects,
"can't gain life" and "whenever you gain life" apply (:mod:`mtgrules.resolution_life_totals`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

YOU = -2  # mtgrules.effects.instructions.YOU (which imports this module): the controller


@dataclass(frozen=True, slots=True, kw_only=True)
class SetLifeTotal:
    """ "[who]'s life total becomes ``total``": each player gains or loses the necessary
    amount of life (CR 118.5; 119.5 today)."""

    total: int
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleLifeTotal:
    """ "Double [who]'s life total" (keyword action double): the player gains life equal to
    their life total, setting it to twice its value (CR 118.5; 119.5 today). A life total of
    0 or less doesn't change."""

    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class ExchangeLifeTotals:
    """ "Exchange life totals with [who]": the controller and ``who`` each gain or lose the
    difference; a player who can't gain life can't exchange with a higher total, one who
    can't lose life with a lower one, and then the exchange doesn't happen (CR 118.7-8;
    119.7-8 today)."""

    who: Ref


__all__ = ["DoubleLifeTotal", "ExchangeLifeTotals", "SetLifeTotal"]
