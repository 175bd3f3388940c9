"""Oracle text of the library instructions (:mod:`mtgrules.effects.library`): surveil and
"look at the top N cards of your library" with where those cards go, generated from the
compiled data alone."""

from __future__ import annotations

from typing import Protocol

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import YOU, Ref
from mtgrules.effects.library import (
    DiscardAtRandom,
    DrawThatMany,
    LookAtTop,
    RevealChooseDiscard,
    Surveil,
)


class Refs(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{number_word(count)} cards"


def _hand_clause(step: object, ctx: Refs) -> str | None:
    if isinstance(step, DrawThatMany):
        return "draw that many cards"
    if isinstance(step, DiscardAtRandom):
        if step.who == YOU:
            return f"discard {_cards(step.count)} at random"
        return f"{ctx.ref(step.who, subject=True)} discards {_cards(step.count)} at random"
    if isinstance(step, RevealChooseDiscard):
        kind = f"{step.kind} card" if step.kind else "card"
        article = "an" if kind[0] in "aeiou" else "a"
        return (
            f"{ctx.ref(step.who, subject=True)} reveals their hand. You choose {article} {kind} "
            "from it. That player discards that card"
        )
    return None


def _where(step: LookAtTop) -> str:
    if step.rest == "graveyard":
        return "into your graveyard"
    order = {"any": " in any order", "random": " in a random order", "": ""}[step.order]
    return "on the bottom of your library" + order


def _look_at_top(step: LookAtTop) -> str:
    looked = f"look at the top {number_word(step.count)} cards of your library. "
    if step.kind:
        article = "an" if step.kind[0].lower() in "aeiou" else "a"
        power = "" if step.power_at_most is None else f" with power {step.power_at_most} or less"
        return (
            looked + f"You may reveal {article} {step.kind} card{power} from among them and put "
            f"it into your hand. Put the rest {_where(step)}"
        )
    take = "one" if step.take == 1 else number_word(step.take)
    if step.up_to:
        take = "up to " + take
    them = "those cards" if step.those_cards else "them"
    left = "the other" if step.other else "the rest"
    return looked + f"Put {take} of {them} into your hand and {left} {_where(step)}"


def library_clause(step: object, ctx: Refs) -> str | None:
    """The words of a library or hand instruction, or None for any other instruction."""
    hand = _hand_clause(step, ctx)
    if hand is not None:
        return hand
    if isinstance(step, Surveil):
        return f"surveil {step.count}"
    if isinstance(step, LookAtTop):
        return _look_at_top(step)
    return None


__all__ = ["library_clause"]
