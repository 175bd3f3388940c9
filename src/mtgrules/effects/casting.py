"""Keyword abilities that change how, or from where, a spell is cast, as data (CR 702): a
:class:`CastingKeyword` is printed on a card among its static abilities and read by the
casting rules (:mod:`mtgrules.rules.alternative_casting`) in whatever zone the card is.

>>> CastingKeyword(keyword="flashback", cost="{1}{R}").words
'Flashback {1}{R}'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class CastingKeyword(Effect):
    """ "Flashback {1}{R}", "Kicker {2}", "Buyback {3}", "Convoke": the keyword and the
    mana cost it names (empty for convoke). A static ability that functions in the zone the
    card is cast from (CR 702.34a, 702.33a, 702.27a, 702.51a), not only on the battlefield."""

    keyword: str
    cost: str = ""
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        return f"{self.keyword.capitalize()} {self.cost}".strip()
