"""Transformer callbacks of "[creature] can't be blocked this turn" (``oracle.lark``'s block
"can't be blocked this turn"; CR 509.1b, 611.2a): "~ can't be blocked this turn.", "Target
creature [you control] can't be blocked this turn.", "It can't be blocked this turn." (the
last target named). Compiled to :class:`~mtgrules.effects.unblockable_this_turn.
CantBeBlockedThisTurn`."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.instructions import target
from mtgrules.effects.unblockable_this_turn import IT, CantBeBlockedThisTurn

_CREATURE = frozenset({"creature"})


class UnblockableRules(BuilderBase):
    """Callbacks named after the grammar rules of the "can't be blocked this turn" block."""

    def cant_be_blocked_this_turn(self, c: list[Any]) -> Sentence:
        ref = self._single(c[0])
        if not isinstance(ref, int):
            _fail("a group as the subject of 'can't be blocked this turn'")
        if self._kinds(ref) not in (None, _CREATURE):
            _fail("a noncreature that can't be blocked")
        return (CantBeBlockedThisTurn(on=ref),)

    def it_cant_be_blocked_this_turn(self, _: list[Any]) -> Sentence:
        """ "It can't be blocked this turn.": the last target named, a creature."""
        if not self.targets or self.targets[-1].kinds != _CREATURE:
            _fail("'it can't be blocked' without a target creature before")
        return (CantBeBlockedThisTurn(on=target(len(self.targets) - 1), words=IT),)


__all__ = ["UnblockableRules"]
