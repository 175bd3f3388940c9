"""Oracle text of :class:`~mtgrules.effects.chosen_returns.ReturnChosen`, generated from the
compiled data alone (the inverse of :mod:`mtgrules.cards.build_chosen_returns`)."""

from __future__ import annotations

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.chosen_returns import ReturnChosen


def chosen_return_clause(step: object) -> str | None:
    """The clause of ``step`` if it is a chosen return to hand, else None."""
    if not isinstance(step, ReturnChosen):
        return None
    if step.up_to:
        return (
            f"return up to {number_word(step.count)} {step.kind}s you control to their owner's hand"
        )
    noun = f"{step.color} {step.kind}" if step.color else step.kind
    article = "another" if step.other else "an" if noun[0] in "aeiou" else "a"
    return f"return {article} {noun} you control to its owner's hand"


__all__ = ["chosen_return_clause"]
