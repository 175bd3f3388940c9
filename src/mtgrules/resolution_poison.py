"""Poison counters on players as the game reads them (CR 122.1f; 2011: counters 121, poison
counters 104.3d and 704.5c): the players of "each opponent who has three or more poison
counters" and the count "for each poison counter your opponents have", both as the
instruction is carried out or the static ability applies (CR 608.2h, 611.3a)."""

from __future__ import annotations

from mtgrules.cards.pending import Counted
from mtgrules.effects.poison import OPPONENTS_HAVE, POISON_COUNTER, PoisonedEach
from mtgrules.state import EntityId, GameState


def poisoned_players(
    state: GameState, group: PoisonedEach, found: list[EntityId]
) -> list[EntityId]:
    """The players of ``found`` with at least ``group.least`` poison counters."""
    return [p for p in found if p in state.players and state.poison_of(p) >= group.least]


def counts_poison(per: Counted) -> bool:
    """``per`` counts poison counters ("poison counter your opponents have")."""
    return per.noun == POISON_COUNTER and per.controller == OPPONENTS_HAVE


def opponents_poison(state: GameState, controller: EntityId) -> int:
    """The poison counters of the opponents still in the game, added up (CR 122.1f); a team
    that shares its poison counters (Two-Headed Giant, CR 810.10) counts them once."""
    pools = {
        state.players[p].pool for p in state.opponents(controller) if not state.players[p].has_lost
    }
    return sum(state.poison.get(pool, 0) for pool in pools)


__all__ = ["counts_poison", "opponents_poison", "poisoned_players"]
