"""Transformer callbacks of the life totals block of ``oracle.lark``: "target player's life
total becomes 10", "your life total becomes 10", "double target player's life total",
"double your life total", "exchange life totals with target opponent", "players can't gain
life this turn"
(:mod:`mtgrules.effects.life_totals`; CR 118.5, 118.7 in 2011, 119.5, 119.7 today)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.instructions import YOU, CreateEffect
from mtgrules.effects.life import CantGainLife
from mtgrules.effects.life_totals import DoubleLifeTotal, ExchangeLifeTotals, SetLifeTotal


class LifeTotalRules(BuilderBase):
    """Life totals set, doubled or exchanged: only players have them."""

    def target_life_becomes(self, c: list[Any]) -> tuple[SetLifeTotal]:
        return (SetLifeTotal(total=int(c[1]), who=self._players(c[0])),)

    def your_life_becomes(self, c: list[Token]) -> tuple[SetLifeTotal]:
        return (SetLifeTotal(total=int(c[0]), who=YOU),)

    def double_target_life(self, c: list[Any]) -> tuple[DoubleLifeTotal]:
        return (DoubleLifeTotal(who=self._players(c[0])),)

    def double_your_life(self, _: list[Any]) -> tuple[DoubleLifeTotal]:
        return (DoubleLifeTotal(who=YOU),)

    def cant_gain_life_this_turn(self, c: list[Match]) -> tuple[CreateEffect]:
        # CR 118.7 (119.7 today), an effect of a resolving spell until end of turn (611.2)
        who = "your opponents" if c[0].controller is Who.OPPONENT else "players"
        text = f"{who} can't gain life this turn"
        effect = CantGainLife(who=c[0], duration=Duration.END_OF_TURN, text=text)
        return (CreateEffect(effect=effect),)

    def exchange_life_with(self, c: list[Any]) -> tuple[ExchangeLifeTotals]:
        return (ExchangeLifeTotals(who=self._players(c[0])),)


__all__ = ["LifeTotalRules"]
