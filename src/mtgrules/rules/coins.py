"""Flipping a coin (CR 705; the same number in 2011).

CR 705.1: to flip a coin for an object that cares whether a player wins or loses the flip,
the affected player flips the coin and calls "heads" or "tails"; if the call matches the
result, that player wins the flip, otherwise they lose it. Only the player who flips wins or
loses. CR 705.3: the two outcomes are equally likely, so the call doesn't change the odds:
the engine flips for the player and tells whether they won.

The coin is the game's random source (``GameState.rng``), so a game replays identically from
the same seed.

>>> import random
>>> flip_events(random.Random(3), 1)
[CoinFlipWon(rule='705.1', player=1)]
"""

from __future__ import annotations

import random

from mtgrules.random_events import CoinFlipLost, CoinFlipWon
from mtgrules.state import EntityId

FLIP_RULE = "705.1"


def wins_flip(rng: random.Random) -> bool:
    """One flip: True if the player who flipped wins it (probability 1/2, CR 705.3)."""
    return rng.random() < 0.5


def flip_events(rng: random.Random, player: EntityId) -> list[CoinFlipWon | CoinFlipLost]:
    """The event of ``player`` flipping a coin once (CR 705.1)."""
    if wins_flip(rng):
        return [CoinFlipWon(player=player, rule=FLIP_RULE)]
    return [CoinFlipLost(player=player, rule=FLIP_RULE)]


__all__ = ["FLIP_RULE", "flip_events", "wins_flip"]
