"""CR 702.11c: a player with hexproof can't be the target of spells or abilities their
opponents control (effects/player_hexproof.py); their own spells and abilities may still
target them."""

from __future__ import annotations

from mtgrules.effects.player_hexproof import PlayerHexproof
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId, GameState


def shielded_player(state: GameState, player: EntityId, chooser: EntityId) -> bool:
    """Whether ``player`` has hexproof against a spell or ability ``chooser`` controls: an
    effect in force gives ``player`` hexproof and ``chooser`` is one of their opponents."""
    if player not in state.players or chooser not in state.opponents(player):
        return False
    return any(
        isinstance(effect, PlayerHexproof) and effect.who.matches(state, player, effect.controller)
        for effect in effects_in_force(state)
    )


__all__ = ["shielded_player"]
