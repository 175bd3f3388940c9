"""Transformer callbacks of the monstrosity block of ``oracle.lark``: "Monstrosity 3." (CR
701.37a), "Adapt 2." (CR 701.46a), and the trigger "When ~ enters or becomes monstrous" (CR
603.2, 701.37c; :mod:`mtgrules.effects.monstrosity`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.monstrosity import Adapt, Monstrosity


def _count(token: Token) -> int:
    count = int(token)
    if count < 1:
        _fail("monstrosity or adapt 0")
    return count


class MonstrosityRules(BuilderBase):
    """Callbacks named after the grammar rules of the monstrosity block."""

    def monstrosity(self, c: list[Token]) -> tuple[Monstrosity]:
        return (Monstrosity(count=_count(c[0])),)

    def adapt(self, c: list[Token]) -> tuple[Adapt]:
        return (Adapt(count=_count(c[0])),)

    def when_ev_enters_or_monstrous(self, _: list[Any]) -> WhenOther:
        # CR 603.2: either event triggers it (rules/monstrosity_triggers.py)
        return WhenOther(event="~ enters or becomes monstrous", once=True)


__all__ = ["MonstrosityRules"]
