"""Instructions that look at the top cards of a library, carried out as a spell or ability
resolves: surveil (CR 701.42a) and "look at the top N cards of your library, put K of them
into your hand and the rest on the bottom of your library" (CR 608.2c).

Every choice is the controller's and goes through the engine's decisions (kinds ``surveil``,
``look at the top``, ``bottom order``) before anything moves, so that an unanswered choice
leaves the game as it was. Cards put on the bottom of a library at the same time are put
there in the order their owner chooses (CR 401.4; the same number in 2011), or in a random
order when the text says so.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.library import LookAtTop, Surveil
from mtgrules.events import Event, ZoneChanged
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
SURVEIL = "701.42a"
"""Surveil's rule, by today's number: the keyword action dates from 2018, after the 2011
rules, which have no number for it (a game under ``cr2011`` cites today's)."""
BOTTOM = "401.4"  # cards put on the bottom at the same time: their owner orders them

MOST_ORDERED = 5
"""Up to this many cards, every order is listed as an option; beyond, the order is kept."""

LIBRARY_INSTRUCTIONS = (Surveil, LookAtTop)
"""The instructions :func:`carry_out` carries out."""

Cards = tuple[EntityId, ...]


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`LIBRARY_INSTRUCTIONS`."""
    if isinstance(step, Surveil):
        return _surveil(game, ctx.controller, step.count)
    assert isinstance(step, LookAtTop)
    return _look_at_top(game, step, ctx.controller)


def _top(game: Resolution, player: EntityId, count: int) -> Cards:
    """The top ``count`` cards of the library, top card first (fewer if it holds fewer)."""
    library = game.state.libraries.get(player, [])
    return tuple(reversed(library[-count:])) if count > 0 else ()


def _ask(game: Resolution, decision: Decision) -> Hashable:
    if game._chooser is None:
        return decision.options[0]
    return game._chooser.ask(decision)


def _surveil(game: Resolution, player: EntityId, count: int) -> list[Event]:
    """CR 701.42a: look at the top N cards, put any number of them into the graveyard and
    the rest back on top in any order. The answer is (the cards to the graveyard, the cards
    kept on top, top first); the first option keeps them all as they were."""
    seen = _top(game, player, count)
    if not seen:
        return []
    options: list[tuple[Cards, Cards]] = []
    for size in range(len(seen) + 1):
        for dropped in itertools.combinations(seen, size):
            kept = [c for c in seen if c not in dropped]
            orders = itertools.permutations(kept) if len(seen) <= MOST_ORDERED else [kept]
            options.extend((dropped, tuple(order)) for order in orders)
    answer = _ask(
        game,
        Decision(
            kind="surveil",
            player=player,
            options=tuple(options),
            labels=tuple(f"graveyard {g} / top {t}" for g, t in options),
            prompt=f"surveil {count}: the cards to put into your graveyard and the rest to "
            "keep on top (top first)",
            rule=SURVEIL,
        ),
    )
    assert isinstance(answer, tuple)
    dropped, kept = answer
    events = _move(game, dropped, Zone.GRAVEYARD, SURVEIL)
    if len(kept) > 1:
        library = [c for c in game.state.libraries.get(player, []) if c not in kept]
        order = (*library, *reversed(kept))
        events += game._emit(
            [LibraryOrdered(player=player, order=order, top=len(kept), bottom=0, rule=SURVEIL)]
        )
    return events


def _matches(obj: GameObject, kind: str) -> bool:
    """A card of the stated card type ("creature", "permanent") or color ("red")."""
    types = {t.value.lower() for t in obj.types}
    if kind == "permanent":  # CR 110.4: the permanent card types
        return bool(types & {"artifact", "creature", "enchantment", "land", "planeswalker"})
    return kind in types or kind in obj.colors


def _look_at_top(game: Resolution, step: LookAtTop, player: EntityId) -> list[Event]:
    """CR 608.2c: the cards looked at are the top N (fewer if the library holds fewer); the
    controller chooses the ones put into the hand, then the rest go to the graveyard or to
    the bottom of the library (in an order the owner chooses, CR 401.4, or at random)."""
    state = game.state
    seen = _top(game, player, step.count)
    if not seen:
        return []
    if step.kind:  # "You may reveal a [kind] card from among them": one or none
        found = [(c,) for c in seen if _matches(state.objects[c], step.kind)]
        options: tuple[Cards, ...] = (*found, ())
    else:
        most = min(step.take, len(seen))
        sizes = range(most, -1, -1) if step.up_to else (most,)
        options = tuple(chosen for n in sizes for chosen in itertools.combinations(seen, n))
    names = {c: state.objects[c].name for c in seen}
    taken = _ask(
        game,
        Decision(
            kind="look at the top",
            player=player,
            options=options,
            labels=tuple(", ".join(names[c] for c in o) or "none" for o in options),
            prompt=f"the cards to put into your hand from the top {len(seen)} of your library",
            rule=FOLLOW,
        ),
    )
    assert isinstance(taken, tuple)
    rest = tuple(c for c in seen if c not in taken)
    bottom = _bottom_order(game, step, player, rest) if step.rest == "bottom" else ()
    events = _move(game, taken, Zone.HAND, FOLLOW)
    if step.rest == "graveyard":
        return events + _move(game, rest, Zone.GRAVEYARD, FOLLOW)
    if not bottom:
        return events
    library = [c for c in state.libraries.get(player, []) if c not in bottom]
    order = (*reversed(bottom), *library)  # the library's order is bottom first, top last
    rule = BOTTOM if len(bottom) > 1 and step.order == "any" else FOLLOW
    return events + game._emit(
        [LibraryOrdered(player=player, order=order, top=0, bottom=len(bottom), rule=rule)]
    )


def _bottom_order(game: Resolution, step: LookAtTop, player: EntityId, rest: Cards) -> Cards:
    """The cards put on the bottom, the one put lowest last: chosen by their owner ("in any
    order", CR 401.4) or shuffled ("in a random order")."""
    if len(rest) < 2:
        return rest
    if step.order == "random":
        shuffled = list(rest)
        game.state.rng.shuffle(shuffled)
        return tuple(shuffled)
    if len(rest) > MOST_ORDERED:
        return rest
    options = tuple(itertools.permutations(rest))
    names = {c: game.state.objects[c].name for c in rest}
    answer = _ask(
        game,
        Decision(
            kind="bottom order",
            player=player,
            options=options,
            labels=tuple(", ".join(names[c] for c in o) for o in options),
            prompt="the order of the cards put on the bottom of your library (the last lowest)",
            rule=BOTTOM,
        ),
    )
    assert isinstance(answer, tuple)
    return answer


def _move(game: Resolution, cards: Cards, destination: Zone, rule: str) -> list[Event]:
    """The cards leave the library for ``destination`` (CR 400.7: each a new object)."""
    if not cards:
        return []
    new_ids = itertools.count(game.state.next_id)
    return game._emit(
        [
            ZoneChanged(
                object=c,
                new_id=next(new_ids),
                origin=Zone.LIBRARY,
                destination=destination,
                rule=rule,
            )
            for c in cards
        ]
    )


__all__ = ["LIBRARY_INSTRUCTIONS", "carry_out"]
