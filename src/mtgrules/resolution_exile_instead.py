"""Carrying out "If that creature would die this turn, exile it instead." and "If a creature
dealt damage this way would die this turn, exile it instead." (CR 614.1a).

The resolving spell creates an :class:`ExileInsteadOfDying` replacement effect lasting this
turn (CR 514.2 ends it) for the permanents it names: its target, if still on the battlefield
(CR 608.2b), or each creature the earlier instructions of the same spell dealt damage to
("this way": damage actually dealt, after prevention, CR 615.1). With no such permanent, no
effect is created. :mod:`mtgrules.rules.die_replacement` applies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration
from mtgrules.effects.die_replacement import ExileInsteadOfDying
from mtgrules.effects.instructions import ExileIfItWouldDie, Instruction
from mtgrules.effects.no_regeneration import CantBeRegenerated
from mtgrules.events import DamageDealt, EffectCreated, Event
from mtgrules.rules.die_replacement import INSTEAD
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

EXILE_INSTEAD_INSTRUCTIONS = (ExileIfItWouldDie,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Create the replacement effect of ``step`` for the permanents it covers."""
    assert isinstance(step, ExileIfItWouldDie)
    if step.dealt_damage_this_way:
        covered = damaged_creatures_this_way(game, ctx, permanents=step.permanents)
    else:
        covered = [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)]
    return for_this_turn(
        game,
        ctx,
        covered,
        ExileInsteadOfDying,
        "if {} would die this turn, exile it instead",
        INSTEAD,
    )


def for_this_turn(
    game: Resolution,
    ctx: Context,
    covered: list[EntityId],
    kind: type[ExileInsteadOfDying | CantBeRegenerated],
    text: str,
    rule: str,
) -> list[Event]:
    """An effect of ``kind`` lasting this turn (CR 514.2 ends it) for the ``covered``
    permanents, its ``text`` naming them at ``{}``; nothing when none is covered."""
    if not covered:
        return []
    state = game.state
    names = ", ".join(state.objects[p].name for p in covered)
    effect_id = state.next_id
    effect = kind(
        permanents=frozenset(covered),
        controller=ctx.controller,
        source=ctx.source,
        duration=Duration.END_OF_TURN,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=text.format(names),
    )
    game.created_effects[effect_id] = effect
    return game._emit([EffectCreated(effect=effect_id, created=effect, rule=rule)])


def damaged_creatures_this_way(
    game: Resolution, ctx: Context, *, permanents: bool = False
) -> list[EntityId]:
    """The creatures on the battlefield dealt damage by the instructions carried out so far;
    with ``permanents``, every permanent dealt damage ("a permanent dealt damage this way":
    planeswalkers and battles too, CR 120.3c-d, 700.4)."""
    found: list[EntityId] = []
    for _, events in ctx.history:
        for e in events:
            if (
                isinstance(e, DamageDealt)
                and e.amount > 0
                and e.recipient not in found
                and game._on_battlefield(e.recipient)
                and (permanents or game.state.objects[e.recipient].is_creature)
            ):
                found.append(e.recipient)
    return found


__all__ = [
    "EXILE_INSTEAD_INSTRUCTIONS",
    "carry_out",
    "damaged_creatures_this_way",
    "for_this_turn",
]
