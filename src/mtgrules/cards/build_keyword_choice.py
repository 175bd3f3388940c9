"""Transformer rules for a keyword the controller chooses as the spell or ability resolves
(CR 608.2d): "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until
end of turn.", "{1}: ~ gains your choice of flying, deathtouch, or lifelink until end of
turn." (rendered by :mod:`mtgrules.cards.render_sentences`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.effects.instructions import ModifyPowerToughness
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.objects import Keyword


class KeywordChoiceRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def keyword_choice(self, c: list[Token]) -> tuple[Keyword, ...]:
        # a comma of the list may be read as LIST_COMMA
        keywords = tuple(Keyword(str(k)) for k in c if k.type == "KEYWORD")
        if len(set(keywords)) != len(keywords):
            _fail("a keyword named twice in a choice")
        return keywords

    def grant_choice(self, c: list[Any]) -> Sentence:
        on = self._permanents(c[0])
        return (GrantChosenKeyword(options=c[1], on=on),)

    def pump_and_grant_choice(self, c: list[Any]) -> Sentence:
        on = self._creatures(c[0])
        power, toughness = _pt(c[1])
        pump = ModifyPowerToughness(power=power, toughness=toughness, on=on)
        return (pump, GrantChosenKeyword(options=c[2], on=on))
