"""Targets controlled by the player a triggered ability names (CR 115.1, 603.7c):
"Whenever ~ deals combat damage to a player, destroy target nonblack creature that player
controls."

The compiled ability holds a :class:`ThatPlayersTarget` with no player; when the ability is
put on the stack its target specs are bound to the player of the trigger event
(:func:`mtgrules.rules.player_targets.bind_that_player`), so the target is chosen among that
player's permanents (CR 603.3d) and checked again on resolution (CR 608.2b) against the same
player.

>>> spec = ThatPlayersTarget(kinds=frozenset({"creature"}), not_color="black")
>>> that_players_words(spec)
'target nonblack creature that player controls'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.target_descriptions import DescribedTarget, described_words
from mtgrules.state import EntityId

THAT_PLAYER_CONTROLS = "that player controls"


@dataclass(frozen=True, slots=True, kw_only=True)
class ThatPlayersTarget(DescribedTarget):
    """A filtered target "that player controls" (CR 115.1): ``player`` is the trigger's
    player once the ability is on the stack (0, before: nothing is a legal target)."""

    player: EntityId = 0


def that_players_words(spec: ThatPlayersTarget) -> str:
    """ "target creature that player controls", "up to one target creature that player
    controls", "another target artifact that player controls"."""
    return f"{described_words(spec)} {THAT_PLAYER_CONTROLS}"
