"""Rolling a die (CR 706, today's rules; the rules of 2011 had no dice, and a game under
``cr2011`` rolls them by today's rule, which it cites).

CR 706.1: to roll a die, a player rolls a die with the number of faces the instruction
names ("roll a d20": twenty faces, "roll a six-sided die": six), each face equally likely.
CR 706.2: the number on the top face is the result of the roll (no card the engine plays
modifies it: the natural result is the result).

The die is the game's random source (``GameState.rng``), so a game replays identically from
the same seed.

>>> import random
>>> roll_event(random.Random(1), 1, 20).result
5
"""

from __future__ import annotations

import random

from mtgrules.random_events import DieRolled
from mtgrules.state import EntityId

ROLL_RULE = "706.2"
"""The rule a roll's event cites: its result (CR 706.2)."""


def roll(rng: random.Random, sides: int) -> int:
    """One roll of a die with ``sides`` faces: 1 to ``sides``, each equally likely (706.1)."""
    return rng.randint(1, sides)


def roll_event(rng: random.Random, player: EntityId, sides: int) -> DieRolled:
    """The event of ``player`` rolling a die of ``sides`` faces once (CR 706.1-2)."""
    return DieRolled(player=player, sides=sides, result=roll(rng, sides), rule=ROLL_RULE)


ROLL_ONE_OR_MORE = "you roll one or more dice"
ROLL_A_DIE = "you roll a die"
ROLL_TRIGGERS = frozenset({ROLL_ONE_OR_MORE, ROLL_A_DIE})
"""The trigger events of rolls (CR 603.2): "Whenever you roll one or more dice" triggers once
per instruction that rolls, "whenever you roll a die" once per die; each instruction the
engine carries out rolls one die, so both trigger once per roll."""


__all__ = [
    "ROLL_A_DIE",
    "ROLL_ONE_OR_MORE",
    "ROLL_RULE",
    "ROLL_TRIGGERS",
    "roll",
    "roll_event",
]
