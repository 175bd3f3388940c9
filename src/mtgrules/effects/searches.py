"""Searches of a library beyond :class:`mtgrules.effects.instructions.SearchForCard`: "a
Plains or Island card" (either quality), "an artifact card", "a legendary card", "up to three
basic land cards, put them onto the battlefield tapped", "put that card into your graveyard",
"then shuffle and put that card on top" (CR 701.23a-b today, 2011: 701.15a-b; shuffle: CR
701.24 today, 2011: 701.17; carried out by :mod:`mtgrules.resolution_searches`)."""

from __future__ import annotations

from dataclasses import dataclass

HAND = "hand"
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
TOP = "top"  # "then shuffle and put that card on top": the library is shuffled first


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchFor:
    """ "Search your library for [a / up to N] [basic] [quality or quality] card(s), [reveal
    it,] put it/that card/them [destination], then shuffle.": the controller finds up to
    ``up_to`` cards each having one of ``qualities`` (a card type, subtype or supertype as
    printed: "Plains", "artifact", "legendary"; none: any card) and ``basic`` if said, and puts
    them into ``destination`` (:data:`HAND`, :data:`BATTLEFIELD` ``tapped`` or not,
    :data:`GRAVEYARD`, or :data:`TOP` of the library after the shuffle). A search for cards
    with a stated quality may find fewer or none (CR 701.23b). ``that_card``: the wording
    "that card" rather than "it" (the same meaning)."""

    qualities: tuple[str, ...] = ()
    basic: bool = False
    up_to: int = 1
    reveal: bool = False
    destination: str = HAND
    tapped: bool = False
    that_card: bool = False


__all__ = ["BATTLEFIELD", "GRAVEYARD", "HAND", "TOP", "SearchFor"]
