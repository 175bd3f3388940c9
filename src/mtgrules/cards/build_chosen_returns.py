"""Transformer rules for returns to hand the controller chooses on resolution: "return a red
or green creature you control to its owner's hand", "return another creature you control to
its owner's hand", "return up to two lands you control to their owner's hand"
(:class:`~mtgrules.effects.chosen_returns.ReturnChosen`, CR 608.2d)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.vocabulary import number_value
from mtgrules.effects.chosen_returns import ReturnChosen


class ChosenReturnRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def bounce_kind(self, c: list[Any]) -> tuple[str, str]:
        """ "creature" / "red or green creature": (kind, color)."""
        colors = [str(t) for t in c if isinstance(t, Token) and t.type == "TOKEN_COLOR"]
        return str(c[-1]), " or ".join(colors)

    def return_chosen(self, c: list[Any]) -> Sentence:
        kind, color = c[0]
        return (ReturnChosen(kind=kind, color=color),)

    def return_chosen_another(self, c: list[Any]) -> Sentence:
        kind, color = c[0]
        return (ReturnChosen(kind=kind, color=color, other=True),)

    def return_chosen_up_to(self, c: list[Any]) -> Sentence:
        return (ReturnChosen(kind=str(c[1])[:-1], count=number_value(str(c[0])), up_to=True),)


__all__ = ["ChosenReturnRules"]
