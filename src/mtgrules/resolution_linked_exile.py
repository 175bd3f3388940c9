"""Carrying out "Exile target creature an opponent controls until ~ leaves the battlefield."
(:class:`~mtgrules.effects.linked_exile.ExileUntilLeaves`, CR 610.3).

The object is exiled only if the source is still on the battlefield: if it has left since the
ability triggered or was activated, the object doesn't move (CR 610.3a-b). Each card exiled
this way is linked to the source by an
:class:`~mtgrules.effects.linked_exile.ExiledUntilLeaves` effect, which
:mod:`mtgrules.rules.linked_returns` carries out when the source leaves.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtgrules.effects.linked_exile import UNTIL_LEAVES, ExiledUntilLeaves, ExileUntilLeaves
from mtgrules.events import EffectCreated, Event, ZoneChanged
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

LINKED_EXILE_INSTRUCTIONS = (ExileUntilLeaves,)
"""The instructions :func:`carry_out` carries out."""

FOLLOW = "608.2c"  # the controller follows the instructions in the order written


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Exile the objects and link each card to the source (CR 610.3)."""
    assert isinstance(step, ExileUntilLeaves)
    state = game.state
    if not game._on_battlefield(ctx.source):
        return []  # CR 610.3a-b: the source has already left, the object doesn't move
    on = [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)]
    new_ids = itertools.count(state.next_id)
    moves: list[Event] = [
        ZoneChanged(
            object=p,
            new_id=next(new_ids),
            origin=Zone.BATTLEFIELD,
            destination=Zone.EXILE,
            rule=FOLLOW,
        )
        for p in on
    ]
    events = game._emit(moves) if moves else []
    source_name = state.objects[ctx.source].name
    for e in list(events):
        if not (isinstance(e, ZoneChanged) and e.destination is Zone.EXILE and e.object in on):
            continue
        card = state.objects.get(e.new_id)
        if card is None or card.zone is not Zone.EXILE:
            continue  # a token ceased to exist (CR 704.5d, 111.7)
        effect_id = state.next_id
        link = ExiledUntilLeaves(
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=state.new_timestamp(),
            text=f"{card.name} is exiled until {source_name} leaves the battlefield",
            card=card.id,
        )
        game.created_effects[effect_id] = link
        events += game._emit([EffectCreated(effect=effect_id, created=link, rule=UNTIL_LEAVES)])
    return events


__all__ = ["LINKED_EXILE_INSTRUCTIONS", "carry_out"]
