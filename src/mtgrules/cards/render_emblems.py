"""Oracle text of the instruction that creates an emblem (:mod:`mtgrules.effects.emblems`,
CR 114.2; 2011: 113.2): "you get an emblem with "[ability]" [and "[ability]"]", "target
opponent gets an emblem with ...", generated from the compiled data alone; in the quoted
abilities ``~`` is "this emblem"."""

from __future__ import annotations

import re
from typing import Protocol

from mtgrules.cards.build_emblems import THIS_EMBLEM
from mtgrules.cards.granted_abilities import render_quoted
from mtgrules.effects.emblems import GetEmblem
from mtgrules.effects.instructions import YOU, Ref

_SELF = re.compile(r"(?<![\w'])~(?![\w])")


class Refs(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def emblem_clause(step: object, ctx: Refs) -> str | None:
    """The words of a :class:`GetEmblem`, or None for another instruction."""
    if not isinstance(step, GetEmblem):
        return None
    subject = "you get" if step.who == YOU else f"{ctx.ref(step.who, subject=True)} gets"
    quoted = " and ".join(_SELF.sub(THIS_EMBLEM, render_quoted(q)) for q in step.abilities)
    return f"{subject} an emblem with {quoted}"


__all__ = ["emblem_clause"]
