"""Restrictions on activating an ability (CR 602.5): "Activate only once each turn."
(CR 602.5b: the restriction counts activations of this object's ability this turn),
"Activate only as a sorcery." (CR 602.5d: sorcery timing, CR 307.1), "Activate only during
your upkeep.", "Activate only during your turn, before attackers are declared."."""

from __future__ import annotations

from mtgrules.objects import Step
from mtgrules.rules.casting import sorcery_timing
from mtgrules.state import EntityId, GameState

LIMITS = frozenset(
    {
        "once each turn",
        "as a sorcery",
        "during your upkeep",
        "during your turn, before attackers are declared",
    }
)
"""The limits :func:`limit_problem` checks."""

_BEFORE_ATTACKERS = (
    Step.UNTAP,
    Step.UPKEEP,
    Step.DRAW,
    Step.PRECOMBAT_MAIN,
    Step.BEGINNING_OF_COMBAT,
)


def activations(state: GameState, source: EntityId, index: int) -> int:
    """How many times the ability was activated this turn."""
    return state.activations.get((source, index, state.turn), 0)


def limit_problem(
    state: GameState, player: EntityId, source: EntityId, index: int, limit: str
) -> tuple[str, str] | None:
    """Why ``limit`` forbids activating the ability now, as (reason, rule), or None."""
    if not limit:
        return None
    if limit == "once each turn":
        if activations(state, source, index) >= 1:
            return ("it was already activated this turn (activate only once each turn)", "602.5b")
        return None
    if limit == "as a sorcery":
        if not sorcery_timing(state, player):
            return (
                "activate only as a sorcery: in your main phase with an empty stack",
                "602.5d",
            )
        return None
    mine = state.active_player == player
    if limit == "during your upkeep":
        if not (mine and state.step is Step.UPKEEP):
            return ("activate only during your upkeep", "602.5b")
        return None
    assert limit == "during your turn, before attackers are declared", limit
    if not (mine and state.step in _BEFORE_ATTACKERS):
        return ("activate only during your turn, before attackers are declared", "602.5b")
    return None


__all__ = ["LIMITS", "activations", "limit_problem"]
