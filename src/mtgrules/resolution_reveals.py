"""Mills and reveals of a library's top cards, carried out as a spell or ability resolves
(:mod:`mtgrules.effects.reveals`).

* Milling puts the top cards of a library into its owner's graveyard (CR 701.17a; the keyword
  action postdates the 2011 rules, so a game under ``cr2011`` cites today's number). "That
  many" is the amount of the trigger event (CR 603.2).
* "the milled cards" / "milled this way" are the cards the mills before the instruction put
  into graveyards (CR 608.2c: the instructions are followed in the order written), each
  checked as it now is in the graveyard (CR 400.7: a new object).
* Revealing shows cards to every player (CR 701.20a). The engine keeps no hidden information
  (every zone is visible to its agents), so the reveal itself changes nothing; what counts is
  which cards go where, and the choices, which are the controller's and go through the
  engine's decisions (kinds ``put into hand``, ``bottom order``) before anything moves.
  Cards put on the bottom of a library at the same time are ordered by their owner (CR 401.4,
  the same number in 2011), or at random when the text says so.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import Mill
from mtgrules.effects.reveals import (
    MILL,
    REVEAL,
    ForEachMilled,
    MillThatMany,
    RevealedCount,
    RevealTopPutAll,
    RevealUntil,
    TakeMilled,
)
from mtgrules.events import Event, ZoneChanged
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.resolution_counts import scaled
from mtgrules.resolution_zones import _move
from mtgrules.state import EntityId, GameObject

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
BOTTOM = "401.4"  # cards put on the bottom at the same time: their owner orders them
MOST_ORDERED = 5
"""Up to this many cards, every order is listed as an option; beyond, the order is kept."""
_PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker"})

REVEAL_INSTRUCTIONS = (
    MillThatMany,
    TakeMilled,
    ForEachMilled,
    RevealTopPutAll,
    RevealUntil,
    RevealedCount,
)
"""The instructions :func:`carry_out` carries out."""

Cards = tuple[EntityId, ...]


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`REVEAL_INSTRUCTIONS`."""
    if isinstance(step, MillThatMany):  # CR 603.2: the amount of the trigger event
        events: list[Event] = []
        for player in game._refs(step.who, ctx):
            if player in game.state.players:
                top = list(_top(game, player, ctx.that_amount or 0))
                events += _move(game, top, Zone.GRAVEYARD, MILL)
        return events
    if isinstance(step, TakeMilled):
        return _take_milled(game, step, ctx)
    if isinstance(step, ForEachMilled):  # CR 608.2h: counted once, the amount multiplied
        kind = step.kind
        times = sum(1 for card in _milled(game, ctx).values() if matches(card, kind))
        return game._carry_out_one(scaled(step.step, times), ctx) if times > 0 else []
    if isinstance(step, RevealTopPutAll):
        return _reveal_top(game, step, ctx.controller)
    if isinstance(step, RevealUntil):
        return _reveal_until(game, step, ctx.controller)
    assert isinstance(step, RevealedCount)
    return _damage_revealed(game, step, ctx)


def matches(card: GameObject, kind: str) -> bool:
    """A card of the description: a card type ("creature"), a permanent card (CR 110.4), a
    historic card (CR 700.6: an artifact, a legendary card, or a Saga), a color ("red"), a
    subtype ("Elf", CR 205.3), a subtype and a card type ("Human creature"), "non" one of
    those ("nonland"), or either of two ("creature or land"); "" is any card."""
    if not kind:
        return True
    if " or " in kind:
        return any(matches(card, one) for one in kind.split(" or "))
    if " " in kind:  # "Human creature", "nonland permanent"
        return all(matches(card, one) for one in kind.split(" "))
    if kind.startswith("non"):
        return not matches(card, kind[3:])
    types = {t.value.lower() for t in card.types}
    if kind == "permanent":
        return bool(types & _PERMANENT_TYPES)
    if kind == "historic":
        return "artifact" in types or "Legendary" in card.supertypes or "Saga" in card.subtypes
    return kind in types or kind in card.colors or kind in card.subtypes


def _top(game: Resolution, player: EntityId, count: int) -> Cards:
    """The top ``count`` cards of the library, top card first (fewer if it holds fewer)."""
    library = game.state.libraries.get(player, [])
    return tuple(reversed(library[-count:])) if count > 0 else ()


def _ask(game: Resolution, decision: Decision) -> Hashable:
    if game._chooser is None:
        return decision.options[0]
    return game._chooser.ask(decision)


def _milled(game: Resolution, ctx: Context) -> dict[EntityId, GameObject]:
    """The cards the mills carried out so far put into graveyards: by their id in the library
    (the object the players saw before the spell or ability began to resolve), each as it
    is now in the graveyard (or was last there, CR 608.2h)."""
    found: dict[EntityId, GameObject] = {}
    for done, events in ctx.history:
        if not isinstance(done, Mill | MillThatMany):
            continue
        for e in events:
            if isinstance(e, ZoneChanged) and e.destination is Zone.GRAVEYARD:
                card = game.state.source_view(e.new_id)
                if card is not None:
                    found[e.object] = card
    return found


