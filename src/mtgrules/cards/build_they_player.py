"""Transformer callbacks of the "they / them" block of oracle.lark: the trigger event's player
named by a pronoun (cards/they_player.py; CR 603.7c, 608.2c): "they lose 2 life", "they gain
1 life", "they draw a card", "they create a Treasure token", "~ deals 2 damage to them".
Whether the trigger event has a player is checked as for "that player" (cards/support.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.effects.instructions import CreateToken, DrawCards, GainLife, LoseLife, Ref


class TheyPlayerRules:
    """ "they" as a subject, "them" as a recipient."""

    def they_lose_life(self, c: list[Any]) -> Sentence:
        return (LoseLife(amount=int(c[0]), who=THEY_PLAYER),)  # CR 119.3

    def they_gain_life(self, c: list[Any]) -> Sentence:
        return (GainLife(amount=int(c[0]), who=THEY_PLAYER),)  # CR 119.3

    def they_draw(self, c: list[int]) -> Sentence:
        return (DrawCards(count=c[0], who=THEY_PLAYER),)  # CR 121.1

    def they_create_token(self, c: list[Any]) -> Sentence:
        made = c[0]
        if not isinstance(made, CreateToken):
            raise ClauseError("'they create' of tokens counted another way")
        return (replace(made, who=THEY_PLAYER),)  # CR 111.2: they create it

    def them_ref(self, _: list[Any]) -> Ref:
        return THEY_PLAYER
