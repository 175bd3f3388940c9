"""Committing events: the only place the game state changes.

Each event type that changes the state has one function here; events that only report
(prevention, replacement, triggers waiting) change nothing or only bookkeeping.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from mtgrules.attach_events import BecameAttached, BecameUnattached
from mtgrules.cards.pending import EntersTapped
from mtgrules.choice_events import ChoseAsEnters, ChosePlayerAsEnters
from mtgrules.class_events import CLASS_COMMITS
from mtgrules.combat_keyword_events import (
    EnteredAttacking,
    UmbraArmorApplied,
    commit_entered_attacking,
    commit_umbra_armor,
)
from mtgrules.combat_state import Combat
from mtgrules.commander_events import COMMANDER_COMMITS
from mtgrules.counter_events import Countered, commit_countered
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.effects.base import Effect
from mtgrules.effects.control import ControlEffect, end_finished
from mtgrules.effects.control import ended as control_ended
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
from mtgrules.face_down_events import TurnedFaceDown, TurnedFaceUp
from mtgrules.keyword_action_events import AbilityActivated, LibraryOrdered
from mtgrules.keyword_events import (
    BecameMonstrous,
    BecameRenowned,
    commit_monstrous,
    commit_renowned,
)
from mtgrules.objects import LOYALTY, Step, Zone
from mtgrules.rules import (
    animation,
    card_parts,
    entering_choices,
    static_abilities,
    turn_record,
    type_changes,
)
from mtgrules.rules.attachments import commit_attached, commit_unattached, refresh
from mtgrules.rules.banding import BANDING_COMMITS
from mtgrules.rules.classes import class_characteristics
from mtgrules.rules.day_night import commit_day, commit_night
from mtgrules.rules.delayed_triggers import commit_delayed_fired
from mtgrules.rules.designations import DESIGNATION_COMMITS
from mtgrules.rules.emblems import EMBLEM_COMMITS
from mtgrules.rules.entering_conditions import enter_with_conditions
from mtgrules.rules.face_down import commit_turned_face_down, commit_turned_face_up, revealed
from mtgrules.rules.firebending import FIREBENDING_COMMITS
from mtgrules.rules.keywords import bloodthirst_counters
from mtgrules.rules.levelers import level_characteristics
from mtgrules.rules.prototype import prototype_characteristics
from mtgrules.rules.reflexive_triggers import REFLEXIVE_COMMITS
from mtgrules.rules.sagas import entering_lore
from mtgrules.rules.speed import SPEED_COMMITS
from mtgrules.rules.transform import commit_transformed, front_face_up
from mtgrules.rules.x_counters import entering_x_counters
from mtgrules.spell_copy_events import SPELL_COPY_COMMITS
from mtgrules.state import GameState
from mtgrules.token_events import TokenCeasedToExist, commit_token_ceased
from mtgrules.transform_events import BecameDay, BecameNight, Transformed
from mtgrules.turn_events import (
    AttackersDeclared,
    BlockersDeclared,
    CombatDamageAssigned,
    CombatEnded,
    DamageAssignmentOrdered,
    DrewFromEmptyLibrary,
    FirstStrikeDamageStep,
    LandPlayed,
    LibraryShuffled,
    ManaAdded,
    ManaEmptied,
    ManaSpent,
    ModifierAdded,
    PriorityPassed,
    PutOnStack,
    RemovedFromCombat,
    Resolved,
    StepBegan,
    StepSkipped,
    Tapped,
    TokenCreated,
    Untapped,
)
from mtgrules.variant_events import VARIANT_COMMITS


def _life_lost(state: GameState, e: LifeLost) -> None:
    state.life[state.players[e.player].pool] -= e.amount


def _life_gained(state: GameState, e: LifeGained) -> None:
    state.life[state.players[e.player].pool] += e.amount


def _poison(state: GameState, e: PoisonCountersGiven) -> None:
    state.poison[state.players[e.player].pool] += e.amount


def _damage_dealt(state: GameState, e: DamageDealt) -> None:
    if e.recipient in state.players and e.amount > 0:
        state.damaged_in_turn[e.recipient] = state.turn  # CR 702.54a: "was dealt damage"
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
    effect = state.effects.pop(e.effect, None)
    if isinstance(effect, ControlEffect):
        control_ended(state, effect)  # CR 611.2a: its control change ends (layer 2)
    for obj in state.objects.values():
        if obj.modifiers:
            removed = tuple(m for m in obj.modifiers if m.effect == e.effect)
            obj.modifiers = tuple(m for m in obj.modifiers if m.effect != e.effect)
            obj.types = type_changes.types_after_end(obj, removed)
            animation.ended(obj, removed)


def _effect_created(state: GameState, e: EffectCreated) -> None:
    """An effect created by a resolving spell or ability joins the game (effects added
    directly by :meth:`Game.add_effect` are already there)."""
    if isinstance(e.created, Effect):
        state.effects[e.effect] = e.created
        state.next_id = max(state.next_id, e.effect + 1)


def _modifier_added(state: GameState, e: ModifierAdded) -> None:
    obj = state.objects[e.permanent]
    obj.modifiers = (*obj.modifiers, e.modifier)
    if e.modifier.triggered is not None:  # a granted triggered ability watches (CR 603.2)
        state.trigger_sources.add(obj.id)
    obj.types = type_changes.types_with(obj, e.modifier)
    if e.modifier.animation is not None:
        animation.apply(obj)  # layers 4-5 (CR 613.1d-e)
    state.effects[e.modifier.effect] = e.effect
    state.next_id = max(state.next_id, e.modifier.effect + 1)


def _regenerated(state: GameState, e: Regenerated) -> None:
    obj = state.objects[e.permanent]
    if state.combat is not None:
        state.combat.remove(e.permanent)  # regenerated: removed from combat
    obj.tapped = True
    obj.damage = 0
    obj.deathtouch_damaged = False
    state.effects.pop(e.effect, None)


def _zone_changed(state: GameState, e: ZoneChanged) -> None:
    # CR 400.7: the object becomes a new object; its last known information stays for
    # whatever refers to it (CR 608.2h).
    obj = state.objects.pop(e.object)
    if state.combat is not None:
        state.combat.remove(e.object)  # CR 506.4: it leaves combat
    if e.origin is Zone.LIBRARY:
        library = state.libraries.get(obj.owner)
        if library and e.object in library:
            library.remove(e.object)
    state.static_sources.discard(e.object)
    state.trigger_sources.discard(e.object)
    for key in [k for k in state.bound_statics if k[0] == e.object]:
        del state.bound_statics[key]
    state.next_id = max(state.next_id, e.new_id + 1)
    state.lki[e.object] = obj
    state.moved_to[e.object] = e.new_id
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
        types=type_changes.printed_types(obj),  # CR 400.7: a crewed Vehicle is no creature
        modifiers=(),
        since_turn=state.turn,
        attached_to=None,  # CR 400.7: a new object, attached to nothing
        renowned=False,  # CR 702.112b: until it leaves the battlefield
        monstrous=False,  # CR 701.37b: until it leaves the battlefield
        class_level=1,  # CR 716.3, 400.7: a new object is level 1
        aura_control=None,
    )
    animation.printed_again(moved, obj)  # CR 400.7: no longer animated
    front_face_up(moved, state)  # CR 712.8a (2011: 711.2a): a double-faced card, front face up
    revealed(moved)  # CR 708.9 (2011: 707.9): a face-down card leaves face up
    level_characteristics(moved)  # CR 711.6 (2011: 710.6): a leveler, as printed
    class_characteristics(moved)  # CR 716.4: a Class, at level 1
    prototype_characteristics(moved, state)  # CR 718.3b, 718.4: prototyped or printed
    card_parts.new_zone_characteristics(moved, state)  # CR 709.3b-4, 712.8, 715.3b: a part
    if e.destination is Zone.BATTLEFIELD and any(
        isinstance(static, EntersTapped) and static.unless is None and not static.unless_pay_life
        for static in moved.statics  # "If you don't [pay N life]": rules/paid_entering.py
    ):
        moved.tapped = True  # CR 614.1c: "[This permanent] enters tapped."
    if e.destination is Zone.BATTLEFIELD:
        enter_with_conditions(state, moved)  # CR 614.1c, 614.12: "unless" / "if" [condition]
        static_abilities.entering_counters(moved)  # CR 614.1c: "~ enters with N counters"
        entering_x_counters(state, moved)  # CR 107.3m: "~ enters with X counters"
        bloodthirst_counters(state, moved)  # CR 702.54a
        entering_lore(moved)  # CR 714.3a: a Saga enters with a lore counter
    if e.destination is Zone.BATTLEFIELD and moved.is_planeswalker and moved.loyalty is not None:
        moved.counters[LOYALTY] = moved.loyalty  # CR 306.5b: enters with its loyalty
    state.objects[e.new_id] = moved
    state.index_abilities(moved)
    if obj.attached_to is not None and obj.zone is Zone.BATTLEFIELD:
        refresh(state, obj.attached_to)  # its effects on what it was attached to end
    if e.destination is Zone.LIBRARY:
        state.libraries.setdefault(moved.owner, []).append(e.new_id)


def _step_began(state: GameState, e: StepBegan) -> None:
    if e.turn != state.turn or state.step is None:
        state.turn_started[e.active] = e.turn
        state.lands_played = 0
    state.turn = e.turn
    state.active_player = e.active
    last = state.upkeeps.get(e.active, (-1, -1))
    if e.step is Step.UPKEEP and last[1] != e.turn:  # echo (CR 702.30a)
        state.upkeeps[e.active] = (last[1], e.turn)
    state.step = e.step
    state.passes = 0
    state.priority = None
    if e.step is Step.BEGINNING_OF_COMBAT or (
        e.step is Step.DECLARE_ATTACKERS and state.combat is None
    ):
        state.combat = Combat()
    elif e.step is Step.COMBAT_DAMAGE and state.combat is not None:
        state.combat.damage_steps += 1
        state.combat.assigned = {}


def _priority_passed(state: GameState, e: PriorityPassed) -> None:
    state.passes += 1


def _untapped(state: GameState, e: Untapped) -> None:
    for permanent in e.permanents:
        state.objects[permanent].tapped = False


def _tapped(state: GameState, e: Tapped) -> None:
    state.objects[e.permanent].tapped = True


def _drew_from_empty(state: GameState, e: DrewFromEmptyLibrary) -> None:
    state.drew_from_empty.add(e.player)


def _token_created(state: GameState, e: TokenCreated) -> None:
    token = e.token.clone()
    state.objects[token.id] = token
    state.next_id = max(state.next_id, token.id + 1)
    state.index_abilities(token)
    refresh(state, token.attached_to)  # a Role created attached (CR 111.10j-r)
    if e.attacking is not None and state.combat is not None:
        state.combat.attackers[token.id] = e.attacking  # CR 508.4: never declared


def _shuffled(state: GameState, e: LibraryShuffled) -> None:
    state.libraries[e.player] = list(e.order)


def _ability_activated(state: GameState, e: AbilityActivated) -> None:
    key = (e.source, e.index, e.turn)
    state.activations[key] = state.activations.get(key, 0) + 1


def _library_ordered(state: GameState, e: LibraryOrdered) -> None:
    state.libraries[e.player] = list(e.order)


def _land_played(state: GameState, e: LandPlayed) -> None:
    state.lands_played += 1


def _mana_added(state: GameState, e: ManaAdded) -> None:
    pool = state.mana.setdefault(e.player, {})
    pool[e.mana] = pool.get(e.mana, 0) + e.amount


def _mana_spent(state: GameState, e: ManaSpent) -> None:
    pool = state.mana[e.player]
    for symbol, amount in e.mana:
        left = pool[symbol] - amount
        if left:
            pool[symbol] = left
        else:
            del pool[symbol]
    if not pool:
        del state.mana[e.player]


def _mana_emptied(state: GameState, e: ManaEmptied) -> None:
    state.mana.pop(e.player, None)
    if e.kept:  # firebending's mana, until end of combat (CR 702.189a)
        state.mana[e.player] = dict(e.kept)


def _put_on_stack(state: GameState, e: PutOnStack) -> None:
    state.stack.append(e.item)
    state.next_id = max(state.next_id, e.item.id + 1)
    state.passes = 0


def _resolved(state: GameState, e: Resolved) -> None:
    state.stack[:] = [item for item in state.stack if item.id != e.item]
    state.passes = 0


def _attackers_declared(state: GameState, e: AttackersDeclared) -> None:
    combat = state.combat
    assert combat is not None
    combat.attackers = dict(e.attacks)
    combat.attackers_declared = True
    combat.no_attackers = not e.attacks


def _blockers_declared(state: GameState, e: BlockersDeclared) -> None:
    combat = state.combat
    assert combat is not None
    for blocker, attacker in e.blocks:
        combat.blocking.setdefault(blocker, []).append(attacker)
        combat.blocked_by.setdefault(attacker, []).append(blocker)
        combat.blocked.add(attacker)  # CR 509.1h: it remains blocked
    combat.blockers_declared = True


def _ordered(state: GameState, e: DamageAssignmentOrdered) -> None:
    combat = state.combat
    assert combat is not None
    if e.creature in combat.attackers:
        combat.blocked_by[e.creature] = list(e.order)
        combat.attacker_orders_declared = True
    else:
        combat.blocking[e.creature] = list(e.order)
        combat.blocker_orders_declared = True


def _assigned(state: GameState, e: CombatDamageAssigned) -> None:
    combat = state.combat
    assert combat is not None
    combat.assigned[e.player] = {c: dict(a) for c, a in e.assignments}


def _first_strike(state: GameState, e: FirstStrikeDamageStep) -> None:
    combat = state.combat
    assert combat is not None
    combat.first_strike_step = True
    combat.struck_first = frozenset(e.creatures)


def _removed_from_combat(state: GameState, e: RemovedFromCombat) -> None:
    if state.combat is not None:
        state.combat.remove(e.creature)


def _combat_ended(state: GameState, e: CombatEnded) -> None:
    state.combat = None


def _triggered(state: GameState, e: AbilityTriggered) -> None:
    view = state.source_view(e.source)
    assert view is not None
    state.pending_triggers.append(
        PendingTrigger(
            source=e.source,
            controller=e.controller,
            ability=view.all_triggers[e.index],
            rule=e.rule,
            that_player=e.that_player,
            that_object=e.that_object,
            that_amount=e.that_amount,
        )
    )


def _control_changed(state: GameState, e: ControlChanged) -> None:
    obj = state.objects[e.permanent]
    if obj.controller != e.controller:
        if state.combat is not None:
            state.combat.remove(e.permanent)  # CR 506.4: its controller changed
        obj.since_turn = state.turn  # CR 302.6: a new controller
    obj.controller = e.controller
    refresh(state, obj.attached_to)  # an Aura's "You control enchanted creature" follows


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
    StepBegan: _step_began,
    PriorityPassed: _priority_passed,
    Untapped: _untapped,
    Tapped: _tapped,
    DrewFromEmptyLibrary: _drew_from_empty,
    LandPlayed: _land_played,
    TokenCreated: _token_created,
    LibraryShuffled: _shuffled,
    LibraryOrdered: _library_ordered,
    BecameRenowned: commit_renowned,
    BecameMonstrous: commit_monstrous,
    UmbraArmorApplied: commit_umbra_armor,
    EnteredAttacking: commit_entered_attacking,
    AbilityActivated: _ability_activated,
    ManaAdded: _mana_added,
    ManaSpent: _mana_spent,
    ManaEmptied: _mana_emptied,
    PutOnStack: _put_on_stack,
    Resolved: _resolved,
    Countered: commit_countered,
    ModifierAdded: _modifier_added,
    BecameAttached: commit_attached,
    BecameUnattached: commit_unattached,
    AttackersDeclared: _attackers_declared,
    BlockersDeclared: _blockers_declared,
    DamageAssignmentOrdered: _ordered,
    CombatDamageAssigned: _assigned,
    FirstStrikeDamageStep: _first_strike,
    RemovedFromCombat: _removed_from_combat,
    CombatEnded: _combat_ended,
    TokenCeasedToExist: commit_token_ceased,
    Transformed: commit_transformed,
    TurnedFaceDown: commit_turned_face_down,  # CR 708.4 (2011: 707.4)
    TurnedFaceUp: commit_turned_face_up,  # CR 708.8 (2011: 707.8)
    BecameDay: commit_day,  # CR 702.145
    BecameNight: commit_night,
    DelayedTriggerFired: commit_delayed_fired,  # CR 603.7
    **REFLEXIVE_COMMITS,  # CR 603.12 (rules/reflexive_triggers.py)
    ChoseAsEnters: entering_choices.commit_chose,  # CR 614.12
    ChosePlayerAsEnters: entering_choices.commit_chose_player,
    **DESIGNATION_COMMITS,  # energy (CR 122.1, 107.14), the monarch (CR 724)
    **CLASS_COMMITS,  # class levels (CR 716.3)
    **COMMANDER_COMMITS,  # experience counters (CR 122.1)
    **EMBLEM_COMMITS,  # emblems (CR 114.2; 2011: 113.2)
    **SPEED_COMMITS,  # speed (CR 702.179)
    **VARIANT_COMMITS,  # schemes, the planar die, planeswalking (CR 904, 901)
    **SPELL_COPY_COMMITS,  # copies of spells (CR 707.10, 704.5e)
    **BANDING_COMMITS,  # attacking bands (CR 702.22c)
    **FIREBENDING_COMMITS,  # mana that lasts until end of combat (CR 702.189a)
}


# Events that change no condition of a state-based action (CR 704.5) and nothing a static
# ability's condition reads: passing priority, a pool emptying, a step skipped.
_QUIET_EVENTS = frozenset({PriorityPassed, ManaEmptied, StepSkipped})


def _quiet(state: GameState, event: Event) -> bool:
    """``event`` leaves every state-based action as it was: a quiet event, or a new step of
    the same turn (a new turn changes whose turn it is, which "during your turn" reads)."""
    kind = type(event)
    if kind is StepBegan:
        assert isinstance(event, StepBegan)
        return state.step is not None and event.turn == state.turn
    return kind in _QUIET_EVENTS


def commit(state: GameState, events: Iterable[Event]) -> None:
    """Apply events to the state, in order."""
    apply = _APPLY
    state.settled = False  # until the batch is over (game.py)
    for event in events:
        if state.quiet_at and not _quiet(state, event):
            state.quiet_at = 0  # the state may change: state-based actions are checked again
        if type(event) in turn_record.RECORDED:
            turn_record.record(state, event)  # CR 603.4: "if ... this turn" conditions
        handler = apply.get(type(event))
        if handler is not None:
            handler(state, event)
    static_abilities.refresh(state)  # CR 611.3a: static abilities apply to the new state
    end_finished(state)  # CR 611.2b: "for as long as you control ~" control effects
