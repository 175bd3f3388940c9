"""Instructions that move a library's top cards and then choose among them or count them.

* :class:`MillThatMany`: "you mill that many cards", "that player mills that many cards"
  (CR 701.17a; CR 603.2: the amount of the trigger event).
* :class:`TakeMilled`: "You may put a permanent card from among the milled cards into your
  hand." (CR 608.2c: the cards the mill just put into the graveyard).
* :class:`ForEachMilled`: "You gain 1 life for each creature card milled this way.",
  "For each creature card milled this way, create ...".
* :class:`RevealTopPutAll`: "Reveal the top four cards of your library. Put all Elf cards
  revealed this way into your hand and the rest on the bottom of your library in any order."
* :class:`RevealUntil`: "Reveal cards from the top of your library until you reveal a
  creature card. Put that card into your hand and the rest on the bottom of your library in
  a random order." (CR 701.20a: revealing shows the cards; the engine keeps no hidden
  information, so what counts is where the cards go.)
* :class:`RevealedCount`: "... deals damage to you equal to the number of cards revealed
  this way."

>>> RevealUntil(kind="creature").destination
'hand'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction, Ref

YOU = -2  # mtgrules.effects.instructions.YOU (which imports this module): the controller

MILL = "701.17a"
"""Mill's rule, by today's number: the keyword action dates from 2020, after the 2011 rules
(a game under ``cr2011`` cites today's, as surveil does)."""
REVEAL = "701.20a"
"""Reveal's rule, by today's number."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MillThatMany:
    """ "[who] mills that many cards" in a triggered ability: the amount of its trigger event
    (CR 603.2), the damage dealt or the life lost. ``said_you``: "you mill" rather than
    "mill"."""

    who: Ref = YOU
    said_you: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeMilled:
    """ "You may put a [kind] card from among the milled cards into your hand." The
    controller chooses one of the cards the instructions before put into a graveyard by
    milling, still there, of ``kind`` (a card type, "permanent", or "" for any card), or
    none. ``this_way``: "from among the cards milled this way"."""

    kind: str = "permanent"
    this_way: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ForEachMilled:
    """ "[instruction] for each [kind] card milled this way" (``lead``: "For each [kind]
    card milled this way, [instruction]"): ``step``'s amount is multiplied by the number of
    cards of ``kind`` the mills before it put into graveyards (CR 608.2c, 608.2h)."""

    step: Instruction
    kind: str
    lead: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealTopPutAll:
    """ "Reveal the top N cards of your library. Put all [kind] cards revealed this way into
    your hand and the rest [on the bottom of your library in any order | into your
    graveyard]." No choice but the order of the cards put on the bottom (CR 401.4). ``kind``
    is a card type or a subtype ("Elf", "land")."""

    count: int
    kind: str
    rest: str = "bottom"
    order: str = "any"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealUntil:
    """ "Reveal cards from the top of your library until you reveal a [kind] card. Put that
    card [into your hand | onto the battlefield] and the rest on the bottom of your library
    in a random order." With no such card, every card is revealed and all of them go to the
    bottom (CR 608.2c)."""

    kind: str
    destination: str = "hand"
    order: str = "random"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedCount:
    """ "[source] deals damage to [recipient] equal to the number of cards revealed this
    way": the cards the :class:`RevealUntil` before it revealed (CR 608.2h)."""

    source: Ref
    to: Ref


__all__ = [
    "MILL",
    "REVEAL",
    "ForEachMilled",
    "MillThatMany",
    "RevealTopPutAll",
    "RevealUntil",
    "RevealedCount",
    "TakeMilled",
]
