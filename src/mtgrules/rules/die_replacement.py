"""Applying "exile it instead" to permanents that would die (CR 614.1a, 700.4).

:func:`replace_dying` rewrites the events of one action before they are committed: a
permanent covered by an :class:`ExileInsteadOfDying` effect in force that would be put into
a graveyard from the battlefield is put into exile instead. Every action's events pass
through it (:meth:`mtgrules.game.GameActions._run` and the state-based actions), so lethal
damage, destruction, sacrifice and toughness 0 or less are all replaced. A static
:class:`ExileDamagedByInsteadOfDying` covers each creature its object dealt damage to this
turn (:func:`mtgrules.rules.turn_record.was_dealt_damage_by`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.effects.die_replacement import ExileDamagedByInsteadOfDying, ExileInsteadOfDying
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rules.turn_record import was_dealt_damage_by
from mtgrules.state import EntityId, GameState

INSTEAD = "614.1a"  # effects that use the word "instead" are replacement effects (both editions)


def _dying(events: Sequence[Event]) -> list[ZoneChanged]:
    return [
        e
        for e in events
        if isinstance(e, ZoneChanged)
        and e.origin is Zone.BATTLEFIELD
        and e.destination is Zone.GRAVEYARD
    ]


def exiled_instead(state: GameState, dying: Sequence[EntityId]) -> frozenset[EntityId]:
    """Those of the permanents ``dying`` that would be exiled instead of dying now."""
    covered: set[EntityId] = set()
    damagers: set[EntityId] = set()
    for effect in effects_in_force(state):
        if isinstance(effect, ExileInsteadOfDying):
            covered |= effect.permanents
        elif isinstance(effect, ExileDamagedByInsteadOfDying):
            damager = effect.damager(state)
            if damager is not None:
                damagers.add(damager)
    for permanent in dying:
        obj = state.objects.get(permanent)
        # "a creature dealt damage by ~ this turn" (CR 120.3 / 2011 119.3)
        if (
            obj is not None
            and obj.is_creature
            and any(was_dealt_damage_by(state, permanent, d) for d in damagers)
        ):
            covered.add(permanent)
    return frozenset(p for p in dying if p in covered)


def replace_dying(state: GameState, events: Sequence[Event]) -> list[Event]:
    """``events`` with each covered permanent's move from the battlefield to a graveyard
    turned into a move to exile (CR 614.1a; it doesn't die, CR 700.4)."""
    dying = _dying(events)
    if not dying:
        return list(events)
    covered = exiled_instead(state, [e.object for e in dying])
    if not covered:
        return list(events)
    return [
        dataclasses.replace(e, destination=Zone.EXILE, rule=INSTEAD)
        if isinstance(e, ZoneChanged) and e in dying and e.object in covered
        else e
        for e in events
    ]


__all__ = ["INSTEAD", "exiled_instead", "replace_dying"]
