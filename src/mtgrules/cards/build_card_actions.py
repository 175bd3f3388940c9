"""Clauses of :mod:`mtgrules.effects.card_actions`: "Populate." (CR 701.36a), "Learn."
(CR 701.48a), "put a card from your hand on the bottom of your library" (after "You may",
cards/build_you_may.py)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.card_actions import HandCardToBottom, Learn, Populate


class CardActionRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def populate(self, _: list[Any]) -> Sentence:
        return (Populate(),)

    def learn(self, _: list[Any]) -> Sentence:
        return (Learn(),)

    def hand_card_to_bottom(self, _: list[Any]) -> Sentence:
        return (HandCardToBottom(),)


__all__ = ["CardActionRules"]
