"""Words of the "statics 5" static abilities (cards/build_statics_5.py): the "During your
turn," that leads a conditional static ability (CR 611.3a); "has base power and toughness
9/10" of an Aura or Equipment (CR 613.4b)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.pending import AttachedGets
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import Condition
from mtgrules.rules.entered_kinds import ENTERED_KIND

DURING = "during"
"""``Condition.form`` of "it's your turn" printed as "During your turn, ..."."""


def during_your_turn(condition: Condition | None) -> bool:
    """Whether the condition is printed "During your turn," before the ability."""
    return condition is not None and condition.kind == "your turn" and condition.form == DURING


def attached_base_text(effect: AttachedGets, keywords: str) -> str:
    """ "Enchanted creature has base power and toughness 9/10 [and has indestructible]."
    (``keywords``: the listed keywords' words, or "")."""
    assert effect.base is not None
    power, toughness = effect.base
    text = f"{effect.attachment.capitalize()} {effect.noun} has base power and toughness"
    text += f" {power}/{toughness}"
    return f"{text} and has {keywords}." if keywords else f"{text}."


def entered_words(condition: Condition) -> str | None:
    """ "two or more nonland permanents entered the battlefield under your control this
    turn", "an artifact entered the battlefield under your control this turn" (CR 611.3a;
    rules/entered_kinds.py), or None for another condition."""
    if condition.kind != ENTERED_KIND:
        return None
    tail = "entered the battlefield under your control this turn"
    if condition.amount <= 1:
        article = "an" if condition.state[:1] in "aeiou" else "a"
        return f"{article} {condition.state} {tail}"
    return f"{number_word(condition.amount)} or more {condition.state}s {tail}"


def ruled_keywords_text(effect: AttachedGets, keywords: str) -> str:
    """ "Enchanted creature has indestructible and is goaded.", "Enchanted creature gets
    +2/+1, has haste, and attacks each combat if able." (``keywords``: their words)."""
    (rule,) = effect.rules
    subject = f"{effect.attachment.capitalize()} {effect.noun}"
    if effect.power or effect.toughness:
        pt = f"{effect.power:+d}/{effect.toughness:+d}"
        return f"{subject} gets {pt}, has {keywords}, and {rule}."
    return f"{subject} has {keywords} and {rule}."


def listed_with_granted(keywords: tuple[str, ...], granted: tuple[Any, ...]) -> str:
    """ "trample and ward {1}", "flying, first strike, and "..."": keywords, then the
    granted abilities (cards/granted_abilities.render_quoted), as one list."""
    from mtgrules.cards.granted_abilities import render_quoted

    items = [*keywords, *(render_quoted(q) for q in granted)]
    if len(items) == 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


__all__ = [
    "DURING",
    "attached_base_text",
    "during_your_turn",
    "entered_words",
    "listed_with_granted",
    "ruled_keywords_text",
]
