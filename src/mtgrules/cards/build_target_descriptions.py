"""Transformer rules for target descriptions (CR 115.1; :mod:`mtgrules.cards.target_descriptions`):
"target creature [an opponent controls] that was dealt damage this turn", "target creature
defending player controls", "target creature blocking it", "target Plains or Island"."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.build_each_of import NUMBERS
from mtgrules.cards.pending import FilteredTarget
from mtgrules.cards.target_descriptions import (
    BLOCKING_IT,
    BLOCKING_OR_BLOCKED,
    BLOCKING_SELF,
    DEALT_DAMAGE,
    DEFENDING,
    EACH_DEALT_DAMAGE,
    LAND_SUBTYPES,
    DescribedTarget,
    TargetGroup,
    described,
    described_words,
)
from mtgrules.cards.vocabulary import ANY_TARGET_KINDS, filtered_words
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import Each, Ref, target
from mtgrules.objects import CardType

Noun = tuple[tuple[str, ...], dict[str, str]]


class TargetDescriptionRules(BuilderBase):
    """Callbacks named after the grammar rules of the target descriptions' block."""

    def _described_target(self, spec: DescribedTarget) -> Ref:
        self.targets.append(dataclasses.replace(spec, text=described_words(spec)))
        return target(len(self.targets) - 1)

    def _related(self, noun: Noun, controller: Who, relation: str) -> Ref:
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("a player or spell with a relation")
        if relation == DEFENDING and controller is not Who.ANY:
            _fail("two controllers of one target")
        kinds = frozenset(words)
        base = _filtered(kinds, controller, filters, filtered_words(kinds, controller, filters))
        return self._described_target(described(base, relation=relation))

    def target_related(self, c: list[Any]) -> Ref:
        return self._related(c[0], Who.ANY, c[1])

    def target_yours_related(self, c: list[Any]) -> Ref:
        return self._related(c[0], Who.YOU, c[1])

    def target_opponents_related(self, c: list[Any]) -> Ref:
        return self._related(c[0], Who.OPPONENT, c[1])

    def any_target_related(self, c: list[Any]) -> Ref:
        """ "any target that was dealt damage this turn": a creature, player or planeswalker."""
        if c[0] != DEALT_DAMAGE:
            _fail("any target with a combat relation")
        base = _filtered(ANY_TARGET_KINDS, Who.ANY, {}, "any target")
        return self._described_target(described(base, relation=c[0]))

    def _with_counter(self, noun: Noun, controller: Who, counter: str) -> Ref:
        """ "target creature you control with a +1/+1 counter on it" (CR 122.1): a
        permanent with at least one counter of that kind ("any": of any kind) on it."""
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("a player or spell with a counter")
        kinds = frozenset(words)
        base = _filtered(kinds, controller, filters, filtered_words(kinds, controller, filters))
        return self._described_target(described(base, counter=counter))

    def target_with_counter(self, c: list[Any]) -> Ref:
        """ "target [adjectives] creature with a +1/+1 counter on it": the adjectives'
        filters, the type list, then the kind of counter."""
        filters: dict[str, str] = {}
        for part in c[:-2]:
            if part[1] in filters:
                _fail("a filter twice")
            filters[part[1]] = part[2]
        return self._with_counter((c[-2], filters), Who.ANY, c[-1])

    def target_yours_with_counter(self, c: list[Any]) -> Ref:
        return self._with_counter(c[0], Who.YOU, c[1])

    def target_opponents_with_counter(self, c: list[Any]) -> Ref:
        return self._with_counter(c[0], Who.OPPONENT, c[1])

    def target_subtype(self, c: list[Token]) -> Ref:
        """ "target Wall", "target Plains or Island", "target Wall creature": a permanent
        with one of the subtypes (CR 205.3); a land type means a land, a creature type a
        creature (CR 205.3d)."""
        names = [str(t).capitalize() for t in c if t.type == "COUNT_SUBTYPE"]
        printed = [str(t) for t in c if t.type == "TYPE"]
        lands = {name in LAND_SUBTYPES for name in names}
        if len(lands) != 1 or len(set(names)) != len(names):
            _fail("land and creature types in one target")
        kind = "land" if lands == {True} else "creature"
        if printed and printed != [kind]:
            _fail(f"a {kind} subtype on a {printed[0]}")
        base = _filtered(frozenset({kind}), Who.ANY, {}, "target")
        spec = described(base, subtype=" or ".join(names))
        return self._described_target(dataclasses.replace(spec, names_type=bool(printed)))

    def _target_group(self, c: list[Token], controller: Who) -> tuple[Each, bool]:
        """ "up to two target creatures [you control] each": N target specs, each different
        from the others (CR 601.2c), any of them left unchosen (CR 115.1)."""
        count = NUMBERS.get(str(c[0]), 0)
        if str(c[1]) != "creatures" or not count:
            _fail(f"up to {c[0]} target {c[1]}")
        first = len(self.targets)
        text = filtered_words(frozenset({"creature"}), controller, {})
        self.targets.extend(
            FilteredTarget(
                kinds=frozenset({"creature"}),
                controller=controller,
                text=text,
                another=True,
                up_to_one=True,
            )
            for _ in range(count)
        )
        match = Match(kinds=frozenset({CardType.CREATURE.value}), controller=controller)
        return TargetGroup(match=match, first=first, count=count), False

    def group_up_to_targets(self, c: list[Token]) -> tuple[Each, bool]:
        return self._target_group(c, Who.ANY)

    def group_up_to_targets_yours(self, c: list[Token]) -> tuple[Each, bool]:
        return self._target_group(c, Who.YOU)

    def each_defending(self, _: list[Any]) -> tuple[str, str, str]:
        return ("filter", "relation", DEFENDING)

    def each_blocking_it(self, _: list[Any]) -> tuple[str, str, str]:
        return ("filter", "relation", BLOCKING_IT)

    def each_blocking_or_blocked(self, _: list[Any]) -> tuple[str, str, str]:
        return ("filter", "relation", BLOCKING_OR_BLOCKED)

    def each_dealt_damage(self, _: list[Any]) -> tuple[str, str, str]:
        return ("filter", "relation", EACH_DEALT_DAMAGE)

    def relation_dealt_damage(self, _: list[Any]) -> str:
        return DEALT_DAMAGE

    def relation_defending(self, _: list[Any]) -> str:
        return DEFENDING

    def relation_blocking_it(self, _: list[Any]) -> str:
        return BLOCKING_IT

    def relation_blocking_self(self, _: list[Any]) -> str:
        return BLOCKING_SELF

    def relation_blocking_or_blocked(self, _: list[Any]) -> str:
        return BLOCKING_OR_BLOCKED
