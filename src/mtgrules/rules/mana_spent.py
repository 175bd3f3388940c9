"""The mana spent to cast a spell (CR 601.2h, 2011: 601.2g), kept with the other marks of
how it was cast (``GameState.cast_with``; it goes to the permanent the spell becomes, like X,
rules/x_counters.py), for "the number of colors of mana spent to cast ~" (CR 105.1: white,
blue, black, red and green; colorless mana has no color, CR 105.4c / 106.1b) and sunburst.

Creatures tapped for convoke or improvise and cards exiled for delve pay no mana (CR
702.51a, 702.126a, 702.66a): they aren't counted.

>>> spent_mark({"W": 1, "G": 2, "C": 1})
('spent=C1G2W1',)
>>> sorted(spent_colors(("CAST", "spent=C1G2W1")))
['G', 'W']
>>> without_spent(("kicker", "spent=R3"))  # a copy (CR 707.10)
('kicker',)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mtgrules.rules.casting import Payment
from mtgrules.state import EntityId, GameState

_PREFIX = "spent="
MANA_SPENT = "mana spent"
"""The condition kind "at least N [color] mana was spent to cast ~" (Condition.state the
color, Condition.amount N)."""
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLORS = frozenset("WUBRG")


def spent_mark(spent: Mapping[str, int]) -> tuple[str, ...]:
    """The mark of a spell paid with ``spent`` (mana symbol -> amount); none if no mana."""
    paid = "".join(f"{symbol}{n}" for symbol, n in sorted(spent.items()) if n > 0)
    return (f"{_PREFIX}{paid}",) if paid else ()


def payment_spent(payment: Payment) -> dict[str, int]:
    """The mana ``payment`` spends: from the pool and from mana abilities, not the creatures
    tapped for convoke / improvise nor the cards exiled for delve."""
    from mtgrules.rules.keyword_payment import CONVOKE_TAP, DELVE_EXILE, IMPROVISE_TAP

    spent = dict(payment.from_pool)
    for _, index, mana in payment.tap:
        if index not in (CONVOKE_TAP, IMPROVISE_TAP, DELVE_EXILE):
            spent[mana] = spent.get(mana, 0) + 1
    return spent


def without_spent(marks: tuple[str, ...]) -> tuple[str, ...]:
    """``marks`` of a spell for its copy: no mana was spent to cast a copy (CR 707.10; the
    colors spent to cast the original aren't copied)."""
    return tuple(m for m in marks if not m.startswith(_PREFIX))


def spent_amounts(marks: tuple[str, ...]) -> dict[str, int]:
    """The mana a spell with ``marks`` was paid with (symbol -> amount)."""
    for mark in marks:
        if mark.startswith(_PREFIX):
            pairs = re.findall(r"([A-Z]+)(\d+)", mark.removeprefix(_PREFIX))
            return {symbol: int(n) for symbol, n in pairs}
    return {}


def spent_colors(marks: tuple[str, ...]) -> frozenset[str]:
    """The colors of mana among what was spent (CR 105.1)."""
    return frozenset(s for s, n in spent_amounts(marks).items() if s in _COLORS and n > 0)


def mana_spent_at_least(state: GameState, obj: EntityId, color: str, amount: int) -> bool:
    """At least ``amount`` mana of ``color`` ("white") was spent to cast the spell ``obj``
    (or the permanent it became): "If at least three white mana was spent to cast ~"."""
    spent = spent_amounts(state.cast_with.get(obj, ()))
    return spent.get(COLOR_SYMBOLS[color], 0) >= amount


def colors_spent(state: GameState, obj: EntityId | None) -> int:
    """How many colors of mana were spent to cast the spell ``obj`` (or the permanent it
    became); 0 for an object that wasn't cast (CR 601.2h)."""
    marks = state.cast_with.get(obj, ()) if obj is not None else ()
    return len(spent_colors(marks))


__all__ = [
    "COLOR_SYMBOLS",
    "MANA_SPENT",
    "colors_spent",
    "mana_spent_at_least",
    "payment_spent",
    "spent_amounts",
    "spent_colors",
    "spent_mark",
    "without_spent",
]
