"""Draws said as "additional" cards: "At the beginning of each player's draw step, that player
draws an additional card." The word only tells the reader that the draw comes on top of the
turn-based draw of the draw step (CR 504.1); the draw itself is an ordinary draw (CR 121.1), so
the instruction is a :class:`~mtgrules.effects.instructions.DrawCards` marked ``additional``
for the words."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _number
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import DrawCards


def additional_cards(count: int) -> str:
    """ "an additional card", "two additional cards"."""
    return "an additional card" if count == 1 else f"{number_word(count)} additional cards"


class AdditionalDrawRules(BuilderBase):
    """Transformer callbacks of the block "when-at family: additional draws" of oracle.lark."""

    def one_additional(self, _: list[Any]) -> int:
        return 1

    def n_additional(self, c: list[Token]) -> int:
        return _number(c[0])

    def player_draws_additional(self, c: list[Any]) -> tuple[DrawCards]:
        # CR 121.1: "that player draws an additional card" is a draw by that player.
        return (DrawCards(count=c[1], who=self._players(c[0]), additional=True),)

    def you_draw_additional(self, c: list[Any]) -> tuple[DrawCards]:
        return (DrawCards(count=c[0], additional=True),)


__all__ = ["AdditionalDrawRules", "additional_cards"]
