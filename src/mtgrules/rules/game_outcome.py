"""Who may lose or win the game under the effects in force (CR 104.2, 104.3;
:mod:`mtgrules.effects.game_outcome`).

"You can't lose the game and your opponents can't win the game." keeps its controller in the
game at 0 or less life, with ten poison counters, or after drawing from an empty library (the
state-based actions of CR 704.5a-c simply don't make them lose; they do as soon as the effect
ends, at the next check). "You don't lose the game for having 0 or less life." overrides only
CR 704.5a (104.3b). An effect that says a player wins the game (CR 104.2b) does nothing if
that player can't win, or if one of their opponents can't lose.
"""

from __future__ import annotations

from mtgrules.effects.game_outcome import NoLossForLife, OutcomeLock
from mtgrules.events import PlayerLost
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId, GameState

LIFE = "life"  # PlayerLost.reason of CR 704.5a


def _opponents(state: GameState, a: EntityId, b: EntityId) -> bool:
    return b in state.opponents(a)


def cant_lose(state: GameState, player: EntityId) -> bool:
    """An effect in force says ``player`` can't lose the game."""
    for effect in effects_in_force(state):
        if not isinstance(effect, OutcomeLock):
            continue
        you = effect.who.matches(state, player, effect.controller)
        if (effect.lose and you) or (
            not effect.lose and _opponents(state, effect.controller, player)
        ):
            return True
    return False


def cant_win(state: GameState, player: EntityId) -> bool:
    """An effect in force says ``player`` can't win the game."""
    for effect in effects_in_force(state):
        if not isinstance(effect, OutcomeLock):
            continue
        you = effect.who.matches(state, player, effect.controller)
        if (not effect.lose and you) or (
            effect.lose and effect.opponents and _opponents(state, effect.controller, player)
        ):
            return True
    return False


def may_lose(state: GameState, loss: PlayerLost) -> bool:
    """Whether a loss by a state-based action happens (CR 704.5a-c), given the effects."""
    if cant_lose(state, loss.player):
        return False
    if loss.reason == LIFE:
        return not any(
            isinstance(e, NoLossForLife) and e.who.matches(state, loss.player, e.controller)
            for e in effects_in_force(state)
        )
    return True


def may_win(state: GameState, player: EntityId) -> bool:
    """Whether an effect that says ``player`` wins the game (CR 104.2b) can make them win."""
    if cant_win(state, player):
        return False
    return not any(cant_lose(state, o) for o in state.opponents(player))


__all__ = ["cant_lose", "cant_win", "may_lose", "may_win"]
