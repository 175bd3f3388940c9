"""The words of the conditions of :mod:`mtgrules.rules.turn_conditions` (the inverse of
:mod:`mtgrules.cards.build_turn_conditions`): "you didn't attack with a creature this turn",
"no creatures died this turn", "that player didn't cast a spell this turn", "no creatures are
on the battlefield", "there are no Zombies on the battlefield", "your opponents control no
creatures", "you control three or more creatures with different powers"."""

from __future__ import annotations

from mtgrules.cards.creature_types import plural as subtype_plural
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import Condition
from mtgrules.rules.turn_conditions import (
    CAST_NO_SPELL,
    DESCENDED,
    DIED_UNDER,
    DIFFERENT_NAMES,
    DIFFERENT_POWERS,
    EACH_LIFE_AT_MOST,
    EXACT_LIFE,
    GAINED_AND_LOST,
    LEFT_GRAVEYARD,
    NONE_CONTROLLED,
    NONE_DIED,
    NOT_ATTACKED,
    SELF_DEALT,
    SELF_NO_COUNTER,
    SELF_NOT_ENTERED,
    SELF_NOT_KICKED,
    SELF_WAS_DEALT,
)

_SAID = {
    DIED_UNDER: "a creature died under {whose} control this turn",
    DESCENDED: "you descended this turn",
    LEFT_GRAVEYARD: "a card left your graveyard this turn",
    SELF_WAS_DEALT: "~ was dealt damage this turn",
    SELF_NOT_ENTERED: "~ didn't enter the battlefield this turn",
    SELF_NOT_KICKED: "~ wasn't kicked",
    SELF_NO_COUNTER: "~ doesn't have a {state} counter on it",
    GAINED_AND_LOST: "you gained and lost life this turn",
    SELF_DEALT: "~ dealt damage to {who} this turn",
}
_WHOSE = {"you": "your", "an opponent": "an opponent's"}


def turn_condition_words(condition: Condition) -> str | None:
    """The words of ``condition`` if it is one of these kinds, else None."""
    kind = condition.kind
    per = condition.counted
    if kind == "control" and condition.who != "you" and per is not None:
        if condition.form or condition.other or condition.at_most or condition.amount != 1:
            return None
        noun = f"{per.adjective} {per.noun}".strip()  # "that player controls a Plains"
        return f"{condition.who} controls {'an' if noun[:1] in 'aeiouAEIOU' else 'a'} {noun}"
    if kind == NOT_ATTACKED:
        return "you didn't attack with a creature this turn"
    if kind == NONE_DIED:
        return "no creatures died this turn"
    if kind == CAST_NO_SPELL:
        return f"{condition.who} didn't cast a spell this turn"
    if kind == EXACT_LIFE:
        return f"you have exactly {condition.amount} life"
    if kind == EACH_LIFE_AT_MOST:
        return f"each player has {condition.amount} or less life"
    if kind == DIFFERENT_NAMES and per is not None:
        noun = subtype_plural(per.noun) if per.noun[:1].isupper() else per.noun + "s"
        things = f"{per.adjective} {noun}".strip()
        amount = number_word(condition.amount)
        return f"you control {amount} or more {things} with different names"
    if kind == DIFFERENT_POWERS:
        return (
            f"you control {number_word(condition.amount)} or more creatures with different powers"
        )
    if kind in _SAID:
        whose = _WHOSE.get(condition.who, "")
        return _SAID[kind].format(who=condition.who, whose=whose, state=condition.state)
    if kind != NONE_CONTROLLED or per is None:
        return None
    noun = subtype_plural(per.noun) if per.noun[:1].isupper() else per.noun + "s"
    things = f"{per.adjective} {noun}".strip()
    if condition.form == "opponents":
        return f"your opponents control no {things}"
    if condition.form == "there are":
        return f"there are no {things} on the battlefield"
    return f"no {things} are on the battlefield"


__all__ = ["turn_condition_words"]
