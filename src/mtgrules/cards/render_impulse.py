"""Oracle text of impulse draw (:mod:`mtgrules.effects.play_permissions`): "exile the top card
of your library" and "You may play that card this turn.", generated from the compiled data
alone."""

from __future__ import annotations

from typing import Protocol

from mtgrules.cards.render_conditions import condition_words
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import Ref
from mtgrules.effects.play_permissions import (
    NEXT_TURN,
    THIS_TURN,
    YOUR,
    CastSelfFromGraveyard,
    ExileTop,
    Explore,
    PlayExiled,
    TopCardToHand,
)


class Refs(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def impulse_clause(step: object, ctx: Refs) -> str | None:
    """The clause of ``step`` if it is an impulse instruction, else None."""
    if isinstance(step, Explore):
        return f"{ctx.ref(step.who, subject=True)} explores"
    if isinstance(step, ExileTop):
        cards = "card" if step.count == 1 else f"{number_word(step.count)} cards"
        if step.their:
            return f"{ctx.ref(step.whose, subject=True)} exiles the top {cards} of their library"
        whose = "your" if step.whose == YOUR else "that player's"
        return f"exile the top {cards} of {whose} library"
    if isinstance(step, TopCardToHand):
        return "reveal the top card of your library and put that card into your hand"
    if isinstance(step, PlayExiled):
        may = f"you may {step.verb} {step.words}"
        if step.lead:
            until = "until end of turn" if step.until == THIS_TURN else NEXT_TURN
            return f"{until}, {may}"
        return f"{may} {step.until}"
    return None


def graveyard_static_text(effect: object) -> str | None:
    """ "You may cast ~ from your graveyard [if ...]." if ``effect`` says it, else None."""
    if not isinstance(effect, CastSelfFromGraveyard):
        return None
    if effect.condition is None:
        return "You may cast ~ from your graveyard."
    lead = "as long as" if effect.as_long_as else "if"
    return f"You may cast ~ from your graveyard {lead} {condition_words(effect.condition)}."


__all__ = ["graveyard_static_text", "impulse_clause"]
