"""Carrying out the instructions of :mod:`mtgrules.effects.graveyard_cards`: "Return up to two
target creature cards from your graveyard to your hand." and "Put target creature card from
a graveyard onto the battlefield under your control."

Only a card still in a graveyard (a legal target, CR 608.2b) moves; it becomes a new object
(CR 400.7). A permanent put onto the battlefield "under your control" enters under the control
of the spell's or ability's controller (CR 110.2a), also when another player owns the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.graveyard_cards import ExileCard, PutUnderYourControl, ReturnEachTarget
from mtgrules.effects.instructions import ReturnFromGraveyard, target
from mtgrules.events import ControlChanged, Event, ZoneChanged
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
UNDER_YOUR_CONTROL = "110.2a"  # it enters under the control of the player the effect names

GRAVEYARD_CARD_INSTRUCTIONS = (ReturnEachTarget, PutUnderYourControl, ExileCard)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`GRAVEYARD_CARD_INSTRUCTIONS`."""
    if isinstance(step, ReturnEachTarget):
        returns = tuple(
            ReturnFromGraveyard(on=target(i)) for i in range(step.first, step.first + step.count)
        )
        return game._carry_out(returns, ctx)  # each still-legal target (CR 608.2b)
    if isinstance(step, ExileCard):
        return _exile_card(game, step, ctx)
    assert isinstance(step, PutUnderYourControl)
    return _put_under_your_control(game, step, ctx)


def _in_graveyard(game: Resolution, ref: int, ctx: Context) -> list[int]:
    """The target card, if it is still in a graveyard (CR 608.2b)."""
    state = game.state
    return [
        c
        for c in game._refs(ref, ctx)
        if c in state.objects and state.objects[c].zone is Zone.GRAVEYARD
    ]


def _exile_card(game: Resolution, step: ExileCard, ctx: Context) -> list[Event]:
    """CR 406.2: the card goes to exile, a new object there (CR 400.7)."""
    moved: list[Event] = [
        ZoneChanged(
            object=card,
            new_id=game.state.next_id,
            origin=Zone.GRAVEYARD,
            destination=Zone.EXILE,
            rule=FOLLOW,
        )
        for card in _in_graveyard(game, step.on, ctx)[:1]
    ]
    return game._emit(moved) if moved else []


def _put_under_your_control(
    game: Resolution, step: PutUnderYourControl, ctx: Context
) -> list[Event]:
    state = game.state
    cards = _in_graveyard(game, step.on, ctx)
    if not cards:
        return []
    card, new_id = state.objects[cards[0]], state.next_id
    events: list[Event] = [
        ZoneChanged(
            object=card.id,
            new_id=new_id,
            origin=Zone.GRAVEYARD,
            destination=Zone.BATTLEFIELD,
            rule=FOLLOW,
        )
    ]
    if card.owner != ctx.controller:
        events.append(
            ControlChanged(permanent=new_id, controller=ctx.controller, rule=UNDER_YOUR_CONTROL)
        )
    return game._emit(events)


__all__ = ["GRAVEYARD_CARD_INSTRUCTIONS", "carry_out"]
