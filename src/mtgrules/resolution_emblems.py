"""Carrying out "[player] gets an emblem with "..."" (CR 114.2; 2011: 113.2;
:mod:`mtgrules.rules.emblems`): each player it names gets one emblem with the quoted
abilities, in the command zone, where its static and triggered abilities function (CR
114.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.emblems import GetEmblem
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event
from mtgrules.rules.emblems import EmblemCreated, emblem_rule, new_emblem

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

EMBLEM_INSTRUCTIONS = (GetEmblem,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out a :class:`GetEmblem`: one emblem for each player it names."""
    from mtgrules.cards.granted_abilities import granted_parts

    assert isinstance(step, GetEmblem)
    state = game.state
    parts = [granted_parts(q) for q in step.abilities]
    statics = tuple(s for p in parts for s in p.statics)
    triggers = tuple(t for p in parts for t in p.triggers)
    players = [p for p in game._refs(step.who, ctx) if p in state.players]
    rule = emblem_rule(game.ruleset, 2)
    events: list[Event] = [
        EmblemCreated(
            player=player,
            emblem=new_emblem(state, player, statics, triggers, offset),
            rule=rule,
        )
        for offset, player in enumerate(players)
    ]
    return game._emit(events)


__all__ = ["EMBLEM_INSTRUCTIONS", "carry_out"]
