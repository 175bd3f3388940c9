"""The Oracle words of :class:`mtgrules.effects.sacrifice.SacrificeChosen` (the inverse of
:mod:`mtgrules.cards.build_sacrifice`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.render_effects import RenderError
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.instructions import YOU, Instruction
from mtgrules.effects.sacrifice import SacrificeChosen

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def sacrifice_clause(step: Instruction, ctx: _Context) -> str | None:
    """ "sacrifice a creature other than ~", "each player sacrifices three creatures of their
    choice", or None for another instruction."""
    if not isinstance(step, SacrificeChosen):
        return None
    article = "an" if step.kind[:1].lower() in "aeiou" else "a"  # "an Insect"
    if step.that_many:
        what = f"that many {step.kind}s"
    elif step.count > 1:
        what = f"{number_word(step.count)} {step.kind}s"
    elif step.other == "another":
        what = f"another {step.kind}"
    else:
        what = f"{article} {step.kind}"
    if step.other == "other than ~":
        what += " other than ~"
    if step.greatest_power:
        what += " with the greatest power among creatures that player controls"
    if step.their_choice:
        what += " of their choice"
    if step.who == YOU:
        return f"sacrifice {what}"
    return f"{ctx.ref(step.who, subject=True)} sacrifices {what}"


def if_you_cant_sentence(index: int, then: str) -> str:
    """ "If you can't, ~ deals 7 damage to you." (``then``: the clauses' words), never the
    first sentence."""
    if index == 0 or not then:
        raise RenderError("'if you can't' without a sacrifice before it")
    return f"If you can't, {then}."


__all__ = ["if_you_cant_sentence", "sacrifice_clause"]
