"""Optional actions in a spell's or ability's effect (CR 608.2d; effects/you_may.py):
"You may discard a card. If you do, draw a card." (Tweeze, Incinerating Blast), "Then you
may discard two cards." (Thrilling Discovery), "I — You may sacrifice a creature." (Braids's
Frightful Return).

The sentence is one :class:`YouMay` holding the sentence's instruction; "Then" keeps its
joint before it (CR 608.2c: in the order written). In a triggered ability the first sentence
"you may ..." stays the ability's own "may" (CR 603.5), so this reading is for the first
sentence of a spell's line and for later sentences.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import _X, BuilderBase, _Elided, _fail
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.instructions import YOU, Each
from mtgrules.effects.you_may import YouMay, with_player


class YouMayRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def you_may_sentence(self, c: list[Any]) -> Sentence:
        """ "You may [clause]." (CR 608.2d: chosen as the effect is applied)."""
        return (_optional(c[0]),)

    def then_you_may_sentence(self, c: list[Any]) -> Sentence:
        """ "Then you may [clause]." (CR 608.2c: after the sentence before)."""
        return (Joint("then"), _optional(c[0]))

    def player_may_sentence(self, c: list[Any]) -> Sentence:
        """ "Target opponent may draw a card." (CR 608.2d: that player chooses, and the
        instruction is theirs)."""
        who = self._players(c[0])
        if isinstance(who, Each):  # "each player may ...": several choices (CR 101.4)
            _fail("'[players] may' for a group of players")
        step = _optional(c[1]).steps[0]
        if getattr(step, "who", None) != YOU:
            _fail("'[player] may' with an instruction of no player")
        return (YouMay(steps=(with_player(step, who),), who=who),)


def _optional(clauses: Sentence) -> YouMay:
    """One optional instruction: a single clause, no amount X (an X of the cost is fixed
    as the spell is cast, rules/x_costs.py, which doesn't look inside a choice)."""
    if len(clauses) != 1 or isinstance(clauses[0], Joint | _Elided | _X | CostX | YouMay):
        _fail("'you may' with more than one plain instruction")
    return YouMay(steps=(clauses[0],))


__all__ = ["YouMayRules"]
