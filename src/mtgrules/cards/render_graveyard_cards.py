"""Oracle text of the instructions of :mod:`mtgrules.effects.graveyard_cards`: "return up to
two target creature cards from your graveyard to your hand", "put target creature card from a
graveyard onto the battlefield under your control", generated from the compiled data alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from mtgrules.cards.render_returns import card_target_words
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.graveyard_cards import ExileCard, PutUnderYourControl, ReturnEachTarget
from mtgrules.effects.instructions import target_index
from mtgrules.effects.targets import TargetSpec


class Targets(Protocol):
    """The renderer's context: the ability's targets, and those already named."""

    targets: Sequence[TargetSpec]
    introduced: set[int]


def graveyard_card_clause(step: object, ctx: Targets) -> str | None:
    """The clause of ``step`` if it is one of these instructions, else None."""
    if isinstance(step, ReturnEachTarget):
        ctx.introduced.update(range(step.first, step.first + step.count))
        cards = f"up to {number_word(step.count)} target {step.kind} cards"
        return f"return {cards} from your graveyard to your hand"
    if isinstance(step, ExileCard):
        index = target_index(step.on)
        if index is None or index >= len(ctx.targets):
            return None
        ctx.introduced.add(index)
        return f"exile {card_target_words(ctx.targets[index])} from {step.whose}"
    if isinstance(step, PutUnderYourControl):
        index = target_index(step.on)
        if index is None or index >= len(ctx.targets):
            return None
        ctx.introduced.add(index)
        card = card_target_words(ctx.targets[index])
        return f"put {card} from a graveyard onto the battlefield under your control"
    return None


__all__ = ["graveyard_card_clause"]
