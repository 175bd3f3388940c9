"""References to what an attacking creature attacks (CR 506.2, 508.1b, 508.5):
"~ deals 1 damage to the player or planeswalker it's attacking" (Hellrider, Scorch Spitter),
"... the player or planeswalker that creature is attacking" (Raid Bombardment), "it deals 1
damage to defending player" (Falkenrath Perforator).

The attacking creature is the object of the trigger event ("Whenever a creature you control
attacks", "Whenever ~ becomes blocked"), else the source of the ability. It attacks a player
or a planeswalker (CR 508.1b); "defending player" is that player, or the controller of that
planeswalker (CR 508.5; 2011: 508.5). A creature that isn't attacking (any more) names no one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context

_BASE = -60
"""Far from the other references (-1 to -11, -40 to -47 in use) and above the targets."""

ATTACKED_BY_IT = _BASE
"""'the player or planeswalker it's attacking'"""
ATTACKED_BY_THAT_CREATURE = _BASE - 1
"""'the player or planeswalker that creature is attacking'"""
DEFENDING_PLAYER = _BASE - 2
"""'defending player'"""

ATTACK_REFS: dict[int, str] = {
    ATTACKED_BY_IT: "the player or planeswalker it's attacking",
    ATTACKED_BY_THAT_CREATURE: "the player or planeswalker that creature is attacking",
    DEFENDING_PLAYER: "defending player",
}
"""Reference -> its words."""


def attacked(state: GameState, ref: int, ctx: Context) -> list[EntityId]:
    """The player or planeswalker the attacking creature attacks, or its defending player."""
    attacker = ctx.that_object if ctx.that_object is not None else ctx.source
    combat = state.combat
    target = combat.attackers.get(attacker) if combat is not None else None
    if target is None:
        return []
    if target not in state.players and state.source_view(target) is None:
        return []  # the planeswalker is gone
    if ref == DEFENDING_PLAYER:
        return [target if target in state.players else state.controller_of(target)]
    return [target]


__all__ = [
    "ATTACKED_BY_IT",
    "ATTACKED_BY_THAT_CREATURE",
    "ATTACK_REFS",
    "DEFENDING_PLAYER",
    "attacked",
]
