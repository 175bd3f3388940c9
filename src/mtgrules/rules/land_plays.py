"""How many lands a player may play this turn (CR 305.2: one land during each of their turns,
plus one for each effect in force that lets them play an additional land; 2011: the same
numbers). The engine lists and checks "play a land" against it (CR 305.1-2).

>>> from mtgrules.state import GameState
>>> land_plays_allowed(GameState(), 1)
1
"""

from __future__ import annotations

from mtgrules.effects.land_plays import AdditionalLandPlay
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId, GameState

__all__ = ["LAND_PLAYS", "land_plays_allowed"]

LAND_PLAYS = 1  # CR 305.2


def land_plays_allowed(state: GameState, player: EntityId) -> int:
    """The number of lands ``player`` may play in the current turn."""
    extra = sum(
        1
        for effect in effects_in_force(state)
        if isinstance(effect, AdditionalLandPlay)
        and effect.who.matches(state, player, effect.controller)
    )
    return LAND_PLAYS + extra
