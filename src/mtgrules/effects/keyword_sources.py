"""Sources of damage described by a keyword ability: "Prevent all combat damage that would be
dealt this turn by creatures without trample." (Tanglesap), "Prevent all damage that would
be dealt to you this turn by creatures with flying." (Scarecrow). CR 615.1a: the effect looks
at each source as the damage would be dealt (a creature that gains trample later isn't
covered any more, CR 611.2c applies only to "affected" sets fixed by the effect, and these
are sources, checked each time)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Match
from mtgrules.objects import Keyword
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class KeywordMatch(Match):
    """A :class:`Match` of objects with (``has``) or without a keyword ability; players
    never match."""

    keyword: Keyword
    has: bool = True

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        if entity in state.players or not Match.matches(self, state, entity, you):
            return False
        view = state.source_view(entity)
        return view is not None and view.has(self.keyword) == self.has


__all__ = ["KeywordMatch"]
