"""Kinds of counters (CR 122.1; 2011: 121.1): a counter's kind is its name, and most kinds
have no rules of their own; they are only counted. +X/+Y counters change the power and
toughness of the creature they are on (CR 122.1a today; 2011: 121.1a-b).

>>> power_toughness_change({"+1/+1": 2, "+1/+0": 1, "charge": 4})
(3, 2)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

_PT = re.compile(r"([+-]\d+)/([+-]\d+)")

KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "decayed",
        "exalted",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)
"""CR 122.1b: a keyword counter on a permanent gives it that keyword ability (the same
number today; keyword counters came after the 2011 rules, which the engine plays the same
way: the card says what the counter does)."""


@functools.lru_cache(maxsize=128)
def counter_power_toughness(kind: str) -> tuple[int, int] | None:
    """What one counter of ``kind`` adds to power and toughness ("+1/+0" -> (1, 0),
    "-1/-1" -> (-1, -1)); None for a kind that isn't +X/+Y (CR 122.1a)."""
    match = _PT.fullmatch(kind)
    return None if match is None else (int(match[1]), int(match[2]))


def power_toughness_change(counters: Mapping[str, int]) -> tuple[int, int]:
    """CR 122.1a (layer 7c, CR 613.4c; 2011: 613.3d): what all the +X/+Y counters on a
    creature add to its power and toughness."""
    power = toughness = 0
    for kind, amount in counters.items():
        change = counter_power_toughness(kind)
        if change is not None:
            power += change[0] * amount
            toughness += change[1] * amount
    return power, toughness


def keyword_counter(counters: Mapping[str, int], keyword: str) -> bool:
    """CR 122.1b: a counter of the keyword ``keyword`` is on the permanent."""
    return keyword in KEYWORD_COUNTERS and counters.get(keyword, 0) > 0


__all__ = [
    "KEYWORD_COUNTERS",
    "counter_power_toughness",
    "keyword_counter",
    "power_toughness_change",
]
