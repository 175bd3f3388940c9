"""Applying "if it would leave the battlefield, exile it instead of putting it anywhere
else" (unearth, CR 702.84a; 2011: 702.82a): a replacement effect (CR 614.1a).

:func:`replace_leaving` rewrites the events of one action before they are committed: the
covered permanent's move from the battlefield to any zone but exile becomes a move to exile.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.effects.delayed import ExileInsteadOfLeaving
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import GameState

INSTEAD = "614.1a"  # effects that use the word "instead" are replacement effects (both editions)


def replace_leaving(state: GameState, events: Sequence[Event]) -> list[Event]:
    """``events`` with each covered permanent leaving the battlefield exiled instead."""
    covered = {e.permanent for e in state.effects.values() if isinstance(e, ExileInsteadOfLeaving)}
    if not covered:
        return list(events)
    return [
        dataclasses.replace(e, destination=Zone.EXILE, rule=INSTEAD)
        if isinstance(e, ZoneChanged)
        and e.origin is Zone.BATTLEFIELD
        and e.destination is not Zone.EXILE
        and e.object in covered
        else e
        for e in events
    ]


__all__ = ["replace_leaving"]
