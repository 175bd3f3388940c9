"""Carrying out :class:`mtgrules.effects.unpreventable.UnpreventableDamage`: the sentence's
damage, one damage event (CR 120.2b, 120.4; 2011: 119.2b, 119.4), processed with one more
effect in force for that event only: its damage can't be prevented (CR 615.12; 2011:
615.11: prevention effects apply, prevent none of it, and their additional effects happen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Match
from mtgrules.effects.damage import DamageCantBePrevented
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.events import Event
from mtgrules.resolution_joined_damage import parts
from mtgrules.rules import damage as damage_rules
from mtgrules.rules.effects_in_force import effects_in_force

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution


def carry_out(game: Resolution, step: UnpreventableDamage, ctx: Context) -> list[Event]:
    """Deal the damage of ``step.steps`` at once; none of it can be prevented."""
    dealt = [part for inner in step.steps for part in parts(game, inner, ctx)]
    if not dealt:
        return []
    rider = DamageCantBePrevented(
        from_=Match(ids=frozenset(p.source for p in dealt)),
        controller=ctx.controller,
        source=ctx.source,
        duration=Duration.END_OF_TURN,
    )
    state, ruleset = game.state, game.ruleset
    return game._run(
        lambda chooser: damage_rules.compute_damage(
            state, ruleset, dealt, [*effects_in_force(state), rider], chooser
        )
    )


__all__ = ["carry_out"]
