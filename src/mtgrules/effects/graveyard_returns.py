"""Instructions and the reference of cards moved out of a graveyard or into a library.

* :data:`WHERE_IT_WENT`: "return it to its owner's hand" in "When ~ dies, ..." / "When ~ is
  put into a graveyard from the battlefield, ...". An ability that triggers when its object
  moves from one zone to another can find the new object that it became in the zone it moved
  to, if that zone is public (CR 400.7d): the card in the graveyard, not the permanent that
  left (CR 400.7, 603.10a).
* :class:`ShuffleIntoLibrary`: "Shuffle ~ into its owner's library." (CR 701.20a; 2011:
  701.17a): the object is put into its owner's library, which is then shuffled.
* :class:`ExileGraveyard`: "Exile target player's graveyard." (CR 406.2): every card in that
  graveyard goes to exile.

>>> ShuffleIntoLibrary(on=WHERE_IT_WENT).on
-12
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Effect
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

WHERE_IT_WENT = -12
"""Reference: the card this object became in the graveyard it was put into, as the ability
that triggered on that move resolves (CR 400.7d); nothing once that card has left the
graveyard (CR 400.7)."""


WHERE_THAT_WENT = -13
"""Reference: "it" in "When enchanted creature dies, return it to ..." / "Whenever another
creature dies, ...": the card the object that triggered the ability became in the graveyard
(CR 400.7d, 603.7c)."""
THAT_CARD = -14
"""Reference: "that card" in "When enchanted creature dies, return that card to its owner's
hand.": resolved as :data:`WHERE_THAT_WENT`; only the words differ."""
FOUND_IN_GRAVEYARD = frozenset({WHERE_IT_WENT, WHERE_THAT_WENT, THAT_CARD})
"""The references to a card found in the graveyard a trigger event put it into."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnToBattlefield:
    """ "Return it / that card to the battlefield [tapped] [under its owner's / your
    control]." after a trigger that put it into a graveyard (the card found there, ``on`` one
    of :data:`FOUND_IN_GRAVEYARD`, CR 400.7d), or after "Exile target creature." in the same
    ability (the card exiled: other parts of an effect find the object it moved to a public
    zone, an exception of CR 400.7). It enters the battlefield under the control
    of the player who puts it there, the ability's controller, unless it says "under its
    owner's control" (CR 110.2a). ``under`` is the words said: "", "its owner's" or "your"."""

    on: Ref
    tapped: bool = False
    under: str = ""
    next_end_step: bool = False
    """ "... at the beginning of the next end step": the card is found now and a delayed
    triggered ability returns it then (CR 603.7a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ShuffleIntoLibrary:
    """ "Shuffle ~ into its owner's library.": ``on`` (``SELF``: the resolving spell, or
    :data:`WHERE_IT_WENT`: the card in the graveyard) is put into its owner's library, and
    that library is shuffled (CR 701.20a; 2011: 701.17a). ``owner_shuffles``: worded "its
    owner shuffles it into their library"."""

    on: EntityId
    owner_shuffles: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ShuffleInsteadOfGraveyard(Effect):
    """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    owner's library instead." (CR 614.1a): a static ability of the card that functions in
    every zone it could be put into a graveyard from (rules/shuffle_instead.py)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileGraveyard:
    """ "Exile target player's graveyard.": ``who`` is the player reference (a target)."""

    who: Ref


__all__ = [
    "FOUND_IN_GRAVEYARD",
    "THAT_CARD",
    "WHERE_IT_WENT",
    "WHERE_THAT_WENT",
    "ExileGraveyard",
    "ReturnToBattlefield",
    "ShuffleInsteadOfGraveyard",
    "ShuffleIntoLibrary",
]
