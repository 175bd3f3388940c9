"""Applying "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into
its owner's library instead." (CR 614.1a; Darksteel Colossus).

:func:`replace_to_graveyard` rewrites the events of one action before they are committed: a
card with that static ability that would be put into a graveyard from any zone is put into its
owner's library instead, and that library is shuffled (CR 701.20a; 2011: 701.17a). The ability
works from every zone, since it speaks of the card being put into a graveyard "from anywhere"
(CR 113.6b). Every zone is visible to the engine's players, so revealing the card changes
nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.effects.graveyard_returns import ShuffleInsteadOfGraveyard
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.exile_instead import replace_to_exile
from mtgrules.rulesets import Ruleset
from mtgrules.state import GameState
from mtgrules.turn_events import LibraryShuffled

INSTEAD = "614.1a"  # effects that use the word "instead" are replacement effects (both editions)
SHUFFLE = {"cr2011": "701.17a"}  # CR 701.20a today


def _covered(state: GameState, event: Event) -> bool:
    if not isinstance(event, ZoneChanged) or event.destination is not Zone.GRAVEYARD:
        return False
    card = state.objects.get(event.object)
    return (
        card is not None
        and not card.token
        and any(isinstance(s, ShuffleInsteadOfGraveyard) for s in card.statics)
    )


def replace_to_graveyard(
    state: GameState, ruleset: Ruleset, events: Sequence[Event]
) -> list[Event]:
    """``events`` with each covered card put into its owner's library, then shuffled."""
    events = replace_to_exile(state, events)  # CR 614.1a: "exile it instead" (disturb)
    if not any(_covered(state, e) for e in events):
        return list(events)
    result: list[Event] = []
    added: dict[int, list[int]] = {}  # cards put into each library by these events
    left = {e.object for e in events if isinstance(e, ZoneChanged) and e.origin is Zone.LIBRARY}
    for event in events:
        if not _covered(state, event):
            result.append(event)
            if isinstance(event, ZoneChanged) and event.destination is Zone.LIBRARY:
                owner = state.objects[event.object].owner if event.object in state.objects else 0
                added.setdefault(owner, []).append(event.new_id)
            continue
        assert isinstance(event, ZoneChanged)
        owner = state.objects[event.object].owner
        added.setdefault(owner, []).append(event.new_id)
        result.append(dataclasses.replace(event, destination=Zone.LIBRARY, rule=INSTEAD))
        library = [c for c in state.libraries.get(owner, []) if c not in left] + added[owner]
        state.rng.shuffle(library)
        rule = SHUFFLE.get(ruleset.name, "701.20a")
        result.append(LibraryShuffled(player=owner, order=tuple(library), rule=rule))
    return result


__all__ = ["replace_to_graveyard"]
