"""Abilities that work from the opening hand: "If ~ is in your opening hand, you may begin
the game with it on the battlefield." (the leylines). CR 103.6 (2011: 103.5): once the opening
hands are kept, the starting player, then each other player in turn order, may take such
actions; CR 103.6a (2011: 103.5a): the player puts that card onto the battlefield. Carried out
as the game starts (:mod:`mtgrules.rules.opening_hand`); on the battlefield it does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class BeginOnBattlefield(Effect):
    """ "If ~ is in your opening hand, you may begin the game with it on the battlefield."
    (CR 103.6a; 2011: 103.5a)."""


__all__ = ["BeginOnBattlefield"]
