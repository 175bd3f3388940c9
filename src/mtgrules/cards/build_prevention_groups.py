"""Transformer rules for prevention effects whose sources or recipients are groups described by
their words (CR 615.1a): "Prevent all combat damage that would be dealt this turn by non-Elf
creatures.", "Prevent all damage that would be dealt to you this turn by sources your
opponents control.", "Prevent all damage that black sources and red sources would deal this
turn.", "Prevent all damage target creature would deal this turn.", and the static "Prevent
all noncombat damage that would be dealt to creatures you control."

The group is a :class:`~mtgrules.effects.described_damage.DescribedMatch`, or a plain
:class:`Match` when its words add nothing to its noun and controller (so that the effects of
the plainer templates stay what they were). The effect remembers its word order
(:class:`WordedPrevention`) for the card's text to be given back."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.chosen_source_prevention import PreventAllFromChosenSource
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import PLAYER, Duration, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.described_damage import (
    NOUN_KINDS,
    DescribedMatch,
    WordedPrevention,
    adjective_problem,
    described,
)
from mtgrules.effects.instructions import SELF, CreateEffect
from mtgrules.objects import Keyword

NOT_YOURS = "not yours"
_KEYWORDS = frozenset(k.value for k in Keyword)
Group = Match  # a plain Match or a DescribedMatch


def _plain(match: DescribedMatch) -> Match:
    """The plain :class:`Match` of ``match`` when its words say no more than its kinds and
    controller ("creatures you control", "players"); else ``match`` itself."""
    if match.noun in ("creatures", "players") and match == described(
        match.noun, controller=match.controller
    ):
        return Match(kinds=match.kinds, controller=match.controller)
    return match


def _check_sources(match: Match | None) -> None:
    """A source of damage is an object (CR 120.1 / 2011 119.1): never players."""
    if match is not None and match.kinds is not None and PLAYER in match.kinds:
        _fail("players as sources of damage")


def _either(first: Match, second: Match) -> Match:
    """ "black sources and red sources": sources that are one or the other (CR 105.2)."""
    if not (
        isinstance(first, DescribedMatch)
        and isinstance(second, DescribedMatch)
        and first.noun == second.noun
        and len(first.adjectives) == len(second.adjectives) == 1
        and first == described(first.noun, first.adjectives)
        and second == described(second.noun, second.adjectives)
    ):
        _fail("two groups of sources other than 'black sources and red sources'")
    colors = (first.adjectives[0], second.adjectives[0])
    if not all(c in ("white", "blue", "black", "red", "green") for c in colors):
        _fail("two groups of sources of other than two colors")
    return described(first.noun, (f"{colors[0]} or {colors[1]}",))


def _created(wording: str, *, combat: bool | None = None, **parts: Any) -> Sentence:
    _check_sources(parts.get("from_"))
    effect = WordedPrevention(wording=wording, combat=combat, **parts)
    return (CreateEffect(effect=effect),)


class PreventionGroupRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases of the group prevention block."""

    # -- the words of a group ------------------------------------------------------------
    def noun_types(self, c: list[Token]) -> str:
        noun = str(c[0])
        if noun not in NOUN_KINDS:
            _fail(f"damage from or to {noun}")
        return noun

    def noun_sources(self, _: list[Any]) -> str:
        return "sources"

    def noun_players(self, _: list[Any]) -> str:
        return "players"

    def noun_tokens(self, _: list[Any]) -> str:
        return "creature tokens"

    def dmg_yours(self, _: list[Any]) -> Who:
        return Who.YOU

    def dmg_opponents(self, _: list[Any]) -> Who:
        return Who.OPPONENT

    def dmg_not_yours(self, _: list[Any]) -> str:
        return NOT_YOURS

    def dmg_group(self, c: list[Any]) -> Group:
        """ "[adjectives] noun [with / without keyword | with power N or less] [owner]"."""
        adjectives: list[str] = []
        noun, power, keyword, has = "", "", "", True
        controller, not_yours = Who.ANY, False
        for part in c:
            if isinstance(part, Token):
                word = str(part)
                problem = adjective_problem(word)
                if problem is not None:
                    _fail(problem)
                adjectives.append(word)
            elif isinstance(part, tuple):
                kind, value = part[1], part[2]
                if kind == "power":
                    power = value
                elif kind in ("with_keyword", "without_keyword") and value in _KEYWORDS:
                    keyword, has = value, kind == "with_keyword"
                else:
                    _fail(f"a group of damage sources {kind} {value}")
            elif isinstance(part, Who):
                controller = part
            elif part == NOT_YOURS:
                not_yours = True
            else:
                noun = str(part)
        if noun == "players" and (adjectives or power or keyword or not_yours):
            _fail("players described by more than their controller")
        if (power or keyword) and noun not in ("creatures", "creature tokens"):
            _fail("a power or keyword of noncreature sources")
        match = described(
            noun,
            tuple(adjectives),
            controller=controller,
            not_yours=not_yours,
            power=power,
            keyword=keyword,
            has=has,
        )
        return _plain(match)

    def group_and_you(self, c: list[Group]) -> Match:
        """ "you and creatures you control", "you and permanents you control" (CR 615.1a):
        the group and its controller."""
        (group,) = c
        if group.controller is not Who.YOU:
            _fail("'you and' a group you don't control")
        if type(group) is Match:  # "you and creatures you control": as before
            return Match(kinds=(group.kinds or frozenset()) | {PLAYER}, controller=Who.YOU)
        assert isinstance(group, DescribedMatch)
        if group.noun == "permanents" and group == described("permanents", controller=Who.YOU):
            return Match(controller=Who.YOU)  # a player controls themself
        return described(
            group.noun,
            group.adjectives,
            controller=Who.YOU,
            power=group.power,
            keyword=group.keyword,
            has=group.has,
            and_you=True,
        )

    def dmg_sources(self, c: list[Group]) -> Group:
        return c[0] if len(c) == 1 else _either(c[0], c[1])

    # -- created effects: "... this turn" (CR 611.2, 514.2) --------------------------------
    def prevent_all_by_group(self, c: list[Group]) -> Sentence:
        return _created("by_turn", from_=c[0])

    def prevent_combat_by_group(self, c: list[Group]) -> Sentence:
        return _created("by_turn", from_=c[0], combat=True)

    def prevent_all_turn_by_group(self, c: list[Group]) -> Sentence:
        return _created("turn_by", from_=c[0])

    def prevent_combat_turn_by_group(self, c: list[Group]) -> Sentence:
        return _created("turn_by", from_=c[0], combat=True)

    def prevent_all_turn_to_group(self, c: list[Group]) -> Sentence:
        return _created("turn_to", to=c[0])

    def prevent_all_to_by_group(self, c: list[Any]) -> Sentence:
        return _created("to_turn_by", to=self._shield(c[0]), from_=c[1])

    def prevent_all_group_to_by_group(self, c: list[Group]) -> Sentence:
        return _created("to_turn_by", to=c[0], from_=c[1])

    def prevent_all_from_ref(self, c: list[Any]) -> Sentence:
        """ "Prevent all damage target creature would deal this turn." (CR 615.1a)"""
        return _created("would_deal", from_=self._shield(c[0]))

    def prevent_combat_from_ref(self, c: list[Any]) -> Sentence:
        return _created("would_deal", from_=self._shield(c[0]), combat=True)

    def prevent_all_that_from_group(self, c: list[Group]) -> Sentence:
        return _created("that_would_deal", from_=c[0])

    def prevent_combat_from_group(self, c: list[Group]) -> Sentence:
        return _created("would_deal", from_=c[0], combat=True)

    def prevent_all_group_to_group(self, c: list[Group]) -> Sentence:
        return _created("that_would_deal", from_=c[0], to=c[1])

    def prevent_all_chosen(self, c: list[Any]) -> Sentence:
        """ "Prevent all damage a [red] source of your choice would deal [to you] this turn."
        (CR 609.7a: the source is chosen as the effect is created)."""
        quality = str(c[0]) if c and isinstance(c[0], str) else ""
        to = self._shield(c[-1]) if c and isinstance(c[-1], int) else None
        effect = PreventAllFromChosenSource(quality=quality, to=to, wording="would_deal")
        return (CreateEffect(effect=effect),)

    def prevent_all_to_by_chosen(self, c: list[Any]) -> Sentence:
        """ "Prevent all damage that would be dealt to you this turn by a source of your
        choice." (CR 609.7a)"""
        effect = PreventAllFromChosenSource(to=self._shield(c[0]), wording="to_turn_by")
        return (CreateEffect(effect=effect),)

    # -- static abilities (CR 611.3) ----------------------------------------------------------
    def _static_group(self, to: Match, combat: bool | None, wording: str = "to") -> StaticLine:
        effect = WordedPrevention(wording=wording, to=to, combat=combat, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_group(self, c: list[Group]) -> StaticLine:
        return self._static_group(c[0], None)

    def static_prevent_group_combat(self, c: list[Group]) -> StaticLine:
        return self._static_group(c[0], True)

    def static_prevent_group_noncombat(self, c: list[Group]) -> StaticLine:
        return self._static_group(c[0], False)

    def static_prevent_group_by(self, c: list[Group]) -> StaticLine:
        _check_sources(c[1])
        effect = WordedPrevention(wording="to_by", to=c[0], from_=c[1], duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_self_to_group(self, c: list[Group]) -> StaticLine:
        """ "Prevent all damage that ~ would deal to red creatures." (CR 615.1a)"""
        effect = WordedPrevention(
            wording="self_to", from_=Match.ids_of(SELF), to=c[0], duration=Duration.STATIC
        )
        return StaticLine(effect)

    def static_prevent_to_attached(self, c: list[Token]) -> StaticLine:
        """ "Prevent all damage that would be dealt to enchanted creature." (CR 303.4m)"""
        effect = PreventAttached(
            attachment=str(c[0]),
            noun=str(c[1]),
            dealt_to=True,
            dealt_by=False,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_prevent_attached_combat_by(self, c: list[Token]) -> StaticLine:
        """ "Prevent all combat damage that would be dealt by enchanted creature." """
        effect = PreventAttached(
            attachment=str(c[0]), noun=str(c[1]), combat=True, duration=Duration.STATIC
        )
        return StaticLine(effect)

    def static_prevent_n_from_color(self, c: list[Any]) -> StaticLine:
        """ "If a red source would deal damage to you, prevent 2 of that damage." (CR 615.1a;
        a static "prevent N of that damage" applies to each damage, CR 615.10 / 2011 615.9)."""
        color, whom, amount = str(c[0]), c[1], int(c[2])
        if whom != Match.you():
            _fail("'prevent N of that damage' from a colored source to other than you")
        effect = PreventDamage(
            amount=amount, to=whom, from_=described("sources", (color,)), duration=Duration.STATIC
        )
        return StaticLine(effect)


__all__ = ["PreventionGroupRules"]
