"""Carrying out :class:`mtgrules.effects.searches.SearchFor`: the controller searches their
library for up to N cards with a stated quality (CR 701.23a-b today, 2011: 701.15a-b; such a
search may find fewer or none), puts them where the instruction says, and shuffles (CR
701.24 today, 2011: 701.17). "Then shuffle and put that card on top": the library is
shuffled without the card found, which then goes on top (the instruction's order, CR
608.2c)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.described_searches import SearchForDescribed, described_finds
from mtgrules.effects.searches import BATTLEFIELD, GRAVEYARD, TOP, SearchFor
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import CardType, Zone
from mtgrules.state import EntityId, GameObject
from mtgrules.turn_events import LibraryShuffled, Tapped

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written


def put_found(
    game: Resolution, found: Sequence[EntityId], destination: Zone, *, tapped: bool
) -> list[Event]:
    """The cards found in a library put into ``destination`` (CR 701.23a; 2011 701.15a), the
    permanents that enter tapped if the instruction says so (one event for the moves)."""
    state = game.state
    new_ids = itertools.count(state.next_id)
    moves: list[Event] = [
        ZoneChanged(
            object=c,
            new_id=next(new_ids),
            origin=Zone.LIBRARY,
            destination=destination,
            rule=FOLLOW,
        )
        for c in found
    ]
    events = game._emit(moves)
    if tapped and destination is Zone.BATTLEFIELD:
        entered = [
            e.new_id
            for e in moves
            if isinstance(e, ZoneChanged)
            and e.new_id in state.objects
            and state.objects[e.new_id].zone is Zone.BATTLEFIELD
        ]
        events += game._emit([Tapped(permanent=p, rule=FOLLOW) for p in entered])
    return events


SEARCH_INSTRUCTIONS = (SearchFor, SearchForDescribed)  # effects/described_searches.py
_CARD_TYPES = {t.value.lower() for t in CardType}


def _has(card: GameObject, quality: str) -> bool:
    """The card has the quality: a card type (CR 205.2), "legendary" (CR 205.4), or a
    subtype as printed ("Plains", "Equipment"; CR 205.3)."""
    if quality in _CARD_TYPES:
        return any(t.value.lower() == quality for t in card.types)
    if quality == "legendary":
        return "Legendary" in card.supertypes
    return quality in card.subtypes


def finds(card: GameObject, step: SearchFor) -> bool:
    """The card fits the search's description (CR 701.23b)."""
    if step.basic and "Basic" not in card.supertypes:
        return False
    if not described_finds(card, step):  # "permanent", "with mana value 3 or less"
        return False
    return not step.qualities or any(_has(card, q) for q in step.qualities)


def _chosen(
    game: Resolution, player: EntityId, matching: list[EntityId], up_to: int
) -> list[EntityId]:
    """The cards found: one decision per card, each among the matching cards left or none
    (CR 701.23b: the searcher may fail to find a card with a stated quality)."""
    found: list[EntityId] = []
    left = list(matching)
    while left and len(found) < up_to:
        options: tuple[tuple[EntityId, ...], ...] = (*((c,) for c in left), ())
        answer: tuple[EntityId, ...] = options[0]
        if game._chooser is not None:
            asked = game._chooser.ask(
                Decision(
                    kind="search",
                    player=player,
                    options=options,
                    prompt="a card to find (or none)",
                    rule=FOLLOW,
                )
            )
            assert isinstance(asked, tuple)
            answer = asked
        if not answer:
            break
        found.append(answer[0])
        left.remove(answer[0])
    return found


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Search, move the cards found, shuffle (and put the card found on top)."""
    assert isinstance(step, SearchFor)
    state = game.state
    player = ctx.controller
    library = list(state.libraries.get(player, []))
    matching = [c for c in library if finds(state.objects[c], step)]
    found = _chosen(game, player, matching, step.up_to)
    events: list[Event] = []
    if step.destination != TOP and found:
        destination = {BATTLEFIELD: Zone.BATTLEFIELD, GRAVEYARD: Zone.GRAVEYARD}.get(
            step.destination, Zone.HAND
        )
        events += put_found(game, found, destination, tapped=step.tapped)
    on_top = found if step.destination == TOP else []
    rest = [c for c in state.libraries.get(player, []) if c not in on_top]
    state.rng.shuffle(rest)
    order = (*rest, *on_top)  # top last
    return events + game._emit([LibraryShuffled(player=player, order=order, rule=FOLLOW)])


__all__ = ["SEARCH_INSTRUCTIONS", "carry_out", "finds"]
