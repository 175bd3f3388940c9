"""Transformer rules for the conditions on one object and on this turn's record (the
"conditionals" block of ``oracle.lark``; evaluated by :mod:`mtgrules.rules.conditionals`),
accepted wherever a condition stands: "If it's a Spirit, it gains trample until end of turn."
(CR 608.2c), "If that creature is black or red, destroy it.", "If it was a creature card, ..."
(CR 608.2h: the card as it last existed), "Activate only if an opponent was dealt damage this
turn." (CR 602.5b), an intervening "if" (CR 603.4).

"it" is the last target named (else the object with the ability or the one that triggered
it, :mod:`mtgrules.cards.triggering_object`); "that [type]" is the only target of that type,
else the object of the trigger event (CR 603.7c)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Ability, ActivatedLine, TriggeredLine
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.cards.pending import (
    THAT_CREATURE,
    THAT_TARGET,
    TRIGGERING_OBJECT,
    ActivationLimit,
)
from mtgrules.cards.triggering_object import names_object
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import Ref, target_index
from mtgrules.rules.conditionals import (
    CAST_TYPED,
    DEALT_DAMAGE,
    DEALT_THIS_WAY,
    DREW_CARDS,
    MORE_CARDS,
    OBJECT_COUNTER,
    OBJECT_IS,
    OBJECT_KINDS,
    OBJECT_VALUE,
    RESOLVED_COUNT,
    SELF_COUNTERS,
    SELF_ENTERED,
)

ONCE_EACH_TURN = "once each turn"
DURING = "during"  # Condition.form of "Activate only during your turn." (the renderer's words)
PERMANENT_KINDS = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})


class ConditionalRules(BuilderBase):
    """Callbacks of the conditionals block."""

    # -- the quality of an object: "a Spirit", "an artifact creature", "black or red" ----------
    def quality_piece(self, c: list[Token]) -> str:
        word = str(c[0])  # a subtype as printed: "Spirit" (CR 205.3)
        return word.capitalize() if c[0].type == "COUNT_SUBTYPE" else word

    def quality_noun(self, c: list[Any]) -> str:
        return " ".join(c)

    def quality_noun_card(self, c: list[Any]) -> str:
        return " ".join(c) + " card"  # "a creature card" (CR 205.2a)

    def oq_a(self, c: list[str]) -> str:
        return f"a {c[0]}"

    def oq_an(self, c: list[str]) -> str:
        return f"an {c[0]}"

    def oq_word(self, c: list[Token]) -> str:
        return str(c[0])  # "green", "legendary", "nonbasic"

    def oq_either(self, c: list[Token]) -> str:
        return f"{c[0]} or {c[1]}"  # "white or blue"

    # -- the object: "it", "that creature" ------------------------------------------------------
    def _it(self) -> int:
        ref: Ref = self.it_ref([])  # type: ignore[attr-defined]
        if not isinstance(ref, int):
            _fail("'it' naming a group")
        return ref

    def _that(self, word: str) -> int:
        """ "that [type]": the only target, if of that type; with no target of that type,
        the object of the trigger event (CR 603.7c; checked by :func:`object_problem`)."""
        kinds = [spec.kinds for spec in self.targets]
        if len(kinds) == 1 and (
            kinds[0] == frozenset({word}) or (word == "permanent" and kinds[0] <= PERMANENT_KINDS)
        ):
            return THAT_TARGET
        if any(word in k or word == "permanent" for k in kinds):
            _fail(f"'that {word}' among several targets")
        return THAT_CREATURE

    def if_it_is(self, c: list[str]) -> Condition:
        return Condition(OBJECT_IS, state=f"a {c[0]}", form="it's", on=self._it())

    def if_it_is_an(self, c: list[str]) -> Condition:
        return Condition(OBJECT_IS, state=f"an {c[0]}", form="it's", on=self._it())

    def if_it_is_word(self, c: list[Token]) -> Condition:
        return Condition(OBJECT_IS, state=str(c[0]), form="it's", on=self._it())

    def if_it_was(self, c: list[str]) -> Condition:
        return Condition(OBJECT_IS, state=c[0], form="it was", on=self._it())

    def if_that_is(self, c: list[Any], verb: str = "is") -> Condition:
        word = str(c[0])
        return Condition(OBJECT_IS, state=c[1], form=f"that {word} {verb}", on=self._that(word))

    def if_that_was(self, c: list[Any]) -> Condition:
        return self.if_that_is(c, "was")

    def if_that_permanent_is(self, c: list[str]) -> Condition:
        return self.if_that_is(["permanent", c[0]])

    def if_that_has_counter(self, c: list[Token]) -> Condition:
        word = str(c[0])  # CR 122.1: "if that creature has a +1/+1 counter on it"
        on = self._that(word)
        return Condition(OBJECT_COUNTER, state=str(c[1]), form=f"that {word} has", on=on)

    def if_that_power(self, c: list[Token]) -> Condition:
        word = str(c[0])  # CR 208.1: "if that creature has power 4 or greater"
        on = self._that(word)
        form = f"that {word} has power"
        return Condition(OBJECT_VALUE, state="power", amount=int(c[1]), form=form, on=on)

    def verb_is(self, _: list[Any]) -> str:
        return "is"

    def verb_was(self, _: list[Any]) -> str:
        return "was"

    def bound_less(self, _: list[Any]) -> bool:
        return True  # "3 or less": at most

    def bound_greater(self, _: list[Any]) -> bool:
        return False

    def _mana_value(self, form: str, on: int, amount: Token, at_most: bool) -> Condition:
        """CR 202.3: "if its mana value was 3 or less", as it last existed (CR 608.2h)."""
        number = int(amount)
        return Condition(
            OBJECT_VALUE, state="mana value", amount=number, at_most=at_most, form=form, on=on
        )

    def if_its_mana_value(self, c: list[Any]) -> Condition:
        verb, amount, at_most = c
        return self._mana_value(f"its mana value {verb}", self._it(), amount, at_most)

    def if_that_had_mana_value(self, c: list[Any]) -> Condition:
        amount, at_most = c
        on = self._that("permanent")
        return self._mana_value("that permanent had mana value", on, amount, at_most)

    def if_that_mana_value(self, c: list[Any]) -> Condition:
        verb, amount, at_most = c
        on = self._that("permanent")
        return self._mana_value(f"that permanent's mana value {verb}", on, amount, at_most)

    # -- this turn's record --------------------------------------------------------------------
    def if_died_at_least(self, c: list[Token]) -> Condition:
        return Condition("died", amount=_number(c[0]))  # CR 700.4

    def if_dealt_damage(self, c: list[str]) -> Condition:
        return Condition(DEALT_DAMAGE, who=c[0])  # CR 120.3a

    def if_self_entered(self, _: list[Any]) -> Condition:
        return Condition(SELF_ENTERED)

    def if_cast_instant_sorcery(self, _: list[Any]) -> Condition:
        return Condition(CAST_TYPED, state="instant or sorcery")  # CR 601.2

    def if_drew(self, c: list[Token]) -> Condition:
        return Condition(DREW_CARDS, amount=_number(c[0]))  # CR 121.1

    def if_more_cards(self, c: list[str]) -> Condition:
        return Condition(MORE_CARDS, who=c[0])

    def if_you_more_cards(self, _: list[Any]) -> Condition:
        return Condition(MORE_CARDS, who="you")

    def if_you_less_life(self, _: list[Any]) -> Condition:
        # "you have less life than an opponent": an opponent has more life than you (CR 119.1)
        return Condition("more life", who="an opponent", form="less")

    def if_self_has_counter(self, c: list[Token]) -> Condition:
        return Condition(SELF_COUNTERS, amount=1, state=str(c[0]), form="~ has")  # CR 122.1

    # -- activation restrictions (CR 602.5b) ---------------------------------------------------
    def only_if_once(self, c: list[Condition]) -> ActivationLimit:
        """ "Activate only if [condition] and only once each turn.": both restrictions."""
        return ActivationLimit(ONCE_EACH_TURN, condition=c[0])

    def only_during_your_turn(self, _: list[Any]) -> ActivationLimit:
        """ "Activate only during your turn.": while its controller is the active player."""
        return ActivationLimit("if", condition=Condition("your turn", form=DURING))

    # -- what the earlier instructions did (CR 608.2c) ----------------------------------------
    def if_creature_dealt_this_way(self, _: list[Any]) -> Condition:
        return Condition(DEALT_THIS_WAY, state="a creature")

    def ordinal_1(self, _: list[Any]) -> int:
        return 1

    def ordinal_2(self, _: list[Any]) -> int:
        return 2

    def ordinal_3(self, _: list[Any]) -> int:
        return 3

    def if_cast_main_phase(self, _: list[Any]) -> Condition:
        return Condition("cast in main phase")  # CR 505.1 (rules/conditionals.main_phase_mark)

    def if_nth_resolution(self, c: list[int]) -> Condition:
        return Condition(RESOLVED_COUNT, amount=c[0])

    def if_player_dealt_this_way(self, c: list[str]) -> Condition:
        if c[0] != "a player":
            _fail(f"'if {c[0]} is dealt damage this way'")
        return Condition(DEALT_THIS_WAY, state="player")


def object_problem(condition: Condition, ability: Ability, resolving: bool) -> str | None:
    """Why a condition on one object can't be checked where it stands (for cards/support.py):
    a target is known only as the spell or ability resolves (``resolving``: in an "If ..."
    sentence, not an intervening "if" checked as it triggers nor an activation restriction);
    "that creature" of a trigger event needs a triggered ability whose event names one."""
    if condition.kind == DEALT_THIS_WAY and not resolving:
        return "Condition (dealt damage this way, outside the instructions that deal it)"
    if condition.kind == RESOLVED_COUNT and not (
        resolving and isinstance(ability, TriggeredLine | ActivatedLine)
    ):
        return "Condition (this ability's resolutions, outside its own instructions)"
    if condition.kind not in OBJECT_KINDS:
        return None
    if condition.state == "mana value" and not resolving:  # needs the ruleset (CR 202.3b)
        return "Condition (a mana value, outside a resolving spell or ability)"
    if (condition.on == THAT_TARGET or target_index(condition.on) is not None) and not resolving:
        return "Condition (a target's quality, checked before it is chosen)"
    if condition.on in (THAT_CREATURE, TRIGGERING_OBJECT) and not (
        isinstance(ability, TriggeredLine) and names_object(ability.when)
    ):
        return "Condition ('that [type]' with no target nor trigger event's object)"
    return None


__all__ = ["ConditionalRules", "object_problem"]
