"""Transformer rules for control-changing instructions (layer 2, CR 613.1b;
:mod:`mtgrules.effects.control`): "Gain control of target creature for as long as you
control ~." (CR 611.2b: the effect lasts while you control the source), "Target opponent
gains control of ~." and "Gain control of target creature." (no duration: it lasts until the
permanent leaves the battlefield or another control effect replaces it, CR 611.2a, 613.7)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import TRIGGERING_OBJECT
from mtgrules.effects.base import PLAYER, Duration
from mtgrules.effects.control import GainControlWhileControlling, GiveControl
from mtgrules.effects.instructions import GainControl, target_index


class ControlRules(BuilderBase):
    """Callbacks named after the grammar rules of the control-changing block."""

    def gain_control_while_yours(self, c: list[Any]) -> Sentence:
        return (GainControlWhileControlling(on=self._single(c[0])),)

    def gain_control(self, c: list[Any]) -> Sentence:
        """ "Gain control of target permanent.", "Untap target creature you don't control and
        gain control of it.": no duration stated, so the effect lasts indefinitely."""
        return (GainControl(on=self._single(c[0]), duration=Duration.INDEFINITE),)

    def player_gains_control(self, c: list[Any]) -> Sentence:
        """ "Target opponent gains control of ~.", "That player gains control of ~." """
        to, on = self._players(c[0]), c[1]
        if on == to and isinstance(on, int) and target_index(on) is not None:
            # "When ~ enters, target opponent gains control of it.": "it" can't be the
            # player just named, so it is this object (or the triggering one, CR 603.7c)
            on = TRIGGERING_OBJECT
        on = self._single(on)
        if PLAYER in (self._kinds(on) or ()):
            _fail("control of a player")
        return (GiveControl(to=to, on=on),)


__all__ = ["ControlRules"]
