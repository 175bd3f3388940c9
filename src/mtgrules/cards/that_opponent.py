""" "That opponent": the player of a trigger event that is an opponent ("Whenever ~ deals
damage to an opponent, that opponent discards a card."). The same player as "that player"
(CR 603.7c: the event's player; CR 608.2c), only the words differ: the engine resolves
:data:`THAT_OPPONENT` as ``pending.THAT_PLAYER``. The compiler accepts it only after an event
whose player is one of your opponents (:func:`opponents_event`).

>>> words(THAT_OPPONENT), words(-1)
('that opponent', None)
>>> from mtgrules.cards.pending import WhenOther
>>> opponents_event(WhenOther(event="~ deals damage to an opponent"))
True
>>> opponents_event(WhenOther(event="~ deals damage to a player"))
False
"""

from __future__ import annotations

import re

from mtgrules.cards.pending import WhenCast, WhenOther
from mtgrules.effects.base import Who

THAT_OPPONENT = -91
"""Reference: "that opponent", the trigger event's player, an opponent. Next to
``they_player.THEY_PLAYER`` (-90), away from the other references and the targets."""

_OPPONENT_EVENT = re.compile(r"^(an opponent |.* to an opponent$|.* to one of your opponents$)")
"""Event words whose player is an opponent: "an opponent draws a card", "~ deals [combat]
damage to an opponent", "... to one of your opponents"."""


def words(ref: object) -> str | None:
    """ "that opponent" for :data:`THAT_OPPONENT`, else None."""
    return "that opponent" if ref == THAT_OPPONENT else None


def opponents_event(condition: object) -> bool:
    """The player of the trigger event ``condition`` is always an opponent of the ability's
    controller (CR 102.3), so that "that opponent" names them."""
    if isinstance(condition, WhenOther):
        return _OPPONENT_EVENT.match(condition.event) is not None
    if isinstance(condition, WhenCast):
        return condition.whose is Who.OPPONENT
    return False


__all__ = ["THAT_OPPONENT", "opponents_event", "words"]
