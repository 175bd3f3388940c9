"""The words of the conditions on one object and on this turn's record
(:mod:`mtgrules.cards.build_conditionals`): "it's a Spirit", "that creature is black or
red", "it was a creature card", "an opponent was dealt damage this turn", ...; None for the
other kinds (:mod:`mtgrules.cards.render_conditions`)."""

from __future__ import annotations

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import Condition
from mtgrules.rules.conditionals import (
    CAST_TYPED,
    DEALT_DAMAGE,
    DEALT_THIS_WAY,
    DREW_CARDS,
    MORE_CARDS,
    OBJECT_COUNTER,
    OBJECT_IS,
    OBJECT_VALUE,
    RESOLVED_COUNT,
    SELF_COUNTERS,
    SELF_ENTERED,
)


def conditional_words(condition: Condition) -> str | None:
    """The printed words of ``condition``, or None if it isn't one of these kinds."""
    kind, who, amount = condition.kind, condition.who, condition.amount
    if kind == OBJECT_IS:
        return f"{condition.form} {condition.state}"
    if kind == OBJECT_COUNTER:
        return f"{condition.form} a {condition.state} counter on it"
    if kind == OBJECT_VALUE:
        return f"{condition.form} {amount} or {'less' if condition.at_most else 'greater'}"
    if kind == "died" and amount > 1:
        return f"{number_word(amount)} or more creatures died this turn"
    if kind == DEALT_DAMAGE:
        return f"{who} was dealt damage this turn"
    if kind == SELF_ENTERED:
        return "~ entered this turn"
    if kind == CAST_TYPED:
        return f"you've cast an {condition.state} spell this turn"
    if kind == DREW_CARDS:
        return f"you've drawn {number_word(amount)} or more cards this turn"
    if kind == MORE_CARDS:
        if who == "you":
            return "you have more cards in hand than each opponent"
        return f"{who} has more cards in hand than you"
    if kind == "more life" and condition.form == "less":
        return "you have less life than an opponent"
    if kind == SELF_COUNTERS:
        return f"~ has a {condition.state} counter on it"
    if kind == "cast in main phase":
        return "you cast ~ during your main phase"
    if kind == RESOLVED_COUNT:
        ordinal = {1: "first", 2: "second", 3: "third"}[amount]
        return f"this is the {ordinal} time this ability has resolved this turn"
    if kind == DEALT_THIS_WAY:
        noun = "a player" if condition.state == "player" else condition.state
        return f"{noun} is dealt damage this way"
    return None


__all__ = ["conditional_words"]
