"""Where a bonus and the keywords it comes with make one clause, beyond "gets +2/+0 and gains
trample until end of turn" (rendered by :mod:`mtgrules.cards.render_sentences`): the keywords
said first ("gains trample and gets +2/+0 until end of turn", from
:mod:`mtgrules.cards.build_pump_order`) and a bonus X of "where X is ..." said first ("gets
+X/+0 and gains first strike until end of turn, where X is ..."). CR 613.4c / 613.1f: one
bonus and keywords on the same object for the same duration."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtgrules.effects.cost_x import CostX
from mtgrules.effects.instructions import ForEach, GrantKeyword, ModifyPowerToughness
from mtgrules.objects import Keyword


@dataclass(frozen=True, slots=True)
class PumpClause:
    """One clause of ``sentence[start:end]``: the ``pump`` instruction (at ``at``, maybe a
    ForEach "where X" or a CostX around the bonus) and the ``keywords`` granted with it."""

    at: int
    end: int
    bonus: ModifyPowerToughness
    keywords: tuple[Keyword, ...]
    keywords_first: bool


def _bonus(step: object) -> ModifyPowerToughness | None:
    if (isinstance(step, ForEach) and step.form == "where X") or isinstance(step, CostX):
        step = step.step
    return step if isinstance(step, ModifyPowerToughness) else None


def _grants(sentence: Sequence[object], i: int, like: ModifyPowerToughness) -> int:
    """The end of the run of keyword grants from ``i`` on the bonus's object and duration."""
    j = i
    while j < len(sentence):
        step = sentence[j]
        if not (
            isinstance(step, GrantKeyword) and step.on == like.on and step.duration == like.duration
        ):
            break
        j += 1
    return j


def pump_clause_at(sentence: Sequence[object], i: int) -> PumpClause | None:
    """The clause at ``i`` when it is keywords then a bonus, or a "where X" bonus then
    keywords; None otherwise (the other wordings are the renderer's own)."""
    step = sentence[i]
    if isinstance(step, GrantKeyword):
        j = i
        while j < len(sentence) and isinstance(sentence[j], GrantKeyword):
            j += 1
        bonus = _bonus(sentence[j]) if j < len(sentence) else None
        if bonus is None or _grants(sentence, i, bonus) != j:
            return None
        keywords = tuple(s.keyword for s in sentence[i:j] if isinstance(s, GrantKeyword))
        return PumpClause(j, j + 1, bonus, keywords, True)
    bonus = _bonus(step)
    if bonus is None or not (isinstance(step, ForEach) and step.form == "where X"):
        return None
    j = _grants(sentence, i + 1, bonus)
    if j == i + 1:
        return None
    keywords = tuple(s.keyword for s in sentence[i + 1 : j] if isinstance(s, GrantKeyword))
    return PumpClause(i, j, bonus, keywords, False)


__all__ = ["PumpClause", "pump_clause_at"]
