"""Transformer callbacks of the subtype targets block of ``oracle.lark`` (CR 115.1, 205.3):
targets of one of several subtypes, with a controller or a state:

* "target Insect, Rat, Spider, or Squirrel" (a series of subtypes, any of them);
* "target Golem you control", "target Beast creature you control" (CR 109.5);
* "target attacking Zombie", "target attacking or blocking Dragon", "target attacking Rat
  you control", "target attacking Wolf or Werewolf".

Each is a :class:`~mtgrules.cards.target_descriptions.DescribedTarget` with the subtypes
(matched by :mod:`mtgrules.rules.target_relations`) and the filters of
:func:`mtgrules.cards.build_base._filtered`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.subtype_series import SeriesTarget, series_words
from mtgrules.cards.target_descriptions import LAND_SUBTYPES, described, described_words
from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Ref, target


class SubtypeTargetRules(BuilderBase):
    """Callbacks named after the grammar rules of the subtype targets block."""

    def _subtype_target(self, c: list[Any], controller: Who, *, series: bool = False) -> Ref:
        names = [
            str(t).capitalize() for t in c if isinstance(t, Token) and t.type == "COUNT_SUBTYPE"
        ]
        printed = [str(t) for t in c if isinstance(t, Token) and t.type == "TYPE"]
        adjectives = [p for p in c if isinstance(p, tuple)]
        if len(set(names)) != len(names):
            _fail("a subtype named twice")
        lands = {name in LAND_SUBTYPES for name in names}
        if lands != {False}:
            _fail("a land subtype in a described creature target")
        if printed and printed != ["creature"]:
            _fail(f"a creature subtype on a {printed[0]}")
        filters: dict[str, str] = {}
        for _, name, value in adjectives:
            if name != "state" or name in filters:
                _fail("a target adjective other than a state")  # CR 115.1: as printed
            filters[name] = value
        kinds = frozenset({"creature"})
        base = _filtered(kinds, controller, filters, filtered_words(kinds, controller, filters))
        spec = dataclasses.replace(
            described(base, subtype=" or ".join(names)), names_type=bool(printed)
        )
        text = described_words(spec)
        if series:  # the series as printed, the subtypes matched one by one
            text = text.replace(" or ".join(names), series_words(names), 1)
            values = {f.name: getattr(spec, f.name) for f in dataclasses.fields(spec)}
            spec = SeriesTarget(**values)
        self.targets.append(dataclasses.replace(spec, text=text))
        return target(len(self.targets) - 1)

    def target_subtype_series(self, c: list[Any]) -> Ref:
        return self._subtype_target(c, Who.ANY, series=True)

    def target_subtype_yours(self, c: list[Any]) -> Ref:
        return self._subtype_target(c, Who.YOU)

    def target_state_subtype(self, c: list[Any]) -> Ref:
        return self._subtype_target(c, Who.ANY)

    def target_state_subtype_yours(self, c: list[Any]) -> Ref:
        return self._subtype_target(c, Who.YOU)


__all__ = ["SubtypeTargetRules"]
