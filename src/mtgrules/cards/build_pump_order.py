"""Transformer rules for a bonus said after the keywords it comes with: "target creature you
control gains trample and gets +2/+0 until end of turn", "... gains haste and gets +X/+0 until
end of turn, where X is the number of Eldrazi you control" (CR 613.4c: the bonus in layer 7c;
CR 613.1f: the keywords in layer 6; both until end of turn, CR 514.2). The instructions are
those of "gets +2/+0 and gains trample", the keywords first: the renderer says them in that
order (:mod:`mtgrules.cards.render_pump_order`)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_amounts import _x_pt
from mtgrules.cards.build_base import _X, BuilderBase, _pt
from mtgrules.effects.instructions import GrantKeyword, ModifyPowerToughness


class PumpOrderRules(BuilderBase):
    """Callbacks of "gains [keywords] and gets +N/+N until end of turn"."""

    def grant_and_pump(self, c: list[Any]) -> Sentence:
        on = self._creatures(c[0])
        grants = tuple(GrantKeyword(keyword=k, on=on) for k in c[1])
        power, toughness = _pt(c[3])
        return (*grants, ModifyPowerToughness(power=power, toughness=toughness, on=on))

    def x_grant_and_pump(self, c: list[Any]) -> Sentence:
        """The bonus X (CR 107.3a): of the cost, or of the sentence's "where X is"."""
        on = self._creatures(c[0])
        grants = tuple(GrantKeyword(keyword=k, on=on) for k in c[1])
        power, toughness = _x_pt(c[3])
        pump = ModifyPowerToughness(power=power, toughness=toughness, on=on)
        return (*grants, _X(pump))  # type: ignore[arg-type]  # made a ForEach or a CostX


__all__ = ["PumpOrderRules"]
