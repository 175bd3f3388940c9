"""Permanents put on top of their owners' libraries (:mod:`mtgrules.effects.library_tops`):
each permanent still on the battlefield moves to the top of its owner's library (CR 400.3),
a new object there (CR 400.7); a permanent that left the battlefield, or an illegal target
(CR 608.2b), stays where it is."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtgrules.effects.library_tops import PutOnLibraryTop
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

LIBRARY_TOP_INSTRUCTIONS = (PutOnLibraryTop,)
"""The instructions :func:`carry_out` carries out."""

RULE = "400.3"  # an object going to a library goes to its owner's library


def carry_out(game: Resolution, step: PutOnLibraryTop, ctx: Context) -> list[Event]:
    """CR 400.3: each permanent of ``step.on`` goes on top of its owner's library."""
    state = game.state
    on = [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)]
    new_ids = itertools.count(state.next_id)
    return game._emit(
        [
            ZoneChanged(
                object=p,
                new_id=next(new_ids),
                origin=Zone.BATTLEFIELD,
                destination=Zone.LIBRARY,
                rule=RULE,
            )
            for p in on
        ]
    )


__all__ = ["LIBRARY_TOP_INSTRUCTIONS", "carry_out"]
