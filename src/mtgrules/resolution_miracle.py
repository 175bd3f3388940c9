"""Resolving miracle's triggered ability (CR 702.94a): "you may cast it by paying [cost]
rather than its mana cost" — a ``miracle`` decision among the ways to cast the card from its
owner's hand for its miracle cost, and :data:`DONT_CAST`. If the card has left the hand, it
is a new object the ability doesn't know (CR 400.7) and nothing happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.miracle import MIRACLE, MIRACLE_RULE, CastWithMiracle
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.resolution_madness import offer_cast

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

MIRACLE_INSTRUCTIONS = (CastWithMiracle,)
"""The instructions :func:`carry_out` carries out."""

DONT_CAST = "don't cast it"


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(step, CastWithMiracle) and isinstance(game, Game)
    state = game.state
    card = state.objects.get(ctx.source) if ctx.source is not None else None
    if card is None or card.zone is not Zone.HAND or card.owner != ctx.controller:
        return []
    player = ctx.controller
    prompt = f"cast {card.name} for its miracle cost, or not"
    cast = offer_cast(
        game, player, card, MIRACLE, decline=DONT_CAST, prompt=prompt, rule=MIRACLE_RULE
    )
    return [] if cast is None else game._cast_spell(player, cast, resolving=True)


__all__ = ["DONT_CAST", "MIRACLE_INSTRUCTIONS", "carry_out"]
