"""Transformer callbacks of the amass block of ``oracle.lark``: "Amass Orcs 2.", "Amass
Zombies 3." (CR 701.44a; :mod:`mtgrules.effects.amass`)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.amass import ARMY_SUBTYPES, Amass


class AmassRules(BuilderBase):
    """Callbacks named after the grammar rules of the amass block."""

    def amass(self, c: list[Token]) -> tuple[Amass]:
        count = int(c[1])
        if count < 1:
            _fail("amass 0")
        return (Amass(subtype=ARMY_SUBTYPES[str(c[0])], count=count),)


__all__ = ["AmassRules"]
