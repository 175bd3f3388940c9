"""Carrying out the instructions of :mod:`mtgrules.effects.graveyard_returns`, and finding
the card an object became in the graveyard.

* :func:`where_it_went`: an ability that triggered when its object was put into a graveyard
  finds the new object it became there (CR 400.7d), as long as it is still there; once it has
  left, it is another new object and nothing is found (CR 400.7).
* "Shuffle ~ into its owner's library." (CR 701.20a; 2011: 701.17a): the resolving spell, the
  card in the graveyard or the permanent goes to its owner's library, which is shuffled. A
  spell moved this way is no longer on the stack, so it isn't put into the graveyard as it
  finishes resolving (CR 608.2n).
* "Exile target player's graveyard." (CR 406.2): every card in it goes to exile, each a new
  object (CR 400.7).
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING

from mtgrules.cards.pending import AtBeginningOf
from mtgrules.effects.base import Who
from mtgrules.effects.delayed import NEXT_END_STEP
from mtgrules.effects.graveyard_returns import (
    FOUND_IN_GRAVEYARD,
    THAT_CARD,
    WHERE_IT_WENT,
    ExileGraveyard,
    ReturnToBattlefield,
    ShuffleIntoLibrary,
)
from mtgrules.effects.instructions import SELF, target_index
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import ControlChanged, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.resolution_returns import create_delayed
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import LibraryShuffled, Tapped

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction, Ref
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
SHUFFLE = {"cr2011": "701.17a"}  # CR 701.20a today
CURRENT_SHUFFLE = "701.20a"

UNDER_YOUR_CONTROL = "110.2a"  # it enters under the control of the player the effect names

GRAVEYARD_RETURN_INSTRUCTIONS = (ShuffleIntoLibrary, ExileGraveyard, ReturnToBattlefield)
"""The instructions :func:`carry_out` carries out."""


def found(state: GameState, ref: int, ctx: Context) -> list[EntityId]:
    """CR 400.7d: the card found in the graveyard for one of :data:`FOUND_IN_GRAVEYARD`: the
    one this object became (:data:`WHERE_IT_WENT`) or the triggering object became."""
    moved = ctx.source if ref == WHERE_IT_WENT else ctx.that_object
    return where_it_went(state, moved) if moved is not None else []


def where_it_went(state: GameState, source: EntityId) -> list[EntityId]:
    """CR 400.7d: the card ``source`` became in the graveyard it was put into, if it is still
    there."""
    itself = state.objects.get(source)
    if itself is not None and itself.zone is Zone.GRAVEYARD:
        return [source]  # an ability of the card in the graveyard ("from anywhere")
    card = state.moved_to.get(source)
    if card is None or card not in state.objects:
        return []
    return [card] if state.objects[card].zone is Zone.GRAVEYARD else []


def movable(game: Resolution, ref: int, ctx: Context) -> list[EntityId]:
    """The objects a move of ``ref`` acts on: the card found in the graveyard
    (:data:`WHERE_IT_WENT`), the resolving spell itself (``SELF``, CR 608.2n), or
    permanents still on the battlefield."""
    state = game.state
    if ref in FOUND_IN_GRAVEYARD:
        return found(state, ref, ctx)
    source = state.objects.get(ctx.source)
    if ref == SELF and source is not None and source.zone is Zone.STACK:
        return [ctx.source]
    return [p for p in game._refs(ref, ctx) if game._on_battlefield(p)]


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`GRAVEYARD_RETURN_INSTRUCTIONS`."""
    if isinstance(step, ShuffleIntoLibrary):
        return _shuffle_into_library(game, step, ctx)
    if isinstance(step, ReturnToBattlefield):
        return _return_to_battlefield(game, step, ctx)
    assert isinstance(step, ExileGraveyard)
    return _exile_graveyard(game, step, ctx)


def _moves(game: Resolution, objects: list[EntityId], destination: Zone) -> list[ZoneChanged]:
    state = game.state
    new_ids = itertools.count(state.next_id)
    return [
        ZoneChanged(
            object=o,
            new_id=next(new_ids),
            origin=state.objects[o].zone,
            destination=destination,
            rule=FOLLOW,
        )
        for o in objects
        if o in state.objects
    ]


