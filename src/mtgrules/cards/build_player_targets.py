"""Transformer rules for targets "that player controls" (CR 115.1, 603.7c;
:mod:`mtgrules.cards.player_targets`): "destroy target nonblack creature that player
controls", "up to one target creature that player controls"; and other targets (CR 115.3;
:mod:`mtgrules.cards.other_targets`): "up to one other target creature", "another target
Human you control"."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.build_each_of import NUMBERS
from mtgrules.cards.other_targets import (
    EachOfTargets,
    GroupMember,
    UpToOneOtherTarget,
    other_target_words,
)
from mtgrules.cards.player_targets import ThatPlayersTarget, that_players_words
from mtgrules.cards.target_descriptions import LAND_SUBTYPES, described, described_words
from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import PutCounters, Ref, target

Noun = tuple[tuple[str, ...], dict[str, str]]


class PlayerTargetRules(BuilderBase):
    """Callbacks of the grammar rules of "that player controls" and other targets."""

    def _that_players(self, noun: Noun, *, up_to_one: bool) -> Ref:
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("a player or spell that a player controls")
        kinds = frozenset(words)
        base = _filtered(kinds, Who.ANY, filters, filtered_words(kinds, Who.ANY, filters))
        values = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
        spec = ThatPlayersTarget(**{**values, "up_to_one": up_to_one})
        self.targets.append(dataclasses.replace(spec, text=that_players_words(spec)))
        return target(len(self.targets) - 1)

    def target_that_players(self, c: list[Any]) -> Ref:
        return self._that_players(c[0], up_to_one=False)

    def up_to_one_target_that_players(self, c: list[Any]) -> Ref:
        return self._that_players(c[0], up_to_one=True)

    # -- "up to one other target creature", "another target Human you control" -------------
    def _up_to_one_other(self, noun: Noun, controller: Who) -> Ref:
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("up to one other player or spell")
        kinds = frozenset(words)
        base = _filtered(kinds, controller, filters, filtered_words(kinds, controller, filters))
        values = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
        # "other": than the earlier targets if any (CR 601.2c), else than the source (115.3)
        other = {"another": not self.targets, "distinct": bool(self.targets)}
        spec = UpToOneOtherTarget(**{**values, **other, "up_to_one": True})
        self.targets.append(dataclasses.replace(spec, text=other_target_words(spec)))
        return target(len(self.targets) - 1)

    def up_to_one_other_target(self, c: list[Any]) -> Ref:
        return self._up_to_one_other(c[0], Who.ANY)

    def up_to_one_other_target_yours(self, c: list[Any]) -> Ref:
        return self._up_to_one_other(c[0], Who.YOU)

    def _another_subtype(self, c: list[Token], controller: Who) -> Ref:
        """ "another target Human [you control]", "another target Warrior creature you
        control": a creature with that subtype (CR 205.3), not the source (CR 115.3)."""
        names = [str(t).capitalize() for t in c if t.type == "COUNT_SUBTYPE"]
        printed = [str(t) for t in c if t.type == "TYPE"]
        if any(name in LAND_SUBTYPES for name in names):
            _fail("another target land of a subtype")
        if printed and printed != ["creature"]:
            _fail(f"a creature subtype on a {printed[0]}")
        kinds = frozenset({"creature"})
        base = _filtered(kinds, controller, {}, "target")
        spec = dataclasses.replace(
            described(base, subtype=" or ".join(names)), names_type=bool(printed), another=True
        )
        self.targets.append(dataclasses.replace(spec, text=described_words(spec)))
        return target(len(self.targets) - 1)

    def another_target_subtype(self, c: list[Token]) -> Ref:
        return self._another_subtype(c, Who.ANY)

    def another_target_subtype_yours(self, c: list[Token]) -> Ref:
        return self._another_subtype(c, Who.YOU)

    # -- "put a +1/+1 counter on each of up to two [other] target creatures [you control]" --
    def _counters_each_of(self, c: list[Any], controller: Who, *, other: bool) -> Sentence:
        count, kind, _word, number, noun = c[:5]
        many = NUMBERS.get(str(number), 0)
        if str(noun) != "creatures" or not many:
            _fail(f"each of up to {number} target {noun}")
        first = len(self.targets)
        kinds = frozenset({"creature"})
        text = filtered_words(kinds, controller, {})
        self.targets.extend(
            GroupMember(
                kinds=kinds,
                controller=controller,
                text=text,
                another=other,
                up_to_one=True,
            )
            for _ in range(many)
        )
        match = Match(kinds=kinds, controller=controller)
        group = EachOfTargets(match=match, first=first, count=many, other=other)
        return (PutCounters(kind=str(kind), count=count, on=group),)

    def counters_each_of_up_to(self, c: list[Any]) -> Sentence:
        return self._counters_each_of(c, Who.ANY, other=False)

    def counters_each_of_up_to_yours(self, c: list[Any]) -> Sentence:
        return self._counters_each_of(c, Who.YOU, other=False)

    def counters_each_of_up_to_other(self, c: list[Any]) -> Sentence:
        return self._counters_each_of(c, Who.ANY, other=True)

    def counters_each_of_up_to_other_yours(self, c: list[Any]) -> Sentence:
        return self._counters_each_of(c, Who.YOU, other=True)
