"""Transformer callbacks of players' designations and resources (``oracle.lark``'s block
"players' designations and resources"): energy paid as an activation cost, "Pay {E}{E}:"
and "Pay eight {E}:" (CR 107.14), an extra cost paid as the ability is activated
(:mod:`mtgrules.rules.costs`, :mod:`mtgrules.rules.designations`); "if you're the monarch",
"if an opponent is the monarch", "if there is no monarch" (CR 724.1), conditions checked by
:mod:`mtgrules.rules.conditions`; "You have no maximum hand size." (CR 402.2,
:mod:`mtgrules.rules.hand_size`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _Elided
from mtgrules.effects.base import Duration, Match
from mtgrules.effects.conditions import Condition
from mtgrules.effects.designations import BecomeTheMonarch, WinTheGame
from mtgrules.effects.hand_size import NoMaximumHandSize
from mtgrules.effects.instructions import YOU, DrawCards, GainLife, GetEnergy, LoseLife


def _yours(before: object) -> bool:
    """The clause before has the subject "you" ("you gain 3 life", "you draw two cards")."""
    return isinstance(before, GainLife | LoseLife | DrawCards) and before.who == YOU


class DesignationRules(BuilderBase):
    """Energy costs: the cost's own words, paid by :func:`mtgrules.rules.costs.pay_extra_costs`;
    the monarch in conditions (CR 724.1)."""

    def cost_energy(self, c: list[Token]) -> str:
        return "Pay " + "{E}" * len(c)

    def cost_energy_n(self, c: list[Token]) -> str:
        return f"Pay {c[0]} {{E}}"

    def becomes_monarch(self, c: list[Any]) -> tuple[BecomeTheMonarch]:
        return (BecomeTheMonarch(who=self._players(c[0])),)

    def get_energy_elided(self, c: list[Token]) -> _Elided:
        """ "[you gain 3 life] and get {E}{E}{E}": "you" is the subject of the clause before."""
        made = GetEnergy(count=len(c), elided=True)
        return _Elided(lambda before: made if _yours(before) else None)

    def no_maximum_hand_size_you(self, _: list[Any]) -> StaticLine:
        return self._static(NoMaximumHandSize(who=Match.you(), duration=Duration.STATIC))

    def no_maximum_hand_size(self, c: list[Match]) -> StaticLine:
        return self._static(NoMaximumHandSize(who=c[0], duration=Duration.STATIC))

    def you_win(self, _: list[Any]) -> tuple[WinTheGame]:
        return (WinTheGame(),)  # CR 104.2b

    def if_you_monarch(self, _: list[Any]) -> Condition:
        return Condition("monarch")

    def if_monarch(self, c: list[Any]) -> Condition:
        return Condition("monarch", who=c[0])

    def if_no_monarch(self, _: list[Any]) -> Condition:
        return Condition("no monarch")


__all__ = ["DesignationRules"]