def _shuffle_into_library(game: Resolution, step: ShuffleIntoLibrary, ctx: Context) -> list[Event]:
    state = game.state
    objects = movable(game, step.on, ctx)
    owners = sorted({state.objects[o].owner for o in objects if o in state.objects})
    moved = _moves(game, objects, Zone.LIBRARY)
    events = game._emit(list(moved)) if moved else []
    rule = SHUFFLE.get(game.ruleset.name, CURRENT_SHUFFLE)
    for owner in owners:
        library = list(state.libraries.get(owner, []))
        state.rng.shuffle(library)
        events += game._emit([LibraryShuffled(player=owner, order=tuple(library), rule=rule)])
    return events


def _cards_to_return(game: Resolution, ref: Ref, ctx: Context) -> list[EntityId]:
    """The cards a return to the battlefield acts on: the card found in the graveyard (CR
    400.7d); a card named directly (by a delayed triggered ability), still in exile or in a
    graveyard; or the card an earlier instruction of this effect exiled (other parts of an
    effect find the object it moved to a public zone, an exception of CR 400.7)."""
    state = game.state
    exiled = {
        e.object: e.new_id
        for _, events in ctx.history
        for e in events
        if isinstance(e, ZoneChanged) and e.destination is Zone.EXILE
    }
    if ref == THAT_CARD and exiled:  # "Exile another target creature. Return that card ..."
        cards = list(exiled.values())
    elif isinstance(ref, int) and ref in FOUND_IN_GRAVEYARD:
        return found(state, ref, ctx)
    elif isinstance(ref, int) and ref > 0:
        card = state.objects.get(ref)
        return [ref] if card is not None and card.zone in (Zone.EXILE, Zone.GRAVEYARD) else []
    else:
        index = target_index(ref) if isinstance(ref, int) else None
        # the target as chosen: exiled, it is no longer a legal target (CR 608.2b)
        named = [ctx.targets[index]] if index is not None and index < len(ctx.targets) else []
        named = [ctx.source] if ref == SELF else named or game._refs(ref, ctx)
        cards = [exiled[o] for o in named if o in exiled]
    return [c for c in cards if c in state.objects and state.objects[c].zone is Zone.EXILE]


def _return_to_battlefield(
    game: Resolution, step: ReturnToBattlefield, ctx: Context
) -> list[Event]:
    """The card enters the battlefield under the control of the player who puts it there,
    the ability's controller, unless the effect says "under its owner's control" (CR 110.2a);
    "tapped" (CR 110.5b). "At the beginning of the next end step": the card is the one found
    now, and a delayed triggered ability returns it then (CR 603.7a)."""
    state = game.state
    cards = _cards_to_return(game, step.on, ctx)
    if step.next_end_step:
        events: list[Event] = []
        for exiled in cards:
            then = dataclasses.replace(step, on=exiled, next_end_step=False)
            ability = TriggeredAbility(
                when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
                effect=then,
                text=f"return {state.objects[exiled].name} to the battlefield",
            )
            events += create_delayed(game, ctx, ability, NEXT_END_STEP, exiled)
        return events
    if not cards:
        return []
    card, new_id = state.objects[cards[0]], state.next_id
    moved: list[Event] = [
        ZoneChanged(
            object=card.id,
            new_id=new_id,
            origin=card.zone,
            destination=Zone.BATTLEFIELD,
            rule=FOLLOW,
        )
    ]
    if step.tapped:
        moved.append(Tapped(permanent=new_id, rule=FOLLOW))
    if step.under != "its owner's" and card.owner != ctx.controller:
        moved.append(
            ControlChanged(permanent=new_id, controller=ctx.controller, rule=UNDER_YOUR_CONTROL)
        )
    return game._emit(moved)


def _exile_graveyard(game: Resolution, step: ExileGraveyard, ctx: Context) -> list[Event]:
    state = game.state
    players = [p for p in game._refs(step.who, ctx) if p in state.players]
    cards = [
        o.id
        for o in list(state.objects.values())
        if o.zone is Zone.GRAVEYARD and o.owner in players
    ]
    moved = _moves(game, cards, Zone.EXILE)
    return game._emit(list(moved)) if moved else []


__all__ = ["GRAVEYARD_RETURN_INSTRUCTIONS", "carry_out", "found", "movable", "where_it_went"]
