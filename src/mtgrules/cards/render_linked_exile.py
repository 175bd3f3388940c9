"""Oracle text of :class:`~mtgrules.effects.linked_exile.ExileUntilLeaves` ("exile target
creature an opponent controls until ~ leaves the battlefield", CR 610.3), generated from the
compiled data alone (the inverse of :mod:`mtgrules.cards.build_linked_exile`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from mtgrules.effects.linked_exile import ExileUntilLeaves

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


class References(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def linked_exile_clause(step: object, ctx: References) -> str | None:
    """The clause of ``step`` if it is an exile until the source leaves, else None."""
    if isinstance(step, ExileUntilLeaves):
        return f"exile {ctx.ref(step.on)} until ~ leaves the battlefield"
    return None


__all__ = ["linked_exile_clause"]
