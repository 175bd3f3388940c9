"""Static abilities that change how the game is won or lost (CR 104.2, 104.3):

* "You can't lose the game and your opponents can't win the game." (``lose=True``) and
  "You can't win the game and your opponents can't lose the game." (``lose=False``):
  :class:`OutcomeLock` ("You can't lose the game." alone: ``opponents=False``); a player who
  can't lose doesn't lose by state-based actions (CR 704.5a-c) and an effect that says an
  opponent wins the game does nothing (CR 104.2b).
* "You don't lose the game for having 0 or less life." (:class:`NoLossForLife`): the
  state-based action of CR 104.3b / 704.5a (the same numbers in 2011) doesn't apply to them.

A concession (CR 104.3a) is never stopped. Checked in :mod:`mtgrules.rules.game_outcome`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match


@dataclass(frozen=True, slots=True, kw_only=True)
class OutcomeLock(Effect):
    """``lose=True``: ``who`` can't lose the game and their opponents can't win it;
    ``lose=False``: ``who`` can't win the game and their opponents can't lose it."""

    who: Match
    lose: bool = True
    opponents: bool = True
    """False: "You can't lose the game." alone (nothing about the opponents winning)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class NoLossForLife(Effect):
    """``who`` doesn't lose the game for having 0 or less life (CR 704.5a doesn't apply)."""

    who: Match


__all__ = ["NoLossForLife", "OutcomeLock"]
