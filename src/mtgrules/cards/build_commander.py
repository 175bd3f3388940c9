"""Transformer callbacks of the Commander variant's deck-construction abilities
(``oracle.lark``'s block "commander"): "~ can be your commander." (CR 903.3a) and the
partner abilities "Partner with [name]", "Partner—[text]" and "Choose a Background" (CR
702.124j, 702.124i, 702.124k). Plain "Partner" (702.124h) is a keyword of the keyword line
(:func:`partner_statics`). Each compiles to a :class:`~mtgrules.effects.commander.DeckAbility`
among the card's statics, read when a player designates their commander
(:mod:`mtgrules.rules.commander`). A name or a text keeps its printed capitals: the callback
reads it from the line as written (``line``, set by :func:`mtgrules.cards.grammar.parse_line`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_statics import CREATURES
from mtgrules.cards.pending import Counted, GroupHas, OtherKeyword
from mtgrules.effects.base import Duration, Effect, Match, Who
from mtgrules.effects.commander import (
    A_COMMANDER,
    CAN_BE_COMMANDER,
    CHOOSE_A_BACKGROUND,
    EXPERIENCE,
    PARTNER,
    PARTNER_TEXT,
    PARTNER_WITH,
    YOUR_COMMANDER,
    DeckAbility,
    GetExperience,
    PartnerSearch,
)
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import SELF, target
from mtgrules.effects.targets import TARGET_PLAYER
from mtgrules.effects.triggers import TriggeredAbility, WhenEntersBattlefield

_WITH = len("partner with ")
_DASH = len("partner—")


def is_partner(keyword: object) -> bool:
    """Plain partner in a keyword line (CR 702.124h)."""
    return isinstance(keyword, OtherKeyword) and keyword.name == PARTNER and not keyword.parameter


def partner_statics(keyword: object) -> list[Effect]:
    """The deck-construction ability plain partner stands for (none for other keywords)."""
    return [DeckAbility(ability=PARTNER, text="Partner")] if is_partner(keyword) else []


def partner_with_triggers(statics: Sequence[Effect]) -> list[TriggeredAbility]:
    """The triggered half of each "partner with [name]" (CR 702.124j): "When this permanent
    enters, target player may search their library for a card named [name], reveal it, put
    it into their hand, then shuffle." (its reminder text on the card)."""
    return [
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=(PartnerSearch(name=s.partner, who=target(0)),),
            targets=(TARGET_PLAYER,),
            text=(
                f"When this creature enters, target player may put {s.partner} into their "
                "hand from their library, then shuffle."
            ),
        )
        for s in statics
        if isinstance(s, DeckAbility) and s.ability == PARTNER_WITH
    ]


def commanders_group(effect: GroupHas) -> bool:
    """ "[other] commanders you control": every permanent that is a commander (CR 903.3d)."""
    return (
        effect.adjective == "commander"
        and effect.match.kinds is None
        and effect.match.controller is Who.YOU
        and not (effect.subtype or effect.color or effect.token or effect.with_keyword)
        and not (effect.with_counter or effect.owned)
    )


class CommanderRules(BuilderBase):
    """The deck-construction abilities of commanders (CR 903.3a, 702.124a)."""

    line: str = ""
    """The line being parsed, as written (the parser reads it lower-cased)."""

    def _printed(self, token: Token, skip: int) -> str:
        start, end = token.start_pos, token.end_pos
        if start is None or end is None:
            return str(token)[skip:]
        printed = self.line[start:end]
        return printed[skip:] if printed.lower() == str(token) else str(token)[skip:]

    def partner_with(self, c: list[Token]) -> StaticLine:
        name = self._printed(c[0], _WITH)
        return StaticLine(DeckAbility(ability=PARTNER_WITH, partner=name))

    def partner_text(self, c: list[Token]) -> StaticLine:
        text = self._printed(c[0], _DASH)
        return StaticLine(DeckAbility(ability=PARTNER_TEXT, partner=text))

    def choose_background(self, _: list[Token]) -> StaticLine:
        return StaticLine(DeckAbility(ability=CHOOSE_A_BACKGROUND))

    def can_be_commander(self, _: list[Token]) -> StaticLine:
        return StaticLine(DeckAbility(ability=CAN_BE_COMMANDER))

    def lord_adjective_you_own(self, c: list[Any]) -> GroupHas:
        """ "Commander creatures you own" (a Background's group, CR 702.124k): creatures that
        are commanders, owned by this object's controller, whoever controls them."""
        if c[0] != "adj:commander":
            _fail("creatures you own other than commanders")
        return GroupHas(
            match=Match(kinds=CREATURES),
            adjective="commander",
            owned=True,
            duration=Duration.STATIC,
        )

    def lord_commanders(self, c: list[Any]) -> GroupHas:
        """ "[Other] commanders you control" (CR 903.3d): permanents that are commanders."""
        return GroupHas(
            match=Match(kinds=None, controller=Who.YOU),
            other="other" in c,
            adjective="commander",
            duration=Duration.STATIC,
        )

    def get_experience(self, _: list[Token]) -> tuple[GetExperience]:
        return (GetExperience(),)  # CR 122.1

    def counted_experience(self, _: list[Token]) -> Counted:
        return Counted(noun=EXPERIENCE, controller="you have")  # CR 122.1

    def if_your_commander(self, _: list[Token]) -> Condition:
        return Condition(YOUR_COMMANDER)  # CR 903.3d

    def if_a_commander(self, _: list[Token]) -> Condition:
        return Condition(A_COMMANDER)  # CR 903.3d
