"""Oracle text of the mills and reveals of a library's top cards
(:mod:`mtgrules.effects.reveals`), generated from the compiled data alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import YOU
from mtgrules.effects.reveals import (
    ForEachMilled,
    MillThatMany,
    RevealedCount,
    RevealTopPutAll,
    RevealUntil,
    TakeMilled,
)

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def _a(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


def _where(rest: str, order: str) -> str:
    if rest == "graveyard":
        return "into your graveyard"
    said = {"any": " in any order", "random": " in a random order", "": ""}[order]
    return "on the bottom of your library" + said


def reveal_clause(step: object, ctx: _Context) -> str | None:
    """The words of a mill or reveal instruction, or None for any other instruction."""
    from mtgrules.cards.render_effects import _clause  # a cycle: imported when used

    if isinstance(step, MillThatMany):  # CR 701.17a, 603.2
        if step.who == YOU:
            return ("you " if step.said_you else "") + "mill that many cards"
        return f"{ctx.ref(step.who, subject=True)} mills that many cards"
    if isinstance(step, TakeMilled):
        among = "the cards milled this way" if step.this_way else "the milled cards"
        return f"you may put {_a(step.kind)} card from among {among} into your hand"
    if isinstance(step, ForEachMilled):
        each = f"each {step.kind} card milled this way"
        inner = _clause(step.step, ctx)
        return f"for {each}, {inner}" if step.lead else f"{inner} for {each}"
    if isinstance(step, RevealTopPutAll):  # CR 701.20a
        return (
            f"reveal the top {number_word(step.count)} cards of your library. Put all "
            f"{step.kind} cards revealed this way into your hand and the rest "
            + _where(step.rest, step.order)
        )
    if isinstance(step, RevealUntil):
        where = "into your hand" if step.destination == "hand" else "onto the battlefield"
        return (
            f"reveal cards from the top of your library until you reveal {_a(step.kind)} card. "
            f"Put that card {where} and the rest {_where('bottom', step.order)}"
        )
    if isinstance(step, RevealedCount):
        source = ctx.ref(step.source, subject=True)
        return (
            f"{source} deals damage to {ctx.ref(step.to)} equal to the number of cards "
            "revealed this way"
        )
    return None


__all__ = ["reveal_clause"]
