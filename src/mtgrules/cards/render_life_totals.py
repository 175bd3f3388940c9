"""The Oracle words of :mod:`mtgrules.effects.life_totals` (the inverse of
:mod:`mtgrules.cards.build_life_totals`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import PLAYER, Duration, Who
from mtgrules.effects.instructions import YOU, CreateEffect, Instruction, Ref
from mtgrules.effects.life import CantGainLife
from mtgrules.effects.life_totals import DoubleLifeTotal, ExchangeLifeTotals, SetLifeTotal

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def _whose(who: Ref, ctx: _Context) -> str:
    return "your" if who == YOU else f"{ctx.ref(who)}'s"


def life_total_clause(step: Instruction, ctx: _Context) -> str | None:
    """ "target player's life total becomes 10", "double your life total", "exchange life
    totals with target opponent", "players can't gain life this turn", or None for another
    instruction."""
    if isinstance(step, SetLifeTotal):
        return f"{_whose(step.who, ctx)} life total becomes {step.total}"
    if isinstance(step, DoubleLifeTotal):
        return f"double {_whose(step.who, ctx)} life total"
    if isinstance(step, ExchangeLifeTotals):
        return f"exchange life totals with {ctx.ref(step.who)}"
    if (
        isinstance(step, CreateEffect)
        and isinstance(step.effect, CantGainLife)
        and step.effect.duration is Duration.END_OF_TURN
        and step.effect.who.kinds == frozenset({PLAYER})
        and step.effect.who.ids is None
    ):
        who = "your opponents" if step.effect.who.controller is Who.OPPONENT else "players"
        return f"{who} can't gain life this turn"
    return None


__all__ = ["life_total_clause"]
