"""Words of an activated ability's restriction (CR 602.5b): "Activate only [limit]." after
the ability, or the word printed before it: "Exhaust — " (CR 702.177a), "Boast — "
(CR 702.142a), "Power-up — "; "Activate no more than twice each turn.", "Any player may
activate this ability." (CR 602.2a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.pending import ActivationLimit, WhenOther
from mtgrules.cards.render_conditions import limit_words
from mtgrules.rules.activation_words import ANY_PLAYER_LIMITS, TIMES_EACH_TURN, WORDS

WHEN_YOU_DO = WhenOther(event="you do", once=True)
"""A reflexive trigger's words: "When you do" (CR 603.12)."""
MAX_SPEED_LABEL = "max speed —"
"""The ``form`` of the condition of "Max speed — [static ability]" (CR 702.179): printed as
a label before the ability, not as "as long as you have max speed"."""


def max_speed_trigger(line: TriggeredLine, render: Callable[[TriggeredLine], str]) -> str:
    """ "Max speed — [triggered ability]" (CR 702.179): the ability, written by ``render``,
    after its label; it exists only while its controller has max speed."""
    return "Max speed — " + render(replace(line, intervening=None))


def exert_trigger(line: TriggeredLine, render: Callable[[TriggeredLine], str]) -> str:
    """ "You may exert ~ as it attacks. When you do, [effect]" (CR 701.43a, 603.12)."""
    return "You may exert ~ as it attacks. " + render(replace(line, when=WHEN_YOU_DO))


def limited(text: str, limit: ActivationLimit | None) -> str:
    """``text`` ("[Cost]: [Effect].") with the words of its restriction.

    >>> limited("{1}: Draw a card.", ActivationLimit("power-up"))
    'Power-up — {1}: Draw a card.'
    >>> limited("{1}: Draw a card.", ActivationLimit("no more than twice each turn"))
    '{1}: Draw a card. Activate no more than twice each turn.'
    """
    if limit is None:
        return text
    if limit.condition is None and limit.limit in WORDS:
        return f"{limit.limit.capitalize()} — {text}"
    if limit.condition is None and limit.limit in TIMES_EACH_TURN:
        return f"{text} Activate {limit.limit}."
    if limit.condition is None and limit.limit in ANY_PLAYER_LIMITS:
        only = ANY_PLAYER_LIMITS[limit.limit]
        return f"{text} Any player may activate this ability{' but only ' if only else ''}{only}."
    return f"{text} Activate only {limit_words(limit)}."


__all__ = ["MAX_SPEED_LABEL", "WHEN_YOU_DO", "exert_trigger", "limited", "max_speed_trigger"]