def _take_milled(game: Resolution, step: TakeMilled, ctx: Context) -> list[Event]:
    """ "You may put a [kind] card from among the milled cards into your hand.": one of the
    milled cards still in a graveyard, of that kind, or none (CR 608.2c). The options name
    each card by its id in the library (CR 400.7: in the graveyard it is a new object)."""
    state = game.state
    cards = {
        before: card.id
        for before, card in _milled(game, ctx).items()
        if card.id in state.objects
        and state.objects[card.id].zone is Zone.GRAVEYARD
        and matches(card, step.kind)
    }
    if not cards:
        return []
    options: tuple[Cards, ...] = (*((c,) for c in cards), ())
    names = {before: state.objects[now].name for before, now in cards.items()}
    taken = _ask(
        game,
        Decision(
            kind="put into hand",
            player=ctx.controller,
            options=options,
            labels=tuple(", ".join(names[c] for c in o) or "none" for o in options),
            prompt=f"the {step.kind or 'card'} card to put into your hand from among the "
            "milled cards",
            rule=FOLLOW,
        ),
    )
    assert isinstance(taken, tuple)
    return _move(game, [cards[c] for c in taken], Zone.HAND, FOLLOW)


def _reveal_top(game: Resolution, step: RevealTopPutAll, player: EntityId) -> list[Event]:
    """CR 701.20a, 608.2c: every revealed card of the kind goes into the hand, the rest into
    the graveyard or on the bottom (ordered by their owner, CR 401.4)."""
    seen = _top(game, player, step.count)
    taken = [c for c in seen if matches(game.state.objects[c], step.kind)]
    rest = tuple(c for c in seen if c not in taken)
    if step.rest == "graveyard":
        return _move(game, taken, Zone.HAND, REVEAL) + _move(
            game, list(rest), Zone.GRAVEYARD, FOLLOW
        )
    bottom = bottom_order(game, player, rest, step.order)
    return _move(game, taken, Zone.HAND, REVEAL) + _to_bottom(game, player, bottom, step.order)


def _reveal_until(game: Resolution, step: RevealUntil, player: EntityId) -> list[Event]:
    """CR 701.20a, 608.2c: cards are revealed from the top until one of the kind is; that
    card goes into the hand or onto the battlefield, the others on the bottom in a random
    order. With no card of the kind, the whole library is revealed and goes to the bottom."""
    revealed: list[EntityId] = []
    found: EntityId | None = None
    for card in _top(game, player, len(game.state.libraries.get(player, []))):
        revealed.append(card)
        if matches(game.state.objects[card], step.kind):
            found = card
            break
    rest = tuple(c for c in revealed if c != found)
    bottom = bottom_order(game, player, rest, step.order)
    destination = Zone.HAND if step.destination == "hand" else Zone.BATTLEFIELD
    moved = _move(game, [found], destination, REVEAL) if found is not None else []
    return moved + _to_bottom(game, player, bottom, step.order)


def revealed_count(ctx: Context) -> int:
    """The number of cards the reveal before revealed: the card found (moved) and the cards
    put on the bottom."""
    total = 0
    for done, events in ctx.history:
        if isinstance(done, RevealUntil):
            for e in events:
                if isinstance(e, ZoneChanged):
                    total += 1
                elif isinstance(e, LibraryOrdered):
                    total += e.bottom
    return total


def _damage_revealed(game: Resolution, step: RevealedCount, ctx: Context) -> list[Event]:
    """ "~ deals damage to you equal to the number of cards revealed this way" (CR 608.2h)."""
    state = game.state
    amount = revealed_count(ctx)
    parts = [
        DamagePart(source, r, amount, False, None)
        for source in game._refs(step.source, ctx)
        for r in game._refs(step.to, ctx)
        if amount > 0 and (r in state.players or r in state.objects)
    ]
    return game.deal_damage_event(parts) if parts else []


def bottom_order(game: Resolution, player: EntityId, rest: Cards, order: str) -> Cards:
    """The cards put on the bottom, the one put lowest last: chosen by their owner ("in any
    order", CR 401.4) or shuffled ("in a random order")."""
    if len(rest) < 2:
        return rest
    if order == "random":
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


def _to_bottom(game: Resolution, player: EntityId, bottom: Cards, order: str) -> list[Event]:
    """The cards go to the bottom of the library, the last one lowest."""
    if not bottom:
        return []
    library = [c for c in game.state.libraries.get(player, []) if c not in bottom]
    new_order = (*reversed(bottom), *library)  # the library's order is bottom first, top last
    rule = BOTTOM if len(bottom) > 1 and order == "any" else FOLLOW
    return game._emit(
        [LibraryOrdered(player=player, order=new_order, top=0, bottom=len(bottom), rule=rule)]
    )


__all__ = ["REVEAL_INSTRUCTIONS", "carry_out", "matches", "revealed_count"]
