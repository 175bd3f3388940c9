"""Transformer rules for the conditions of the "upkeep and end step 2" block of
``oracle.lark`` (evaluated by :mod:`mtgrules.rules.turn_conditions`; words back by
:mod:`mtgrules.cards.render_turn_conditions`), accepted wherever a condition stands, most
often as the intervening "if" of an "At the beginning of ..." trigger (CR 603.4):

* "you didn't attack with a creature this turn" (CR 508.1), "no creatures died this turn"
  (CR 700.4), "that player didn't cast a spell this turn" (CR 601.2);
* "no creatures are on the battlefield", "there are no Zombies on the battlefield", "your
  opponents control no creatures" (CR 108.4);
* "you control three or more creatures with different powers" (CR 208.1);
* "that player has one or fewer cards in hand" (the hand count the other rules read with
  two or more).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.cards.pending import Counted
from mtgrules.effects.conditions import Condition
from mtgrules.rules import turn_conditions as kinds
from mtgrules.rules.turn_conditions import none_problem


def _none(per: Counted, who: str, form: str) -> Condition:
    problem = none_problem(per)
    if problem is not None:
        _fail(problem)
    return Condition(kinds.NONE_CONTROLLED, who=who, counted=per, form=form)


class TurnConditionRules(BuilderBase):
    """Callbacks of the "upkeep and end step 2" conditions."""

    def if_not_attacked(self, _: list[Any]) -> Condition:
        return Condition(kinds.NOT_ATTACKED)  # CR 508.1

    def if_none_died(self, c: list[Counted]) -> Condition:
        if c[0].noun != "creature" or c[0].adjective:
            _fail(f"'no {c[0].noun}s died this turn'")  # CR 700.4: only creatures die
        return Condition(kinds.NONE_DIED, who="a player")

    def if_cast_no_spell(self, c: list[str]) -> Condition:
        return Condition(kinds.CAST_NO_SPELL, who=c[0])  # CR 601.2

    def if_none_are(self, c: list[Counted]) -> Condition:
        return _none(c[0], "a player", "are")  # "no creatures are on the battlefield"

    def if_there_are_none(self, c: list[Counted]) -> Condition:
        return _none(c[0], "a player", "there are")  # "there are no Zombies on the ..."

    def if_opponents_control_none(self, c: list[Counted]) -> Condition:
        return _none(c[0], "an opponent", "opponents")  # "your opponents control no creatures"

    def if_different_powers(self, c: list[Any]) -> Condition:
        if c[1].noun != "creature" or c[1].adjective:
            _fail(f"'{c[1].noun}s with different powers'")  # CR 208.1: creatures have power
        return Condition(kinds.DIFFERENT_POWERS, amount=_number(c[0]))

    def if_player_controls_a(self, c: list[Any]) -> Condition:
        """ "that player controls a Plains": the count of "you control a Plains" for that
        player (CR 603.7c)."""
        return Condition("control", who=c[0], amount=1, counted=c[1])

    def if_hand_one_or_fewer(self, c: list[str]) -> Condition:
        return Condition("hand", who=c[0], amount=1, at_most=True)

    # -- what happened this turn (rules/turn_record.py) ----------------------------------------
    def if_died_under_you(self, _: list[Any]) -> Condition:
        return Condition(kinds.DIED_UNDER)  # CR 700.4

    def if_died_under_opponent(self, _: list[Any]) -> Condition:
        return Condition(kinds.DIED_UNDER, who="an opponent")

    def if_descended(self, _: list[Any]) -> Condition:
        return Condition(kinds.DESCENDED)

    def if_left_graveyard(self, _: list[Any]) -> Condition:
        return Condition(kinds.LEFT_GRAVEYARD)

    def if_self_was_dealt(self, _: list[Any]) -> Condition:
        return Condition(kinds.SELF_WAS_DEALT)  # CR 120.3

    def if_self_dealt(self, c: list[str]) -> Condition:
        return Condition(kinds.SELF_DEALT, who=c[0])  # CR 120.3a

    # -- the object with the ability, in the negative -----------------------------------------
    def if_self_not_entered(self, _: list[Any]) -> Condition:
        return Condition(kinds.SELF_NOT_ENTERED)  # CR 400.7

    def if_self_not_kicked(self, _: list[Any]) -> Condition:
        return Condition(kinds.SELF_NOT_KICKED)  # CR 702.33d

    def if_self_no_counter(self, c: list[Any]) -> Condition:
        return Condition(kinds.SELF_NO_COUNTER, state=str(c[0]))  # CR 122.1

    def if_gained_and_lost(self, _: list[Any]) -> Condition:
        return Condition(kinds.GAINED_AND_LOST)  # CR 119.3

    # -- life totals and names -------------------------------------------------------------------
    def if_exact_life(self, c: list[Any]) -> Condition:
        return Condition(kinds.EXACT_LIFE, amount=int(c[0]))  # CR 119.1

    def if_each_life_at_most(self, c: list[Any]) -> Condition:
        return Condition(kinds.EACH_LIFE_AT_MOST, who="a player", amount=int(c[0]), at_most=True)

    def if_different_names(self, c: list[Any]) -> Condition:
        problem = none_problem(c[1])
        if problem is not None:
            _fail(problem)
        return Condition(kinds.DIFFERENT_NAMES, amount=_number(c[0]), counted=c[1])  # CR 201.2


__all__ = ["TurnConditionRules"]
