"""Prototype as data (CR 702.160 and 718): a second set of mana cost, power and toughness a
card may be cast with.

CR 702.160a: "Prototype [mana cost] — [power]/[toughness]" is a static ability that lets its
card be cast "prototyped": with that mana cost, power and toughness. CR 718.3b: a prototyped
spell, and the permanent it becomes, has only those, and the color of that mana cost
(CR 105.2, 202.2); it keeps its other characteristics (name, types, abilities). CR 718.4: in
every other zone, and cast or put onto the battlefield otherwise, the card has its printed
characteristics.

Prototype was printed after 2011; both editions play it with today's rule numbers.

>>> keyword = PrototypeKeyword(keyword=PROTOTYPE, cost="{3}{G}", power=3, toughness=3,
...     printed_cost="{7}", printed_power=6, printed_toughness=5)
>>> keyword.words
'Prototype {3}{G} — 3/3'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.casting import CastingKeyword

__all__ = ["PROTOTYPE", "PROTOTYPED_RULE", "PROTOTYPE_RULE", "PrototypeKeyword"]

PROTOTYPE = "prototype"
"""The way to cast a card prototyped (``CastSpell.how``; a mark of ``GameState.cast_with``)."""
PROTOTYPE_RULE = "702.160a"
PROTOTYPED_RULE = "718.3b"
"""The rule that gives a prototyped spell and permanent its prototype characteristics."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PrototypeKeyword(CastingKeyword):
    """ "Prototype {3}{G} — 3/3" on a card printed with ``printed_cost`` (its mana cost) and
    ``printed_power``/``printed_toughness``: ``cost`` is the prototype mana cost."""

    power: int
    toughness: int
    printed_cost: str | None
    printed_power: int | None
    printed_toughness: int | None

    @property
    def words(self) -> str:
        return f"Prototype {self.cost} — {self.power}/{self.toughness}"
