"""Oracle text of the instructions of :mod:`mtgrules.effects.graveyard_returns`: "shuffle ~
into its owner's library", "exile target player's graveyard", generated from the compiled data
alone (the inverse of :mod:`mtgrules.cards.build_graveyard_returns`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from mtgrules.effects.graveyard_returns import (
    ExileGraveyard,
    ReturnToBattlefield,
    ShuffleIntoLibrary,
)
from mtgrules.effects.instructions import SELF

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


class References(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


SHUFFLE_INSTEAD_WORDS = (
    "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its "
    "owner's library instead."
)
"""The words of :class:`ShuffleInsteadOfGraveyard` (a static ability with no parameters)."""


def graveyard_return_clause(step: object, ctx: References) -> str | None:
    """The clause of ``step`` if it is one of these instructions, else None."""
    if isinstance(step, ShuffleIntoLibrary) and step.owner_shuffles and step.on == SELF:
        return "~'s owner shuffles it into their library"  # build_unless_costs.py
    if isinstance(step, ShuffleIntoLibrary):
        return f"shuffle {ctx.ref(step.on)} into its owner's library"
    if isinstance(step, ReturnToBattlefield):
        tapped = " tapped" if step.tapped else ""
        under = f" under {step.under} control" if step.under else ""
        later = " at the beginning of the next end step" if step.next_end_step else ""
        return f"return {ctx.ref(step.on)} to the battlefield{tapped}{under}{later}"
    if isinstance(step, ExileGraveyard):
        return f"exile {ctx.ref(step.who)}'s graveyard"
    return None


__all__ = ["SHUFFLE_INSTEAD_WORDS", "graveyard_return_clause"]
