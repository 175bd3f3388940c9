"""Transformer callbacks of more words after "sacrifice a / another" in ``oracle.lark``
(:class:`mtgrules.effects.sacrifice.SacrificeChosen`; CR 701.21a, 2011: 701.14a): a subtype
("you may sacrifice a Food", "an Insect", "a Forest") and either of two card types ("another
creature or artifact"). The sacrificing player chooses a permanent they control of that kind
(:func:`mtgrules.resolution_sacrifice.is_kind`)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.build_base import BuilderBase


class SacrificeNounRules(BuilderBase):
    """Subtypes and pairs of card types a sacrifice names."""

    def sac_noun_subtype(self, c: list[Token]) -> str:
        return str(c[0]).capitalize()  # "Food", "Insect": subtypes capitalised (CR 205.3)

    def sac_noun_either(self, c: list[Token]) -> str:
        return f"{c[0]} or {c[1]}"


__all__ = ["SacrificeNounRules"]
