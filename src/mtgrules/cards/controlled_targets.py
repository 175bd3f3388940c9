"""The words of a target whose controller comes before its power or mana value condition:
"target creature you control with power 2 or less" (cards/build_controlled_targets.py). Older
cards print the condition first ("target creature with mana value 3 or less an opponent
controls"); the target's printed text tells which order the round trip gives back."""

from __future__ import annotations

from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.base import Who

__all__ = ["CONDITIONS", "controlled_first_words"]

CONDITIONS = {"power": "with power ", "mana_value": "with mana value "}
"""The conditions printed after the controller, and their words."""


def controlled_first_words(
    kinds: frozenset[str], controller: Who, filters: dict[str, str]
) -> str | None:
    """ "target creature an opponent controls with power 3 or greater": the words with the
    controller before the one power or mana value condition; None for a target without a
    controller or without exactly one such condition."""
    last = [name for name in CONDITIONS if filters.get(name)]
    if controller not in (Who.YOU, Who.OPPONENT) or len(last) != 1:
        return None
    rest = {name: value for name, value in filters.items() if name != last[0]}
    return f"{filtered_words(kinds, controller, rest)} {CONDITIONS[last[0]]}{filters[last[0]]}"
