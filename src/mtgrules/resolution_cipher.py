"""Resolving cipher's granted ability (CR 702.99a): "you may copy the encoded card and you may
cast the copy without paying its mana cost". The copy is made in exile, where the card is,
and cast from there (CR 707.12), by the ability's controller; it is cast (601.2), so "whenever
you cast" abilities trigger. A ``cipher copy`` decision offers each way to cast it (its
targets) and :data:`DONT_CAST`.

If the encoded card has left exile by then, nothing is copied here (the card's last known
information isn't copied).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.effects.cipher import CIPHER, CIPHER_RULE, CastEncodedCopy
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.resolution_madness import offer_cast
from mtgrules.spell_copy_events import SpellCopied

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CIPHER_INSTRUCTIONS = (CastEncodedCopy,)
"""The instructions :func:`carry_out` carries out."""

DONT_CAST = "don't cast a copy"
CIPHER_COPY = "cipher copy"
"""The kind of the decision."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(step, CastEncodedCopy) and isinstance(game, Game)
    state = game.state
    card = state.objects.get(ctx.source) if ctx.source is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return []
    player = ctx.controller
    prompt = f"cast a copy of {card.name} without paying its mana cost, or not"
    answer = offer_cast(
        game,
        player,
        card,
        CIPHER,
        decline=DONT_CAST,
        prompt=prompt,
        rule=CIPHER_RULE,
        kind=CIPHER_COPY,
    )
    if answer is None:
        return []
    copy_id = state.next_id
    copy = dataclasses.replace(
        card.clone(),
        id=copy_id,
        owner=player,  # a copy of a card is owned by the player it is created for
        controller=player,
        zone=Zone.EXILE,
        timestamp=state.new_timestamp(),
    )
    events = game._emit(
        [SpellCopied(spell=copy, original=card.id, controller=player, rule=CIPHER_RULE)]
    )
    cast = dataclasses.replace(answer, card=copy_id)
    return events + game._cast_spell(player, cast, resolving=True)


__all__ = ["CIPHER_COPY", "CIPHER_INSTRUCTIONS", "DONT_CAST", "carry_out"]
