"""Committing events: the only place the game state changes.

Each event type that changes the state has one function here; events that only report
(prevention, replacement, triggers waiting) change nothing or only bookkeeping.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from mtgrules.effects.triggers import PendingTrigger
from mtgrules.events import (
    AbilityTriggered,
    ControlChanged,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    DamageRemoved,
    EffectCreated,
    EffectEnded,
    Event,
    GameOver,
    LifeGained,
    LifeLost,
    PlayerLost,
    PoisonCountersGiven,
    Regenerated,
    ShieldReduced,
    ZoneChanged,
)
from mtgrules.objects import LOYALTY, Zone
from mtgrules.state import GameState


def _life_lost(state: GameState, e: LifeLost) -> None:
    state.life[state.players[e.player].pool] -= e.amount


def _life_gained(state: GameState, e: LifeGained) -> None:
    state.life[state.players[e.player].pool] += e.amount


def _poison(state: GameState, e: PoisonCountersGiven) -> None:
    state.poison[state.players[e.player].pool] += e.amount


def _damage_dealt(state: GameState, e: DamageDealt) -> None:
    # CR 704.5h: remember deathtouch damage until state-based actions are next checked.
    if e.deathtouch:
        target = state.objects.get(e.recipient)
        if target is not None and target.is_creature:
            target.deathtouch_damaged = True


def _marked(state: GameState, e: DamageMarked) -> None:
    state.objects[e.permanent].damage += e.amount


def _removed_damage(state: GameState, e: DamageRemoved) -> None:
    state.objects[e.permanent].damage = 0


def _counters_put(state: GameState, e: CountersPut) -> None:
    counters = state.objects[e.permanent].counters
    counters[e.kind] = counters.get(e.kind, 0) + e.amount


def _counters_removed(state: GameState, e: CountersRemoved) -> None:
    counters = state.objects[e.permanent].counters
    left = counters.get(e.kind, 0) - e.amount
    if left > 0:
        counters[e.kind] = left
    else:
        counters.pop(e.kind, None)


def _shield_reduced(state: GameState, e: ShieldReduced) -> None:
    effect = state.effects.get(e.effect)
    if effect is not None:
        state.effects[e.effect] = dataclasses.replace(effect, amount=e.remaining)  # type: ignore[call-arg]


def _effect_ended(state: GameState, e: EffectEnded) -> None:
    state.effects.pop(e.effect, None)


def _effect_created(state: GameState, e: EffectCreated) -> None:
    """Created effects are added by the game with their event; nothing more to do."""


def _regenerated(state: GameState, e: Regenerated) -> None:
    obj = state.objects[e.permanent]
    obj.tapped = True
    obj.damage = 0
    obj.deathtouch_damaged = False
    state.effects.pop(e.effect, None)


def _zone_changed(state: GameState, e: ZoneChanged) -> None:
    # CR 400.7: the object becomes a new object; its last known information stays for
    # whatever refers to it (CR 608.2h).
    obj = state.objects.pop(e.object)
    state.static_sources.discard(e.object)
    state.trigger_sources.discard(e.object)
    for key in [k for k in state.bound_statics if k[0] == e.object]:
        del state.bound_statics[key]
    state.next_id = max(state.next_id, e.new_id + 1)
    state.lki[e.object] = obj
    moved = dataclasses.replace(
        obj,
        id=e.new_id,
        zone=e.destination,
        controller=obj.owner,
        counters={},
        damage=0,
        deathtouch_damaged=False,
        tapped=False,
        timestamp=state.new_timestamp(),
    )
    if e.destination is Zone.BATTLEFIELD and moved.is_planeswalker and moved.loyalty is not None:
        moved.counters[LOYALTY] = moved.loyalty  # CR 306.5b: enters with its loyalty
    state.objects[e.new_id] = moved
    state.index_abilities(moved)


def _triggered(state: GameState, e: AbilityTriggered) -> None:
    view = state.source_view(e.source)
    assert view is not None
    state.pending_triggers.append(
        PendingTrigger(
            source=e.source,
            controller=e.controller,
            ability=view.triggers[e.index],
            rule=e.rule,
        )
    )


def _control_changed(state: GameState, e: ControlChanged) -> None:
    state.objects[e.permanent].controller = e.controller


def _lost(state: GameState, e: PlayerLost) -> None:
    player = state.players[e.player]
    player.has_lost = True
    player.loss_rule = e.rule


def _over(state: GameState, e: GameOver) -> None:
    state.winners = e.winners


_APPLY: dict[type[Event], Callable[[GameState, Any], None]] = {
    LifeLost: _life_lost,
    LifeGained: _life_gained,
    PoisonCountersGiven: _poison,
    DamageDealt: _damage_dealt,
    DamageMarked: _marked,
    DamageRemoved: _removed_damage,
    CountersPut: _counters_put,
    CountersRemoved: _counters_removed,
    ShieldReduced: _shield_reduced,
    EffectEnded: _effect_ended,
    EffectCreated: _effect_created,
    Regenerated: _regenerated,
    ZoneChanged: _zone_changed,
    AbilityTriggered: _triggered,
    ControlChanged: _control_changed,
    PlayerLost: _lost,
    GameOver: _over,
}


def commit(state: GameState, events: Iterable[Event]) -> None:
    """Apply events to the state, in order."""
    apply = _APPLY
    for event in events:
        handler = apply.get(type(event))
        if handler is not None:
            handler(state, event)
