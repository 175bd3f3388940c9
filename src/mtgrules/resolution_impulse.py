"""Carrying out "exile the top card of your library. You may play that card this turn."
(:mod:`mtgrules.effects.play_permissions`).

The cards exiled become new objects in exile (CR 400.7); the permission that follows names
those new objects, read from the events of the exile instruction before it (CR 608.2c: the
instructions are followed in order), and lasts as long as it says (CR 611.2a). Playing them
is :mod:`mtgrules.rules.play_permissions`'s.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.base import Duration
from mtgrules.effects.play_permissions import (
    THIS_TURN,
    ExileTop,
    Explore,
    PlayExiled,
    PlayFromZone,
    TopCardToHand,
)
from mtgrules.events import CountersPut, EffectCreated, Event, ZoneChanged
from mtgrules.objects import PLUS_ONE, CardType, Zone
from mtgrules.rules.play_permissions import PERMISSION

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
EXPLORE = "701.40a"
"""Explore's rule, by today's number: the keyword action dates from 2017, after the 2011
rules, which have no number for it (a game under ``cr2011`` cites today's)."""
KEEP, GRAVEYARD = "top", "graveyard"
"""The answers of an explore decision: the revealed card stays on top, or goes to the
graveyard."""

IMPULSE_INSTRUCTIONS = (ExileTop, PlayExiled, TopCardToHand, Explore)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`IMPULSE_INSTRUCTIONS`."""
    if isinstance(step, ExileTop):
        return _exile_top(game, step, ctx)
    if isinstance(step, TopCardToHand):
        return _top_card_to_hand(game, ctx)
    if isinstance(step, Explore):
        return _explore(game, step, ctx)
    assert isinstance(step, PlayExiled)
    return _permit(game, step, ctx)


def _top_card_to_hand(game: Resolution, ctx: Context) -> list[Event]:
    """The top card of the controller's library goes to their hand (CR 608.2c; not a draw,
    so nothing happens with an empty library)."""
    library = game.state.libraries.get(ctx.controller, [])
    if not library:
        return []
    moved = ZoneChanged(
        object=library[-1],
        new_id=game.state.next_id,
        origin=Zone.LIBRARY,
        destination=Zone.HAND,
        rule=FOLLOW,
    )
    return game._emit([moved])


def put_into_hand(ctx: Context) -> list[int] | None:
    """The card a :class:`TopCardToHand` of this resolution put into the hand, as the new
    object it became (CR 400.7): "its mana value" after it (CR 608.2h). Empty if the library
    was empty; None if there is no such instruction."""
    for step, events in reversed(ctx.history):
        if isinstance(step, TopCardToHand):
            return [e.new_id for e in events if isinstance(e, ZoneChanged)]
    return None


def _exile_top(game: Resolution, step: ExileTop, ctx: Context) -> list[Event]:
    """The top ``count`` cards of the library, top card first, go to exile (CR 608.2c);
    nothing happens for an empty library."""
    state = game.state
    events: list[Event] = []
    for player in game._refs(step.whose, ctx):
        if player not in state.players:
            continue
        top = list(reversed(state.libraries.get(player, [])))[: step.count]
        next_id = state.next_id + len(events)
        events.extend(
            ZoneChanged(
                object=card,
                new_id=next_id + i,
                origin=Zone.LIBRARY,
                destination=Zone.EXILE,
                rule=FOLLOW,
            )
            for i, card in enumerate(top)
        )
    return game._emit(events) if events else []


def _explore(game: Resolution, step: Explore, ctx: Context) -> list[Event]:
    """CR 701.40a: the permanent's controller reveals the top card of their library; a land
    card goes to their hand; otherwise the permanent gets a +1/+1 counter (if it is still on
    the battlefield) and the player chooses whether the card goes to their graveyard. The
    choice is asked before anything moves."""
    state = game.state
    events: list[Event] = []
    for permanent in game._refs(step.who, ctx):
        view = state.source_view(permanent)  # as it last existed, if it has left (CR 608.2h)
        if view is None:
            continue
        player = view.controller
        library = state.libraries.get(player, [])
        top = state.objects[library[-1]] if library else None
        if top is not None and CardType.LAND in top.types:
            events += game._emit([_move(game, top.id, Zone.HAND)])
            continue
        to_graveyard = top is not None and _ask(game, player, top.name) == GRAVEYARD
        if permanent in state.objects and state.objects[permanent].zone is Zone.BATTLEFIELD:
            counter = CountersPut(
                permanent=permanent, kind=PLUS_ONE, amount=1, source=ctx.source, rule=EXPLORE
            )
            events += game._emit([counter])
        if top is not None and to_graveyard:
            events += game._emit([_move(game, top.id, Zone.GRAVEYARD)])
    return events


def _move(game: Resolution, card: int, zone: Zone) -> ZoneChanged:
    return ZoneChanged(
        object=card, new_id=game.state.next_id, origin=Zone.LIBRARY, destination=zone, rule=EXPLORE
    )


def _ask(game: Resolution, player: int, name: str) -> Hashable:
    """Whether the revealed nonland card goes to the graveyard or stays on top."""
    if game._chooser is None:
        return KEEP
    return game._chooser.ask(
        Decision(
            kind="explore",
            player=player,
            options=(KEEP, GRAVEYARD),
            labels=(f"keep {name} on top", f"put {name} into your graveyard"),
            prompt=f"explore: {name} stays on top of your library or goes to your graveyard",
            rule=EXPLORE,
        )
    )


def exiled_before(ctx: Context) -> list[int]:
    """The cards the last :class:`ExileTop` of this resolution exiled, as the new objects
    they became in exile (CR 400.7)."""
    for step, events in reversed(ctx.history):
        if isinstance(step, ExileTop):
            return [
                e.new_id
                for e in events
                if isinstance(e, ZoneChanged)
                and e.origin is Zone.LIBRARY
                and e.destination is Zone.EXILE
            ]
    return []


def _names(game: Resolution, cards: frozenset[int]) -> str:
    """ "Lightning Bolt", "Lightning Bolt and Mountain": the cards a permission names."""
    names = [game.state.objects[c].name for c in sorted(cards)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _permit(game: Resolution, step: PlayExiled, ctx: Context) -> list[Event]:
    """CR 611.2a: the controller may play those cards (still in exile) for as long as it
    says."""
    state = game.state
    cards = frozenset(
        card
        for card in exiled_before(ctx)
        if card in state.objects and state.objects[card].zone is Zone.EXILE
    )
    if not cards:
        return []
    effect_id = state.next_id
    created = PlayFromZone(
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"you may {step.verb} {_names(game, cards)} {step.until}",
        cards=cards,
        cast_only=step.verb == "cast",
        until=step.until,
        created_turn=state.turn,
        duration=Duration.END_OF_TURN if step.until == THIS_TURN else Duration.INDEFINITE,
    )
    return game._emit([EffectCreated(effect=effect_id, created=created, rule=PERMISSION)])


__all__ = ["IMPULSE_INSTRUCTIONS", "carry_out", "exiled_before", "put_into_hand"]
