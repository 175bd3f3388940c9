"""Playing cards from outside the hand: "exile the top card of your library. You may play that
card this turn." (impulse draw) as data.

* :class:`ExileTop` moves the top N cards of a library to exile (CR 608.2c: followed in the
  order written; each card becomes a new object, CR 400.7).
* :class:`PlayExiled` lets the controller play the cards the instruction before it exiled:
  cast them (CR 601.2a: a spell is cast from the zone its card is in) or, for "play", play
  the lands among them (CR 116.2a; 2011: 115.2a: a land is played from the zone it is in).
* :class:`PlayFromZone` is the permission it creates, an effect with a duration (CR 611.2a):
  "this turn" (ends in the cleanup step, CR 514.2), "until the end of your next turn", or
  "for as long as it remains exiled". A card that leaves exile is a new object (CR 400.7),
  which no permission names any more.

>>> PlayExiled(until=NEXT_TURN).verb
'play'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.conditions import Condition
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref  # instructions import this module

THIS_TURN = "this turn"
NEXT_TURN = "until the end of your next turn"
REMAINS_EXILED = "for as long as it remains exiled"
UNTILS = (THIS_TURN, NEXT_TURN, REMAINS_EXILED)
"""How long a permission to play exiled cards lasts, by its words."""

CARD_WORDS = ("that card", "it", "them", "those cards")
"""How the permission names the cards the instruction before it exiled."""

YOUR = -2  # effects.instructions.YOU: the controller's own library
THAT_PLAYERS = -3  # cards.pending.THAT_PLAYER: "that player's library"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTop:
    """ "Exile the top [N] card(s) of your library" / "... of that player's library" / "Each
    opponent exiles the top card of their library": the top ``count`` cards of ``whose``
    library (:data:`YOUR`, :data:`THAT_PLAYERS`, or a player reference with ``their``: the
    player exiles), top card first, go to exile (fewer if the library holds fewer)."""

    count: int = 1
    whose: Ref = YOUR
    their: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TopCardToHand:
    """ "Reveal the top card of your library and put that card into your hand." (CR 608.2c;
    not a draw). "its mana value" in the instructions after it is that card's (CR 608.2h)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Explore:
    """ "[permanent] explores" (CR 701.40a today; the keyword action dates from 2017, after
    the 2011 rules, which have no number for it: a game under ``cr2011`` cites today's). Its
    controller reveals the top card of their library: a land card goes to their hand;
    otherwise (an empty library too) the permanent gets a +1/+1 counter and the player may put
    the card into their graveyard. ``who`` is the permanent (``-1``: this one)."""

    who: int = -1


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayExiled:
    """ "You may play that card this turn." / "Until end of turn, you may cast that card." /
    "You may play it until the end of your next turn." / "Until the end of your next turn,
    you may play those cards." / "You may cast that card for as long as it remains exiled."

    ``verb`` "play" (spells and lands) or "cast" (spells only); ``words`` how the cards are
    named (:data:`CARD_WORDS`); ``until`` one of :data:`UNTILS`; ``lead`` the duration said
    first ("Until end of turn, you may ...")."""

    verb: str = "play"
    words: str = "that card"
    until: str = THIS_TURN
    lead: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayFromZone(Effect):
    """The permission :class:`PlayExiled` creates: its controller may play (or, with
    ``cast_only``, cast) ``cards`` from exile, ``until`` one of :data:`UNTILS`;
    ``created_turn`` is the turn it was created in (for "your next turn")."""

    cards: frozenset[EntityId] = frozenset()
    cast_only: bool = False
    until: str = THIS_TURN
    created_turn: int = 0
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class CastSelfFromGraveyard(Effect):
    """ "You may cast ~ from your graveyard [if / as long as (condition)]." (CR 601.2a: cast
    from the zone its card is in, by its owner, paying its mana cost; a static ability that
    functions from the graveyard, CR 113.6 (2011: 112.6)). ``condition`` is checked as it is
    cast; ``as_long_as`` keeps the wording "as long as"."""

    condition: Condition | None = None
    as_long_as: bool = False
    duration: Duration = Duration.STATIC


__all__ = [
    "CARD_WORDS",
    "NEXT_TURN",
    "REMAINS_EXILED",
    "THAT_PLAYERS",
    "THIS_TURN",
    "UNTILS",
    "YOUR",
    "CastSelfFromGraveyard",
    "ExileTop",
    "Explore",
    "PlayExiled",
    "PlayFromZone",
    "TopCardToHand",
]
