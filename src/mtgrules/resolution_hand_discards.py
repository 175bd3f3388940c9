"""Carrying out :class:`mtgrules.effects.hand_discards.DiscardHand`: each player it names
discards every card in their hand (CR 701.8a, 2011: 701.7a: from hand to its owner's
graveyard), with no choice to make; the players in the order :meth:`_refs` gives them (APNAP
for "each player", CR 101.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.resolution_zones import _move

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
HAND_DISCARD_INSTRUCTIONS = (DiscardHand,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Each player of ``step`` discards their hand."""
    assert isinstance(step, DiscardHand)
    state = game.state
    events: list[Event] = []
    for player in game._refs(step.who, ctx):
        if player not in state.players:
            continue
        hand = [o.id for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player]
        if hand:
            events.extend(_move(game, hand, Zone.GRAVEYARD, FOLLOW))
    return events


__all__ = ["HAND_DISCARD_INSTRUCTIONS", "carry_out"]
