"""Conditions back to their Oracle words (:mod:`mtgrules.effects.conditions`): the inverse of
:mod:`mtgrules.cards.build_conditions`. Counts of cards and permanents are words ("seven or
more cards"), life totals digits ("5 or less life"), as Oracle text writes them."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.creature_types import plural as subtype_plural
from mtgrules.cards.pending import ActivationLimit, Counted
from mtgrules.cards.render_conditionals import conditional_words
from mtgrules.cards.render_effects import RenderError
from mtgrules.cards.render_poison import poisoned_condition_words
from mtgrules.cards.render_spells_damage import ALSO, with_also
from mtgrules.cards.render_statics_5 import entered_words
from mtgrules.cards.render_turn_conditions import turn_condition_words
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import Condition, IfCondition, InsteadIf
from mtgrules.effects.instructions import DealDamage, Instruction
from mtgrules.rules.mana_spent import MANA_SPENT


def _article(noun: str) -> str:
    """ "a land card", "an artifact card" (the graveyard conditions of cards/build_statics_4)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def condition_words(condition: Condition) -> str:
    """ "you control three or more artifacts", "that player has two or fewer cards in
    hand", ..."""
    kind, amount, who = condition.kind, condition.amount, condition.who
    if (words := conditional_words(condition)) is not None:
        return words  # one object, this turn's record (cards/render_conditionals.py)
    if (words := turn_condition_words(condition)) is not None:
        return words  # nothing of a kind this turn (cards/render_turn_conditions.py)
    has = "have" if who == "you" else "has"
    more = "fewer" if condition.at_most else "more"
    if kind == "gained life" and who != "you":  # "an opponent gained life this turn"
        return f"{who} gained {f'{amount} or more ' if amount else ''}life this turn"
    if kind == "gained life":
        return f"you gained {amount} or more life this turn" if amount else _FIXED[kind]
    if kind == "lost life" and condition.last_turn:
        return f"{who} lost life last turn"
    if kind == "lost life":
        return (
            f"{who} lost {amount} or more life this turn"
            if amount
            else f"{who} lost life this turn"
        )
    if kind == "spells cast":  # a werewolf's "if a player cast two or more spells last turn"
        cast = "you've cast" if who == "you" else f"{who} cast"
        when = "last turn" if condition.last_turn else "this turn"
        return f"{cast} {number_word(amount)} or more spells {when}"
    if kind == "no spells cast":
        return "no spells were cast last turn"
    if kind in _FIXED and kind != "gained life":
        if kind == "kicked" and condition.state:  # CR 702.33e: "with its {R} kicker"
            return f"{condition.form or '~'} was kicked with its {condition.state} kicker"
        if kind in ("kicked", "bargained"):
            return f"{condition.form or '~'} was {kind}"
        return _FIXED[kind]
    if kind == "attached":  # "equipped creature is a Human" (rules/attached_conditions.py)
        return f"{condition.form} is {condition.state}"
    if kind == "graveyard" and condition.counted is not None and condition.form == "no cards":
        return "there are no cards in your graveyard"  # cards/build_statics_4.py
    if kind == "graveyard" and condition.counted is not None and condition.form == "there is":
        return f"there is {_article(condition.counted.noun)} in your graveyard"
    if kind == "graveyard" and condition.counted is not None and condition.form == "is in":
        return f"{_article(condition.counted.noun)} is in your graveyard"
    if kind == "self":
        return f"{condition.form or '~ is'} {condition.state}"  # "it's tapped"
    if kind == "counter" and condition.form == "there are":  # build_counter_thresholds.py
        return f"there are {number_word(amount)} or more {condition.state} counters on it"
    if kind == "counter" and condition.amount > 1:  # cards/build_statics_4.py
        number = number_word(amount)
        return f"{condition.form} has {number} or more {condition.state} counters on it"
    if kind == "counter":
        return f"it has a {condition.state} counter on it"
    if kind == "card types":
        return f"there are {number_word(amount)} or more card types among cards in your graveyard"
    if kind == "control" and condition.form == "has" and condition.counted is not None:
        return f"a creature you control has {condition.counted.with_keyword}"
    if kind == "control" and condition.form == "don't" and condition.counted is not None:
        return f"you don't control {_a(_noun(condition.counted))}"
    if kind == "control" and condition.form == "planeswalker" and condition.counted is not None:
        return f"you control {_a(condition.counted.noun)} planeswalker"  # CR 205.3j
    if kind == "control":
        return "you control " + _controlled(condition)
    if kind == "graveyard" and condition.form == "has" and condition.counted is not None:
        per = condition.counted
        return f"a {per.noun} in your graveyard has {per.with_keyword}"
    if kind == "left battlefield" and condition.form:
        return "a permanent you controlled left the battlefield this turn"
    if kind == "left battlefield":
        return "a permanent left the battlefield under your control this turn"
    if (entered := entered_words(condition)) is not None:  # cards/render_statics_5.py
        return entered
    if kind == "entered":
        whose = "your" if who == "you" else "an opponent's"
        return f"a creature entered the battlefield under {whose} control this turn"
    if kind == "more" and condition.counted is not None:
        plural = condition.counted.noun + "s"
        if who == "you":
            return f"you control more {plural} than each opponent"
        return f"{who} controls more {plural} than you"
    if kind == "more life":
        return (
            "you have more life than an opponent"
            if who == "you"
            else f"{who} has more life than you"
        )
    if kind == "power":  # CR 208.1
        return f"~'s power is {amount} or greater"
    if kind == MANA_SPENT:  # CR 601.2h (rules/mana_spent.py)
        return f"at least {number_word(amount)} {condition.state} mana was spent to cast ~"
    if kind == "devotion":  # CR 700.5
        return f"your devotion to {condition.state} is less than {number_word(amount)}"
    if kind == "graveyard" and condition.counted is not None:
        noun = condition.counted.noun
        return f"there are {number_word(amount)} or more {noun}s in your graveyard"
    if kind == "life":
        return f"{who} {has} {amount} or {'less' if condition.at_most else 'more'} life"
    if kind == "hand":
        if condition.at_most and amount == 0:
            return f"{who} {has} no cards in hand"
        return f"{who} {has} {number_word(amount)} or {more} cards in hand"
    if (poisoned := poisoned_condition_words(condition, who)) is not None:
        return poisoned  # "an opponent is poisoned" (CR 122.1f; cards/render_poison.py)
    if kind == "poison":
        return f"{who} {has} {number_word(amount)} or more poison counters"
    if kind == "monarch":  # CR 724.1
        return "you're the monarch" if who == "you" else f"{who} is the monarch"
    raise RenderError(f"no words for {condition}")


