"""Transformer rules for countering (CR 701.5) and "unless [a player] pays" (CR 118.12; 2011:
117.12): "Counter target spell.", "Counter target noncreature spell.", "Counter target instant
or sorcery spell.", "Counter target activated or triggered ability.", "Counter target spell
unless its controller pays {3}." (Mana Leak), "sacrifice ~ unless you pay {B}{B}", "that
player loses 2 life unless they pay {1}", "... unless they discard a card"."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_unless_costs import unless_paid, wants_unless_paid
from mtgrules.cards.pending import ITS_CONTROLLER, THAT_PLAYER
from mtgrules.effects.base import PLAYER
from mtgrules.effects.instructions import YOU, CounterSpell, Instruction, Ref, Unless, target
from mtgrules.effects.spell_targets import spell_target

_THEY = -1000
"""A placeholder for "they" until the clause says which player it is."""


class CounteringRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases of the countering block."""

    def _counter(self, words: Token) -> CounterSpell:
        try:
            spec = spell_target(str(words))
        except ValueError as error:
            _fail(str(error))
        self.targets.append(spec)
        return CounterSpell(on=target(len(self.targets) - 1))

    def counter_target(self, c: list[Any]) -> Sentence:
        return (self._counter(c[0]),)

    def clause_unless(self, c: list[Any]) -> Sentence:
        """ "[clause] unless [player] pays [cost]": one instruction, then the offer."""
        clause, (who, cost) = c
        steps = tuple(clause) if isinstance(clause, tuple) else ()
        if len(steps) == 1 and wants_unless_paid(steps[0], who, cost, _THEY):
            return unless_paid(self, clause, who, cost, _THEY)  # build_unless_costs.py
        if len(steps) != 1 or not isinstance(steps[0], Instruction):
            _fail("'unless' after joined clauses")
        (step,) = steps
        if who == _THEY:
            who = self._they(step)
        if who == ITS_CONTROLLER and len(self.targets) != 1:
            _fail("'its controller' without exactly one target")
        return (Unless(then=(step,), who=who, **cost),)

    def _they(self, step: Instruction) -> Ref:
        """ "they": the player the clause names ("that player loses 2 life unless they pay
        {1}", "target player discards ... unless they pay 3 life")."""
        for name in ("to", "who", "on"):
            ref = getattr(step, name, None)
            if ref == THAT_PLAYER or (
                isinstance(ref, int) and self._kinds(ref) == frozenset({PLAYER})
            ):
                return ref
        _fail("'they' without a player in the clause")

    def unless(self, c: list[Any]) -> tuple[Ref, dict[str, Any]]:
        return c[0], c[1]

    def unless_discard(self, c: list[Any]) -> tuple[Ref, dict[str, Any]]:
        return c[0], {"discard": 1}

    def unless_you(self, _: list[Any]) -> Ref:
        return YOU

    def unless_they(self, _: list[Any]) -> Ref:
        return _THEY

    def unless_mana(self, c: list[Any]) -> dict[str, Any]:
        symbols: tuple[str, ...] = c[0]
        if any(s.lower() == "x" for s in symbols):
            _fail("'pays {X}': an amount X")
        return {"mana": "".join(f"{{{s}}}" for s in symbols)}

    def unless_life(self, c: list[Token]) -> dict[str, Any]:
        return {"life": int(c[0])}


__all__ = ["CounteringRules"]
