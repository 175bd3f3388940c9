"""Phrases shared by many spells and keyword lines:

* "Protection from black and from red" in a keyword line: two protection abilities
  (CR 702.16a: "protection from [quality]"; a list of qualities gives one ability each, the
  way Oracle prints it, "and from" between them).
* "Target creature you control gets +X/+0 and gains first strike until end of turn.": the
  pump of X (CR 107.3a, effects/cost_x.py) and the keywords (CR 611.2a: both until end of
  turn).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_amounts import _x_pt
from mtgrules.cards.build_auras import protection_keyword
from mtgrules.cards.build_base import _X, BuilderBase, _fail
from mtgrules.effects.instructions import GrantKeyword, ModifyPowerToughness
from mtgrules.objects import Keyword

PROTECTION = "protection from "


class SpellPhraseRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def protections_joined(self, c: list[Token]) -> tuple[Keyword, ...]:
        """ "protection from black and from red": one protection ability per quality
        (CR 702.16a), each an engine keyword."""
        keywords = tuple(protection_keyword(str(color)) for color in c)
        if len(set(keywords)) != len(keywords):
            _fail("a protection named twice")
        return keywords

    def x_pump_and_grant(self, c: list[Any]) -> Sentence:
        """ "[subject] gets +X/+0 and gains [keywords] until end of turn" (CR 107.3a)."""
        on = self._creatures(c[0])
        power, toughness = _x_pt(c[1])
        pump = ModifyPowerToughness(power=power, toughness=toughness, on=on)
        grants = tuple(GrantKeyword(keyword=k, on=on) for k in c[2])
        return (_X(pump), *grants)  # type: ignore[arg-type]  # made a CostX by _cost_x


def join_protections(words: list[str]) -> list[str]:
    """The words of a keyword line with adjacent "protection from ..." keywords said once:
    ["protection from black", "protection from red"] -> ["protection from black and from
    red"] (Oracle never lists two protections with a comma)."""
    out: list[str] = []
    for word in words:
        if out and word.startswith(PROTECTION) and out[-1].startswith(PROTECTION):
            out[-1] += " and from " + word[len(PROTECTION) :]
        else:
            out.append(word)
    return out


__all__ = ["SpellPhraseRules", "join_protections"]
