"""The words of the conditions of :mod:`mtgrules.rules.turn_conditions` (the inverse of
:mod:`mtgrules.cards.build_turn_conditions`): "you didn't attack with a creature this turn",
"no creatures died this turn", "that player didn't cast a spell this turn", "no creatures are
on the battlefield", "there are no Zombies on the battlefield", "your opponents control no
creatures", "you control three or more creatures with different powers"."""

from __future__ import annotations

from mtgrules.cards.creature_types import plural as subtype_plural
from mtgrules.cards.pending import Counted
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import Condition
from mtgrules.rules import turn_conditions as kinds

_SAID = {
    kinds.DIED_UNDER: "a creature died under {whose} control this turn",
    kinds.DESCENDED: "you descended this turn",
    kinds.LEFT_GRAVEYARD: "a card left your graveyard this turn",
    kinds.SELF_WAS_DEALT: "~ was dealt damage this turn",
    kinds.SELF_NOT_ENTERED: "~ didn't enter the battlefield this turn",
    kinds.SELF_NOT_KICKED: "~ wasn't kicked",
    kinds.SELF_NO_COUNTER: "~ doesn't have a {state} counter on it",
    kinds.GAINED_AND_LOST: "you gained and lost life this turn",
    kinds.SELF_DEALT: "~ dealt damage to {who} this turn",
}
_WHOSE = {"you": "your", "an opponent": "an opponent's"}


def _things(per: Counted) -> str:
    """ "creatures", "Zombies", "nonland permanents": ``per`` in the plural."""
    noun = subtype_plural(per.noun) if per.noun[:1].isupper() else per.noun + "s"
    return f"{per.adjective} {noun}".strip()


def turn_condition_words(condition: Condition) -> str | None:
    """The words of ``condition`` if it is one of these kinds, else None."""
    kind = condition.kind
    per = condition.counted
    if kind == "control" and condition.who != "you" and per is not None:
        if condition.form or condition.other or condition.at_most or condition.amount != 1:
            return None
        noun = f"{per.adjective} {per.noun}".strip()  # "that player controls a Plains"
        return f"{condition.who} controls {'an' if noun[:1] in 'aeiouAEIOU' else 'a'} {noun}"
    if kind == kinds.NOT_ATTACKED:
        return "you didn't attack with a creature this turn"
    if kind == kinds.NONE_DIED:
        return "no creatures died this turn"
    if kind == kinds.CAST_NO_SPELL:
        return f"{condition.who} didn't cast a spell this turn"
    if kind == kinds.EXACT_LIFE:
        return f"you have exactly {condition.amount} life"
    if kind == kinds.EACH_LIFE_AT_MOST:
        return f"each player has {condition.amount} or less life"
    if kind == kinds.DIFFERENT_NAMES and per is not None:
        amount = number_word(condition.amount)
        return f"you control {amount} or more {_things(per)} with different names"
    if kind == kinds.DIFFERENT_POWERS:
        return (
            f"you control {number_word(condition.amount)} or more creatures with different powers"
        )
    if kind in _SAID:
        whose = _WHOSE.get(condition.who, "")
        return _SAID[kind].format(who=condition.who, whose=whose, state=condition.state)
    if kind != kinds.NONE_CONTROLLED or per is None:
        return None
    things = _things(per)
    if condition.form == "opponents":
        return f"your opponents control no {things}"
    if condition.form == "there are":
        return f"there are no {things} on the battlefield"
    return f"no {things} are on the battlefield"


__all__ = ["turn_condition_words"]
