"""Transformer rules for reflexive triggered abilities (CR 603.12): "When ~ enters, you may
sacrifice another creature. When you do, destroy target creature an opponent controls."

The "When you do" sentences become one :class:`~mtgrules.effects.reflexive.WhenYouDo`
instruction, last in the triggered ability, holding its own targets: they are chosen as the
reflexive ability is put on the stack (CR 603.3d), not with the first ability's. The sentence
before names the action it waits for, a single instruction; the first ability has no
targets of its own (its target numbers would mix with the reflexive ability's)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence, TriggeredLine, instructions
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_conditions import _targets_in
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import IfYouDo
from mtgrules.effects.reflexive import WhenYouDo

_Reflexive = tuple[Condition | None, tuple[Sentence, ...]]
"""A reflexive ability's intervening "if" and sentences."""


class ReflexiveRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def reflexive(self, c: list[Any]) -> _Reflexive:
        """ "When you do, [sentences]" (CR 603.12)."""
        return None, c[0]

    def reflexive_if(self, c: list[Any]) -> _Reflexive:
        """ "When you do, if [condition], [sentences]" (CR 603.12, 603.4)."""
        return c[0], c[1]

    def triggered_reflexive(self, c: list[Any]) -> TriggeredLine:
        """ "[condition], [action]. When you do, [effect]" (CR 603.12)."""
        return self._reflexive_line(c[0], c[1], c[2], optional=False)

    def triggered_may_reflexive(self, c: list[Any]) -> TriggeredLine:
        """ "[condition], you may [action]. When you do, [effect]" (CR 603.5, 603.12)."""
        return self._reflexive_line(c[0], c[1], c[2], optional=True)

    def _reflexive_line(
        self,
        condition: Any,
        before: tuple[Sentence, ...],
        reflexive: _Reflexive,
        *,
        optional: bool,
    ) -> TriggeredLine:
        form, when = condition if isinstance(condition, tuple) else ("", condition)
        intervening, after = reflexive
        if _targets_in(before):
            _fail("'when you do' after an action with targets")
        if len([s for s in before[-1] if not isinstance(s, Joint)]) != 1:
            _fail("'when you do' after several actions")
        if any(isinstance(s, IfYouDo) for s in instructions(before + after)):
            _fail("'if you do' with 'when you do'")
        step = WhenYouDo(sentences=after, targets=self._targets(), intervening=intervening)
        return TriggeredLine(when=when, sentences=(*before, (step,)), optional=optional, form=form)

    def what_basic_either(self, c: list[Token]) -> dict[str, Any]:
        """ "a basic Forest or Plains card" (CR 701.23a: basic, one of the subtypes)."""
        return _basic_qualities(c)

    def what_basic_three(self, c: list[Token]) -> dict[str, Any]:
        """ "a basic Forest, Plains, or Island card" (CR 701.23a)."""
        return _basic_qualities(c)


def _basic_qualities(c: list[Token]) -> dict[str, Any]:
    """A search for a basic card of one of the land types named (CR 205.4c, 701.23a)."""
    names = tuple(str(t).capitalize() for t in c if t.type == "COUNT_SUBTYPE")
    if len(set(names)) != len(names):
        _fail("a search for the same land type twice")
    return {"basic": True, "qualities": names}


__all__ = ["ReflexiveRules"]
