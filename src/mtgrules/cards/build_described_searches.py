"""Transformer callbacks of the described searches block of ``oracle.lark`` (CR 701.23a):
"Search your library for a Rebel permanent card with mana value 3 or less, put it onto the
battlefield, then shuffle." (effects/described_searches.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.described_searches import SearchForDescribed
from mtgrules.effects.searches import BATTLEFIELD, HAND


class DescribedSearchRules(BuilderBase):
    """Callbacks named after the grammar rules of the described searches block."""

    def search_mana_value(self, c: list[Token]) -> str:
        """ "with mana value 3 or less" (CR 202.3): the comparison, as printed."""
        return f"{int(c[0])} or {c[1]}"

    def search_described(self, c: list[Any]) -> Sentence:
        subtype = str(c[0]).capitalize()  # CR 205.3: a subtype, as printed
        mana_value = next((p for p in c[1:] if isinstance(p, str)), "")
        tail: dict[str, Any] = next(p for p in c if isinstance(p, dict))
        if tail.get("destination", HAND) not in (HAND, BATTLEFIELD):
            _fail("a described search to another zone")
        step = SearchForDescribed(
            qualities=(subtype,), permanent=True, mana_value=mana_value, **tail
        )
        return (step,)


__all__ = ["DescribedSearchRules"]
