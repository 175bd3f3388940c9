"""Conditional instructions of a resolving spell or ability (:class:`IfCondition`).

CR 608.2c: the instructions are followed in order; "If [condition], [effect]." checks its
condition as it is followed, and "~ deals 4 damage instead if [condition]." carries out the
replacing instruction when the condition holds, the printed one otherwise. CR 603.4: an
intervening "if" is checked again as the triggered ability resolves; false, it does nothing
(the ability's instructions are wrapped in one :class:`IfCondition` with the rule 603.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import THAT_TARGET
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.instructions import SELF, target, target_index
from mtgrules.events import Event
from mtgrules.rules.conditionals import (
    DEALT_THIS_WAY,
    OBJECT_KINDS,
    RESOLVED_COUNT,
    count_resolution,
    dealt_this_way,
    object_holds,
    object_view,
)
from mtgrules.rules.conditions import holds

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CONDITION_INSTRUCTIONS = (IfCondition,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: IfCondition, ctx: Context) -> list[Event]:
    """Carry out ``then`` if the condition holds now, else ``otherwise``."""
    if step.condition.kind == RESOLVED_COUNT:  # "If this is the second time this ability ..."
        resolved = count_resolution(game.state, ctx.source, repr(step))
        holds_now = resolved == step.condition.amount
    else:
        holds_now = _holds(game, step.condition, ctx)
    if holds_now:
        return game._carry_out(step.then, ctx)
    return game._carry_out(step.otherwise, ctx)


def _holds(game: Resolution, condition: Condition, ctx: Context) -> bool:
    if condition.kind == DEALT_THIS_WAY:  # "If a player is dealt damage this way, ..."
        done = [event for _, events in ctx.history for event in events]
        return dealt_this_way(game.state, condition, done)
    if condition.kind in OBJECT_KINDS:  # "If it's a Spirit, ...": the object as it is now,
        # or as it last existed if it left its zone (CR 608.2h); none: the condition is false
        on = target(0) if condition.on == THAT_TARGET else condition.on  # "that creature"
        index = target_index(on)
        if index is not None:
            chosen = ctx.targets[index] if index < len(ctx.targets) else None
        else:  # "~", or the trigger event's object (CR 603.7c)
            chosen = ctx.source if on == SELF else ctx.that_object
        return object_holds(condition, object_view(game.state, chosen), game.ruleset)
    return holds(
        game.state, condition, ctx.controller, ctx.source, ctx.that_player, ctx.that_object
    )


__all__ = ["CONDITION_INSTRUCTIONS", "carry_out"]
