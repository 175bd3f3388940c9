"""Transformer rules for targets, groups, references and counted things (CR 115)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import (
    _SINGULAR,
    BuilderBase,
    _fail,
    _filtered,
)
from mtgrules.cards.pending import (
    ITS_CONTROLLER,
    THAT_PLAYER,
    THAT_TARGETS_CONTROLLER,
    Counted,
    FilteredEach,
)
from mtgrules.cards.vocabulary import (
    ANY_TARGET_KINDS,
    COLORS,
    PERMANENT,
    PERMANENT_TYPES,
    filtered_words,
    match_kind,
)
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    Each,
    Ref,
    target,
)
from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import CardType


class TargetRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def any_target(self, _: list[Any]) -> Ref:
        return self._new_target(ANY_TARGET_KINDS)

    def _target(self, noun: tuple[tuple[str, ...], dict[str, str]], controller: Who) -> Ref:
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if "opponent" in words:
            if words != ("opponent",) or controller is not Who.ANY or filters:
                _fail("target opponent with other words")
            return self._new_target(frozenset({PLAYER}), Who.OPPONENT)
        if PLAYER in words and (controller is not Who.ANY or filters):
            _fail("a player that someone controls")
        if "spell" in words and (len(words) > 1 or controller is not Who.ANY):
            _fail("a spell with other words")
        if not filters:
            return self._new_target(frozenset(words), controller)
        kinds = frozenset(words)
        spec = _filtered(kinds, controller, filters, filtered_words(kinds, controller, filters))
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def target_noun(self, c: list[Any]) -> tuple[tuple[str, ...], dict[str, str]]:
        filters: dict[str, str] = {}
        words: tuple[str, ...] = ()
        for part in c:
            if isinstance(part, tuple) and part and part[0] == "filter":
                if part[1] in filters:
                    _fail("a filter twice")
                filters[part[1]] = part[2]
            else:
                words = part
        return words, filters

    def _adjective(self, word: str) -> tuple[str, str, str]:
        if word in ("attacking", "blocking", "tapped", "untapped"):
            return ("filter", "state", word)
        if word.startswith("non"):
            rest = word[3:].lstrip("-")
            if rest in COLORS:
                return ("filter", "not_color", rest)
            return ("filter", "not_type", rest)
        return ("filter", "color", word)

    def adjective(self, c: list[Token]) -> tuple[str, str, str]:
        return self._adjective(str(c[0]))

    def adjective_or(self, c: list[Token]) -> tuple[str, str, str]:
        if (str(c[0]), str(c[1])) != ("attacking", "blocking"):
            _fail("two adjectives")
        return ("filter", "state", "attacking or blocking")

    def with_keyword(self, c: list[Token]) -> tuple[str, str, str]:
        return ("filter", "with_keyword", str(c[0]))

    def without_keyword(self, c: list[Token]) -> tuple[str, str, str]:
        return ("filter", "without_keyword", str(c[0]))

    def target_of(self, c: list[Any]) -> Ref:
        return self._target(c[0], Who.ANY)

    def target_yours(self, c: list[Any]) -> Ref:
        return self._target(c[0], Who.YOU)

    def target_opponents(self, c: list[Any]) -> Ref:
        return self._target(c[0], Who.OPPONENT)

    def _special(self, noun: Any, controller: Who, *, another: bool = False) -> Ref:
        words, filters = noun
        if "opponent" in words or "spell" in words or (PLAYER in words and controller != Who.ANY):
            _fail("another/up to one with these words")
        kinds = frozenset(words)
        base = filtered_words(kinds, controller, filters)
        prefix = "another " if another else "up to one "
        spec = dataclasses.replace(
            _filtered(kinds, controller, filters, prefix + base),
            another=another,
            up_to_one=not another,
        )
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def any_other_target(self, _: list[Any]) -> Ref:
        spec = dataclasses.replace(
            _filtered(ANY_TARGET_KINDS, Who.ANY, {}, "any other target"), another=True
        )
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def another_target(self, c: list[Any]) -> Ref:
        return self._special(c[0], Who.ANY, another=True)

    def another_target_yours(self, c: list[Any]) -> Ref:
        return self._special(c[0], Who.YOU, another=True)

    def up_to_one_target(self, c: list[Any]) -> Ref:
        return self._special(c[0], Who.ANY)

    def up_to_one_target_yours(self, c: list[Any]) -> Ref:
        return self._special(c[0], Who.YOU)

    def up_to_one_target_opponents(self, c: list[Any]) -> Ref:
        return self._special(c[0], Who.OPPONENT)

    def target_not_yours(self, c: list[Any]) -> Ref:
        words, filters = c[0]
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("a player or spell you don't control")
        kinds = frozenset(words)
        text = filtered_words(kinds, Who.ANY, filters) + " you don't control"
        spec = _filtered(kinds, Who.ANY, filters, text, not_yours=True)
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def each_adjective(self, c: list[Token]) -> Each:
        _, field, value = self._adjective(str(c[0]))
        if str(c[1]) != "creature":
            _fail("each [adjective] [type]")
        base = self._each(str(c[1]), Who.ANY)
        return FilteredEach(match=base.match, **{field: value})

    def each_with(self, c: list[Any]) -> Each:
        _, field, value = c[1]
        if str(c[0]) != "creature":
            _fail("each [type] with a keyword")
        base = self._each(str(c[0]), Who.ANY)
        return FilteredEach(match=base.match, **{field: value})

    def _each(self, word: str, controller: Who) -> Each:
        if word == "opponent":
            if controller is not Who.ANY:
                _fail("each opponent that someone controls")
            return Each(match=Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT))
        if word == PLAYER and controller is not Who.ANY:
            _fail("each player that someone controls")
        kinds = PERMANENT_TYPES if word == PERMANENT else frozenset({match_kind(word)})
        return Each(match=Match(kinds=kinds, controller=controller))

    def each_of(self, c: list[Token]) -> Each:
        return self._each(str(c[0]), Who.ANY)

    def each_yours(self, c: list[Token]) -> Each:
        return self._each(str(c[0]), Who.YOU)

    def each_opponents(self, c: list[Token]) -> Each:
        return self._each(str(c[0]), Who.OPPONENT)

    def group_yours(self, _: list[Any]) -> tuple[Each, bool]:
        yours = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)
        return Each(match=yours), False

    def group_attacking(self, _: list[Any]) -> tuple[Each, bool]:
        creatures = Match(kinds=frozenset({CardType.CREATURE.value}))
        return FilteredEach(match=creatures, state="attacking"), False

    def group_attacking_yours(self, _: list[Any]) -> tuple[Each, bool]:
        yours = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)
        return FilteredEach(match=yours, state="attacking"), False

    def group_others(self, _: list[Any]) -> tuple[Each, bool]:
        return self.group_yours([])[0], True

    def self_ref(self, _: list[Any]) -> Ref:
        return SELF

    def it_ref(self, _: list[Any]) -> Ref:
        return target(len(self.targets) - 1) if self.targets else SELF

    def you_ref(self, _: list[Any]) -> Ref:
        return YOU

    def that_player(self, _: list[Any]) -> Ref:
        return THAT_PLAYER

    def that_targets_controller(self, c: list[Token]) -> Ref:
        if len(self.targets) != 1 or self.targets[0].kinds != frozenset({str(c[0])}):
            _fail("'that [type]'s controller' without exactly one target of that type")
        return THAT_TARGETS_CONTROLLER

    def that_object(self, c: list[Token]) -> Ref:
        return self._that_creature(str(c[0]))

    def its_controller(self, _: list[Any]) -> Ref:
        if len(self.targets) != 1:
            _fail("'its controller' without exactly one target")
        return ITS_CONTROLLER

    def target_card(self, c: list[Token]) -> Ref:
        word = str(c[0])
        if word in (PLAYER, "opponent", "spell", PERMANENT):
            _fail("a card of that type")
        spec = TargetSpec(
            kinds=frozenset({f"{word} card"}),
            text=f"target {word} card in your graveyard",
            controller=Who.YOU,
        )
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def counted_permanent(self, c: list[Any]) -> Counted:
        adjective = ""
        if len(c) > 1 and isinstance(c[0], Token) and c[0].type == "ADJ":
            adjective, c = str(c[0]), c[1:]
        noun = str(c[0])
        noun = noun[:-1] if c[0].type == "PERM_TYPES" else noun
        controller = str(c[1]) if len(c) > 1 else ""
        return Counted(noun=noun, adjective=adjective, controller=controller)

    def counted_subtype(self, c: list[Token]) -> Counted:
        word = str(c[0])
        singular = _SINGULAR.get(word, word[:-1] if c[0].type == "COUNT_SUBTYPES" else word)
        return Counted(noun=singular.capitalize(), controller="you control")

    def counted_opponent(self, _: list[Any]) -> Counted:
        return Counted(noun="opponent")

    def counted_hand(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="your hand")

    def counted_graveyard(self, c: list[Token]) -> Counted:
        return Counted(noun=f"{c[0]} card", zone="your graveyard")
