"""Carrying out random outcomes (:mod:`mtgrules.effects.random_outcomes`): flipping a coin
(CR 705.1), rolling a die (CR 706.1-2), clashing with an opponent (CR 701.23; 2011: 701.20),
and the instructions that read the outcome ("If you win the flip, ...", "If the result is 3
or less, ...", "equal to the result"): the last outcome of the same spell or ability (CR
608.2c). In "If the result is 3 or less, you lose that much life.", "that much" is the
result.

Every outcome comes from the game's random source (``GameState.rng``): a game replays
identically from the same seed, and an action retried after a choice rolls the same (the
random source is part of the state it restarts from).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.cards.abilities import instructions
from mtgrules.effects.random_outcomes import (
    LOST_FLIP,
    NO_LIMIT,
    RESULT,
    WON_CLASH,
    WON_FLIP,
    ClashWithOpponent,
    FlipCoin,
    IfOutcome,
    ResultTimes,
    RollDie,
)
from mtgrules.events import Event
from mtgrules.random_events import ClashWon, CoinFlipLost, CoinFlipWon, DieRolled
from mtgrules.resolution_counts import scaled
from mtgrules.resolution_sacrifice import apnap_order
from mtgrules.rules.clash import clash_events, clash_rule
from mtgrules.rules.coins import flip_events
from mtgrules.rules.dice import roll_event
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.choices import Decision
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

RANDOM_INSTRUCTIONS = (FlipCoin, RollDie, ClashWithOpponent, IfOutcome, ResultTimes)
"""The instructions :func:`carry_out` carries out."""

_OUTCOME_EVENTS = (CoinFlipWon, CoinFlipLost, DieRolled, ClashWon)


def _outcomes(ctx: Context) -> list[Event]:
    """The random outcomes of the instructions carried out so far, in order."""
    return [e for _, events in ctx.history for e in events if isinstance(e, _OUTCOME_EVENTS)]


def last_result(ctx: Context) -> int | None:
    """The result of the last die the spell or ability rolled (CR 706.2), or None."""
    rolls = [e.result for e in _outcomes(ctx) if isinstance(e, DieRolled)]
    return rolls[-1] if rolls else None


def _won_flip(ctx: Context) -> bool | None:
    flips = [e for e in _outcomes(ctx) if isinstance(e, CoinFlipWon | CoinFlipLost)]
    return isinstance(flips[-1], CoinFlipWon) if flips else None


def _clashed(ctx: Context) -> bool:
    """The controller won the clash of the spell or ability (CR 701.23d)."""
    return any(isinstance(e, ClashWon) and e.player == ctx.controller for e in _outcomes(ctx))


def _holds(step: IfOutcome, ctx: Context) -> bool:
    if step.outcome in (WON_FLIP, LOST_FLIP):
        won = _won_flip(ctx)
        return won is not None and won == (step.outcome == WON_FLIP)
    if step.outcome == WON_CLASH:
        return _clashed(ctx)
    assert step.outcome == RESULT, step.outcome
    result = last_result(ctx)
    if result is None:
        return False
    return result >= step.low and (step.high == NO_LIMIT or result <= step.high)


def _opponent(game: Resolution, ctx: Context) -> EntityId | None:
    """CR 701.23b: the controller chooses an opponent to clash with."""
    state = game.state
    living = [p for p in state.opponents(ctx.controller) if not state.players[p].has_lost]
    if not living:
        return None
    if len(living) == 1 or game._chooser is None:
        return living[0]
    from mtgrules.choices import Decision

    chosen = game._chooser.ask(
        Decision(
            kind="clash opponent",
            player=ctx.controller,
            options=tuple(living),
            prompt="which opponent to clash with",
            rule=clash_rule(game.ruleset, "b"),
        )
    )
    assert isinstance(chosen, int)
    return chosen


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`RANDOM_INSTRUCTIONS`."""
    state = game.state
    if isinstance(step, FlipCoin):  # CR 705.1
        return game._emit(flip_events(state.rng, ctx.controller))
    if isinstance(step, RollDie):  # CR 706.1-2
        return game._emit([roll_event(state.rng, ctx.controller, step.sides)])
    if isinstance(step, ClashWithOpponent):  # CR 701.23b-d
        opponent = _opponent(game, ctx)
        players = apnap_order(state, [ctx.controller, *([opponent] if opponent else [])])

        def ask(decision: Decision) -> object:
            return game._chooser.ask(decision) if game._chooser is not None else "top"

        return game._run(lambda _: clash_events(state, game.ruleset, players, ask))
    if isinstance(step, ResultTimes):  # CR 706.2, 608.2h: the result, counted now
        times = last_result(ctx) or 0
        return game._carry_out_one(scaled(step.step, times), ctx) if times > 0 else []
    assert isinstance(step, IfOutcome)
    if not _holds(step, ctx):
        return []
    if step.outcome == RESULT:  # "you lose that much life": the result (CR 706.2)
        ctx = dataclasses.replace(ctx, that_amount=last_result(ctx))
    return game._carry_out(instructions((step.then,)), ctx)  # without the joints (words)


__all__ = ["RANDOM_INSTRUCTIONS", "carry_out", "last_result"]
