"""Instructions that look at the top cards of a library, carried out as a spell or ability
resolves: surveil (CR 701.42a) and "look at the top N cards of your library, put K of them
into your hand and the rest on the bottom of your library" (CR 608.2c).

Every choice is the controller's and goes through the engine's decisions (kinds ``surveil``,
``look at the top``, ``bottom order``) before anything moves, so that an unanswered choice
leaves the game as it was. Cards put on the bottom of a library at the same time are put
there in the order their owner chooses (CR 401.4; the same number in 2011), or in a random
order when the text says so.

Hands, from the same family of cards: "draw that many cards" after a damage or life trigger
(CR 603.2), "that player discards a card at random" and "Target player reveals their hand.
You choose a nonland card from it. That player discards that card." (CR 701.8b; 2011:
701.7b). The engine has no hidden information (every zone is visible to its agents), so a
reveal changes nothing by itself; what counts is who chooses the discarded card.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.library import (
    DiscardAtRandom,
    DrawThatMany,
    LookAtTop,
    RevealChooseDiscard,
    Surveil,
)
from mtgrules.events import Event, ZoneChanged
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from mtgrules.resolution_reveals import bottom_order, matches
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

LIBRARY_INSTRUCTIONS = (Surveil, LookAtTop, DrawThatMany, DiscardAtRandom, RevealChooseDiscard)
"""The instructions :func:`carry_out` carries out."""

Cards = tuple[EntityId, ...]


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`LIBRARY_INSTRUCTIONS`."""
    if isinstance(step, Surveil):
        return _surveil(game, ctx.controller, step.count)
    if isinstance(step, DrawThatMany):  # CR 603.2: the amount of the trigger event
        return game._draw(ctx.controller, ctx.that_amount or 0)
    if isinstance(step, DiscardAtRandom | RevealChooseDiscard):
        return _discard(game, step, ctx)
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


def _revealable(obj: GameObject, step: LookAtTop) -> bool:
    """A card of the description ("a Human creature card", "a historic card"), with power N
    or less if said (its printed power: the card is not on the battlefield, CR 208.3)."""
    if not matches(obj, step.kind):
        return False
    most = step.power_at_most
    return most is None or (obj.power is not None and obj.power <= most)


def _look_at_top(game: Resolution, step: LookAtTop, player: EntityId) -> list[Event]:
    """CR 608.2c: the cards looked at are the top N (fewer if the library holds fewer); the
    controller chooses the ones put into the hand, then the rest go to the graveyard or to
    the bottom of the library (in an order the owner chooses, CR 401.4, or at random)."""
    state = game.state
    seen = _top(game, player, step.count)
    if not seen:
        return []
    if step.kind:  # "You may reveal a [kind] card from among them": one or none
        found = [(c,) for c in seen if _revealable(state.objects[c], step)]
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
    bottom = bottom_order(game, player, rest, step.order) if step.rest == "bottom" else ()
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


def _hand(game: Resolution, player: EntityId) -> Cards:
    objects = game.state.objects.values()
    return tuple(sorted(o.id for o in objects if o.zone is Zone.HAND and o.owner == player))


def _discard(
    game: Resolution, step: DiscardAtRandom | RevealChooseDiscard, ctx: Context
) -> list[Event]:
    """CR 701.8b (2011: 701.7b): a random discard, or a discard whose card another player
    (the controller) chooses among the cards of the revealed hand that match."""
    rule = game.ruleset.rule("discard") + "b"
    events: list[Event] = []
    for player in game._refs(step.who, ctx):
        if player not in game.state.players:
            continue
        hand = _hand(game, player)
        if isinstance(step, DiscardAtRandom):
            chosen = tuple(game.state.rng.sample(hand, min(step.count, len(hand))))
        else:
            chosen = _chosen_card(game, step, ctx.controller, hand, rule)
        events += _move(game, chosen, Zone.GRAVEYARD, rule, Zone.HAND)
    return events


def _chosen_card(
    game: Resolution, step: RevealChooseDiscard, chooser: EntityId, hand: Cards, rule: str
) -> Cards:
    """The card the controller chooses from the revealed hand: one that matches, if any."""
    objects = game.state.objects
    found = tuple((c,) for c in hand if _kind_of(objects[c], step.kind))
    if len(found) < 2:
        return found[0] if found else ()
    answer = _ask(
        game,
        Decision(
            kind="choose discard",
            player=chooser,
            options=found,
            labels=tuple(objects[c].name for (c,) in found),
            prompt=f"the {step.kind or 'card'} card the player discards from their hand",
            rule=rule,
        ),
    )
    assert isinstance(answer, tuple)
    return answer


def _kind_of(obj: GameObject, kind: str) -> bool:
    """ "a nonland card", "a creature card", "a card" (kind "")."""
    if not kind:
        return True
    if kind.startswith("non"):
        return not _matches(obj, kind[3:])
    return _matches(obj, kind)


def _move(
    game: Resolution, cards: Cards, destination: Zone, rule: str, origin: Zone = Zone.LIBRARY
) -> list[Event]:
    """The cards leave the library (or ``origin``) for ``destination`` (CR 400.7: each a new
    object)."""
    if not cards:
        return []
    new_ids = itertools.count(game.state.next_id)
    return game._emit(
        [
            ZoneChanged(
                object=c,
                new_id=next(new_ids),
                origin=origin,
                destination=destination,
                rule=rule,
            )
            for c in cards
        ]
    )


__all__ = ["LIBRARY_INSTRUCTIONS", "carry_out"]
