"""Oracle text of the library instructions (:mod:`mtgrules.effects.library`): surveil and
"look at the top N cards of your library" with where those cards go, generated from the
compiled data alone."""

from __future__ import annotations

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.library import LookAtTop, Surveil


def _where(step: LookAtTop) -> str:
    if step.rest == "graveyard":
        return "into your graveyard"
    order = {"any": " in any order", "random": " in a random order", "": ""}[step.order]
    return "on the bottom of your library" + order


def _look_at_top(step: LookAtTop) -> str:
    looked = f"look at the top {number_word(step.count)} cards of your library. "
    if step.kind:
        article = "an" if step.kind[0] in "aeiou" else "a"
        return (
            looked + f"You may reveal {article} {step.kind} card from among them and put it "
            f"into your hand. Put the rest {_where(step)}"
        )
    take = "one" if step.take == 1 else number_word(step.take)
    if step.up_to:
        take = "up to " + take
    them = "those cards" if step.those_cards else "them"
    left = "the other" if step.other else "the rest"
    return looked + f"Put {take} of {them} into your hand and {left} {_where(step)}"


def library_clause(step: object) -> str | None:
    """The words of a library instruction, or None for any other instruction."""
    if isinstance(step, Surveil):
        return f"surveil {step.count}"
    if isinstance(step, LookAtTop):
        return _look_at_top(step)
    return None


__all__ = ["library_clause"]
