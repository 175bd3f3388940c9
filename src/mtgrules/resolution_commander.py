"""Carrying out "you get an experience counter" (CR 122.1) and the triggered half of "partner
with [name]" (CR 702.124j): the target player
may search their library for a card named [name], reveal it, put it into their hand, then
shuffle. The search is of the target player's own library, and they may find nothing (CR
701.23b; 2011: 701.15b); a player who declines doesn't search, so doesn't shuffle. The
ability triggers in every game, with or without commanders (a ruling of the partner-with
cards: the other card may have been shuffled into the library)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.commander_events import ExperienceGot
from mtgrules.effects.commander import GetExperience, PartnerSearch
from mtgrules.effects.instructions import Instruction
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.resolution_searches import put_found
from mtgrules.turn_events import LibraryShuffled

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

RULE = "702.124j"

COMMANDER_INSTRUCTIONS = (PartnerSearch, GetExperience)
"""The instructions :func:`carry_out` carries out."""


def _asks(game: Resolution, player: int, question: str, options: tuple[object, ...]) -> object:
    if game._chooser is None:
        return options[0]
    return game._chooser.ask(
        Decision(
            kind="may" if options == (True, False) else "search",
            player=player,
            options=options,
            prompt=question,
            rule=RULE,
        )
    )


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """The target player may search their library for the named card (CR 702.124j); the
    controller gets experience counters (CR 122.1; 121.1 in 2011)."""
    if isinstance(step, GetExperience):
        rule = f"{game.ruleset.counters_section}.1"
        return game._emit([ExperienceGot(player=ctx.controller, amount=step.count, rule=rule)])
    assert isinstance(step, PartnerSearch)
    state = game.state
    events: list[Event] = []
    for player in [p for p in game._refs(step.who, ctx) if p in state.players]:
        if not _asks(game, player, f"search your library for {step.name}?", (True, False)):
            continue
        library = list(state.libraries.get(player, []))
        named = [c for c in library if state.objects[c].name == step.name]
        options: tuple[tuple[int, ...], ...] = (*((c,) for c in named[:1]), ())
        found = _asks(game, player, f"{step.name} (or none)", options)
        assert isinstance(found, tuple)
        if found:
            events += put_found(game, list(found), Zone.HAND, tapped=False)
        rest = list(state.libraries.get(player, []))
        state.rng.shuffle(rest)
        events += game._emit([LibraryShuffled(player=player, order=tuple(rest), rule=RULE)])
    return events


__all__ = ["COMMANDER_INSTRUCTIONS", "carry_out"]
