"""Sacrifices chosen by the players who make them: "Each opponent sacrifices a creature",
"Target player sacrifices a creature of their choice", "Each player sacrifices a land".

CR 701.16a (2011: 701.14a): to sacrifice a permanent, its controller moves it from the
battlefield directly to its owner's graveyard; a player can't sacrifice a permanent they
don't control, and regeneration and indestructible don't matter. The player who sacrifices
chooses which of their permanents (a ``sacrifice`` decision of that player). When several
players choose at once, they choose in APNAP order, each seeing the earlier choices (CR 101.4),
then every chosen permanent is sacrificed at the same time, as one event (CR 608.2c: the
instruction is one action). A player with fewer permanents of the kind sacrifices all they
have (CR 609.3: do as much as possible).
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction, SacrificeOne, SacrificeOneOfTheirChoice
from mtgrules.effects.sacrifice import IfYouCant, SacrificeChosen
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

SACRIFICE_INSTRUCTIONS = (SacrificeOne, SacrificeOneOfTheirChoice, SacrificeChosen, IfYouCant)
"""The instructions :func:`carry_out` carries out (the second is a SacrificeOne)."""

APNAP = "101.4"


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`SACRIFICE_INSTRUCTIONS`."""
    if isinstance(step, IfYouCant):
        return game._carry_out(step.then, ctx) if fewer_than_asked(ctx) else []
    assert isinstance(step, SacrificeOne | SacrificeChosen)
    players = [p for p in game._refs(step.who, ctx) if p in game.state.players]
    if isinstance(step, SacrificeOne):
        return sacrifice_chosen(game, players, step.kind, 1)
    assert isinstance(step, SacrificeChosen)
    # "that many": the trigger event's amount (CR 603.2); "another" / "other than ~": never
    # the source of the spell or ability
    count = (ctx.that_amount or 0) if step.that_many else step.count
    excluded = frozenset({ctx.source}) if step.other else frozenset()
    if count <= 0:
        return []
    return sacrifice_chosen(
        game, players, step.kind, count, excluded=excluded, greatest_power=step.greatest_power
    )


def fewer_than_asked(ctx: Context) -> bool:
    """The instruction just before is a sacrifice that moved fewer permanents than it asked
    for: "If you can't, ..." is true (CR 608.2c; none when there was nothing to sacrifice,
    CR 609.3), "If you do, ..." false ("sacrifice two lands" with one land isn't done)."""
    if not ctx.history or not isinstance(ctx.history[-1][0], SacrificeOne | SacrificeChosen):
        return False
    before, events = ctx.history[-1]
    asked = 1
    if isinstance(before, SacrificeChosen):
        asked = (ctx.that_amount or 0) if before.that_many else before.count
    moved = sum(isinstance(e, ZoneChanged) and e.origin is Zone.BATTLEFIELD for e in events)
    return moved < asked


def sacrifice_chosen(
    game: Resolution,
    players: list[EntityId],
    kind: str,
    count: int,
    *,
    excluded: frozenset[EntityId] = frozenset(),
    greatest_power: bool = False,
) -> list[Event]:
    """Each of ``players`` chooses ``count`` permanents of ``kind`` they control (not one of
    ``excluded``; ``greatest_power``: among those with the greatest power, CR 208.1) in APNAP
    order (CR 101.4); then all of them are sacrificed simultaneously (CR 701.16a)."""
    state = game.state
    chosen: list[EntityId] = []
    for player in apnap_order(state, players):
        found = [
            o.id
            for o in state.objects.values()
            if o.zone is Zone.BATTLEFIELD
            and o.controller == player
            and o.id not in excluded
            and is_kind(o, kind)
        ]
        if greatest_power and found:
            most = max(state.objects[o].current_power() for o in found)
            found = [o for o in found if state.objects[o].current_power() == most]
        chosen.extend(_choose(game, player, found, kind, count))
    rule = game.ruleset.rule("sacrifice")
    new_ids = itertools.count(state.next_id)
    moves: list[Event] = [
        ZoneChanged(
            object=o,
            new_id=next(new_ids),
            origin=Zone.BATTLEFIELD,
            destination=Zone.GRAVEYARD,
            rule=rule,
        )
        for o in chosen
    ]
    return list(game._emit(moves)) if moves else []


def _choose(
    game: Resolution, player: EntityId, found: list[EntityId], kind: str, count: int
) -> tuple[EntityId, ...]:
    """The ``sacrifice`` decision of ``player``: which ``count`` of ``found`` (all of them
    when there are no more than ``count``, CR 609.3)."""
    if len(found) <= count:
        return tuple(found)
    options = tuple(itertools.combinations(sorted(found), count))
    if game._chooser is None:
        return options[0]
    names = game.state.objects
    answer: Hashable = game._chooser.ask(
        Decision(
            kind="sacrifice",
            player=player,
            options=options,
            labels=tuple(", ".join(names[o].name for o in option) for option in options),
            prompt=f"sacrifice {count} {kind}(s)",
            rule=game.ruleset.rule("sacrifice"),
        )
    )
    assert isinstance(answer, tuple)
    return answer


def apnap_order(state: GameState, players: list[EntityId]) -> list[EntityId]:
    """``players`` in APNAP order (CR 101.4): the active player first, then the others in
    turn order."""
    seats = list(state.players)
    active = state.active_player
    start = seats.index(active) if active in seats else 0
    rank = {p: (i - start) % len(seats) for i, p in enumerate(seats)}
    living = [p for p in dict.fromkeys(players) if not state.players[p].has_lost]
    return sorted(living, key=lambda p: rank[p])


def is_kind(obj: GameObject, kind: str) -> bool:
    """``obj`` is a ``kind``: a card type or subtype, "permanent", "token", "nonland
    permanent", or either of "creature or planeswalker"."""
    words = kind.lower()
    if " or " in words:
        return any(is_kind(obj, part) for part in words.split(" or "))
    if words.startswith("non"):
        noun, _, rest = words[3:].partition(" ")
        return not is_kind(obj, noun) and is_kind(obj, rest or "permanent")
    if words == "permanent":
        return True
    if words == "token":
        return obj.token
    return any(t.value.lower() == words for t in obj.types) or any(
        s.lower() == words for s in obj.subtypes
    )


__all__ = [
    "SACRIFICE_INSTRUCTIONS",
    "apnap_order",
    "carry_out",
    "fewer_than_asked",
    "is_kind",
    "sacrifice_chosen",
]
