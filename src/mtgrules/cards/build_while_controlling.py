"""Transformer rule for "[target] gains [keyword] for as long as you control ~" (CR 611.2b;
:class:`~mtgrules.effects.while_controlling.GrantWhileYouControl`), and its words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, ClauseError
from mtgrules.effects.while_controlling import GrantWhileYouControl

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


class WhileControllingRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def grant_while_yours(self, c: list[Any]) -> Sentence:
        """ "another target permanent gains indestructible for as long as you control ~"."""
        keywords = c[1]
        if len(keywords) != 1:
            raise ClauseError("several keywords for as long as you control ~")
        return (GrantWhileYouControl(keyword=keywords[0], on=self._permanents(c[0])),)


class References(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def while_controlling_clause(step: object, ctx: References) -> str | None:
    """The clause of ``step`` if it is a :class:`GrantWhileYouControl`, else None."""
    if not isinstance(step, GrantWhileYouControl):
        return None
    who = ctx.ref(step.on, subject=True)
    return f"{who} gains {step.keyword.value} for as long as you control ~"


__all__ = ["WhileControllingRules", "while_controlling_clause"]
