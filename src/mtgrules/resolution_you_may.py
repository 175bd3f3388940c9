"""Carrying out :class:`mtgrules.effects.you_may.YouMay`: "You may discard a card. If you
do, draw a card."

CR 608.2d: a choice the effect offers is made while the effect is applied; the controller of
the spell or ability chooses (a ``may`` decision; with no one asked, they do it). Declined,
nothing happens and "If you do, ..." is false (CR 608.2c). Accepted, the instructions are
carried out; an action done only in part (two cards to discard, one in hand: CR 609.3, do as
much as possible) doesn't count as done for "If you do" (:func:`done_in_full`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import Discard, Instruction, SacrificeOne
from mtgrules.effects.sacrifice import SacrificeChosen
from mtgrules.effects.you_may import YouMay
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.turn_events import DrewFromEmptyLibrary

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

ANNOUNCE = "608.2d"  # a choice made while the effect is applied
YOU_MAY_INSTRUCTIONS = (YouMay,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Ask the controller, then carry out the optional instructions if they choose to."""
    assert isinstance(step, YouMay)
    players = [p for p in game._refs(step.who, ctx) if p in game.state.players]
    if not players:
        return []  # "target opponent may ...": an illegal target does nothing (CR 608.2b)
    if game._chooser is not None:
        chose = game._chooser.ask(
            Decision(
                kind="may",
                player=players[0],
                options=(True, False),
                labels=("yes", "no"),
                prompt="carry out the optional action?",
                rule=ANNOUNCE,
            )
        )
        if not chose:
            return []
    return game._carry_out(step.steps, ctx)


def done_in_full(step: YouMay, events: list[Event]) -> bool:
    """Whether the optional action of ``step`` was carried out completely, from its events:
    every card asked for discarded, every permanent asked for sacrificed (CR 608.2c, 609.3);
    for any other action, something happened (a card drawn from an empty library is not a
    card drawn)."""
    if not events or all(isinstance(e, DrewFromEmptyLibrary) for e in events):
        return False
    moved = [e for e in events if isinstance(e, ZoneChanged)]
    asked_discards = sum(s.count for s in step.steps if isinstance(s, Discard))
    # A card discarded goes from the hand, into exile too with madness (CR 702.35a).
    discarded = sum(e.origin is Zone.HAND for e in moved)
    asked_sacrifices = sum(
        s.count if isinstance(s, SacrificeChosen) and not s.that_many else 1
        for s in step.steps
        if isinstance(s, SacrificeOne | SacrificeChosen)
    )
    sacrificed = sum(e.origin is Zone.BATTLEFIELD for e in moved)
    return discarded >= asked_discards and sacrificed >= asked_sacrifices


__all__ = ["YOU_MAY_INSTRUCTIONS", "carry_out", "done_in_full"]
