"""Carrying out :class:`~mtgrules.effects.chosen_returns.ReturnChosen`: "return a red or
green creature you control to its owner's hand".

The controller chooses as the ability resolves (CR 608.2d: no target, so the choice can
include a permanent that has hexproof or the source itself, unless it says "another"); with
no more permanents of the kind than asked, all of them are returned (CR 609.3). "Up to N":
any number from zero to N. Each returned permanent becomes a new object in its owner's hand
(CR 400.7).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.chosen_returns import ReturnChosen
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.resolution_sacrifice import is_kind
from mtgrules.rules.casting import has_color
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

CHOSEN_RETURN_INSTRUCTIONS = (ReturnChosen,)
"""The instructions :func:`carry_out` carries out."""

CHOSEN_ON_RESOLUTION = "608.2d"  # a choice made as the instruction is followed
FOLLOW = "608.2c"


def controlled(state: GameState, ctx: Context, *, another: bool) -> Iterator[GameObject]:
    """The permanents the controller of the resolving ability controls, those to choose from
    (without its source if the words say "another" or "other")."""
    for o in state.objects.values():
        mine = o.zone is Zone.BATTLEFIELD and o.controller == ctx.controller
        if mine and not (another and o.id == ctx.source):
            yield o


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """The controller chooses, then every chosen permanent goes to its owner's hand."""
    assert isinstance(step, ReturnChosen)
    state = game.state
    found = sorted(
        o.id
        for o in controlled(state, ctx, another=step.other)
        if is_kind(o, step.kind) and (not step.color or has_color(o.colors, step.color))
    )
    chosen = _choose(game, ctx.controller, found, step)
    new_ids = itertools.count(state.next_id)
    moves: list[Event] = [
        ZoneChanged(
            object=o,
            new_id=next(new_ids),
            origin=Zone.BATTLEFIELD,
            destination=Zone.HAND,
            rule=FOLLOW,
        )
        for o in chosen
    ]
    return game._emit(moves) if moves else []


def _choose(
    game: Resolution, player: EntityId, found: list[EntityId], step: ReturnChosen
) -> tuple[EntityId, ...]:
    sizes = range(min(step.count, len(found)), -1, -1) if step.up_to else [step.count]
    if not step.up_to and len(found) <= step.count:
        return tuple(found)  # CR 609.3: as many as possible
    options = tuple(c for n in sizes for c in itertools.combinations(found, n))
    if game._chooser is None:
        return options[0]
    names = game.state.objects
    answer = game._chooser.ask(
        Decision(
            kind="return",
            player=player,
            options=options,
            labels=tuple(", ".join(names[o].name for o in option) or "none" for option in options),
            prompt=f"return {'up to ' if step.up_to else ''}{step.count} {step.kind}(s) you "
            "control to their owner's hand",
            rule=CHOSEN_ON_RESOLUTION,
        )
    )
    assert isinstance(answer, tuple)
    return answer


__all__ = ["CHOSEN_RETURN_INSTRUCTIONS", "carry_out"]
