"""The instruction that creates an emblem (CR 114 today; CR 113 in 2011, the same clauses).

"[Player] gets an emblem with [ability]." means that player puts an emblem with that ability
into the command zone; the emblem is owned and controlled by that player (CR 114.2; 2011
113.2). It has no characteristics other than its abilities: no name, types, mana cost or
color (CR 114.3), its abilities function in the command zone (CR 114.4), and it is neither
a card nor a permanent (CR 114.5). Nothing in the engine removes an emblem.

>>> GetEmblem(abilities=()).who
-2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

YOU = -2  # mtgrules.effects.instructions.YOU: the controller of the spell or ability


@dataclass(frozen=True, slots=True, kw_only=True)
class GetEmblem:
    """ "You get an emblem with "[ability]" [and "[ability]"]." / "Target opponent gets an
    emblem with ..." (CR 114.2): ``who`` gets an emblem with the quoted ``abilities``
    (:class:`mtgrules.cards.granted_abilities.Quoted`, in which ``~`` is "this emblem")."""

    abilities: tuple[Any, ...]
    who: int | Any = YOU


__all__ = ["GetEmblem"]
