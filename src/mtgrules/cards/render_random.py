"""Oracle text of random outcomes (:mod:`mtgrules.effects.random_outcomes`), generated from
the compiled data alone: "flip a coin" (CR 705.1), "roll a d20" / "roll a six-sided die" (CR
706.1), "clash with an opponent" (CR 701.23b; 2011: 701.20b), and the sentences "If you win
the flip, ...", "If you lose the flip, ...", "If you win, ..." and "If the result is 3 or
less, ...".

>>> random_clause(RollDie(sides=6, worded="sided"), _Context(()))
'roll a six-sided die'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_random import SIDES
from mtgrules.cards.render_effects import RenderError, _Context
from mtgrules.effects.instructions import CreateToken, DrawCards
from mtgrules.effects.random_outcomes import (
    LOST_FLIP,
    NO_LIMIT,
    WON_CLASH,
    WON_FLIP,
    ClashWithOpponent,
    FlipCoin,
    IfOutcome,
    ResultTimes,
    RollDie,
)

_SIDED = {sides: word for word, sides in SIDES.items()}
_LEADS = {
    WON_FLIP: "If you win the flip",
    LOST_FLIP: "If you lose the flip",
    WON_CLASH: "If you win",
}


def _range(low: int, high: int) -> str:
    """ "1—9", "20", "15+": the results of a row."""
    if high == NO_LIMIT:
        return f"{low}+"
    return str(low) if low == high else f"{low}—{high}"


def random_clause(step: object, ctx: _Context) -> str | None:
    """The words of a coin flip, a die roll or a clash; None for another instruction."""
    if isinstance(step, FlipCoin):
        return "flip a coin"
    if isinstance(step, RollDie):
        if step.worded == "sided":
            return f"roll a {_SIDED[step.sides]}-sided die"
        return f"roll a d{step.sides}"
    if isinstance(step, ClashWithOpponent):
        return "clash with an opponent"
    if isinstance(step, ResultTimes):
        return _result_times(step, ctx)
    return None


def _result_times(step: ResultTimes, ctx: _Context) -> str:
    """ "create a number of Treasure tokens equal to the result", "draw cards equal to the
    result"."""
    from mtgrules.cards.render_tokens import _description, _verb

    inner = step.step
    if step.form == "cards" and inner == DrawCards(count=1):
        return "draw cards equal to the result"
    if step.form != "number of" or not isinstance(inner, CreateToken) or inner.count != 1:
        raise RenderError(f"no words for {step}")
    return f"{_verb(inner, ctx)} a number of {_description(inner, plural=True)} equal to the result"


class Named(Protocol):
    """The renderer's context: whether ``~`` was named (a subject named again is "it")."""

    self_named: bool


def outcome_sentence(step: object, ctx: Named, clauses: Callable[[Sentence], str]) -> str | None:
    """The sentence of an :class:`IfOutcome`, with ``clauses`` writing its instructions;
    None for another instruction. The object is named again in it ("If you lose the flip,
    ~ deals 3 damage to you.")."""
    if not isinstance(step, IfOutcome):
        return None
    ctx.self_named = False
    if step.row:  # a results table's row, on its own line (cards/results_tables.py)
        words = clauses(step.then)
        words = f"{words[:1].upper()}{words[1:]}."
        return words if step.continued else f"\n{_range(step.low, step.high)} | {words}"
    if step.outcome in _LEADS:
        return f"{_LEADS[step.outcome]}, {clauses(step.then)}."
    if step.high == NO_LIMIT:
        return f"If the result is {step.low} or greater, {clauses(step.then)}."
    if step.low == 1:
        return f"If the result is {step.high} or less, {clauses(step.then)}."
    raise RenderError(f"no words for {step}")


__all__ = ["outcome_sentence", "random_clause"]
