"""Assist (CR 702.132a; Battlebond, 2018: today's number under both rulesets): "If the total
cost to cast a spell with assist includes a generic mana component, before you activate mana
abilities while casting it, you may choose another player. That player has a chance to
activate mana abilities. ... Before you begin to pay the total cost of the spell, the player
you chose may pay for any amount of the generic mana in the spell's total cost."

In a two-player game the other player is the caster's opponent: as the spell is cast, once
its total cost is known (601.2f), an ``assist`` decision asks that player how much of the
generic mana they pay (0 up to what they can pay): the caster's choice of another player is
implied, since a player who pays nothing changes nothing. Their mana abilities are activated
and the mana spent first (601.2g-h), then the caster pays the rest; if the caster can't, the
cast is refused and the game left as it was. Legal actions offer a spell with assist when the
two can pay its cost together.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.cards.mana import ManaCost
from mtgrules.choices import Decision
from mtgrules.rules.alternative_casting import has_casting_keyword
from mtgrules.rules.casting import Payment, plan_payment
from mtgrules.rules.keyword_payment import plan_spell_payment
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.choices import Chooser

ASSIST = "assist"
ASSIST_RULE = "702.132a"


def _helper(state: GameState, player: EntityId) -> EntityId | None:
    others = [p for p in state.opponents(player) if not state.players[p].has_lost]
    return others[0] if len(others) == 1 else None


def amounts(
    state: GameState, player: EntityId, obj: GameObject, cost: ManaCost
) -> list[tuple[int, Payment]]:
    """Each amount of the generic mana of ``cost`` the other player can pay for the spell
    ``obj`` with assist, with their payment (0 first); none if assist doesn't apply."""
    if cost.generic <= 0 or not has_casting_keyword(obj, ASSIST):
        return []
    helper = _helper(state, player)
    if helper is None:
        return []
    found: list[tuple[int, Payment]] = []
    for amount in range(cost.generic + 1):
        theirs = plan_payment(state, helper, ManaCost(generic=amount))
        if theirs is None:
            break  # they can't pay more than this
        found.append((amount, theirs))
    return found


def _rest(cost: ManaCost, amount: int) -> ManaCost:
    return dataclasses.replace(cost, generic=cost.generic - amount)


def payable_with_help(state: GameState, player: EntityId, obj: GameObject, cost: ManaCost) -> bool:
    """The two players can pay ``cost`` for ``obj`` together (CR 702.132a)."""
    return any(
        plan_spell_payment(state, player, obj, _rest(cost, n)) is not None
        for n, _ in amounts(state, player, obj, cost)
    )


def helped(
    state: GameState,
    chooser: Chooser | None,
    player: EntityId,
    obj: GameObject,
    cost: ManaCost,
) -> tuple[ManaCost, EntityId | None, Payment | None]:
    """The cost left to ``player`` once the other player chose how much of its generic mana
    they pay, that player and their payment (None, None when assist doesn't apply or they pay
    nothing). They may choose any amount they can pay; if ``player`` can't pay the rest, the
    cast is refused as usual (601.2h)."""
    options = amounts(state, player, obj, cost)
    helper = _helper(state, player)
    if len(options) < 2 or helper is None:
        return cost, None, None  # no generic mana, or they can pay none of it
    payable = [
        n for n, _ in options if plan_spell_payment(state, player, obj, _rest(cost, n)) is not None
    ]
    answer: Hashable = payable[0] if payable else 0
    if chooser is not None:
        answer = chooser.ask(
            Decision(
                kind=ASSIST,
                player=helper,
                options=tuple(n for n, _ in options),
                labels=tuple(f"pay {{{n}}} of {obj.name}'s cost" for n, _ in options),
                prompt=f"how much of the generic mana of {obj.name} ({cost}) you pay",
                rule=ASSIST_RULE,
            )
        )
    amount, payment = next((n, p) for n, p in options if n == answer)
    if amount == 0:
        return cost, None, None
    return _rest(cost, amount), helper, payment


__all__ = ["ASSIST", "ASSIST_RULE", "amounts", "helped", "payable_with_help"]
