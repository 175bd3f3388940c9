"""A search for a card described by more than its types (CR 701.23a-b, 2011: 701.15a-b):
"Search your library for a Rebel permanent card with mana value 3 or less, put it onto the
battlefield, then shuffle."

``permanent``: a permanent card (CR 110.4b: an artifact, battle, creature, enchantment, land
or planeswalker card); ``mana_value``: "3 or less" / "3 or greater", compared with the card's
mana value (CR 202.3). Carried out by :mod:`mtgrules.resolution_searches` like every
:class:`~mtgrules.effects.searches.SearchFor`, with :func:`described_finds`.

>>> from mtgrules.objects import CardType
>>> PERMANENT_CARD_TYPES >= {CardType.CREATURE, CardType.LAND}
True
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.searches import SearchFor
from mtgrules.objects import CardType
from mtgrules.state import GameObject

PERMANENT_CARD_TYPES = frozenset(
    {
        CardType.ARTIFACT,
        CardType.BATTLE,
        CardType.CREATURE,
        CardType.ENCHANTMENT,
        CardType.LAND,
        CardType.PLANESWALKER,
    }
)
"""CR 110.4b: the card types of permanent cards."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchForDescribed(SearchFor):
    """:class:`SearchFor` of a permanent card and/or with a mana value."""

    permanent: bool = False
    mana_value: str = ""  # "3 or less", "3 or greater"


def _mana_value_passes(value: int, words: str) -> bool:
    number, _, comparison = words.partition(" or ")
    return value <= int(number) if comparison == "less" else value >= int(number)


def described_finds(card: GameObject, step: SearchFor) -> bool:
    """The card has the description's extra qualities (CR 701.23b: else it can't be found)."""
    if not isinstance(step, SearchForDescribed):
        return True
    if step.permanent and not any(t in PERMANENT_CARD_TYPES for t in card.types):
        return False  # CR 110.4b
    if step.mana_value:  # CR 202.3: the mana value of its mana cost
        value = card.mana_cost.mana_value if card.mana_cost is not None else 0
        if not _mana_value_passes(value, step.mana_value):
            return False
    return True


def described_search_words(step: SearchForDescribed, base: str) -> str:
    """``base`` (the words of the search without its description) with "permanent" and "with
    mana value N or less" after the qualities."""
    card = " card,"
    if step.permanent:
        base = base.replace(card, " permanent" + card, 1)
        card = " permanent card,"
    if step.mana_value:
        base = base.replace(card, card[:-1] + f" with mana value {step.mana_value},", 1)
    return base


__all__ = [
    "PERMANENT_CARD_TYPES",
    "SearchForDescribed",
    "described_finds",
    "described_search_words",
]
