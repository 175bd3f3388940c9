"""Random outcomes as data: flipping a coin (CR 705), rolling a die (CR 706) and clashing
(CR 701.23; 2011: 701.20), and the sentences that read their outcome: "If you win the flip,
...", "If you lose the flip, ...", "If you win, ..." (a clash), "If the result is 3 or less,
..." and amounts "equal to the result".

The instructions that read an outcome read the last one of the same spell or ability (CR
608.2c: its instructions are followed in order, a later one may refer to what an earlier one
did). Dice rolling didn't exist in the rules of 2011; a game under ``cr2011`` rolls dice by
today's rule 706.

>>> IfOutcome(outcome=WON_FLIP, then=())
IfOutcome(outcome='won flip', then=(), low=0, high=0, row=False, continued=False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Joint
    from mtgrules.effects.instructions import Instruction

WON_FLIP = "won flip"
"""CR 705.1: the player who flipped won the flip (their call matched the result)."""
LOST_FLIP = "lost flip"
"""CR 705.1: the player who flipped lost the flip."""
WON_CLASH = "won clash"
"""CR 701.23d (2011: 701.20d): the player won the clash."""
RESULT = "result"
"""CR 706.2: the result of the last die rolled is between ``low`` and ``high``."""
OUTCOMES = frozenset({WON_FLIP, LOST_FLIP, WON_CLASH, RESULT})

THE_RESULT = "the result"
"""The amount "equal to the result": the result of the last die rolled (CR 706.2)."""
NO_LIMIT = 0
"""``high`` of "N or greater": no upper bound."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FlipCoin:
    """ "Flip a coin." (CR 705.1): the controller flips a coin and wins or loses the flip."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RollDie:
    """ "Roll a d20." / "Roll a six-sided die." (CR 706.1): the controller rolls one die
    with ``sides`` faces; ``worded`` keeps how the text names it ("d" for "a d20", "sided"
    for "a six-sided die")."""

    sides: int
    worded: str = "d"


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashWithOpponent:
    """ "Clash with an opponent." (CR 701.23b; 2011: 701.20b): the controller chooses an
    opponent and both clash."""


@dataclass(frozen=True, slots=True, kw_only=True)
class IfOutcome:
    """ "If you win the flip, [then]." and the like: ``then`` carried out only if the last
    random outcome of the same spell or ability is ``outcome`` (for :data:`RESULT`: the last
    result is at least ``low`` and, unless ``high`` is :data:`NO_LIMIT`, at most ``high``).
    ``then`` is the sentence as written, with its joints (``cards.abilities.Joint``: words
    only); ``row``: a row of a results table ("1—9 | ..."), not an "If" sentence."""

    outcome: str
    then: tuple[Instruction | Joint, ...]
    low: int = 0
    high: int = 0
    row: bool = False
    continued: bool = False
    """A row's second or later sentence (on the row's line, without its range)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ResultTimes:
    """ "You create a number of Treasure tokens equal to the result." / "Draw cards equal to
    the result.": ``step`` (its amount 1) carried out once with its amount multiplied by the
    result of the last die rolled (CR 706.2, 608.2h); nothing for a result of 0. ``form``:
    "number of" (tokens) or "cards" (drawn)."""

    step: Instruction
    form: str


RANDOM_INSTRUCTIONS = (FlipCoin, RollDie, ClashWithOpponent)
"""The instructions that make a random outcome."""

__all__ = [
    "LOST_FLIP",
    "NO_LIMIT",
    "OUTCOMES",
    "RANDOM_INSTRUCTIONS",
    "RESULT",
    "THE_RESULT",
    "WON_CLASH",
    "WON_FLIP",
    "ClashWithOpponent",
    "FlipCoin",
    "IfOutcome",
    "ResultTimes",
    "RollDie",
]
