"""Words of the spell sentences of cards/build_spells_damage.py: "also" after the subject
(CR 608.2c) and the excess-damage sentence after the damage it modifies (CR 120.4a)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.granted_abilities import render_quoted
from mtgrules.cards.render_effects import RenderError
from mtgrules.effects.excess_damage import EXCESS_WORDS, ExcessDealtInstead
from mtgrules.effects.quoted_grants import GrantQuoted
from mtgrules.effects.unless_costs import UnlessPaid
from mtgrules.objects import Keyword

ALSO = "also"
"""``IfCondition.form``: "If [condition], [subject] also [verb] ..." (the renderer's words)."""
_VERBS = (" gains ", " gain ", " deals ")


def with_also(words: str) -> str:
    """ "it gains trample until end of turn" -> "it also gains trample until end of turn"."""
    at = min((words.find(v) for v in _VERBS if v in words), default=-1)
    if at < 0:
        raise RenderError(f"no verb to say 'also' before in {words!r}")
    return f"{words[:at]} also{words[at:]}"


def excess_split(sentence: Sentence) -> tuple[Sentence, str] | None:
    """The sentence of the damage an excess sentence follows and that sentence's words, for a
    sentence made of an :class:`ExcessDealtInstead`; None for any other."""
    if len(sentence) != 1 or not isinstance(sentence[0], ExcessDealtInstead):
        return None
    return (sentence[0].step,), " " + EXCESS_WORDS


def anyone_sentence(sentence: Sentence, clauses: Callable[[Sentence], str]) -> str | None:
    """ "Any player may have ~ deal 5 damage to them. If no one does, [clause]." for a sentence
    made of an :class:`UnlessPaid` offered to anyone (CR 101.4); None for any other."""
    if len(sentence) != 1 or not isinstance(sentence[0], UnlessPaid) or not sentence[0].anyone:
        return None
    step = sentence[0]
    if len(step.costs) != 1 or not step.costs[0].damage:
        raise RenderError(f"no words for {step}")
    return (
        f"Any player may have ~ deal {step.costs[0].damage} damage to them. "
        f"If no one does, {clauses(step.then)}."
    )


def quoted_at(sentence: Sentence, i: int, j: int) -> tuple[str, int] | None:
    """The words of the quoted ability granted with the pump or keywords ``sentence[i:j]``
    (same object, same duration; CR 613.1f) and its index: at ``j``, or at ``i`` when it is
    granted alone; None if there is none."""
    first = sentence[i]
    if isinstance(first, GrantQuoted):
        return render_quoted(first.quoted), i
    if j < len(sentence):
        step = sentence[j]
        same = getattr(first, "on", None), getattr(first, "duration", None)
        if isinstance(step, GrantQuoted) and (step.on, step.duration) == same:
            return render_quoted(step.quoted), j
    return None


def listed_with_quoted(keywords: Sequence[Keyword], quoted: tuple[str, int]) -> str:
    """ "trample and "..."", "haste, reach, and "..."": the keywords, the quoted ability last."""
    words = [k.value for k in keywords] + [quoted[0]]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


__all__ = [
    "ALSO",
    "anyone_sentence",
    "excess_split",
    "listed_with_quoted",
    "quoted_at",
    "with_also",
]
