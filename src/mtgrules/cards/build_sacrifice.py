"""Transformer rules for sacrifices the sacrificing player chooses: "sacrifice a creature
other than ~", "sacrifice another creature", "sacrifice two lands", "sacrifice that many
permanents", "Each player sacrifices three creatures of their choice", "Each opponent
sacrifices a creature with the greatest power among creatures that player controls"
(:mod:`mtgrules.effects.sacrifice`, CR 701.16a)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.vocabulary import number_value
from mtgrules.effects.sacrifice import SacrificeChosen


def _singular(word: Token) -> str:
    return str(word)[:-1]  # "creatures" -> "creature", "lands" -> "land"


def _choice(c: list[Any]) -> bool:
    return any(isinstance(x, Token) and x.type == "OF_THEIR_CHOICE" for x in c)


class SacrificeRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def sac_noun_type(self, c: list[Token]) -> str:
        return str(c[0])

    def sac_noun_permanent(self, _: list[Token]) -> str:
        return "permanent"

    def sac_noun_token(self, _: list[Token]) -> str:
        return "token"

    def you_sacrifice_a(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(kind=str(c[0])),)

    def you_sacrifice_another(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(kind=str(c[0]), other="another"),)

    def you_sacrifice_other_than_self(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(kind=str(c[0]), other="other than ~"),)

    def you_sacrifice_n(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(kind=_singular(c[1]), count=number_value(str(c[0]))),)

    def you_sacrifice_that_many(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(kind=_singular(c[0]), that_many=True),)

    def player_sacrifices_n(self, c: list[Any]) -> Sentence:
        who, count = self._players(c[0]), number_value(str(c[1]))
        return (
            SacrificeChosen(who=who, kind=_singular(c[2]), count=count, their_choice=_choice(c)),
        )

    def player_sacrifices_that_many(self, c: list[Any]) -> Sentence:
        who, kind = self._players(c[0]), _singular(c[1])
        return (SacrificeChosen(who=who, kind=kind, that_many=True, their_choice=_choice(c)),)

    def player_sacrifices_greatest(self, c: list[Any]) -> Sentence:
        return (SacrificeChosen(who=self._players(c[0]), kind=str(c[1]), greatest_power=True),)


__all__ = ["SacrificeRules"]
