"""Shields divided among targets as the spell was cast (CR 601.2d, 615.7; 2011: the same
numbers): each target still legal as the spell resolves gets a shield of the points announced
for it; a target that became illegal gets none and the others keep their shares (CR 608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Match
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.divided_prevention import DividedShield
from mtgrules.events import Event
from mtgrules.rules.casting import is_legal_target
from mtgrules.rules.divided import divided_indices, division

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution


def divided_shields(game: Resolution, template: DividedShield, ctx: Context) -> list[Event]:
    """One shield per legal target, of its share of ``template.amount``."""
    state = game.state
    legal = {
        ctx.targets[i]
        for i in divided_indices(ctx.specs)
        if is_legal_target(state, ctx.specs[i], ctx.targets[i], ctx.controller, ctx.source)
    }
    events: list[Event] = []
    for recipient, share in division(ctx.specs, ctx.targets).items():
        if recipient in legal and share > 0:
            shield = PreventDamage(amount=share, to=Match.ids_of(recipient))
            events += game._create_effect(shield, ctx)
    return events


__all__ = ["divided_shields"]
