"""Instructions of players' designations beyond "you become the monarch"
(:class:`mtgrules.effects.instructions.BecomeMonarch`): "target opponent becomes the
monarch", and the monarch's inherent "its controller becomes the monarch" (CR 724.2-3);
"you win the game" (CR 104.2b). Carried out by :mod:`mtgrules.resolution_designations`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

YOU = -2  # mtgrules.effects.instructions.YOU (which imports this module): the controller


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeTheMonarch:
    """ "[who] becomes the monarch" (CR 724.3: the monarch before ceases to be): ``who`` is
    a target player ("target opponent becomes the monarch") or, for the monarch's inherent
    ability, that creature's controller as it last existed (CR 608.2h)."""

    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class WinTheGame:
    """ "You win the game." (CR 104.2b: an effect may state that a player wins; the game
    ends, with the controller and their team the winners)."""


__all__ = ["BecomeTheMonarch", "WinTheGame"]
