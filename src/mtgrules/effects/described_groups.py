"""Groups of permanents an instruction acts on, described by their words: "all artifacts,
creatures, and lands", "all nonartifact, nonblack creatures", "all creatures with power 4 or
greater", "all creatures you don't control" (CR 109.5: "you" is the controller of the
instruction; CR 105.2 colors; CR 205 types).

The group is looked at as the instruction is carried out (CR 608.2h for nothing: a group of
"all X" is every permanent that is X at that moment), through
:meth:`mtgrules.effects.described_damage.DescribedMatch.matches`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.described_damage import DescribedMatch
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class PermanentsGroup(DescribedMatch):
    """ "all [adjectives] [nouns] [with power N or greater / with flying] [controller]": the
    permanents of any of ``nouns`` ("artifacts", "creatures", "lands"; their card types are
    the match's kinds), each adjective holding, and the filters of
    :class:`~mtgrules.effects.described_damage.DescribedMatch`."""

    nouns: tuple[str, ...] = ()

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        if entity in state.players:
            return False  # a group of permanents never holds a player
        return DescribedMatch.matches(self, state, entity, you)


__all__ = ["PermanentsGroup"]
