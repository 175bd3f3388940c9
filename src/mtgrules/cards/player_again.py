""" "That player" naming a player an earlier instruction of the same ability named (CR 608.2c:
the instructions are followed in order, and a later one may refer to an earlier one's
player):

* the ability's only target, a player: "~ deals 2 damage to target player. That player
  discards a card." (:data:`THAT_TARGET_PLAYER`);
* the controller of the ability's only target, a permanent an opponent controls: "Destroy
  target creature an opponent controls. That player loses 2 life." — "that player" is the
  opponent named by "an opponent", the target's controller as it last existed (CR 608.2h;
  :data:`THAT_TARGETS_PLAYER`).

Elsewhere "that player" is the player of the trigger event (``pending.THAT_PLAYER``).

>>> from mtgrules.effects.targets import TARGET_PLAYER
>>> that_player_ref([TARGET_PLAYER]) == THAT_TARGET_PLAYER
True
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.pending import THAT_PLAYER
from mtgrules.cards.player_targets import ThatPlayersTarget
from mtgrules.effects.base import PLAYER, Who
from mtgrules.effects.targets import TargetSpec

_BASE = -80
"""Far from the other references (-1 to -14, -40s, -60s in use) and above the targets (-100
and below)."""
THAT_TARGET_PLAYER = _BASE
"""Reference: "that player", the ability's only target (a player) named again."""
THAT_TARGETS_PLAYER = _BASE - 1
"""Reference: "that player", the controller of the ability's only target ("target creature
an opponent controls"), as it last existed (CR 608.2h)."""
PLAYERS_AGAIN = frozenset({THAT_TARGET_PLAYER, THAT_TARGETS_PLAYER})


def that_player_ref(targets: Sequence[TargetSpec]) -> int:
    """The reference "that player" makes after ``targets`` (the targets named so far)."""
    if len(targets) != 1 or isinstance(targets[0], ThatPlayersTarget):
        return THAT_PLAYER  # "target creature that player controls": the event's player
    spec = targets[0]
    if spec.kinds == frozenset({PLAYER}):
        return THAT_TARGET_PLAYER
    if PLAYER not in spec.kinds and spec.controller is Who.OPPONENT:
        return THAT_TARGETS_PLAYER
    return THAT_PLAYER


def words(ref: object) -> str | None:
    """ "that player" for one of these references, else None."""
    return "that player" if ref in PLAYERS_AGAIN else None


__all__ = [
    "PLAYERS_AGAIN",
    "THAT_TARGETS_PLAYER",
    "THAT_TARGET_PLAYER",
    "that_player_ref",
    "words",
]
