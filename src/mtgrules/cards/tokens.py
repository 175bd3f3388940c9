"""Predefined tokens (CR 111.10): "create a Treasure token" makes a token with the
characteristics and abilities the rules give that name, compiled from their text like any
card (DESIGN principle 3). The 2011 rules have no predefined tokens; a card that names one
uses today's definition under either ruleset.

>>> predefined("Food").activated[0].text
'{2}, {T}, Sacrifice Food: You gain 3 life.'
"""

from __future__ import annotations

from functools import cache

from mtgrules.cards.model import CardDef

PREDEFINED_TEXT: dict[str, str] = {
    # CR 111.10a: a colorless Treasure artifact token.
    "Treasure": "{T}, Sacrifice Treasure: Add one mana of any color.",
    # CR 111.10b: a colorless Food artifact token.
    "Food": "{2}, {T}, Sacrifice Food: You gain 3 life.",
    # CR 111.10c: a colorless Gold artifact token.
    "Gold": "Sacrifice Gold: Add one mana of any color.",
    # CR 111.10f: a colorless Clue artifact token.
    "Clue": "{2}, Sacrifice Clue: Draw a card.",
}
"""The predefined tokens the engine creates, with their abilities ("this artifact" written
as the token's name)."""

PREDEFINED = frozenset(PREDEFINED_TEXT)


@cache
def predefined(name: str) -> CardDef:
    """The definition of the predefined token ``name``: a colorless artifact token of the
    subtype ``name`` with its abilities."""
    from mtgrules.cards.compiler import compile_text  # the compiler checks support first

    return compile_text(name, types=["Artifact"], subtypes=[name], text=PREDEFINED_TEXT[name])


__all__ = ["PREDEFINED", "predefined"]
