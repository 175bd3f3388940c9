"""A player's maximum hand size (CR 402.2: normally seven; an effect may say a player has no
maximum hand size). As the cleanup step begins, the active player discards down to it (CR
514.1; 2011: the same numbers).

>>> from mtgrules.state import GameState
>>> maximum_hand_size(GameState(), 1)
7
"""

from __future__ import annotations

from mtgrules.effects.hand_size import NoMaximumHandSize
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId, GameState

__all__ = ["MAX_HAND_SIZE", "maximum_hand_size"]

MAX_HAND_SIZE = 7  # CR 402.2


def maximum_hand_size(state: GameState, player: EntityId) -> int | None:
    """``player``'s maximum hand size, or None if an effect in force says they have none."""
    for effect in effects_in_force(state):
        if isinstance(effect, NoMaximumHandSize) and effect.who.matches(
            state, player, effect.controller
        ):
            return None
    return MAX_HAND_SIZE
