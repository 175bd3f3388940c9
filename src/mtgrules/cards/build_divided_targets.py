"""Transformer rules for damage divided among targets with conditions (CR 601.2d, 115.1;
:mod:`mtgrules.cards.divided_targets`): "~ deals 3 damage divided as you choose among one,
two, or three target attacking or blocking creatures", "~ deals X damage divided as you choose
among any number of targets"."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import SELF_OR_IT, BuilderBase, _fail, _filtered
from mtgrules.cards.divided_targets import FILTERS, FilteredPoint, XPoints, points_words
from mtgrules.cards.vocabulary import ANY_TARGET_KINDS, filtered_words
from mtgrules.effects.base import Who
from mtgrules.effects.divided_x import DividedXDamage
from mtgrules.effects.instructions import DividedDamage
from mtgrules.objects import CardType

_MOST = {"one or two": 2, "one, two, or three": 3, "any number of": 0}
_PERMANENT_KINDS = {f"{t.value.lower()}s": t.value.lower() for t in CardType}


class DividedTargetRules(BuilderBase):
    """Callbacks of the grammar rules ``divided_damage_among`` and ``divided_noun``."""

    def divided_noun(self, c: list[Any]) -> tuple[str, dict[str, str]]:
        """ "attacking or blocking creatures without flying": the kind and its conditions."""
        filters: dict[str, str] = {}
        kind = ""
        for part in c:
            if isinstance(part, Token):
                kind = _PERMANENT_KINDS.get(str(part), "")
            elif part[1] in filters:
                _fail("a filter twice")
            else:
                filters[part[1]] = part[2]
        if kind != "creature":
            _fail("divided damage among targets of another kind than creatures")
        return kind, filters

    def divided_damage_among(self, c: list[Any]) -> Sentence:
        if c[0] not in SELF_OR_IT:
            _fail("divided damage from another source")
        amount, most = int(c[1]), _MOST[str(c[2])]
        kind, filters = c[3]
        kinds = frozenset({kind})
        base = _filtered(kinds, Who.ANY, filters, filtered_words(kinds, Who.ANY, filters))
        if amount < 1:
            _fail("no damage to divide")
        values = {name: getattr(base, name) for name in FILTERS}
        point = FilteredPoint(kinds=kinds, most=most, text="", **values)
        point = FilteredPoint(kinds=kinds, most=most, text=points_words(point), **values)
        self.targets.extend([point] * amount)  # CR 601.2d: a target spec per point
        return (DividedDamage(amount=amount, most=most),)

    # -- "~ deals X damage divided as you choose among any number of [target creatures]" ----
    def _divided_x(self, source: Any, among: Token, point: XPoints) -> Sentence:
        if source not in SELF_OR_IT:
            _fail("divided damage from another source")
        if str(among) != "any number of":
            _fail(f"X damage divided among {among} targets")
        self.targets.append(dataclasses.replace(point, text=points_words(point)))
        return (DividedXDamage(),)  # CR 601.2b, 601.2d: X is the points named

    def divided_x_damage(self, c: list[Any]) -> Sentence:
        point = XPoints(kinds=ANY_TARGET_KINDS, most=0, text="any target")
        return self._divided_x(c[0], c[1], point)

    def divided_x_damage_among(self, c: list[Any]) -> Sentence:
        kind, filters = c[2]
        kinds = frozenset({kind})
        base = _filtered(kinds, Who.ANY, filters, filtered_words(kinds, Who.ANY, filters))
        values = {name: getattr(base, name) for name in FILTERS}
        return self._divided_x(c[0], c[1], XPoints(kinds=kinds, most=0, **values))
