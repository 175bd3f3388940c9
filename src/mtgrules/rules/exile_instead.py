"""Applying "If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a;
the back faces of cards with disturb, CR 702.146a).

:func:`replace_to_exile` rewrites the events of one action before they are committed: a card
whose characteristics include that static ability (:class:`ExileInsteadOfGraveyard`) and that
would be put into a graveyard from any zone is exiled instead. The ability works from every
zone (it speaks of the card being put into a graveyard "from anywhere", CR 113.6b): from the
battlefield, and from the stack when the spell cast transformed is countered or, an Aura,
fails to resolve (CR 608.3b). A card whose front face is up (in a hand, a library) doesn't
have it (CR 712.8a), so it goes to the graveyard normally.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.effects.exile_instead import ExileInsteadOfGraveyard
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import GameState

__all__ = ["INSTEAD", "replace_to_exile"]

INSTEAD = "614.1a"  # effects that use the word "instead" are replacement effects (both editions)


def _covered(state: GameState, event: ZoneChanged) -> bool:
    if event.destination is not Zone.GRAVEYARD:
        return False
    card = state.objects.get(event.object)
    return card is not None and any(isinstance(s, ExileInsteadOfGraveyard) for s in card.statics)


def replace_to_exile(state: GameState, events: Sequence[Event]) -> list[Event]:
    """``events`` with each covered card's move to a graveyard turned into a move to exile
    (CR 614.1a)."""
    return [
        dataclasses.replace(e, destination=Zone.EXILE, rule=INSTEAD)
        if isinstance(e, ZoneChanged) and _covered(state, e)
        else e
        for e in events
    ]
