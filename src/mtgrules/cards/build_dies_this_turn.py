"""Transformer rules for "When that creature dies this turn, [effect]." (CR 603.7a, 603.7c):
a sentence of a spell or ability that names a creature target before it ("Target creature
you control gains deathtouch and lifelink until end of turn. When that creature dies this
turn, create a 2/2 black and green Elf creature token."). "That creature" is the last target
named, a creature; the delayed ability has no targets of its own."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_conditions import _targets_in
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.instructions import target


class DiesThisTurnRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def when_that_dies_this_turn(self, c: list[Any]) -> Sentence:
        """ "When that creature dies this turn, [clauses]." (CR 603.7c)."""
        clauses: Sentence = c[-1]
        if not self.targets or self.targets[-1].kinds != frozenset({"creature"}):
            _fail("'that creature' without a creature target before it")
        index = len(self.targets) - 1
        if _targets_in(clauses) - {index}:
            _fail("a delayed ability with targets of its own")
        return (WhenThatDiesThisTurn(sentences=(clauses,), on=target(index)),)


__all__ = ["DiesThisTurnRules"]
