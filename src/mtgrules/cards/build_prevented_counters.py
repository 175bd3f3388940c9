"""Transformer rules for counters put for the damage a prevention effect prevented (CR 615.5;
effects/prevented_counters.py): the sentence "For each 1 damage prevented this way, put a +1/+1
counter on that creature." joined to the prevention before it (:func:`with_counters_prevented`),
and the static "If [noncombat] damage would be dealt to ~, prevent that damage. Put a -1/-1
counter on ~ for each 1 damage prevented this way."."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import SELF, CreateEffect, target
from mtgrules.effects.other_prevention import PreventToOthers
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import CardType

KINDS = ("+1/+1", "-1/-1")
_CREATURES = frozenset({CardType.CREATURE.value})
HOLDER_SELF = "~"
HOLDER_THAT = "that creature"


@dataclass(frozen=True, slots=True)
class CountersPreventedSentence:
    """The sentence "For each 1 damage prevented this way, put a [kind] counter on that
    creature.", joined to the prevention before it by :func:`with_counters_prevented`."""

    kind: str


def _kind(pt: Token, number: Token) -> str:
    if int(number) != 1:
        _fail(f"a counter for each {number} damage prevented")
    kind = str(pt)
    if kind not in KINDS:
        _fail(f"{kind} counters for the damage prevented")
    return kind


def with_counters_prevented(
    before: Sentence | None, marker: CountersPreventedSentence, targets: list[TargetSpec]
) -> Sentence:
    """The prevention of ``before`` with the counters as its follow-up: "that creature" is
    the one target creature the prevention protects (the damage's recipient)."""
    if before is None or len(before) != 1:
        _fail("counters for the damage prevented without a prevention before them")
    (step,) = before
    if not isinstance(step, CreateEffect) or not isinstance(step.effect, PreventDamage):
        _fail("counters for the damage prevented after other than a prevention")
    effect = step.effect
    if effect.then is not None or effect.next_time or effect.from_ is not None:
        _fail("counters for the damage prevented after this prevention")
    if (
        len(targets) != 1
        or targets[0].kinds != {"creature"}
        or effect.to != Match.ids_of(target(0))
    ):
        _fail("'that creature' other than the one target creature protected")
    return (CreateEffect(effect=replace(effect, then=CountersForPrevented(kind=marker.kind))),)


class PreventedCounterRules(BuilderBase):
    """Callbacks named after the grammar rules of the block."""

    def counters_prevented_sentence(self, c: list[Token]) -> CountersPreventedSentence:
        number, pt = c
        return CountersPreventedSentence(kind=_kind(pt, number))

    def holder_self(self, _: list[Any]) -> str:
        return HOLDER_SELF

    def holder_that_creature(self, _: list[Any]) -> str:
        return HOLDER_THAT

    def _put_counters(self, c: list[Any], combat: bool | None) -> StaticLine:
        to, pt, holder, number = c
        if to != Match.ids_of(SELF) or holder != HOLDER_SELF:
            _fail("counters for damage prevented to another than ~")
        then = CountersForPrevented(kind=_kind(pt, number))
        effect = PreventDamage(to=to, combat=combat, then=then, duration=Duration.STATIC)
        return StaticLine(effect)

    def static_prevent_put_counters(self, c: list[Any]) -> StaticLine:
        return self._put_counters(c, None)

    def static_prevent_noncombat_put_counters(self, c: list[Any]) -> StaticLine:
        return self._put_counters(c, False)

    def static_prevent_others_put_counters(self, c: list[Any]) -> StaticLine:
        """ "If damage would be dealt to another creature you control, prevent that damage.
        Put a +1/+1 counter on that creature for each 1 damage prevented this way." (Vigor)"""
        pt, holder, number = c
        if holder != HOLDER_THAT:
            _fail("counters on another than the creature protected")
        effect = PreventToOthers(
            to=Match(kinds=_CREATURES, controller=Who.YOU),
            then=CountersForPrevented(kind=_kind(pt, number)),
            duration=Duration.STATIC,
        )
        return StaticLine(effect)
