"""Transformer callbacks of random outcomes (``oracle.lark``'s block "random outcomes";
:mod:`mtgrules.effects.random_outcomes`): "Flip a coin." (CR 705.1), "Roll a d20." / "Roll a
six-sided die." (CR 706.1), "Clash with an opponent." (CR 701.23b; 2011: 701.20b), and the
sentences that read the outcome: "If you win the flip, ...", "If you lose the flip, ...",
"If you win, ..." (after a clash), "If the result is 3 or less, ..." / "... 15 or greater,
...", and the amount "equal to the result" (CR 706.2).

>>> RandomRules().flip_coin([])
(FlipCoin(),)
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _cost_x, _fail
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.instructions import ChangeVariableLife, DrawCards
from mtgrules.effects.random_outcomes import (
    LOST_FLIP,
    NO_LIMIT,
    RESULT,
    THE_RESULT,
    WON_CLASH,
    WON_FLIP,
    ClashWithOpponent,
    FlipCoin,
    IfOutcome,
    ResultTimes,
    RollDie,
)
from mtgrules.rules.dice import ROLL_A_DIE, ROLL_ONE_OR_MORE

SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
"""The dice named "a six-sided die" (CR 706.1)."""
DICE = frozenset({4, 6, 8, 10, 12, 20, 100})
"""The dice the cards name "a dN"."""


def _then(clauses: Sentence) -> tuple[Any, ...]:
    """The clauses of "If [outcome], [clauses].", with their joints (words only)."""
    return tuple(_cost_x(clauses))


class RandomRules(BuilderBase):
    """Coins, dice and clash (CR 705, 706, 701.23)."""

    def flip_coin(self, _: list[Any]) -> Sentence:
        return (FlipCoin(),)

    def roll_die(self, c: list[Token]) -> Sentence:
        sides = int(str(c[0])[1:])
        if sides not in DICE:
            _fail(f"a d{sides}")
        return (RollDie(sides=sides),)

    def roll_sided_die(self, c: list[Token]) -> Sentence:
        return (RollDie(sides=SIDES[str(c[0]).removesuffix("-sided")], worded="sided"),)

    def clash_with_opponent(self, _: list[Any]) -> Sentence:
        return (ClashWithOpponent(),)

    def if_won_flip(self, c: list[Sentence]) -> Sentence:
        return (IfOutcome(outcome=WON_FLIP, then=_then(c[0])),)

    def if_lost_flip(self, c: list[Sentence]) -> Sentence:
        return (IfOutcome(outcome=LOST_FLIP, then=_then(c[0])),)

    def if_won_clash(self, c: list[Sentence]) -> Sentence:
        return (IfOutcome(outcome=WON_CLASH, then=_then(c[0])),)

    def if_result_compared(self, c: list[Any]) -> Sentence:
        """ "If the result is 3 or less, ..." / "If the result is 15 or greater, ..."."""
        number, comparison, clauses = int(c[0]), str(c[1]), c[2]
        low, high = (1, number) if comparison == "less" else (number, NO_LIMIT)
        return (IfOutcome(outcome=RESULT, then=_then(clauses), low=low, high=high),)

    def amount_the_result(self, _: list[Any]) -> str:
        return THE_RESULT

    def number_of_tokens_result(self, c: list[Any]) -> ResultTimes:
        """ "a number of Treasure tokens equal to the result" (CR 706.2)."""
        body, attacking = c[0]
        if attacking:
            _fail("'a number of' tokens attacking")
        return ResultTimes(step=body, form="number of")

    def draw_result(self, _: list[Any]) -> Sentence:
        return (ResultTimes(step=DrawCards(count=1), form="cards"),)

    def when_you_roll_dice(self, _: list[Any]) -> WhenOther:
        return WhenOther(event=ROLL_ONE_OR_MORE)  # CR 603.2 (rules/dice.py)

    def when_you_roll_a_die(self, _: list[Any]) -> WhenOther:
        return WhenOther(event=ROLL_A_DIE)

    def you_lose_that_much(self, _: list[Any]) -> Sentence:
        """ "you lose that much life": after "If the result is 3 or less,", the result."""
        return (ChangeVariableLife(amount="that much", gain=False),)


__all__ = ["DICE", "SIDES", "RandomRules"]
