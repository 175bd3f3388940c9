"""Transformer rules for how clauses join, for amounts X that a sentence defines ("You gain
X life and draw X cards, where X is the number of creatures you control.", CR 107.3), and
for "you may have ~ deal 2 damage to ..." (an optional instruction with another subject).

An X clause compiles to its instruction with an amount of 1, which "where X is the number of
[things]" makes a :class:`~mtgrules.effects.instructions.ForEach` (``form="where X"``): the
engine counts the things as it carries the instruction out and multiplies the amount
(CR 608.2h), exactly as for "for each".
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_amounts_3 import recounted
from mtgrules.cards.build_base import (
    _X,
    BuilderBase,
    _cost_x,
    _Elided,
    _fail,
    _player_subject,
)
from mtgrules.cards.devotion_amounts import DEVOTION
from mtgrules.cards.pending import Counted
from mtgrules.cards.vocabulary import LEAD_DURATION
from mtgrules.effects.instructions import (
    YOU,
    CreateToken,
    DealDamage,
    DealVariableDamage,
    Discard,
    DrawCards,
    ForEach,
    GainLife,
    Instruction,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
)
from mtgrules.objects import MINUS_ONE, PLUS_ONE

_CHANGES = {
    DrawCards: frozenset({"your hand"}),
    Discard: frozenset({"your hand", "your graveyard"}),
    Mill: frozenset({"your graveyard"}),
    CreateToken: frozenset({""}),
}
"""The zones ("" the battlefield) whose count an instruction may change: X is one number
for the whole sentence, so an instruction that changes what X counts may only come last."""


def _x_pt(token: Token) -> tuple[int, int]:
    """ "+X/+0" as the per-X change (1, 0); "-X/-X" as (-1, -1)."""
    power, toughness = str(token).split("/")

    def one(part: str) -> int:
        sign = -1 if part[0] == "-" else 1
        return sign if part[1:] == "x" else 0

    return one(power), one(toughness)


class AmountRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    # -- joints ------------------------------------------------------------------------
    def join_and(self, _: list[Any]) -> None:
        return None

    def join_then(self, _: list[Any]) -> Joint:
        return Joint(", then")

    def join_comma_and(self, _: list[Any]) -> Joint:
        return Joint(", and")

    def join_comma_and_then(self, _: list[Any]) -> Joint:
        return Joint(", and then")

    def join_comma(self, _: list[Any]) -> Joint:
        return Joint(",")

    def lead_duration(self, c: list[Sentence]) -> Sentence:
        """ "Until end of turn, [pumps and grants].": the same effects as with the duration
        said last (CR 611.2a); the joint only keeps the wording."""
        return (Joint(LEAD_DURATION), *c[0])

    def then_sentence(self, c: list[Sentence]) -> Sentence:
        return (Joint("then"), *_cost_x(c[0]))

    # -- X ------------------------------------------------------------------------------
    def x_you_gain(self, _: list[Any]) -> Sentence:
        return (_X(GainLife(amount=1)),)  # type: ignore[return-value]

    def x_gains(self, c: list[Any]) -> Sentence:
        return (_X(GainLife(amount=1, who=self._players(c[0]))),)  # type: ignore[return-value]

    def x_you_lose(self, _: list[Any]) -> Sentence:
        return (_X(LoseLife(amount=1)),)  # type: ignore[return-value]

    def x_loses(self, c: list[Any]) -> Sentence:
        return (_X(LoseLife(amount=1, who=self._players(c[0]))),)  # type: ignore[return-value]

    def x_you_draw(self, _: list[Any]) -> Sentence:
        return (_X(DrawCards(count=1)),)  # type: ignore[return-value]

    def x_draws(self, c: list[Any]) -> Sentence:
        return (_X(DrawCards(count=1, who=self._players(c[0]))),)  # type: ignore[return-value]

    def x_you_mill(self, _: list[Any]) -> Sentence:
        return (_X(Mill(count=1)),)  # type: ignore[return-value]

    def x_mills(self, c: list[Any]) -> Sentence:
        return (_X(Mill(count=1, who=self._players(c[0]))),)  # type: ignore[return-value]

    def x_pump(self, c: list[Any]) -> Sentence:
        power, toughness = _x_pt(c[1])
        step = ModifyPowerToughness(power=power, toughness=toughness, on=self._creatures(c[0]))
        return (_X(step),)  # type: ignore[return-value]

    def x_group_pump(self, c: list[Any]) -> Sentence:
        return self.x_pump([self._group(c[0]), *c[1:]])

    def x_counters(self, c: list[Any]) -> Sentence:
        kind = str(c[0])
        on = self._creatures(c[1]) if kind in (PLUS_ONE, MINUS_ONE) else self._permanents(c[1])
        return (_X(PutCounters(kind=kind, count=1, on=on)),)  # type: ignore[return-value]

    def _x_elided(self, make: Any) -> _Elided:
        def joined(before: Instruction | _X) -> Instruction | None:
            who = _player_subject(before)
            return None if who is None else _X(make(who))  # type: ignore[return-value]

        return _Elided(joined)

    def x_elided_loses(self, _: list[Any]) -> _Elided:
        return self._x_elided(lambda who: LoseLife(amount=1, who=who))

    def x_elided_gains(self, _: list[Any]) -> _Elided:
        return self._x_elided(lambda who: GainLife(amount=1, who=who))

    def x_elided_draws(self, _: list[Any]) -> _Elided:
        return self._x_elided(lambda who: DrawCards(count=1, who=who))

    def x_elided_mills(self, _: list[Any]) -> _Elided:
        return self._x_elided(lambda who: Mill(count=1, who=who))

    def x_value(self, c: list[Any]) -> Counted:
        counted: Counted = c[0]
        return counted

    def devotion_amount(self, c: list[Token]) -> Counted:
        """ "your devotion to white and blue" (CR 700.5, 700.5a): counted as it is used."""
        colors = [str(t) for t in c]
        if len(set(colors)) != len(colors) or "colorless" in colors:
            _fail("a devotion to a color named twice or to colorless")
        return Counted(noun=DEVOTION, adjective=" and ".join(colors))

    def amount_devotion(self, c: list[Any]) -> Counted:
        counted: Counted = c[0]
        return counted

    def x_value_devotion(self, c: list[Any]) -> Counted:
        counted: Counted = c[0]
        return counted

    def damage_equal_devotion(self, c: list[Any]) -> Sentence:
        """ "~ deals damage to each opponent equal to your devotion to red" (CR 700.5)."""
        return self.damage_equal_number(c)  # type: ignore[attr-defined,no-any-return]

    def where_x(self, c: list[Any]) -> Sentence:
        """ "[clauses with X], where X is the number of [things]": each X clause counts
        the things (one count: nothing before the last X clause may change it)."""
        steps, per = c[0], c[-1]
        out: list[Any] = []
        xs = 0
        for step in steps:
            if isinstance(step, DealVariableDamage) and step.amount == "X":
                step = _X(DealDamage(amount=1, to=step.to, source=step.source))
            if isinstance(step, _X):
                xs += 1
                out.append(ForEach(step=step.step, per=per, form="where X"))
            else:
                out.append(step)
        if not xs:
            _fail("'where X is' without an X")
        plain = [s.step if isinstance(s, ForEach) else s for s in out if not isinstance(s, Joint)]
        last = max(
            i
            for i, s in enumerate(x for x in out if not isinstance(x, Joint))
            if isinstance(s, ForEach) and s.form == "where X"
        )
        zone = per.zone if per.noun != "opponent" else "players"
        if any(zone in _CHANGES.get(type(s), ()) for s in plain[:last]) or recounted(
            per, tuple(plain[:last])
        ):  # "where X is your life total" after a life gain (build_amounts_3.py)
            _fail("X counted again after an instruction that may change it")
        return tuple(out)

    def then_where_x(self, c: list[Any]) -> Sentence:
        return (Joint("then"), *self.where_x(c))

    # -- "you may have ~ deal 2 damage to ..." ---------------------------------------------
    def have_deal_damage(self, c: list[Any]) -> Sentence:
        return self.damage(c)  # type: ignore[attr-defined,no-any-return]

    def have_deal_x_damage(self, c: list[Any]) -> Sentence:
        return self.damage_x(c)  # type: ignore[attr-defined,no-any-return]

    def have_damage_equal_number(self, c: list[Any]) -> Sentence:
        return self.damage_equal_number(c)  # type: ignore[attr-defined,no-any-return]

    def have_bite(self, c: list[Any]) -> Sentence:
        return self.bite(c)  # type: ignore[attr-defined,no-any-return]

    def have_lose_life(self, c: list[Any]) -> Sentence:
        if c[0] == YOU:
            _fail("have you lose life")
        return (LoseLife(amount=int(c[1]), who=self._players(c[0])),)
