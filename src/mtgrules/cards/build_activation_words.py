"""Transformer callbacks of activated abilities labelled by a word that restricts them
(``oracle.lark``'s block "activation words and counted limits"): "Exhaust — [Cost]:
[Effect]" (CR 702.177a), "Boast — [Cost]: [Effect]" (CR 702.142a), "Power-up — [Cost]:
[Effect]", "Max speed — [Cost]: [Effect]" and "Max speed — ~ has lifelink." (CR 702.179),
"Activate no more than twice / three times each turn." (CR 602.5b) and "Any
player may activate this ability [but only ...]." (CR 602.2a). Each is
an :class:`ActivationLimit` the engine checks (:mod:`mtgrules.rules.activation_words`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.abilities import ActivatedLine, StaticLine, TriggeredLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import ActivationLimit, Counted, WhenOther
from mtgrules.cards.render_activation_words import MAX_SPEED_LABEL
from mtgrules.effects.conditions import Condition
from mtgrules.rules.activation_words import ANY_PLAYER, BOAST, EXHAUST, MAX_SPEED, POWER_UP
from mtgrules.rules.exert import EXERT_SELF
from mtgrules.rules.speed import SPEED


class ActivationWordRules(BuilderBase):
    """Exhaust, boast and power-up abilities; counted limits; any player may activate."""

    def word_exhaust(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(EXHAUST)

    def word_boast(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(BOAST)

    def word_power_up(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(POWER_UP)

    def activated_word(self, c: list[Any]) -> ActivatedLine:
        cost, x, extra = c[1]
        return ActivatedLine(
            cost=cost, sentences=c[2], targets=self._targets(), limit=c[0], x=x, extra_costs=extra
        )

    def no_more_than_twice(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("no more than twice each turn")

    def no_more_than_three(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit("no more than three times each turn")

    def any_player(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(ANY_PLAYER)

    def any_player_sorcery(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(f"{ANY_PLAYER}, as a sorcery")

    def any_player_upkeep(self, _: list[Any]) -> ActivationLimit:
        return ActivationLimit(f"{ANY_PLAYER}, during any upkeep step")

    def activated_max_speed(self, c: list[Any]) -> ActivatedLine:
        return self.activated_word([ActivationLimit(MAX_SPEED), *c])

    def max_speed_static(self, c: list[Any]) -> StaticLine:
        """ "Max speed — ~ has lifelink.": as long as you have max speed (CR 702.179)."""
        condition = Condition(kind="max speed", form=MAX_SPEED_LABEL)
        return self._static(replace(c[0], condition=condition))

    def max_speed_triggered(self, c: list[Any]) -> TriggeredLine:
        """ "Max speed — [trigger condition], [effect]": the ability exists only while you
        have max speed (CR 702.179), so it triggers only then; a speed never decreases, so
        the check as it resolves (an intervening "if", CR 603.4) changes nothing."""
        form, when = c[0] if isinstance(c[0], tuple) else ("", c[0])
        condition = Condition(kind="max speed", form=MAX_SPEED_LABEL)
        return TriggeredLine(
            when=when, sentences=c[1], targets=self._targets(), form=form, intervening=condition
        )

    def exert_when_you_do(self, c: list[Any]) -> TriggeredLine:
        """ "You may exert ~ as it attacks. When you do, [effect]" (CR 701.43a, 603.12)."""
        when = WhenOther(event=EXERT_SELF, once=True)
        return TriggeredLine(when=when, sentences=c[0], targets=self._targets())

    def amount_your_speed(self, _: list[Any]) -> Counted:
        """ "equal to your speed" (CR 702.179): counted as it is used, 0 with no speed."""
        return Counted(noun=SPEED)

    def x_value_your_speed(self, _: list[Any]) -> Counted:
        """ "where X is your speed" (CR 702.179)."""
        return Counted(noun=SPEED)
