"""Transformer rules for "[clause] unless [a player] [does something else]" beyond the single
costs of :mod:`mtgrules.cards.build_countering` (CR 118.12; 2011: 117.12): sacrifices ("unless
they sacrifice a creature of their choice", "unless you sacrifice two lands"), two costs
("unless that player pays {1} or 1 life", "unless they sacrifice a nonland permanent of their
choice or discard a card"), a target opponent as the payer, and groups of players ("each
opponent loses 3 life unless they discard a card"): :mod:`mtgrules.effects.unless_costs`.
Also the upkeep and end step family's "[clause] unless [condition]." (CR 608.2c) and "~'s owner
shuffles it into their library" (CR 701.20a)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import THAT_PLAYER
from mtgrules.cards.vocabulary import number_value
from mtgrules.effects.base import PLAYER, Who
from mtgrules.effects.conditions import IfCondition
from mtgrules.effects.graveyard_returns import ShuffleIntoLibrary
from mtgrules.effects.instructions import SELF, Each, Instruction, Ref, target_index
from mtgrules.effects.unless_costs import UNLESS, UnlessCost, UnlessPaid

_IRREGULAR = ("ies", "ves", "xes", "ches", "shes", "sses", "plains", "i")
"""Plural endings whose singular is not the word without its "s" (refused)."""

_NAMING_FIELDS = ("to", "who", "on")
"""The fields of an instruction that name the player it acts on."""


@dataclasses.dataclass(frozen=True, slots=True)
class _SameVerb:
    """ "or 1 life" after "pays {1}": a second cost under the same verb."""

    cost: UnlessCost


def players_group(ref: object) -> bool:
    """ "each player" / "each opponent": a group of players only."""
    return isinstance(ref, Each) and (ref.match.kinds or frozenset()) == {PLAYER}


def named_player(step: Instruction, player_target: Any) -> Ref | None:
    """The player the clause names ("that player", a target player, "each opponent"), for
    "they" / "that player" in "unless they ..."; ``player_target`` tells a target player."""
    for name in _NAMING_FIELDS:
        ref = getattr(step, name, None)
        if ref == THAT_PLAYER or players_group(ref) or player_target(ref):
            return ref
    return None


def wants_unless_paid(step: Instruction, who: Ref, cost: object, they: Ref) -> bool:
    """The "unless" of a clause needs :class:`UnlessPaid`: the costs come from this module,
    or the payer is a group of players named by the clause ("each opponent loses 3 life
    unless they discard a card")."""
    if isinstance(cost, tuple):
        return True
    return who in (they, THAT_PLAYER) and any(
        players_group(getattr(step, name, None)) for name in _NAMING_FIELDS
    )


def _cost(words: dict[str, Any] | UnlessCost) -> UnlessCost:
    """A cost of :mod:`mtgrules.cards.build_countering` (a dict) as an :class:`UnlessCost`."""
    return words if isinstance(words, UnlessCost) else UnlessCost(**words)


def unless_paid(
    builder: BuilderBase, clause: object, who: Ref, cost: object, they: Ref
) -> Sentence:
    """ "[clause] unless [who] [cost]" as :class:`UnlessPaid` (``they``: the placeholder of
    the word "they"); refused without exactly one instruction or a player to pay."""
    steps = tuple(clause) if isinstance(clause, tuple) else ()
    if len(steps) != 1 or not isinstance(steps[0], Instruction):
        _fail("'unless' after joined clauses")
    (step,) = steps
    costs = tuple(_cost(c) for c in cost) if isinstance(cost, tuple) else (_cost(cost),)  # type: ignore[arg-type]
    said = ""
    if who in (they, THAT_PLAYER):
        said = "they" if who == they else "that player"
        named = named_player(step, lambda ref: _is_player_target(builder, ref))
        if named is None and who == they:
            _fail("'they' without a player in the clause")
        if named is not None and (who == they or named != THAT_PLAYER):
            who = named
    return (UnlessPaid(then=(step,), who=who, costs=costs, said=said),)


def _is_player_target(builder: BuilderBase, ref: object) -> bool:
    return (
        isinstance(ref, int)
        and target_index(ref) is not None
        and builder._kinds(ref) == frozenset({PLAYER})
    )


class UnlessCostRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases of the "unless costs" block."""

    def owner_shuffles_self(self, _: list[Any]) -> Sentence:
        """ "~'s owner shuffles it into their library" (CR 701.20a): the permanent, if it is
        still on the battlefield, into its owner's library, which is shuffled."""
        return (ShuffleIntoLibrary(on=SELF, owner_shuffles=True),)

    def clause_unless_condition(self, c: list[Any]) -> Sentence:
        """ "[clause] unless [condition]" (CR 608.2c): the clause is carried out only if the
        condition is false as it is followed."""
        clause, condition = c
        steps = tuple(clause) if isinstance(clause, tuple) else ()
        if len(steps) != 1 or not isinstance(steps[0], Instruction):
            _fail("'unless [condition]' after joined clauses")
        return (IfCondition(condition=condition, then=(), otherwise=steps, form=UNLESS),)

    def unless_pay_or(self, c: list[Any]) -> tuple[Ref, tuple[UnlessCost, ...]]:
        """ "unless that player pays {1} or 1 life" / "... pays 2 life or discards a card"."""
        who, first, second = c
        if isinstance(second, UnlessCost) and (second.mana or second.life):
            _fail("'pays ... or pays ...': one verb for both costs")
        other = second.cost if isinstance(second, _SameVerb) else second
        return who, (_cost(first), other)

    def unless_discard_or(self, c: list[Any]) -> tuple[Ref, tuple[UnlessCost, ...]]:
        return c[0], (UnlessCost(discard=1), c[1])

    def unless_sacrifice(self, c: list[Any]) -> tuple[Ref, tuple[UnlessCost, ...]]:
        return c[0], (c[1],)

    def unless_sacrifice_or(self, c: list[Any]) -> tuple[Ref, tuple[UnlessCost, ...]]:
        return c[0], (c[1], c[2])

    def unless_or(self, c: list[Any]) -> UnlessCost:
        cost: UnlessCost = c[0]
        return cost

    def unless_noun(self, c: list[Token]) -> str:
        word = str(c[0])
        return word.capitalize() if c[0].type == "COUNT_SUBTYPE" else word  # CR 205.3

    def unless_or_cost(self, c: list[Any]) -> _SameVerb:
        return _SameVerb(_cost(c[0]))

    def unless_act_pay(self, c: list[Any]) -> UnlessCost:
        return _cost(c[0])

    def unless_act_discard(self, _: list[Any]) -> UnlessCost:
        return UnlessCost(discard=1)

    def unless_act_sacrifice(self, c: list[Any]) -> UnlessCost:
        cost: UnlessCost = c[0]
        return cost

    def unless_target_opponent(self, _: list[Any]) -> Ref:
        return self._new_target(frozenset({PLAYER}), Who.OPPONENT)

    def _sacrificed(self, c: list[Any], **more: Any) -> UnlessCost:
        words = [str(x) for x in c if not (isinstance(x, Token) and x.type == "OF_THEIR_CHOICE")]
        adjectives, noun = words[:-1], words[-1]
        if any(not a.startswith("non") or "-" in a for a in adjectives):
            _fail("a sacrifice described by an adjective other than 'non-'")
        kind = " ".join([*adjectives, noun])
        choice = any(isinstance(x, Token) and x.type == "OF_THEIR_CHOICE" for x in c)
        return UnlessCost(sacrifice=kind, their_choice=choice, **more)

    def unless_sac_one(self, c: list[Any]) -> UnlessCost:
        return self._sacrificed(c)

    def unless_sac_other_than_self(self, c: list[Any]) -> UnlessCost:
        return self._sacrificed(c, other="other than ~")

    def unless_sac_another(self, c: list[Any]) -> UnlessCost:
        return self._sacrificed(c, other="another")

    def unless_sac_n(self, c: list[Token]) -> UnlessCost:
        plural = str(c[1])
        if not plural.endswith("s") or plural.endswith(_IRREGULAR):
            _fail(f"the singular of {plural!r}")
        kind = plural[:-1]  # "lands" -> "land", "islands" -> "Island" (CR 205.3)
        kind = kind.capitalize() if c[1].type == "COUNT_SUBTYPES" else kind
        return UnlessCost(sacrifice=kind, count=number_value(str(c[0])))


__all__ = ["UnlessCostRules", "named_player", "players_group", "unless_paid", "wants_unless_paid"]
