"""Instructions that look at a library's top cards and put them elsewhere (CR 608.2c: the
controller follows them in the order written; CR 401.4: cards put on the bottom of a library
at the same time are arranged by their owner).

>>> LookAtTop(count=4, take=1).rest
'bottom'
"""

from __future__ import annotations

from dataclasses import dataclass

REST_PLACES = ("bottom", "graveyard")
"""Where the cards not taken go: the bottom of the library or the graveyard."""

BOTTOM_ORDERS = ("any", "random", "")
"""How the cards put on the bottom are ordered: "in any order" (the owner chooses, CR 401.4),
"in a random order", or nothing said (a single card)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Surveil:
    """ "Surveil N" (CR 701.42a today; the keyword action postdates the 2011 rules): look at
    the top N cards of your library, put any number of them into your graveyard and the rest
    on top of your library in any order."""

    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class LookAtTop:
    """ "Look at the top N cards of your library. Put K of them into your hand and the rest
    on the bottom of your library in any order." (CR 608.2c).

    ``take`` cards go into the hand (``up_to``: "up to K", any number from K down to 0);
    ``kind`` set means "You may reveal a [kind] card from among them and put it into your
    hand. Put the rest ...": at most one card, of that description (a card type, a color,
    "historic", "Human creature", "creature or land"; resolution_reveals.matches). The cards not
    taken go to ``rest`` ("bottom" or "graveyard") in ``order``. ``those_cards`` and
    ``other`` keep the wording ("of those cards", "the other").
    """

    count: int
    take: int = 1
    up_to: bool = False
    kind: str = ""
    rest: str = "bottom"
    order: str = "any"
    those_cards: bool = False
    other: bool = False
    power_at_most: int | None = None  # "a creature card with power 3 or less" (build_reveals.py)


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawThatMany:
    """ "Draw that many cards" in a triggered ability (CR 603.2: the amount of its trigger
    event, the damage dealt or the life lost; CR 121.1, 2011: 120.1): the controller draws."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardAtRandom:
    """ "[who] discards N cards at random" (CR 701.8b; 2011: 701.7b): the discarded cards
    are chosen at random, not by the player. ``who`` is a player reference of
    :mod:`mtgrules.effects.instructions` (the controller by default)."""

    count: int = 1
    who: int = -2  # YOU: the controller of the spell or ability


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealChooseDiscard:
    """ "Target player reveals their hand. You choose a nonland card from it. That player
    discards that card." (CR 701.8b; 2011: 701.7b: another player chooses the discarded
    card). ``kind`` is what the card may be ("nonland", "creature", ...; "" for any card);
    the controller chooses among the matching cards of the revealed hand, nothing if there
    are none. ``who`` is the player (a target reference)."""

    who: int
    kind: str = "nonland"


__all__ = [
    "BOTTOM_ORDERS",
    "REST_PLACES",
    "DiscardAtRandom",
    "DrawThatMany",
    "LookAtTop",
    "RevealChooseDiscard",
    "Surveil",
]
