"""Transformer rules for targets, groups, references and counted things (CR 115)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import (
    BuilderBase,
    _fail,
    _filtered,
)
from mtgrules.cards.creature_types import singular
from mtgrules.cards.pending import (
    ITS_CONTROLLER,
    THAT_TARGETS_CONTROLLER,
    TRIGGERING_OBJECT,
    Counted,
    FilteredEach,
    TargetsControllerEach,
)
from mtgrules.cards.player_again import that_player_ref
from mtgrules.cards.target_descriptions import DescribedEach
from mtgrules.cards.that_opponent import THAT_OPPONENT
from mtgrules.cards.trigger_player_groups import OtherOpponentsEach, ThatPlayerControlsEach
from mtgrules.cards.triggering_controller import (
    ITS_CONTROLLER_OF_TRIGGERING,
    NOUNS,
    controller_of_triggering,
)
from mtgrules.cards.vocabulary import (
    ANY_TARGET_KINDS,
    COLORS,
    PERMANENT,
    PERMANENT_TYPES,
    filtered_words,
    match_kind,
)
from mtgrules.effects.attached import attached_reference
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    Each,
    Ref,
    target,
)
from mtgrules.effects.targets import TARGET_OPPONENT_OR_PLANESWALKER, TargetSpec
from mtgrules.objects import CardType

_CARD_TYPES = frozenset(t.value.lower() for t in CardType)
_EACH_FILTERS = frozenset(
    {f.name for f in dataclasses.fields(DescribedEach) if f.type == "str"} - {"text"}
)
"""The conditions of a group ("each attacking creature", "each creature defending player
controls") that :class:`DescribedEach` holds and the engine checks."""


def _permanents_word(word: str, spec: TargetSpec) -> bool:
    """ "that permanent" names a target of several permanent types ("target creature or
    planeswalker ... that permanent's controller")."""
    kinds = frozenset(k.capitalize() for k in spec.kinds)
    return word == PERMANENT and len(kinds) > 1 and kinds <= PERMANENT_TYPES


class TargetRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def any_target(self, _: list[Any]) -> Ref:
        return self._new_target(ANY_TARGET_KINDS)

    def _target(self, noun: tuple[tuple[str, ...], dict[str, str]], controller: Who) -> Ref:
        words, filters = noun
        if len(set(words)) != len(words):
            _fail("a type named twice")
        if "opponent" in words:
            if controller is not Who.ANY or filters:
                _fail("target opponent with other words")
            if words == ("opponent", "planeswalker"):
                # "target opponent or planeswalker": an opponent, or anyone's planeswalker
                self.targets.append(TARGET_OPPONENT_OR_PLANESWALKER)
                return target(len(self.targets) - 1)
            if words != ("opponent",):
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
            if isinstance(part, Token):
                continue  # the comma of "nonartifact, nonblack"
            if isinstance(part, tuple) and part and part[0] == "filter":
                if part[1] == "not_color" and part[1] in filters:
                    # "nonwhite, nonblack": none of these colors
                    filters[part[1]] += ", " + part[2]
                    continue
                if part[1] in filters:
                    _fail("a filter twice")
                filters[part[1]] = part[2]
            else:
                words = part
        return words, filters

    def type_series(self, c: list[Token]) -> tuple[str, ...]:
        """ "creature, planeswalker, or battle": three or more types."""
        return tuple(str(t) for t in c if t.type == "TYPE")

    def _adjective(self, word: str) -> tuple[str, str, str]:
        if word in ("attacking", "blocking", "tapped", "untapped"):
            return ("filter", "state", word)
        if word.startswith("non"):
            rest = word[3:].lstrip("-")
            if rest in COLORS:
                return ("filter", "not_color", rest)
            if word.startswith("non-") and rest.isalpha():  # a subtype (rules/non_kinds.py)
                return ("filter", "not_type", rest.capitalize())  # "non-Dragon": CR 205.3
            if rest in ("token", "basic"):  # CR 111.1, 205.4a (rules/non_kinds.py)
                return ("filter", "not_type", rest)
            if rest not in _CARD_TYPES:
                _fail(f"non{rest}: not a color or card type")
            return ("filter", "not_type", rest)
        return ("filter", "color", word)

    def adjective(self, c: list[Token]) -> tuple[str, str, str]:
        return self._adjective(str(c[0]))

    def adjective_or(self, c: list[Token]) -> tuple[str, str, str]:
        first, second = str(c[0]), str(c[1])
        if first in COLORS and second in COLORS and first != second:
            return ("filter", "color", f"{first} or {second}")  # "white or blue": either
        if (first, second) != ("attacking", "blocking"):
            _fail("two adjectives")
        return ("filter", "state", "attacking or blocking")

    def with_keyword(self, c: list[Token]) -> tuple[str, str, str]:
        return ("filter", "with_keyword", str(c[0]))

    def without_keyword(self, c: list[Token]) -> tuple[str, str, str]:
        return ("filter", "without_keyword", str(c[0]))

    def with_power(self, c: list[Token]) -> tuple[str, str, str]:
        """ "with power 4 or greater" (CR 208.1): the comparison, as printed."""
        return ("filter", "power", f"{int(c[0])} or {c[1]}")

    def with_mana_value(self, c: list[Token]) -> tuple[str, str, str]:
        """ "with mana value 3 or less" (CR 202.3): the comparison, as printed."""
        return ("filter", "mana_value", f"{int(c[0])} or {c[1]}")

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

    def _each(self, word: str, controller: Who) -> Each:
        if word == "opponent":
            if controller is not Who.ANY:
                _fail("each opponent that someone controls")
            return Each(match=Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT))
        if word == PLAYER and controller is not Who.ANY:
            _fail("each player that someone controls")
        kinds = PERMANENT_TYPES if word == PERMANENT else frozenset({match_kind(word)})
        return Each(match=Match(kinds=kinds, controller=controller))

    def each_other(self, _: list[Any]) -> str:
        return "other"

    def each_whose_you(self, _: list[Any]) -> Who:
        return Who.YOU

    def each_whose_opponents(self, _: list[Any]) -> Who:
        return Who.OPPONENT

    def each_creature_that_player(self, _: list[Token]) -> Each:
        """ "each creature that player controls": of the only target, a player ("target
        player and each creature that player controls", CR 608.2c), else of the trigger
        event's player (cards/trigger_player_groups.py, CR 603.2)."""
        creatures = Match(kinds=frozenset({CardType.CREATURE.value}))
        if not self.targets:
            return ThatPlayerControlsEach(match=creatures)
        if len(self.targets) != 1 or self.targets[0].kinds != frozenset({PLAYER}):
            _fail("'that player' after targets other than one target player")
        return TargetsControllerEach(match=creatures, or_planeswalker=False)

    def each(self, c: list[Any]) -> Each:
        """ "each [other] [adjectives] [type] [with(out) keyword] [you control]": a group,
        with the conditions of a filtered target (``another`` for "other": not the source,
        CR 109.1)."""
        other = bool(c) and c[0] == "other"
        rest = c[1:] if other else c
        controller = rest[-1] if rest and isinstance(rest[-1], Who) else Who.ANY
        filters: dict[str, str] = {}
        word = ""
        for part in rest:
            if isinstance(part, tuple):
                if part[1] in filters:
                    _fail("a filter twice")
                filters[part[1]] = part[2]
            elif isinstance(part, Token):
                word = str(part)
        base = self._each(word, controller)
        unknown = sorted(set(filters) - _EACH_FILTERS)
        if unknown:  # a condition dropped would make the group every object of its kind
            _fail(f"a group condition the engine doesn't check: {', '.join(unknown)}")
        if "mana_value" in filters:
            _fail("each [permanent] with mana value")
        relation = filters.pop("relation", "")
        if relation:  # "each creature defending player controls" (cards/target_descriptions.py)
            if word != "creature" or controller is not Who.ANY or "state" in filters or other:
                _fail("a relation of a group other than creatures")  # "other": other than what?
            return DescribedEach(match=base.match, another=other, relation=relation, **filters)
        if not (filters or other):
            return base
        if word == PLAYER and not filters and controller is Who.ANY:
            return FilteredEach(match=base.match, another=True)  # "each other player": not you
        if word == "opponent" and not filters:  # not the trigger event's player
            return OtherOpponentsEach(match=base.match)
        if word not in ("creature", PERMANENT, "planeswalker", "artifact", "land"):
            _fail("each [other / adjective] of a kind other than permanents")
        if "state" in filters and word != "creature":
            _fail("an attacking noncreature")
        return FilteredEach(match=base.match, another=other, **filters)

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
        # without a target named: this object or the triggering one (cards/triggering_object.py)
        return target(len(self.targets) - 1) if self.targets else TRIGGERING_OBJECT

    def attached_ref(self, c: list[Token]) -> Ref:
        ref = attached_reference(str(c[0]), str(c[1]))
        if ref is None:
            _fail(f"'{c[0]} {c[1]}' as the object of an instruction")
        return ref

    def you_ref(self, _: list[Any]) -> Ref:
        return YOU

    def that_player(self, _: list[Any]) -> Ref:
        return that_player_ref(self.targets)  # the event's, or a target's (CR 608.2c)

    def that_targets_controller(self, c: list[Token]) -> Ref:
        word = str(c[0])
        if not self.targets and word in NOUNS:  # of the triggering object (CR 603.7c)
            return controller_of_triggering(word)  # checked: cards/triggering_object.py
        if len(self.targets) != 1 or not (
            self.targets[0].kinds == frozenset({word}) or _permanents_word(word, self.targets[0])
        ):
            _fail("'that [type]'s controller' without exactly one target of that type")
        return THAT_TARGETS_CONTROLLER

    def that_object(self, c: list[Token]) -> Ref:
        if str(c[0]) == "opponent" and not self.targets:
            return THAT_OPPONENT  # the event's player, an opponent (CR 603.7c)
        return self._that_creature(str(c[0]))

    def its_controller(self, _: list[Any]) -> Ref:
        if not self.targets:  # of the triggering object (CR 603.7c): triggering_object.py
            return ITS_CONTROLLER_OF_TRIGGERING
        if len(self.targets) != 1:
            _fail("'its controller' without exactly one target")
        return ITS_CONTROLLER

    def counted_permanent(self, c: list[Any]) -> Counted:
        condition: dict[str, str] = {}
        if isinstance(c[-1], tuple):  # "... with power 4 or greater", "... with defender"
            if c[-1][1] == "mana_value":
                _fail("counting permanents with a mana value")
            condition, c = {c[-1][1]: c[-1][2]}, c[:-1]
        adjective = ""
        if len(c) > 1 and isinstance(c[0], Token) and c[0].type == "ADJ":
            adjective, c = str(c[0]), c[1:]
        noun = str(c[0])
        noun = noun[:-1] if c[0].type == "PERM_TYPES" else noun
        controller = str(c[1]) if len(c) > 1 else ""
        return Counted(
            noun=noun,
            adjective=adjective,
            controller=controller,
            power=condition.get("power", ""),
            with_keyword=condition.get("with_keyword", ""),
            without_keyword=condition.get("without_keyword", ""),
        )

    def counted_subtype(self, c: list[Token]) -> Counted:
        word = str(c[0])
        one = singular(word) if c[0].type == "COUNT_SUBTYPES" else word.capitalize()
        return Counted(noun=one, controller="you control")

    def counted_opponent(self, _: list[Any]) -> Counted:
        return Counted(noun="opponent")

    def counted_hand(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="your hand")

    def counted_graveyard(self, c: list[Token]) -> Counted:
        return Counted(noun=f"{c[0]} card", zone="your graveyard")
