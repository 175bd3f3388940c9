"""Carrying out "[permanent] doesn't untap during its controller's next untap step." (CR
502.3; 2011: 502.2): the resolving spell or ability creates a :class:`SkipNextUntap` effect
for each permanent it names that is still on the battlefield (CR 608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import DoesntUntapNext, Instruction
from mtgrules.effects.untap_skip import SkipNextUntap
from mtgrules.events import EffectCreated, Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

UNTAP_SKIP_INSTRUCTIONS = (DoesntUntapNext,)
"""The instructions :func:`carry_out` carries out."""

LASTS = "611.2a"  # an effect from a resolving spell or ability lasts as long as it says


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Create one effect per permanent ``step`` names."""
    assert isinstance(step, DoesntUntapNext)
    state = game.state
    events: list[Event] = []
    next_id = state.next_id
    for permanent in game._refs(step.on, ctx):
        if not game._on_battlefield(permanent):
            continue
        effect = SkipNextUntap(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            id=next_id,
            timestamp=state.new_timestamp(),
            text=(
                f"{state.objects[permanent].name} doesn't untap during its controller's "
                "next untap step"
            ),
        )
        game.created_effects[next_id] = effect
        events.append(EffectCreated(effect=next_id, created=effect, rule=LASTS))
        next_id += 1
    return game._emit(events) if events else []


__all__ = ["UNTAP_SKIP_INSTRUCTIONS", "carry_out"]
