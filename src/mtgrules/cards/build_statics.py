"""Transformer rules for the groups of static abilities ("lords" and anthems, CR 613.4c,
613.1f): "Other Goblins you control get +1/+1.", "Zombie creatures have swampwalk.", "Other
black creatures you control get +1/+1.", "Creatures you control with flying get +1/+1.",
"Creature tokens you control have haste." The plain groups ("Creatures you control", "Other
creatures you control") are the ``group`` rule of the effects; these are ``lord_group``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import _fail, _number, _pt
from mtgrules.cards.creature_types import plural, singular
from mtgrules.cards.pending import (
    CombatRule,
    ConditionalStatic,
    Counted,
    GroupHas,
    GroupLoses,
)
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

    # -- narrowed by adjectives (CR 613.4c, 613.1f; the group is checked continuously,
    # CR 611.3a): "Other tapped creatures you control", "Multicolored creatures you control",
    # "Attacking Pests you control", "Unblocked attacking Ninjas you control", "Other
    # legendary permanents you control", "Artifacts you control" ----------------------------
    def lord_adjective_attacking(self, _: list[Any]) -> str:
        return "adj:attacking"

    def lord_adjective_unblocked(self, _: list[Any]) -> str:
        return "adj:unblocked attacking"

    def lord_adjective(self, c: list[Token]) -> str:
        word = str(c[0])
        if word.startswith("non"):  # "non-Human": a subtype is capitalized (CR 205.3)
            base = word.removeprefix("non").removeprefix("-")
            word = f"non-{base.capitalize()}" if "-" in word else word
        return f"adj:{word}"

    def _adjectives(self, c: list[Any]) -> str:
        words = [w.removeprefix("adj:") for w in c if isinstance(w, str) and w.startswith("adj:")]
        return " ".join(words)

    def lord_adjective_creatures(self, c: list[Any]) -> GroupHas:
        return self._lord(c, adjective=self._adjectives(c))

    def lord_adjective_subtypes(self, c: list[Any]) -> GroupHas:
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "LORD_SUBTYPES")
        adjective = self._adjectives(c)
        subtype = singular(word)
        return self._lord(c, subtype=subtype, subtype_noun=True, kinds=None, adjective=adjective)

    def lord_adjective_tokens(self, c: list[Any]) -> GroupHas:
        return self._lord(c, token=True, adjective=self._adjectives(c))

    def lord_kind(self, c: list[Any]) -> GroupHas:
        """ "permanents" (any type) or "artifacts" / "enchantments" / "lands" (CR 110.4)."""
        noun = next(str(t) for t in c if isinstance(t, Token) and t.type == "LORD_KIND")
        kinds = None if noun == "permanents" else frozenset({noun.removesuffix("s").capitalize()})
        return self._lord(c, kinds=kinds, adjective=self._adjectives(c))

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
                adjective=group.adjective,
                owned=group.owned,
                qualifier=group.qualifier,
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

    def group_while_leading(self, c: list[Any]) -> StaticLine:
        """ "As long as [condition], other creatures you control get +1/+1." (CR 611.3a)."""
        return self._group_while(c[1], c[0], leading=True)

    def group_while_trailing(self, c: list[Any]) -> StaticLine:
        """ "Creatures you control get +1/+1 as long as [condition]." (CR 611.3a)."""
        return self._group_while(c[0], c[1], leading=False)

    def _group_while(self, line: StaticLine, condition: Condition, *, leading: bool) -> StaticLine:
        group = line.effect
        if not isinstance(group, GroupHas):
            _fail("a condition on something other than a group")
        return StaticLine(replace(group, condition=condition, leading=leading))

    def if_you_hand_fewer(self, c: list[Token]) -> Condition:
        """ "you have one or fewer cards in hand" (CR 402.1: the cards in the hand)."""
        return Condition("hand", amount=_number(c[0]), at_most=True)

    def if_you_hand_one_or_fewer(self, _: list[Token]) -> Condition:
        return Condition("hand", amount=1, at_most=True)

    def if_you_hand_more(self, c: list[Token]) -> Condition:
        return Condition("hand", amount=_number(c[0]))

    def not_creature_while(self, c: list[Any]) -> StaticLine:
        """ "As long as [condition], ~ isn't a creature." (layer 4, CR 613.1d)."""
        effect = ConditionalStatic(
            condition=c[0], not_creature=True, leading=True, duration=Duration.STATIC
        )
        return StaticLine(effect)

    def if_devotion_less(self, c: list[Token]) -> Condition:
        """ "your devotion to white and blue is less than seven" (CR 700.5, 700.5a)."""
        colors = [str(t) for t in c if t.type == "TOKEN_COLOR"]
        if len(set(colors)) != len(colors) or "colorless" in colors:
            _fail("a devotion to a color named twice or to colorless")
        return Condition("devotion", state=" and ".join(colors), amount=_number(c[-1]))

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
