"""Transformer callbacks of the mana amounts block of ``oracle.lark``: "Add three mana of any
one color.", "Add two mana in any combination of colors." (CR 106.1a, 605.1a;
:mod:`mtgrules.effects.mana_amounts`)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.vocabulary import number_value
from mtgrules.effects.mana_amounts import AddManaOfColors


class ManaAmountRules(BuilderBase):
    """Callbacks named after the grammar rules of the mana amounts block."""

    def add_n_one_color(self, c: list[Token]) -> tuple[AddManaOfColors]:
        return (AddManaOfColors(count=number_value(str(c[0])), one_color=True),)

    def add_n_combination(self, c: list[Token]) -> tuple[AddManaOfColors]:
        return (AddManaOfColors(count=number_value(str(c[0])), one_color=False),)


__all__ = ["ManaAmountRules"]
