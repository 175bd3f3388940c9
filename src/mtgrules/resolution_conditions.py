"""Conditional instructions of a resolving spell or ability (:class:`IfCondition`).

CR 608.2c: the instructions are followed in order; "If [condition], [effect]." checks its
condition as it is followed, and "~ deals 4 damage instead if [condition]." carries out the
replacing instruction when the condition holds, the printed one otherwise. CR 603.4: an
intervening "if" is checked again as the triggered ability resolves; false, it does nothing
(the ability's instructions are wrapped in one :class:`IfCondition` with the rule 603.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.conditions import IfCondition
from mtgrules.events import Event
from mtgrules.rules.conditions import holds

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CONDITION_INSTRUCTIONS = (IfCondition,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: IfCondition, ctx: Context) -> list[Event]:
    """Carry out ``then`` if the condition holds now, else ``otherwise``."""
    if holds(
        game.state, step.condition, ctx.controller, ctx.source, ctx.that_player, ctx.that_object
    ):
        return game._carry_out(step.then, ctx)
    return game._carry_out(step.otherwise, ctx)


__all__ = ["CONDITION_INSTRUCTIONS", "carry_out"]
