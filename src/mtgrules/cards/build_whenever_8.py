"""Transformer callbacks of the "whenever-8" blocks of oracle.lark: instructions of triggered
abilities that read the trigger event (CR 603.2, 603.7c).

"each opponent gains that much life" (Grollub), "its controller gains that much life"
(Essence Sliver): the amount is the event's amount (damage dealt), the player as the subject
says (CR 119.3). "you get that many {E}" (Empyreal Voyager, CR 122.1), "they get that many
poison counters" (CR 122.1f): the instruction once, its count multiplied by the event's amount
(``ForEach(form=THAT_MANY)``, carried out by resolution_counts.carry_out_for_each).
"you draw a card" (CR 121.1) keeps its "you" (``DrawCards.said_you``, words only), as in
"Whenever a player casts an instant or sorcery spell, you draw a card." (Niv-Mizzet, Parun)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import THAT_MANY
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    DrawCards,
    ForEach,
    GetEnergy,
    GivePoison,
    Instruction,
)


def that_many(step: Instruction) -> ForEach:
    """``step`` (its count 1) as many times as the trigger event's amount (CR 603.2)."""
    return ForEach(step=step, per=Counted(noun=THAT_MANY), form=THAT_MANY)


class Whenever8Rules(BuilderBase):
    """Clauses of triggered abilities that read their event."""

    def gains_that_much(self, c: list[Any]) -> Sentence:
        # CR 603.2, 119.3: "[player] gains that much life", the event's amount
        return (ChangeVariableLife(amount="that much", gain=True, who=self._players(c[0])),)

    def you_said_draw(self, c: list[int]) -> Sentence:
        # CR 121.1: "you draw a card", the words kept for the round trip (DrawCards.said_you)
        return (DrawCards(count=c[0], said_you=True),)

    def get_that_many_energy(self, _: list[Any]) -> Sentence:
        return (that_many(GetEnergy(count=1)),)  # CR 122.1: energy counters

    def gets_that_many_poison(self, c: list[Any]) -> Sentence:
        return (that_many(GivePoison(count=1, who=self._players(c[0]))),)  # CR 122.1f

    def they_get_that_many_poison(self, _: list[Any]) -> Sentence:
        return (that_many(GivePoison(count=1, who=THEY_PLAYER)),)  # the event's player
