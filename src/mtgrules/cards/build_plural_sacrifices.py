"""Transformer callbacks of sacrifice costs that name several permanents of a subtype (CR
602.2b, 118.3; 2011: 117.3): "Sacrifice two Foods", "Sacrifice three Saprolings", "Sacrifice
five Treasures", "Sacrifice two Blood tokens". Each is kept as its own words, an extra cost
checked and paid by :mod:`mtgrules.rules.costs` (:mod:`mtgrules.rules.sacrifice_costs`): the
player sacrifices that many permanents of the subtype they control, all at once, or can't
pay it at all (no partial payment, CR 118.3)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.vocabulary import number_value


def _count(word: Token) -> str:
    if number_value(str(word)) < 2:
        _fail("sacrifice one of a plural noun")
    return str(word)


class PluralSacrificeRules(BuilderBase):
    """Callbacks named after the grammar rules of the plural sacrifice costs."""

    def cost_sacrifice_n_subtypes(self, c: list[Token]) -> str:
        """ "Sacrifice two Foods" / "three Saprolings" (subtypes capitalised, CR 205.3)."""
        return f"Sacrifice {_count(c[0])} {str(c[1]).capitalize()}"

    def cost_sacrifice_n_named_tokens(self, c: list[Token]) -> str:
        """ "Sacrifice two Blood tokens" (CR 111.10: a predefined token's subtype)."""
        return f"Sacrifice {_count(c[0])} {str(c[1]).capitalize()} tokens"


__all__ = ["PluralSacrificeRules"]
