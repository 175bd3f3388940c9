"""Carrying out :mod:`mtgrules.effects.card_actions`: populate, learn, and a card from the
hand put on the bottom of the library.

* Populate (CR 701.36a): the controller chooses one of the creature tokens they control (a
  ``populate`` decision) and creates a token that's a copy of it (CR 707.2: its copiable
  values); with none, nothing happens (CR 701.36b).
* Learn (CR 701.48a): with no cards outside the game, the controller may discard a card
  (a ``may`` decision, then which card); if they do, they draw a card. An empty hand can't
  discard, so nothing is drawn.
* "Put a card from your hand on the bottom of your library": the controller chooses the card
  (CR 608.2d); it becomes a new object in the library (CR 400.7), at the bottom (CR 401.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_zones
from mtgrules.choices import Decision
from mtgrules.effects.base import Match
from mtgrules.effects.card_actions import HandCardToBottom, Learn, Populate
from mtgrules.effects.instructions import YOU, CreateToken, Discard, Each, Instruction
from mtgrules.events import Event, ZoneChanged
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.resolution_copies import create_copies
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

POPULATE = "701.36a"
LEARN = "701.48a"
CHOOSE = "608.2d"
CARD_ACTION_INSTRUCTIONS = (Populate, Learn, HandCardToBottom)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`CARD_ACTION_INSTRUCTIONS`."""
    if isinstance(step, Populate):
        return _populate(game, ctx)
    if isinstance(step, Learn):
        return _learn(game, ctx)
    assert isinstance(step, HandCardToBottom)
    return _hand_card_to_bottom(game, ctx)


def _choose(
    game: Resolution, player: EntityId, kind: str, options: list[EntityId], rule: str
) -> EntityId:
    """One of ``options`` (the first when no one is asked)."""
    if game._chooser is None or len(options) == 1:
        return options[0]
    names = tuple(game.state.objects[o].name for o in options)
    answer = game._chooser.ask(
        Decision(
            kind=kind,
            player=player,
            options=tuple(options),
            labels=names,
            prompt=f"choose a card ({kind})",
            rule=rule,
        )
    )
    assert isinstance(answer, int)
    return answer


def _populate(game: Resolution, ctx: Context) -> list[Event]:
    state = game.state
    player = ctx.controller
    tokens = sorted(
        o.id
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD
        and o.token
        and o.is_creature
        and state.controller_of(o.id) == player
    )
    if not tokens:
        return []  # CR 701.36b: no creature token, no copy
    chosen = _choose(game, player, "populate", tokens, POPULATE)
    copy = CreateToken(copy_of=Each(match=Match.ids_of(chosen)))
    return create_copies(game, copy, 1, player, ctx)


def _learn(game: Resolution, ctx: Context) -> list[Event]:
    player = ctx.controller
    state = game.state
    if not any(o.zone is Zone.HAND and o.owner == player for o in state.objects.values()):
        return []  # nothing to discard: no card drawn (CR 701.48a)
    if game._chooser is not None and not game._chooser.ask(
        Decision(
            kind="may",
            player=player,
            options=(True, False),
            labels=("discard a card to draw a card", "don't"),
            prompt="learn: discard a card to draw a card?",
            rule=LEARN,
        )
    ):
        return []
    events = resolution_zones.carry_out(game, Discard(count=1, who=YOU), ctx)
    if not any(isinstance(e, ZoneChanged) and e.origin is Zone.HAND for e in events):
        return events
    return events + game._draw(player, 1)


def _hand_card_to_bottom(game: Resolution, ctx: Context) -> list[Event]:
    state = game.state
    player = ctx.controller
    hand = sorted(o.id for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player)
    if not hand:
        return []
    chosen = _choose(game, player, "bottom of library", hand, CHOOSE)
    new_id = state.next_id
    events = game._emit(
        [
            ZoneChanged(
                object=chosen,
                new_id=new_id,
                origin=Zone.HAND,
                destination=Zone.LIBRARY,
                rule="401.4",
            )
        ]
    )
    library = [c for c in state.libraries.get(player, []) if c != new_id]
    order = (new_id, *library)  # the library's order is bottom first, top last
    bottom = LibraryOrdered(player=player, order=order, top=0, bottom=1, rule="401.4")
    return events + game._emit([bottom])


__all__ = ["CARD_ACTION_INSTRUCTIONS", "carry_out"]
