"""Discarding a whole hand: "that player discards their hand", "you may discard your hand"
(CR 701.8a, 2011: 701.7a: to discard a card is to move it from its owner's hand to that
player's graveyard; a player discarding their hand discards every card in it, with no choice
to make)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

YOU = -2  # mtgrules.effects.instructions.YOU (which imports this module): the controller


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardHand:
    """ "[who] discards their hand" / "discard your hand": each player of ``who`` discards
    every card in their hand at once."""

    who: Ref = YOU


__all__ = ["DiscardHand"]
