"""Transformer rules for the groups of static abilities ("lords" and anthems, CR 613.4c,
613.1f): "Other Goblins you control get +1/+1.", "Zombie creatures have swampwalk.", "Other
black creatures you control get +1/+1.", "Creatures you control with flying get +1/+1.",
"Creature tokens you control have haste." The plain groups ("Creatures you control", "Other
creatures you control") are the ``group`` rule of the effects; these are ``lord_group``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import _fail, _number, _pt
from mtgrules.cards.creature_types import plural, singular
from mtgrules.cards.pending import CombatRule, Counted, GroupHas, GroupLoses
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.conditions import Condition
from mtgrules.objects import CardType, Keyword

CREATURES = frozenset({CardType.CREATURE.value})

__all__ = ["CREATURES", "StaticRules", "plural", "singular"]


class StaticRules:
    """Callbacks for ``lord_group`` and the static lines that use it."""

    def lord_other(self, _: list[Any]) -> str:
        return "other"

    def lord_you_control(self, _: list[Any]) -> str:
        return "you control"

    def lord_with(self, c: list[Token]) -> tuple[str, str]:
        return ("with", str(c[0]))

    def _lord(self, c: list[Any], **fields: Any) -> GroupHas:
        words = [w for w in c if isinstance(w, str)]
        with_keyword = next((w[1] for w in c if isinstance(w, tuple)), "")
        yours = "you control" in words
        kinds = fields.pop("kinds", CREATURES)
        return GroupHas(
            match=Match(kinds=kinds, controller=Who.YOU if yours else Who.ANY),
            other="other" in words,
            with_keyword=with_keyword,
            duration=Duration.STATIC,
            **fields,
        )

    def lord_color(self, c: list[Any]) -> GroupHas:
        color = next(str(t) for t in c if isinstance(t, Token) and t.type == "TOKEN_COLOR")
        return self._lord(c, color=color)

    def lord_subtype_creatures(self, c: list[Any]) -> GroupHas:
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE")
        return self._lord(c, subtype=word.capitalize())

    def lord_subtypes(self, c: list[Any]) -> GroupHas:
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "LORD_SUBTYPES")
        return self._lord(c, subtype=singular(word), subtype_noun=True, kinds=None)

    def lord_with_keyword(self, c: list[Any]) -> GroupHas:
        return self._lord(["you control", *c])

    def lord_other_with_keyword(self, c: list[Any]) -> GroupHas:
        return self._lord(["other", "you control", *c])

    def lord_each_counter(self, c: list[Token]) -> GroupHas:
        """ "each creature you control with a +1/+1 counter on it" (CR 122.1)."""
        return self._lord(["you control"], with_counter=str(c[0]))

    def lord_tokens(self, c: list[Any]) -> GroupHas:
        return self._lord(["you control", *c], token=True)

    def _lord_line(
        self, group: GroupHas, pt: Token | None, keywords: tuple[Keyword, ...]
    ) -> StaticLine:
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return StaticLine(
            GroupHas(
                match=group.match,
                other=group.other,
                power=power,
                toughness=toughness,
                keywords=tuple(k.value for k in keywords),
                subtype=group.subtype,
                subtype_noun=group.subtype_noun,
                color=group.color,
                with_keyword=group.with_keyword,
                token=group.token,
                with_counter=group.with_counter,
                duration=Duration.STATIC,
            )
        )

    def lord_gets(self, c: list[Any]) -> StaticLine:
        return self._lord_line(c[0], c[1], ())

    def lord_gets_has(self, c: list[Any]) -> StaticLine:
        return self._lord_line(c[0], c[1], c[2])

    def lord_has(self, c: list[Any]) -> StaticLine:
        return self._lord_line(c[0], None, c[1])

    def cant_be_blocked_by_power(self, c: list[Token]) -> StaticLine:
        """ "~ can't be blocked by creatures with power 2 or less." (CR 509.1b)."""
        rule = f"can't be blocked by creatures with power {int(c[0])} or {c[1]}"
        return StaticLine(CombatRule(rule=rule, duration=Duration.STATIC))

    def opponents_lose_keyword(self, c: list[Token]) -> StaticLine:
        """ "Creatures your opponents control lose trample and can't have or gain trample."
        (CR 613.1f)."""
        if str(c[0]) != str(c[1]):
            _fail("lose one keyword and can't have or gain another")
        match = Match(kinds=CREATURES, controller=Who.OPPONENT)
        return StaticLine(GroupLoses(match=match, keyword=str(c[0]), duration=Duration.STATIC))

    def counted_other_adjective(self, c: list[Token]) -> Counted:
        """ "other attacking creature", "other attacking Goblin": any controller's, not the
        ability's source (CR 109.1; a subtype is capitalized, CR 205.3)."""
        noun = str(c[1]) if c[1].type == "PERM_TYPE" else str(c[1]).capitalize()
        return Counted(noun=noun, adjective=str(c[0]), other=True)

    # -- "as long as" conditions only statics word (the others: cards/build_conditions.py) --
    def cond_self_contracted(self, c: list[Token]) -> Condition:
        """ "as long as it's tapped": "~ is tapped" in other words."""
        return Condition("self", state=str(c[0]), form="it's")

    def cond_self_counter(self, c: list[Token]) -> Condition:
        """ "as long as it has a +1/+1 counter on it" (CR 122.1)."""
        return Condition("counter", state=str(c[0]))

    def cond_card_types(self, c: list[Token]) -> Condition:
        """ "there are four or more card types among cards in your graveyard" (CR 205.2a)."""
        return Condition("card types", amount=_number(c[0]))
