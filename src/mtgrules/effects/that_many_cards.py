"""Card instructions of combat-damage triggers that name a second player or count "that many"
(CR 603.2: the effect may refer to what happened in the trigger event; CR 608.2h: the amount
is known as the ability resolves): "that player discards that many cards" (Needle Specter),
"you and that player each draw that many cards" (Diviner Spirit), "you and that player each
draw two cards"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardThatMany:
    """ "[who] discards that many cards" (CR 701.8a): the player chooses as many cards of their
    hand as the trigger event's amount (the damage dealt) and discards them."""

    who: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class YouAndPlayerEachDraw:
    """ "You and [who] each draw N cards" / "... each draw that many cards" (``count`` None):
    both draw, the controller first (CR 608.2c: in the order written)."""

    who: Ref
    count: int | None = None


__all__ = ["DiscardThatMany", "YouAndPlayerEachDraw"]
