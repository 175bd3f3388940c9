"""The words of a reflexive triggered ability (CR 603.12): "When you do, [effect]." after the
sentence naming the action it waits for."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.render_effects import RenderError, _Context
from mtgrules.effects.reflexive import WhenYouDo

LEAD = "When you do, "

SentencesWords = Callable[..., str]
"""render_sentences._sentences: (sentences, ctx, *, lead) -> words."""


def when_you_do_words(
    step: WhenYouDo, index: int, self_named: bool, sentences: SentencesWords
) -> str:
    """ "When you do, [its sentences]" (its targets are its own, CR 603.12, 603.3d)."""
    if index == 0:
        raise RenderError("'when you do' without an action before it")
    ctx = _Context(step.targets, self_named=self_named)
    return str(sentences(step.sentences, ctx, lead=_lead(step)))


def _lead(step: WhenYouDo) -> str:
    """ "When you do, " and its intervening "if [condition], " (CR 603.4)."""
    if step.intervening is None:
        return LEAD
    from mtgrules.cards.render_conditions import condition_words

    return f"{LEAD}if {condition_words(step.intervening)}, "


def reflexive_text(step: WhenYouDo, name: str) -> str:
    """The ability's text as it triggers, the source's name for "~" (CR 201.5)."""
    from mtgrules.cards.render_sentences import _sentences

    words: Sequence[Sentence] = step.sentences
    ctx = _Context(step.targets, self_named=True)
    return _sentences(words, ctx, lead=_lead(step)).replace("~", name)


__all__ = ["LEAD", "reflexive_text", "when_you_do_words"]
