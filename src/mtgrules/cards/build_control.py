"""Transformer rules for control-changing instructions (layer 2, CR 613.1b;
:mod:`mtgrules.effects.control`): "Gain control of target creature for as long as you
control ~." (CR 611.2b: the effect lasts while you control the source), "Target opponent
gains control of ~." (no end)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.base import PLAYER
from mtgrules.effects.control import GainControlWhileControlling, GiveControl


class ControlRules(BuilderBase):
    """Callbacks named after the grammar rules of the control-changing block."""

    def gain_control_while_yours(self, c: list[Any]) -> Sentence:
        return (GainControlWhileControlling(on=self._single(c[0])),)

    def player_gains_control(self, c: list[Any]) -> Sentence:
        """ "Target opponent gains control of ~.", "That player gains control of ~." """
        on = self._single(c[1])
        if PLAYER in (self._kinds(on) or ()):
            _fail("control of a player")
        return (GiveControl(to=self._players(c[0]), on=on),)


__all__ = ["ControlRules"]
