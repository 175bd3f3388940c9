"""Transformer callbacks of counter thresholds read during resolution (``oracle.lark``'s
block "transform-3"): "Then if there are three or more dread counters on it, transform it."
(Grasping Shadows).

The condition is checked as the instruction is carried out (CR 608.2c: the instructions are
followed in order, a "then if" reads the game as it is by then), against the object with the
ability: it holds when that permanent is on the battlefield with at least that many counters
of that kind (CR 122.1). It is the same ``"counter"`` condition as "as long as ~ has four or
more +1/+1 counters on it", written with the form ``"there are"``. The "it" the condition
counts on is this object, so "transform it" after it transforms this object (CR 701.28a).

>>> from mtgrules.cards.grammar import parse_line
>>> line = parse_line("At the beginning of your upkeep, put a dread counter on ~. "
...                   "Then if there are three or more dread counters on it, transform it.")
>>> line.sentences[1][0].then
(Transform(on=-1, it=True),)
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _number
from mtgrules.cards.pending import TRIGGERING_OBJECT
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.instructions import SELF, Instruction, Transform

THERE_ARE = "there are"
"""The form of "there are N or more [kind] counters on it" (cards/render_conditions.py)."""


def _it_is_self(step: Instruction) -> Instruction:
    """ "transform it": the object the counters are on, this one (CR 701.28a)."""
    if isinstance(step, Transform) and step.on in (SELF, TRIGGERING_OBJECT):
        return Transform(on=SELF, it=True)
    return step


class CounterThresholdRules(BuilderBase):
    """Counter thresholds as conditions of instructions (CR 122.1, 608.2c)."""

    def then_if_counters_on_it(self, c: list[Any]) -> tuple[IfCondition]:
        """ "Then if there are three or more dread counters on it, [effect]." (CR 608.2c)."""
        number, kind, steps = c
        assert isinstance(number, Token) and isinstance(kind, Token)
        condition = Condition("counter", state=str(kind), amount=_number(number), form=THERE_ARE)
        then = tuple(_it_is_self(step) for step in steps)
        return (IfCondition(condition=condition, then=then, form="then"),)
