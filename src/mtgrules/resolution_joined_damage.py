"""One instruction that deals damage to several recipients: "~ deals 2 damage to any target
and 3 damage to you", "~ deals 2 damage to any target and 3 damage to itself", "~ deals X
damage to each creature without flying and each player".

The card's text names one source dealing its damage in one instruction (CR 120.2b; 2011:
119.2b), so all of it is one damage event, processed once in the ruleset's sequence (CR
120.4; 2011: 119.4): prevention and replacement effects see every part at once, and the
damage is dealt simultaneously. The compiler marks each damage clause after the first with
``joined``; :func:`grouped` cuts a resolving effect into runs and :func:`carry_out` deals a
run's damage as one event.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from mtgrules.effects.instructions import DealDamage, DealVariableDamage, Instruction
from mtgrules.events import Event
from mtgrules.proposed import DamagePart
from mtgrules.resolution_variable import amount_of
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

DAMAGE_STEPS = (DealDamage, DealVariableDamage)


def grouped(steps: Sequence[Instruction]) -> Iterator[tuple[Instruction, ...]]:
    """``steps`` in order, a damage instruction together with the ``joined`` ones after it."""
    run: list[Instruction] = []
    for step in steps:
        joins = isinstance(step, DAMAGE_STEPS) and step.joined
        if run and joins and isinstance(run[-1], DAMAGE_STEPS):
            run.append(step)
            continue
        if run:
            yield tuple(run)
        run = [step]
    if run:
        yield tuple(run)


def parts(game: Resolution, step: Instruction, ctx: Context) -> list[DamagePart]:
    """The damage ``step`` would deal now, one part per source and recipient."""
    assert isinstance(step, DAMAGE_STEPS)
    state = game.state
    amount = step.amount if isinstance(step, DealDamage) else amount_of(game, step.amount, ctx)
    if amount <= 0:
        return []
    return [
        DamagePart(source, r, amount, False, None)
        for source in game._refs(step.source, ctx)
        for r in game._refs(step.to, ctx)
        if r in state.players or r in state.objects
    ]


def controlled_by_target(
    state: GameState, found: list[EntityId], targets: Sequence[EntityId]
) -> list[EntityId]:
    """The objects of ``found`` that "that player [or that planeswalker's controller]"
    controls: the only target if it is a player, else its controller as it last existed (CR
    608.2h)."""
    first = targets[0] if targets else None
    if first is None or (first not in state.players and not state.source_view(first)):
        return []
    owner = state.controller_of(first)  # a player controls themself
    return [e for e in found if e not in state.players and state.controller_of(e) == owner]


def carry_out(game: Resolution, run: Sequence[Instruction], ctx: Context) -> list[Event]:
    """Deal the damage of every instruction of ``run`` as one damage event."""
    dealt = [part for step in run for part in parts(game, step, ctx)]
    return game.deal_damage_event(dealt) if dealt else []


__all__ = ["DAMAGE_STEPS", "carry_out", "controlled_by_target", "grouped", "parts"]
