"""Amass carried out (CR 701.44a; :mod:`mtgrules.effects.amass`): if its controller controls
no Army creature, a 0/0 black [subtype] Army creature token is created; an Army creature it
controls is chosen (the only one, else the controller's choice) and gets N +1/+1 counters; if
it isn't of the subtype, it becomes one in addition to its other types (CR 205.1b, an effect
that lasts indefinitely). State-based actions aren't checked in between (CR 704.3): the new
0/0 token gets its counters before it could die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.amass import AMASS_RULE, ARMY, Amass
from mtgrules.effects.animation import BecomeCreature
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import CreateToken, PutCounters
from mtgrules.events import Event
from mtgrules.objects import PLUS_ONE, CardType, Zone
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

AMASS_INSTRUCTIONS = (Amass,)
"""The instructions :func:`carry_out` carries out."""


def armies(state: GameState, player: EntityId) -> list[EntityId]:
    """The Army creatures ``player`` controls (CR 205.3m: Army is a creature type)."""
    return sorted(
        o.id
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD
        and o.controller == player
        and CardType.CREATURE in o.types
        and ARMY in o.subtypes
    )


def carry_out(game: Resolution, step: Amass, ctx: Context) -> list[Event]:
    """CR 701.44a, step by step."""
    events: list[Event] = []
    player = ctx.controller
    if not armies(game.state, player):
        token = CreateToken(
            count=1,
            power=0,
            toughness=0,
            colors=("black",),
            subtypes=(step.subtype, ARMY),
            types=("Creature",),
        )
        events += game._carry_out((token,), ctx)
    found = armies(game.state, player)
    if not found:
        return events  # the token couldn't be created: nothing to put counters on
    army = _choose(game, player, found, step)
    events += game._carry_out((PutCounters(kind=PLUS_ONE, count=step.count, on=army),), ctx)
    obj = game.state.objects.get(army)
    if obj is not None and step.subtype not in obj.subtypes:
        grown = BecomeCreature(on=army, subtypes=(step.subtype,), duration=Duration.INDEFINITE)
        events += game._carry_out((grown,), ctx)
    return events


def _choose(game: Resolution, player: EntityId, found: list[EntityId], step: Amass) -> EntityId:
    """The Army that gets the counters: the only one, else its controller's choice."""
    if len(found) == 1 or game._chooser is None:
        return found[0]
    names = game.state.objects
    answer = game._chooser.ask(
        Decision(
            kind="amass",
            player=player,
            options=tuple(found),
            labels=tuple(names[a].name for a in found),
            prompt=f"amass {step.count}: choose an Army creature you control",
            rule=AMASS_RULE,
        )
    )
    assert isinstance(answer, int)
    return answer


__all__ = ["AMASS_INSTRUCTIONS", "armies", "carry_out"]
