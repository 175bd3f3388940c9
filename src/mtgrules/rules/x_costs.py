"""{X} in mana costs (CR 107.3): the value of X is announced as the spell is cast (CR 601.2b,
both editions) or the ability activated (CR 602.2b), and is then the same wherever X
appears in its text (CR 107.3a). The total cost has X mana per {X} (CR 601.2f today, 601.2e
in 2011).

The choice is a decision of kind ``X`` among the values the player can pay now (0 up to the
most their mana allows). Once chosen, the spell or ability on the stack carries its
instructions with X replaced by the number ("deals X damage" becomes "deals 3 damage").

>>> from mtgrules.cards.mana import parse_mana_cost
>>> str(with_x(parse_mana_cost("{X}{R}"), 3))
'{3}{R}'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgrules.cards.mana import ManaCost
from mtgrules.choices import Decision
from mtgrules.effects import x_prevention
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.divided_x import DividedXDamage
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    CreateEffect,
    DealDamage,
    DealVariableDamage,
    GainLife,
    IfYouDo,
    Instruction,
    LoseLife,
)
from mtgrules.effects.x_prevention import PreventNextX
from mtgrules.resolution_counts import scaled
from mtgrules.rules.casting import mana_sources, plan_payment
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.game import GameActions

X = "X"
ANNOUNCE = "601.2b"  # the value of X is announced with the spell (both editions)


def with_x(cost: ManaCost, value: int) -> ManaCost:
    """``cost`` with each {X} paid as ``value`` generic mana (CR 107.3, 601.2f)."""
    return dataclasses.replace(cost, generic=cost.generic + cost.x * value, x=0)


def most_x(
    state: GameState,
    player: EntityId,
    cost: ManaCost,
    *,
    extra_life: int = 0,
    exclude: EntityId | None = None,
) -> int:
    """The largest X ``player`` can pay for ``cost`` now (-1 if not even X = 0)."""
    if not cost.x:
        return 0
    available = sum(state.mana.get(player, {}).values()) + len(mana_sources(state, player))
    best = -1
    for value in range(available // cost.x + 1):
        paid = plan_payment(
            state, player, with_x(cost, value), extra_life=extra_life, exclude=exclude
        )
        if paid is None:
            break
        best = value
    return best


def choose_x(
    game: GameActions,
    player: EntityId,
    cost: ManaCost,
    what: str,
    rule: str = ANNOUNCE,
    *,
    extra_life: int = 0,
    exclude: EntityId | None = None,
) -> int:
    """Ask ``player`` for the value of X (a decision of kind ``X``: 0 up to the most they
    can pay). With only one value it is taken without asking."""
    most = most_x(game.state, player, cost, extra_life=extra_life, exclude=exclude)
    options = tuple(range(max(most, 0) + 1))
    if len(options) == 1 or game._chooser is None:
        return options[0]
    answer = game._chooser.ask(
        Decision(
            kind=X,
            player=player,
            options=options,
            prompt=f"the value of X for {what} (up to {most} with the mana you have)",
            rule=rule,
        )
    )
    assert isinstance(answer, int)
    return answer


def fix_x(effect: Iterable[Instruction], value: int) -> tuple[Instruction, ...]:
    """The instructions with X replaced by ``value`` (CR 107.3a)."""
    fixed: list[Instruction] = []
    for step in effect:
        if isinstance(step, DealVariableDamage) and step.amount == X:
            fixed.append(
                DealDamage(amount=value, to=step.to, source=step.source, joined=step.joined)
            )
        elif isinstance(step, ChangeVariableLife) and step.amount == X:
            kind = GainLife if step.gain else LoseLife
            fixed.append(kind(amount=value, who=step.who))
        elif isinstance(step, CreateEffect) and isinstance(step.effect, PreventNextX):
            fixed.append(CreateEffect(effect=x_prevention.with_x(step.effect, value)))
        elif isinstance(step, IfYouDo):
            fixed.append(IfYouDo(then=fix_x(step.then, value)))
        elif isinstance(step, CostX):  # "draw X cards", "+X/+0" (effects/cost_x.py)
            fixed.append(scaled(step.step, value))
        else:
            fixed.append(step)
    return tuple(fixed)


def uses_x(effect: Iterable[object]) -> bool:
    """Some instruction's amount is X."""
    for step in effect:
        if isinstance(step, DealVariableDamage | ChangeVariableLife) and step.amount == X:
            return True
        if isinstance(step, IfYouDo) and uses_x(step.then):
            return True
        if isinstance(step, CostX):
            return True
        if isinstance(step, DividedXDamage):
            return True  # "X damage divided as you choose" (rules/x_divided.py)
        if isinstance(step, CreateEffect) and isinstance(step.effect, PreventNextX):
            return True  # "Prevent the next X damage ..." (effects/x_prevention.py)
    return False


__all__ = ["choose_x", "fix_x", "most_x", "uses_x", "with_x"]
