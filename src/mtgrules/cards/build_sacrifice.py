"""Transformer rules for sacrifices the sacrificing player chooses: "sacrifice a creature
other than ~", "sacrifice another creature", "sacrifice two lands", "sacrifice that many
permanents", "Each player sacrifices three creatures of their choice", "Each opponent
sacrifices a creature with the greatest power among creatures that player controls"
(:mod:`mtgrules.effects.sacrifice`, CR 701.16a)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import BuilderBase, ClauseError
from mtgrules.cards.triggering_controller import controller_of_triggering
from mtgrules.cards.vocabulary import number_value
from mtgrules.effects.instructions import YOU, Ref, SacrificeOne, SacrificeOneOfTheirChoice
from mtgrules.effects.sacrifice import IfYouCant, SacrificeChosen


def _singular(word: Token) -> str:
    return str(word)[:-1]  # "creatures" -> "creature", "lands" -> "land"


def _choice(c: list[Any]) -> bool:
    return any(isinstance(x, Token) and x.type == "OF_THEIR_CHOICE" for x in c)


def check_if_you_cant(before: Sentence | None, sentence: Sentence) -> None:
    """ "If you can't, ..." only right after a sentence ending in a sacrifice by the
    controller ("sacrifice a creature. If you can't, ..."; CR 608.2c)."""
    if not any(isinstance(s, IfYouCant) for s in sentence):
        return
    last = before[-1] if before else None
    if not (isinstance(last, SacrificeOne | SacrificeChosen) and last.who == YOU):
        raise ClauseError("'if you can't' after something other than your sacrifice")


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

    def player_sacrifices_either(self, c: list[Any]) -> Sentence:
        """ "Each opponent sacrifices a creature or planeswalker of their choice": one
        permanent of either type (``is_kind`` reads "X or Y")."""
        made = SacrificeOneOfTheirChoice if _choice(c) else SacrificeOne
        return (made(who=self._players(c[0]), kind=f"{c[1]} or {c[2]}"),)

    def that_source_controller(self, _: list[Any]) -> Ref:
        """ "that source's controller": the controller of the triggering source (CR 603.7c),
        checked by cards/triggering_object.py (only with an event that names an object)."""
        return controller_of_triggering("source")

    def if_you_cant(self, c: list[Sentence]) -> Sentence:
        then = tuple(s for s in c[0] if not isinstance(s, Joint))
        if len(then) != len(c[0]):
            raise ClauseError("'if you can't' with joined clauses")
        return (IfYouCant(then=then),)


__all__ = ["SacrificeRules", "check_if_you_cant"]
