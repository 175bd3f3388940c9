""" "Create a 3/1 red Elemental creature token with haste. Exile it at the beginning of the
next end step.": the instruction that creates the tokens also creates a delayed triggered
ability for each of them (CR 603.7a), which exiles or sacrifices that token and no other
object (CR 603.7c: a token that has left the battlefield is not found again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import THAT_CREATURE, AtBeginningOf
from mtgrules.effects.base import Who
from mtgrules.effects.delayed import NEXT_END_STEP
from mtgrules.effects.instructions import CreateToken, Exile, Sacrifice
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.resolution_returns import create_delayed
from mtgrules.turn_events import TokenCreated

if TYPE_CHECKING:
    from mtgrules.events import Event
    from mtgrules.resolution import Context, Resolution


def cleanup_tokens(
    game: Resolution, step: CreateToken, created: list[Event], ctx: Context
) -> list[Event]:
    """The delayed triggers of ``step.at_end`` ("exile it", "sacrifice them"), one per
    token among the ``created`` events."""
    if not step.at_end:
        return []
    verb = step.at_end.split(" ", 1)[0]
    ability = TriggeredAbility(
        when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
        effect=Exile(on=THAT_CREATURE) if verb == "exile" else Sacrifice(on=THAT_CREATURE),
        text=f"{verb} it",
    )
    events: list[Event] = []
    for e in created:
        if isinstance(e, TokenCreated):
            events += create_delayed(game, ctx, ability, NEXT_END_STEP, e.token.id)
    return events


__all__ = ["cleanup_tokens"]
