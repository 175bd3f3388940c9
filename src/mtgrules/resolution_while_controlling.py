"""Carrying out :class:`~mtgrules.effects.while_controlling.GrantWhileYouControl`: "another
target permanent gains indestructible for as long as you control ~" (CR 611.2b).

The ability-adding effect (CR 613.1f) is created with no end of its own, and a
:class:`~mtgrules.effects.while_controlling.WhileYouControlSource` records it with the source
and the controller; :func:`mtgrules.rules.linked_returns.ended_effects` ends both once the
controller no longer controls the source. If that is already so as the ability resolves, the
effect does nothing (CR 611.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration
from mtgrules.effects.control import source_held
from mtgrules.effects.instructions import GrantKeyword
from mtgrules.effects.while_controlling import (
    WHILE_YOU_CONTROL,
    GrantWhileYouControl,
    WhileYouControlSource,
)
from mtgrules.events import EffectCreated, Event
from mtgrules.turn_events import ModifierAdded

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

WHILE_CONTROLLING_INSTRUCTIONS = (GrantWhileYouControl,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Grant the keyword until the controller no longer controls the source."""
    assert isinstance(step, GrantWhileYouControl)
    state = game.state
    if not source_held(state, ctx.source, ctx.controller):
        return []  # CR 611.2b: the duration ended before the effect began
    grant = GrantKeyword(keyword=step.keyword, on=step.on, duration=Duration.INDEFINITE)
    events = game._modify(grant, ctx)
    created = tuple(e.effect.id for e in events if isinstance(e, ModifierAdded))
    if not created:
        return events
    effect_id = state.next_id
    lasting = WhileYouControlSource(
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"{step.keyword} for as long as you control {state.objects[ctx.source].name}",
        effects=created,
    )
    game.created_effects[effect_id] = lasting
    return events + game._emit(
        [EffectCreated(effect=effect_id, created=lasting, rule=WHILE_YOU_CONTROL)]
    )


__all__ = ["WHILE_CONTROLLING_INSTRUCTIONS", "carry_out"]
