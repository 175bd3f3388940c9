"""The words of "When that creature dies this turn, [effect]." (CR 603.7a, 603.7c)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.render_effects import _Context
from mtgrules.effects.dies_this_turn import WORDS, WhenThatDiesThisTurn

SentencesWords = Callable[..., str]
"""render_sentences._sentences: (sentences, ctx, *, lead) -> words."""


def dies_this_turn_words(
    step: WhenThatDiesThisTurn, ctx: _Context, sentences: SentencesWords
) -> str:
    """The sentence, its instructions in the words of the ability that creates it."""
    return str(sentences(step.sentences, ctx, lead=WORDS))


def delayed_text(delayed: tuple[Sentence, ...], name: str) -> str:
    """The delayed ability's text as it is created, the source's name for "~" (CR 201.5)."""
    from mtgrules.cards.render_sentences import _sentences

    return _sentences(delayed, _Context(()), lead=WORDS).replace("~", name)


__all__ = ["delayed_text", "dies_this_turn_words"]
