"""Resolving encore's ability (CR 702.141a): for each opponent, a token copy of the exiled card
(its last known information, CR 608.2h) that attacks that opponent this turn if able (a
requirement until end of turn, CR 508.1d), gains haste (with no end: it lasts while the token
is on the battlefield, CR 400.7), and is sacrificed at the beginning of the next end step (a
delayed triggered ability per token, CR 603.7).

In a two-player game there is one opponent; the requirement makes the token attack if able,
and the engine lets its controller choose what it attacks (the opponent, or a planeswalker
that player controls), not only that opponent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.model import Restriction
from mtgrules.effects.base import Duration
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.encore import ENCORE_RULE, EncoreCopies
from mtgrules.effects.instructions import SELF, CreateToken, GrantKeyword, Instruction
from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.resolution_copies import create_copies
from mtgrules.resolution_token_cleanup import cleanup_tokens
from mtgrules.state import Modifier
from mtgrules.turn_events import ModifierAdded, TokenCreated

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

ENCORE_INSTRUCTIONS = (EncoreCopies,)
"""The instructions :func:`carry_out` carries out."""

_COPY = CreateToken(copy_of=SELF, at_end="sacrifice them")
"""A token copy of the card, sacrificed at the beginning of the next end step."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    assert isinstance(step, EncoreCopies)
    state = game.state
    events: list[Event] = []
    for opponent in state.opponents(ctx.controller):
        if state.players[opponent].has_lost:
            continue
        created = create_copies(game, _COPY, 1, ctx.controller, ctx)
        events += created
        for token in (e.token.id for e in created if isinstance(e, TokenCreated)):
            haste = GrantKeyword(keyword=Keyword.HASTE, on=token, duration=Duration.INDEFINITE)
            events += game._modify(haste, ctx)
            events += _must_attack(game, token, ctx)
        events += cleanup_tokens(game, _COPY, created, ctx)
    return events


def _must_attack(game: Resolution, token: int, ctx: Context) -> list[Event]:
    """ "attacks that opponent this turn if able": a requirement until end of turn."""
    state = game.state
    if not game._on_battlefield(token):
        return []
    effect_id, timestamp = state.next_id, state.next_timestamp
    effect = ModifyCharacteristics(
        permanent=token,
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=timestamp,
        text="attacks this turn if able",
    )
    modifier = Modifier(effect_id, timestamp, restriction=Restriction.ATTACKS_EACH_COMBAT)
    state.next_timestamp += 1
    added = ModifierAdded(permanent=token, modifier=modifier, effect=effect, rule=ENCORE_RULE)
    return game._emit([added])


__all__ = ["ENCORE_INSTRUCTIONS", "carry_out"]
