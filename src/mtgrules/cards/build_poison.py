"""Transformer callbacks of the "poison counters on players" block of ``oracle.lark`` (CR
122.1f; 2011: 104.3d / 704.5c): "you get a poison counter", "defending player gets a poison
counter" (CR 508.5), "[target player loses 2 life] and gets two poison counters", "for each
poison counter your opponents have", "each opponent who has three or more poison counters
[loses 3 life]", "as long as an opponent is poisoned" (one or more poison counters)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.attack_refs import DEFENDING_PLAYER
from mtgrules.cards.build_base import BuilderBase, _Elided, _fail, _number, _player_subject
from mtgrules.cards.pending import Counted
from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import YOU, GivePoison
from mtgrules.effects.poison import OPPONENTS_HAVE, POISON_COUNTER, POISONED, PoisonedEach

_PLAYER_WORDS = ("opponent", "player")


class PoisonRules(BuilderBase):
    """Callbacks named after the grammar rules of the poison counters block."""

    def you_get_poison(self, c: list[int]) -> tuple[GivePoison]:
        return (GivePoison(count=c[0], who=YOU),)

    def defending_gets_poison(self, c: list[int]) -> tuple[GivePoison]:
        """CR 508.5: the player the creature attacks, or that planeswalker's controller."""
        return (GivePoison(count=c[0], who=DEFENDING_PLAYER),)

    def elided_gets_poison(self, c: list[int]) -> _Elided:
        """ "[target opponent loses 2 life,] gets a poison counter": the player of the clause
        before."""
        count = c[0]
        return _Elided(
            lambda before: (
                None
                if (who := _player_subject(before)) is None
                else GivePoison(count=count, who=who)
            )
        )

    def counted_opponents_poison(self, _: list[Any]) -> Counted:
        return Counted(noun=POISON_COUNTER, controller=OPPONENTS_HAVE)

    def each_poisoned(self, c: list[Token]) -> PoisonedEach:
        """ "each opponent who has three or more poison counters" (corrupted)."""
        word = str(c[0])
        if word not in _PLAYER_WORDS:
            _fail(f"a {word} who has poison counters")
        who = Who.OPPONENT if word == "opponent" else Who.ANY
        match = Match(kinds=frozenset({PLAYER}), controller=who)
        return PoisonedEach(match=match, least=_number(c[1]))

    def if_poisoned(self, c: list[str]) -> Condition:
        return Condition("poison", who=c[0], amount=1, form=POISONED)


__all__ = ["PoisonRules"]
