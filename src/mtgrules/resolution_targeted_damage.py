"""Damage from targeted instructions that have rules of their own: fight (CR 701.12, 2011:
701.10) and damage divided among targets as the spell was cast (CR 601.2d).

Fight: each of the two creatures deals damage equal to its power to the other, at once (one
damage event; not combat damage, CR 701.12d). If either is no longer on the battlefield, is
no longer a creature or is an illegal target now, no damage is dealt at all (CR 701.12b); a
creature that fights itself deals damage equal to its power to itself twice (CR 701.12c).

Divided damage: each target is dealt the points announced for it (CR 601.2d); a target that
became illegal isn't dealt its share, and the others are dealt theirs as announced (CR
608.2b: the division isn't changed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_counted_damage, resolution_unpreventable
from mtgrules.effects.counted_damage import DamageCountedPerPlayer
from mtgrules.effects.instructions import (
    DamageEachTarget,
    DividedDamage,
    Fight,
    Instruction,
    Ref,
    target,
)
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.rules.casting import is_legal_target
from mtgrules.rules.divided import division
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

TARGETED_DAMAGE_INSTRUCTIONS = (
    Fight,
    DividedDamage,
    DamageEachTarget,
    DamageCountedPerPlayer,
    UnpreventableDamage,
)
"""The instructions :func:`carry_out` carries out (damage counted for each player dealt it:
:mod:`mtgrules.resolution_counted_damage`; damage that can't be prevented:
:mod:`mtgrules.resolution_unpreventable`)."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`TARGETED_DAMAGE_INSTRUCTIONS`."""
    if isinstance(step, Fight):
        return _fight(game, step, ctx)
    if isinstance(step, DamageEachTarget):
        return _each_target(game, step, ctx)
    if isinstance(step, DamageCountedPerPlayer):
        return resolution_counted_damage.carry_out(game, step, ctx)
    if isinstance(step, UnpreventableDamage):
        return resolution_unpreventable.carry_out(game, step, ctx)
    assert isinstance(step, DividedDamage)
    return _divided(game, ctx)


def _each_target(game: Resolution, step: DamageEachTarget, ctx: Context) -> list[Event]:
    """ "N damage to each of two targets": each target still legal (CR 608.2b) is dealt N
    damage, all in one damage event; "up to" targets not chosen are skipped."""
    state = game.state
    sources = game._refs(step.source, ctx)
    recipients = [
        r
        for i in range(step.first, step.first + step.count)
        for r in game._refs(target(i), ctx)
        if r in state.players or r in state.objects
    ]
    parts = [DamagePart(s, r, step.amount) for s in sources[:1] for r in recipients]
    return game.deal_damage_event(parts) if parts and step.amount > 0 else []


def _fighter(game: Resolution, ref: Ref, ctx: Context) -> EntityId | None:
    """The creature ``ref`` names, if it can fight now (CR 701.12b): on the battlefield, a
    creature, and (when a target) still a legal target (``_refs`` leaves illegal ones out)."""
    found = game._refs(ref, ctx)
    if len(found) != 1:
        return None
    obj = game.state.objects.get(found[0])
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.is_creature:
        return None
    return obj.id


def _fight(game: Resolution, step: Fight, ctx: Context) -> list[Event]:
    """CR 701.12a-d (2011: 701.10a-d): the two deal damage equal to their powers to each
    other, simultaneously."""
    first, second = _fighter(game, step.first, ctx), _fighter(game, step.second, ctx)
    if first is None or second is None:
        return []  # CR 701.12b: no damage is dealt
    state = game.state
    parts = [
        DamagePart(source, recipient, state.objects[source].current_power())
        for source, recipient in ((first, second), (second, first))
    ]
    parts = [p for p in parts if p.amount > 0]
    return game.deal_damage_event(parts) if parts else []


def _divided(game: Resolution, ctx: Context) -> list[Event]:
    """CR 601.2d / 608.2b: the announced division, to the targets still legal."""
    state = game.state
    shares = division(ctx.specs, ctx.targets)
    legal = {
        i: chosen
        for i, (spec, chosen) in enumerate(zip(ctx.specs, ctx.targets, strict=True))
        if is_legal_target(state, spec, chosen, ctx.controller, ctx.source)
    }
    parts = [
        DamagePart(ctx.source, recipient, amount)
        for recipient, amount in shares.items()
        if recipient in legal.values() and amount > 0
    ]
    return game.deal_damage_event(parts) if parts else []
