"""Transformer rules for impulse draw (CR 601.2a, 611.2a): "exile the top card of your
library" and the permission that follows it, "You may play that card this turn."."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.conditions import Condition
from mtgrules.effects.play_permissions import (
    NEXT_TURN,
    REMAINS_EXILED,
    THAT_PLAYERS,
    THIS_TURN,
    YOUR,
    CastSelfFromGraveyard,
    ExileTop,
    Explore,
    PlayExiled,
    TopCardToHand,
)


class ImpulseRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def exile_top(self, c: list[int]) -> Sentence:
        return (ExileTop(count=c[0], whose=c[1]),)

    def cast_self_from_graveyard(self, _: list[Any]) -> StaticLine:
        return StaticLine(CastSelfFromGraveyard())

    def cast_self_from_graveyard_if(self, c: list[Condition]) -> StaticLine:
        return StaticLine(CastSelfFromGraveyard(condition=c[0]))

    def cast_self_from_graveyard_as_long_as(self, c: list[Condition]) -> StaticLine:
        return StaticLine(CastSelfFromGraveyard(condition=c[0], as_long_as=True))

    def explores(self, c: list[Any]) -> Sentence:
        if not isinstance(c[0], int):
            _fail("a group exploring")
        return (Explore(who=c[0]),)

    def when_you_cast_not_from_hand(self, _: list[Any]) -> WhenOther:
        """CR 603.2, 601.2a: a spell cast from a zone other than the hand (rules/trigger_casts)."""
        return WhenOther(event="you cast a spell from anywhere other than your hand")

    def top_card_to_hand(self, _: list[Any]) -> Sentence:
        return (TopCardToHand(),)

    def player_exiles_top(self, c: list[Any]) -> Sentence:
        """ "Each opponent exiles the top card of their library.": the players' own."""
        return (ExileTop(count=c[1], whose=self._players(c[0]), their=True),)

    def impulse_one(self, _: list[Any]) -> int:
        return 1

    def impulse_n(self, c: list[Token]) -> int:
        count = _number(c[0])
        if count < 2:
            _fail(f"the top {c[0]} cards")
        return count

    def impulse_yours(self, _: list[Any]) -> int:
        return YOUR

    def impulse_that_players(self, _: list[Any]) -> int:
        return THAT_PLAYERS

    def play_exiled(self, c: list[str]) -> Sentence:
        verb, words, until = c
        if until == REMAINS_EXILED and words != "that card":
            _fail(f"{words} for as long as it remains exiled")
        return (PlayExiled(verb=verb, words=words, until=until),)

    def play_exiled_eot(self, c: list[str]) -> Sentence:
        return (PlayExiled(verb=c[0], words=c[1], until=THIS_TURN, lead=True),)

    def play_exiled_next(self, c: list[str]) -> Sentence:
        return (PlayExiled(verb=c[0], words=c[1], until=NEXT_TURN, lead=True),)

    def impulse_play(self, _: list[Any]) -> str:
        return "play"

    def impulse_cast(self, _: list[Any]) -> str:
        return "cast"

    def impulse_that_card(self, _: list[Any]) -> str:
        return "that card"

    def impulse_it(self, _: list[Any]) -> str:
        return "it"

    def impulse_them(self, _: list[Any]) -> str:
        return "them"

    def impulse_those(self, _: list[Any]) -> str:
        return "those cards"

    def until_this_turn(self, _: list[Any]) -> str:
        return THIS_TURN

    def until_next_turn(self, _: list[Any]) -> str:
        return NEXT_TURN

    def until_remains_exiled(self, _: list[Any]) -> str:
        return REMAINS_EXILED
