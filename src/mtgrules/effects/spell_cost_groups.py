"""Cost changes for groups of spells, as data (CR 601.2f; 2011: 601.2e): "Beast spells you
cast cost {1} less to cast.", "Blue spells and red spells you cast ...", "Instant and sorcery
spells you cast cost {1} less to cast for each creature token you control.", "The first
creature spell you cast each turn costs {2} less to cast.", "Spells your opponents cast
during your turn cost {1} more to cast."

>>> GroupSpellsCost(mana="{1}", groups=(("Aura", "Equipment"),)).groups
(('Aura', 'Equipment'),)
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import Counted
from mtgrules.effects.base import Duration, Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupSpellsCost(Effect):
    """A static ability of a permanent that changes the total cost of the spells of a group
    (CR 601.2f): ``mana`` more (``more``) or less, generic mana only for a reduction.

    ``groups``: the spell has one word of each group (a color, a card type, a subtype, or
    "non" and a card type), every spell when empty; ``each_spells``: printed "Blue spells
    and red spells"; ``whose``: cast by "you", "your opponents" or anyone (""), relative to
    the permanent's controller; ``your_turn``: only during its controller's turn; ``nth``:
    only the Nth spell of the group its caster casts this turn ("The first creature spell
    you cast each turn"); ``per``: times the number counted ("for each ..."); ``by_x``: the
    mana is {X}, X counted ("where X is ...")."""

    mana: str
    more: bool = False
    groups: tuple[tuple[str, ...], ...] = ()
    each_spells: bool = False
    whose: str = "you"
    your_turn: bool = False
    nth: int = 0
    per: Counted | None = None
    by_x: Counted | None = None
    duration: Duration = Duration.STATIC


__all__ = ["GroupSpellsCost"]
