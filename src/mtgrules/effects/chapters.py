"""The trigger condition of a Saga's chapter ability (CR 714.2b), as data.

Sagas were printed after 2011; the engine plays them under both editions with today's rule
numbers, as it does for newer keywords.

>>> ChapterReached(chapter=3).chapter
3
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LORE", "ChapterReached"]

LORE = "lore"
"""The counters Sagas use to track their progress (CR 714.3)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChapterReached:
    """CR 714.2b: chapter ``chapter`` ("{rN} — [effect]") means "When one or more lore
    counters are put onto this Saga, if the number of lore counters on it was less than N and
    became at least N, [effect]." (rules/sagas.py)."""

    chapter: int
