"""Resolving the cascade trigger (CR 702.85a; 2011: 702.83a): exile cards from the top of the
controller's library until a nonland card whose mana value is less than the spell's; they may
cast it without paying its mana cost (a decision of kind ``cascade`` among the legal ways to
cast it and not casting it, CR 702.85a: "you may"); then the cards exiled this way that weren't
cast go on the bottom of the library in a random order.

"This spell's mana value" is the spell's as it last existed on the stack if it has left it
(CR 608.2h). The card is cast while the trigger resolves, whatever its type's timing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.cascade import CascadeInstruction
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event, ZoneChanged
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import CardType, Zone
from mtgrules.resolution_madness import offer_cast
from mtgrules.rules.cascade import cascade_rule
from mtgrules.rules.transform import mana_value
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CASCADE_INSTRUCTIONS = (CascadeInstruction,)
"""The instructions :func:`carry_out` carries out."""

DONT_CAST = "don't cast it"
"""The answer of a ``cascade`` decision that doesn't cast the card."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Exile until a hit, offer to cast it for free, put the rest on the bottom at random."""
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(step, CascadeInstruction) and isinstance(game, Game)
    state, rule, player = game.state, cascade_rule(game.ruleset), ctx.controller
    spell = state.source_view(ctx.source)
    most = mana_value(spell, game.ruleset) if spell is not None else 0
    events: list[Event] = []
    exiled: list[EntityId] = []
    hit: EntityId | None = None
    while state.libraries.get(player):
        top = state.libraries[player][-1]
        new_id = state.next_id
        events += game._emit(
            [
                ZoneChanged(
                    object=top,
                    new_id=new_id,
                    origin=Zone.LIBRARY,
                    destination=Zone.EXILE,
                    rule=rule,
                )
            ]
        )
        exiled.append(new_id)
        card = state.objects.get(new_id)
        lesser = card is not None and mana_value(card, game.ruleset) < most
        if card is not None and CardType.LAND not in card.types and lesser:
            hit = new_id
            break
    if hit is not None:
        events += _offer(game, player, hit)
    rest = [c for c in exiled if c in state.objects and state.objects[c].zone is Zone.EXILE]
    return events + _to_bottom(game, player, rest, rule)


def _offer(game: Resolution, player: EntityId, hit: EntityId) -> list[Event]:
    """``player`` may cast ``hit`` without paying its mana cost (if there is a legal way)."""
    from mtgrules.engine import Game

    assert isinstance(game, Game)
    card = game.state.objects[hit]
    prompt = f"cast {card.name} without paying its mana cost, or not"
    cast = offer_cast(
        game,
        player,
        card,
        "cascade",
        decline=DONT_CAST,
        prompt=prompt,
        rule=cascade_rule(game.ruleset),
    )
    return [] if cast is None else game._cast_spell(player, cast, resolving=True)


def _to_bottom(game: Resolution, player: EntityId, cards: list[EntityId], rule: str) -> list[Event]:
    """The cards, from exile, on the bottom of ``player``'s library in a random order."""
    if not cards:
        return []
    state = game.state
    start = state.next_id
    moves: list[Event] = [
        ZoneChanged(
            object=c,
            new_id=start + i,
            origin=Zone.EXILE,
            destination=Zone.LIBRARY,
            rule=rule,
        )
        for i, c in enumerate(cards)
    ]
    events = game._emit(moves)
    returned = [start + i for i in range(len(cards))]
    state.rng.shuffle(returned)
    library = [c for c in state.libraries.get(player, []) if c not in returned]
    order = (*returned, *library)  # the library's order is bottom first, top last
    bottom = LibraryOrdered(player=player, order=order, top=0, bottom=len(cards), rule=rule)
    return events + game._emit([bottom])