_FIXED = {
    "gained life": "you gained life this turn",
    "gained or lost life": "you gained or lost life this turn",
    "attacked": "you attacked this turn",
    "died": "a creature died this turn",
    "your turn": "it's your turn",
    "no monarch": "there is no monarch",
    "max speed": "you have max speed",  # CR 702.179
    "your commander": "you control your commander",  # CR 903.3d
    "a commander": "you control a commander",
    "kicked": "",
    "bargained": "",  # CR 702.166b
    "additional cost paid": "~'s additional cost was paid",  # CR 118.8 (rules/costs_4.py)
    "cast": "you cast it",
    "cast from hand": "you cast it from your hand",
}


def _controlled(condition: Condition) -> str:
    per, amount = condition.counted, condition.amount
    if per is None:
        raise RenderError(f"no words for {condition}")
    noun = subtype_plural(per.noun) if per.noun[:1].isupper() else per.noun + "s"
    plural = f"{per.adjective} {noun}".strip()  # "Forests", "Elves" (CR 205.3)
    if condition.other and (amount != 1 or condition.at_most):
        plural = f"other {plural}"  # "three or more other Forests"
    elif condition.other:
        return f"another {_noun(per)}"
    if condition.at_most:
        if amount == 0:
            return f"no {plural}"
        return f"{number_word(amount)} or fewer {plural}"
    if amount == 1:
        noun = _noun(per)
        return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
    return f"{number_word(amount)} or more {plural}"


def _noun(per: Counted) -> str:
    text = f"{per.adjective} {per.noun}".strip()
    if per.with_keyword:
        return f"{text} with {per.with_keyword}"
    return f"{text} with power {per.power}" if per.power else text


def _a(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def limit_words(limit: ActivationLimit) -> str:
    """ "Activate only [limit]." with its words: "once each turn", "if [condition]"."""
    if limit.condition is not None and limit.condition.form == "during":
        return "during your turn"  # cards/build_conditionals.only_during_your_turn
    if limit.condition is not None and limit.limit not in ("", "if"):
        return f"if {condition_words(limit.condition)} and only {limit.limit}"
    if limit.condition is not None:
        return "if " + condition_words(limit.condition)
    return limit.limit


def conditional_sentence(
    step: object, clauses: Callable[[tuple[Instruction, ...]], str]
) -> str | None:
    """The sentence of a conditional instruction ("~ deals 4 damage instead if ..."), with
    ``clauses`` writing instructions; None for any other instruction."""
    if isinstance(step, InsteadIf):
        if not isinstance(step.then, DealDamage):
            raise RenderError(f"no words for {step}")
        words = condition_words(step.condition)
        if not step.form:
            return f"~ deals {step.then.amount} damage instead if {words}."
        subject = step.form.removeprefix("if ")
        damage = f"{subject} deals {step.then.amount} damage"
        if step.whole:
            dealt = clauses((step.then,))
            damage = subject + dealt[dealt.index(" deals") :]
        return f"If {words}, {damage} instead."
    if isinstance(step, IfCondition) and not step.otherwise:
        words = clauses(step.then)
        if step.form == "trailing":  # "[effect] if [condition]." (its first word as written)
            return f"{words} if {condition_words(step.condition)}."
        if step.form == "then trailing":
            return f"Then {words} if {condition_words(step.condition)}."
        if step.form == "then":
            return f"Then if {condition_words(step.condition)}, {words}."
        if step.form == ALSO:  # "If [condition], it also gains ..." (build_spells_damage.py)
            words = with_also(words)
        if step.form == "if it" and " deals" in words:
            words = "it" + words[words.index(" deals") :]  # "it deals 3 damage to that player"
        return f"If {condition_words(step.condition)}, {words}."
    return None


def entering_if(condition: Condition, counters: str) -> str:
    """ "~ enters with two +1/+1 counters on it if [condition].", "If ~ was kicked, it enters
    with ..." (as Oracle words kicker's)."""
    if condition.kind == "kicked":
        return f"If {condition_words(condition)}, it enters with {counters} on it."
    return f"~ enters with {counters} on it if {condition_words(condition)}."


__all__ = ["condition_words", "conditional_sentence", "entering_if", "limit_words"]
