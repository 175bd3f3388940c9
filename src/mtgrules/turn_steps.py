"""The turn (CR 500-514), priority (CR 117) and the stack (CR 405, 608): how the game moves
from one decision to the next.

Steps begin with their turn-based actions; a step that waits for a declaration sets
``state.awaiting``; otherwise the active player receives priority. Each time a player would
receive priority, state-based actions are performed and triggered abilities are put on the
stack first (CR 117.5, 603.3). When all players pass in succession, the top of the stack
resolves, or the step ends (CR 117.4).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from mtgrules import spell_copy_events
from mtgrules.cards.model import Restriction
from mtgrules.cards.pending import THAT_CREATURE, THAT_PLAYER, TRIGGERING_OBJECT
from mtgrules.cards.that_opponent import THAT_OPPONENT
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.triggers import PendingTrigger
from mtgrules.effects.triggers import steps as trigger_steps
from mtgrules.effects.untap_skip import untap_skips
from mtgrules.events import Event, TriggerResolved, ZoneChanged
from mtgrules.objects import STEPS, CardType, Step, Zone
from mtgrules.resolution import Context, Resolution
from mtgrules.resolution_exile_keywords import suspended_enters
from mtgrules.rules import (
    alternative_casting,
    banding,
    blitz,
    card_parts,
    cipher,
    combat_damage,
    dash,
    entering_choices,
    firebending,
    keywords_creature_2,
    sagas,
    sunburst,
    unleash,
    variant_turns,
    zone_keywords,
)
from mtgrules.rules import combat as combat_rules
from mtgrules.rules.attachments import entering_attached
from mtgrules.rules.casting import NO_TARGET, is_legal_target, target_choices
from mtgrules.rules.chosen_counters import entering_chosen_counters
from mtgrules.rules.commit import commit
from mtgrules.rules.damage_assignment import Assigner
from mtgrules.rules.day_night import untap_check
from mtgrules.rules.hand_size import maximum_hand_size
from mtgrules.rules.linked_returns import linked_returns
from mtgrules.rules.modal_triggers import RULE as RULE_3C
from mtgrules.rules.modal_triggers import with_modes
from mtgrules.rules.player_targets import bind_that_player
from mtgrules.rules.stun_counters import untap_events
from mtgrules.stack import ItemKind, StackItem
from mtgrules.state import EntityId
from mtgrules.turn_events import (
    CombatDamageAssigned,
    CombatEnded,
    FirstStrikeDamageStep,
    ManaEmptied,
    PriorityPassed,
    PutOnStack,
    Resolved,
    StepBegan,
    StepSkipped,
)

MAX_HAND_SIZE = 7  # CR 402.2
DOESNT_UNTAP = Restriction.DOESNT_UNTAP
AUTO_ASSIGN_LIMIT = 64  # whole assignments tried to see whether only one is legal
# Check every skipped state-based-action check against a full one (tests set it).
VERIFY_QUIET_PRIORITY = False


def _order_key(trigger: PendingTrigger) -> Hashable:
    """What makes two waiting triggers different to order: the ability, and the event's
    player and object only when the ability refers to them ("that player")."""
    if _refers_to_event(trigger.ability.effect):
        return trigger
    return (trigger.source, trigger.controller, trigger.ability)


def _refers_to_event(value: object) -> bool:
    if isinstance(value, int) and not isinstance(value, bool):
        events = (THAT_PLAYER, THAT_CREATURE, TRIGGERING_OBJECT, THEY_PLAYER, THAT_OPPONENT)
        return value in events
    if isinstance(value, tuple | frozenset):
        return any(_refers_to_event(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_refers_to_event(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


class TurnSteps(Resolution):
    """Steps, priority and the stack."""

    # -- players -----------------------------------------------------------------------------
    def _living(self) -> list[EntityId]:
        return [p for p, player in self.state.players.items() if not player.has_lost]

    def _next_player(self, player: EntityId) -> EntityId:
        """The next player in turn order (CR 101.4: APNAP is turn order from the active
        player)."""
        order = sorted(self.state.players)
        living = set(self._living())
        start = order.index(player)
        for offset in range(1, len(order) + 1):
            candidate = order[(start + offset) % len(order)]
            if candidate in living:
                return candidate
        return player

    def _apnap(self) -> list[EntityId]:
        active = self.state.active_player
        assert active is not None
        found = [active]
        while len(found) < len(self._living()):
            found.append(self._next_player(found[-1]))
        return found

    # -- priority ----------------------------------------------------------------------------
    def _give_priority(self, player: EntityId) -> list[Event]:
        """CR 117.5: state-based actions, then triggered abilities to the stack, repeated
        until neither happens; then ``player`` receives priority."""
        state = self.state
        events: list[Event] = []
        # Nothing but quiet events (a new step of the same turn, passes: rules/commit.py)
        # since the last check found nothing: checking again would find nothing.
        unchanged = state.quiet_at == state.next_id
        while True:
            if unchanged and not VERIFY_QUIET_PRIORITY:
                performed = []
            else:
                performed = self.check_state_based_actions()
                if unchanged and performed:
                    raise AssertionError(f"a quiet step change missed {performed!r}")
            unchanged = False
            events.extend(performed)
            if state.winners is not None:
                state.priority = None
                return events
            placed = self._put_triggers_on_stack()
            events.extend(placed)
            if not performed and not placed:
                break
        state.quiet_at = state.next_id  # nothing to do: until something changes (state.py)
        state.priority = player if not state.players[player].has_lost else self._next_player(player)
        return events

    def _quiet_priority(self, player: EntityId) -> list[Event]:
        """CR 117.5 when nothing has changed since the last check found no state-based action
        and no trigger waiting (the pass itself triggered nothing): checking again would find
        nothing, so ``player`` receives priority at once. With ``VERIFY_QUIET_PRIORITY`` the
        full check runs instead, and finding anything is an error."""
        if VERIFY_QUIET_PRIORITY:
            done = self._give_priority(player)
            if done:
                raise AssertionError(f"a quiet pass of priority missed {done!r}")
            return done
        state = self.state
        state.quiet_at = state.next_id
        state.priority = player if not state.players[player].has_lost else self._next_player(player)
        return []

    def _quiet_handoff(self) -> list[Event] | None:
        """CR 117.3d, 117.5: a pass of priority that only hands it on, done without the
        rollback snapshot of an action: nothing has changed since this player received
        priority with nothing to do (``state.quiet_at``), no trigger waits, and another player
        has yet to pass. The pass is the full pass's (``_pass_priority``): one PriorityPassed,
        committed and logged, which no replacement effect applies to and nothing triggers on;
        the next player receives priority at once. None when the pass may do more (end the
        step, resolve the top of the stack) or ``VERIFY_QUIET_PRIORITY`` is set."""
        state = self.state
        player = state.priority
        if (
            VERIFY_QUIET_PRIORITY
            or player is None
            or state.awaiting is not None
            or state.quiet_at != state.next_id
            or state.pending_triggers
            or state.passes + 1 >= len(self._living())
            or linked_returns(state, ())  # due after every batch: never due when quiet
        ):
            return None
        passed = PriorityPassed(player=player, rule=self.ruleset.rule("priority") + ".3d")
        commit(state, (passed,))  # passes + 1 (CR 117.4: passes in succession)
        self.log.append(passed)
        following = self._next_player(player)
        state.priority = (
            following if not state.players[following].has_lost else self._next_player(following)
        )
        return [passed]

    def _pass_priority(self) -> list[Event]:
        state = self.state
        player = state.priority
        assert player is not None
        rule = self.ruleset.rule("priority") + ".3d"
        # Nothing changed since this player received priority with nothing to do first
        # (state.quiet_at): the pass changes only whose priority it is.
        quiet_at = state.quiet_at if state.quiet_at == state.next_id else 0
        events = self._run(lambda _: [PriorityPassed(player=player, rule=rule)])
        state.priority = None
        if state.passes < len(self._living()):
            following = self._next_player(player)
            if quiet_at == state.next_id and len(events) == 1 and not state.pending_triggers:
                return events + self._quiet_priority(following)
            return events + self._give_priority(following)
        # CR 117.4 (2011: 116.4): all players passed in succession.
        if state.stack:
            events.extend(self._resolve_top())
            active = state.active_player
            assert active is not None
            if state.winners is None:
                events.extend(self._give_priority(active))  # CR 117.3b (2011: 116.3b)
            return events
        return events + self._end_step()

    # -- triggered abilities -----------------------------------------------------------------
    def _put_triggers_on_stack(self) -> list[Event]:
        """CR 603.3b: each player, in APNAP order, puts their triggered abilities on the
        stack in the order they choose; targets are chosen then (CR 603.3d), and an ability
        with no legal target is removed."""
        state = self.state
        if not state.pending_triggers:
            return []
        pending = list(state.pending_triggers)
        state.pending_triggers.clear()
        chooser = self._chooser
        events: list[Event] = []
        for player in self._apnap():
            mine = [t for t in pending if t.controller == player]
            while mine:
                # Identical abilities (one ability triggering once per creature) need no
                # order: any order puts the same abilities on the stack.
                if len(mine) > 1 and chooser is not None and len(set(map(_order_key, mine))) > 1:
                    labels = tuple(t.ability.text or "triggered ability" for t in mine)
                    pick = chooser.ask(
                        Decision(
                            kind="trigger order",
                            player=player,
                            options=tuple(range(len(mine))),
                            labels=labels,
                            prompt="which of your triggered abilities goes on the stack next",
                            rule="603.3b",
                        )
                    )
                    assert isinstance(pick, int)
                    trigger = mine.pop(pick)
                else:
                    trigger = mine.pop(0)
                chose = with_modes(state, chooser, player, trigger.source, trigger.ability)
                if chose is None:  # CR 603.3c: no mode can be chosen, the ability is removed
                    removed = TriggerResolved(
                        source=trigger.source, text=trigger.ability.text, done=False, rule=RULE_3C
                    )
                    events.extend(self._emit([removed]))
                    continue
                ability = chose  # CR 603.3c: its modes chosen (rules/modal_triggers.py)
                targets: tuple[EntityId, ...] = ()
                # "target creature that player controls": the event's player (CR 603.3d)
                specs = bind_that_player(ability.targets, trigger.that_player)
                if specs:
                    choices = target_choices(state, specs, player, trigger.source)
                    if not choices:
                        removed = TriggerResolved(
                            source=trigger.source, text=ability.text, done=False, rule="603.3d"
                        )
                        events.extend(self._emit([removed]))
                        continue
                    targets = self._choose_targets(player, choices, ability.text)
                item = StackItem(
                    id=state.next_id,
                    kind=ItemKind.TRIGGERED,
                    controller=player,
                    source=trigger.source,
                    effect=trigger_steps(ability.effect),
                    targets=targets,
                    specs=specs,
                    text=ability.text,
                    optional=ability.optional,
                    that_player=trigger.that_player,
                    that_object=trigger.that_object,
                    that_amount=trigger.that_amount,
                )
                events.extend(self._emit([PutOnStack(item=item, rule="603.3")]))
        return events

    def _choose_targets(
        self, player: EntityId, choices: list[tuple[EntityId, ...]], text: str
    ) -> tuple[EntityId, ...]:
        if len(choices) == 1 or self._chooser is None:
            return choices[0]
        answer: Hashable = self._chooser.ask(
            Decision(
                kind="targets",
                player=player,
                options=tuple(choices),
                prompt=f"targets for {text or 'a triggered ability'}",
                rule="603.3d",
            )
        )
        assert isinstance(answer, tuple)
        return answer

    # -- resolving ---------------------------------------------------------------------------
    def _resolve_top(self) -> list[Event]:
        """CR 608.2: the top spell or ability resolves."""
        state = self.state
        item = state.stack[-1]
        ctx = Context(
            item.controller,
            item.source,
            item.targets,
            item.specs,
            that_player=item.that_player,
            that_object=item.that_object,
            that_amount=item.that_amount,
        )
        is_spell = item.kind is ItemKind.SPELL
        chosen_targets = [
            (spec, chosen)
            for spec, chosen in zip(item.specs, item.targets, strict=True)
            if chosen != NO_TARGET
        ]
        if chosen_targets and not any(
            is_legal_target(state, spec, chosen, item.controller, item.source)
            for spec, chosen in chosen_targets
        ):
            # CR 608.2b: every target is illegal: it doesn't resolve.
            events = self._run(
                lambda _: [
                    Resolved(
                        item=item.id,
                        source=item.source,
                        text=item.text,
                        resolved=False,
                        rule="608.2b",
                    )
                ]
            )
            return events + (self._spell_leaves(item, "608.2b", False) if is_spell else [])
        if item.permanent:
            # CR 608.3: a permanent spell enters the battlefield under its controller; an
            # Aura spell enters attached to what it targets (CR 608.3c; 2011: 608.3a).
            alternative_casting.remember(state, item, state.next_id)  # kicked, evoked
            spell = state.objects[item.id]
            permanent = state.next_id
            entered = self._run(
                lambda chooser: [
                    Resolved(item=item.id, source=item.source, text=item.text, rule="608.3"),
                    ZoneChanged(
                        object=item.id,
                        new_id=state.next_id,
                        origin=Zone.STACK,
                        destination=Zone.BATTLEFIELD,
                        rule="608.3",
                    ),
                    *entering_attached(state, self.ruleset, item, state.next_id),
                    *unleash.entering_counter(spell, state.next_id, chooser),  # CR 702.98a
                    *entering_chosen_counters(spell, state.next_id, chooser),  # CR 614.1c
                    *sunburst.entering_counters(  # CR 702.44a
                        self.ruleset, spell, item.cast_with, state.next_id
                    ),
                    *entering_choices.choices_as_enters(state, spell, state.next_id, chooser),
                    *keywords_creature_2.entering(  # riot, devour (CR 702.136a, 702.82a)
                        state, self.ruleset, spell, state.next_id, chooser
                    ),
                ]
            )
            return entered + (
                keywords_creature_2.riot_haste(self, permanent, entered)  # CR 702.136a
                + dash.dashed_enters(self, item, permanent)  # CR 702.109a
                + blitz.blitzed_enters(self, item, permanent)  # CR 702.152a
                + zone_keywords.warped_enters(self, item, permanent)  # CR 702.185a
                + suspended_enters(self, item, permanent)  # suspend: haste (CR 702.62a)
            )
        done: list[Event] = []
        if not item.optional or self._may(item):
            done.extend(self._carry_out(item.effect, ctx))
        done.extend(
            self._emit([Resolved(item=item.id, source=item.source, text=item.text, rule="608.2")])
        )
        if is_spell:
            done.extend(self._spell_leaves(item, self.ruleset.rule("spell to graveyard"), True))
        return done

    def _spell_leaves(self, item: StackItem, rule: str, resolved: bool) -> list[Event]:
        """The spell's card goes to its owner's graveyard (CR 608.2n / 608.2b), or where a
        casting keyword puts it instead (flashback: exile; buyback: the hand); a copy of a
        spell ceases to exist (CR 704.5e)."""
        if spell_copy_events.is_copy(item) or cipher.is_cipher_copy(item):
            return self._emit(spell_copy_events.ceases(item))
        instead = alternative_casting.spell_destination(self.ruleset, item, resolved)
        encoded = cipher.encodes(self, item, resolved) if instead is None else None
        if encoded is not None:
            return encoded  # CR 702.99a: exiled encoded on a creature
        if instead is None:
            rebounded = zone_keywords.rebounds(self, item, resolved)  # CR 702.88a
            return self._card_to_graveyard(item.id, rule) if rebounded is None else rebounded
        obj = self.state.objects.get(item.id)
        if obj is None:
            return []
        zone, keyword_rule = instead
        moved = ZoneChanged(
            object=item.id,
            new_id=self.state.next_id,
            origin=obj.zone,
            destination=zone,
            rule=keyword_rule,
        )
        done = self._run(lambda _: [moved])
        # CR 715.3d: an Adventure's card, exiled, may be cast by its controller
        permission = card_parts.adventure_permission(self.state, item, moved.new_id, resolved)
        return done + (self._run(lambda _: permission) if permission else [])

    def _may(self, item: StackItem) -> bool:
        if self._chooser is None:
            return True
        return bool(
            self._chooser.ask(
                Decision(
                    kind="may",
                    player=item.controller,
                    options=(True, False),
                    labels=("yes", "no"),
                    prompt=f"{item.text or 'optional ability'}?",
                    rule="603.5",
                )
            )
        )

    def _card_to_graveyard(self, card: EntityId, rule: str) -> list[Event]:
        obj = self.state.objects.get(card)
        if obj is None:
            return []
        return self._run(
            lambda _: [
                ZoneChanged(
                    object=card,
                    new_id=self.state.next_id,
                    origin=obj.zone,
                    destination=Zone.GRAVEYARD,
                    rule=rule,
                )
            ]
        )

    # -- steps -------------------------------------------------------------------------------
    def _end_step(self) -> list[Event]:
        """CR 500.4: mana empties when a step ends; CR 511.3: combat ends with its phase."""
        state = self.state
        kept = {p: firebending.kept(state, p) for p in state.mana}  # CR 702.189a
        events = self._run(
            lambda _: [
                ManaEmptied(
                    player=p,
                    amount=sum(pool.values()) - sum(n for _, n in kept[p]),
                    kept=kept[p],
                    rule="500.4",
                )
                for p, pool in state.mana.items()
                if sum(pool.values()) > sum(n for _, n in kept[p])
            ]
        )
        step = state.step
        if step is Step.END_OF_COMBAT and state.combat is not None:
            events.extend(self._run(lambda _: [CombatEnded(rule="511.3")]))
        nxt, turn, active = self._following_step()
        if step is Step.DECLARE_ATTACKERS and nxt is Step.END_OF_COMBAT:
            # CR 508.8 (2011: 508.6): no attackers: the blockers and damage steps are skipped.
            rule = self.ruleset.rule("no attackers")
            events.extend(
                self._emit(
                    [
                        StepSkipped(step=Step.DECLARE_BLOCKERS, turn=turn, rule=rule),
                        StepSkipped(step=Step.COMBAT_DAMAGE, turn=turn, rule=rule),
                    ]
                )
            )
        if nxt is Step.DRAW and turn == 1:
            # CR 103.8a (2011: 103.7a): the starting player skips their first draw step.
            skipped = StepSkipped(step=nxt, turn=turn, rule=self.ruleset.rule("first draw skipped"))
            events.extend(self._emit([skipped]))
            nxt = Step.PRECOMBAT_MAIN
        return events + self._begin_step(nxt, turn, active)

    def _following_step(self) -> tuple[Step, int, EntityId]:
        state = self.state
        step, active, combat = state.step, state.active_player, state.combat
        assert step is not None and active is not None
        if step is Step.CLEANUP:
            if state.passes:
                return Step.CLEANUP, state.turn, active  # CR 514.3a: another cleanup step
            return Step.UNTAP, state.turn + 1, self._next_player(active)
        if step is Step.DECLARE_ATTACKERS and (combat is None or combat.no_attackers):
            return Step.END_OF_COMBAT, state.turn, active  # CR 508.8 (2011: 508.6)
        if (
            step is Step.COMBAT_DAMAGE
            and combat is not None
            and combat.first_strike_step
            and combat.damage_steps == 1
        ):
            return Step.COMBAT_DAMAGE, state.turn, active  # CR 510.5: the second step
        return STEPS[STEPS.index(step) + 1], state.turn, active

    def _begin_step(self, step: Step, turn: int, active: EntityId) -> list[Event]:
        state = self.state
        events = self._run(lambda _: [StepBegan(step=step, turn=turn, active=active, rule="500.1")])
        # CR 904.9 (a scheme set in motion), 901.6 (the planar controller): rules/variant_turns
        events.extend(self._run(lambda _: variant_turns.turn_based_actions(state, step, active)))
        if step is Step.UNTAP:
            events.extend(self._run(lambda _: untap_check(state)))  # CR 502.2: day / night
            # CR 502.3 (2011: 502.2): untap, but not what "doesn't untap" (an Aura's effect)
            # nor what "doesn't untap during its controller's next untap step" (that effect ends).
            skipped, ended = untap_skips(state, active)
            tapped = tuple(
                o.id
                for o in state.battlefield()
                if o.controller == active
                and o.tapped
                and not o.restricted(DOESNT_UNTAP)
                and o.id not in skipped
            )
            if tapped:  # a stun counter is removed instead (CR 122.1d: rules/stun_counters.py)
                events.extend(
                    self._run(lambda _: untap_events(state, tapped, self.ruleset.rule("untap")))
                )
            if ended:
                events.extend(self._run(lambda _: list(ended)))
            return events + self._end_step()  # no priority (CR 502.4; 2011: 502.3)
        if step is Step.DRAW:
            events.extend(self._draw(active, 1))  # CR 504.1
        elif step is Step.PRECOMBAT_MAIN:  # CR 714.3b: a lore counter on each Saga
            events.extend(self._run(lambda _: sagas.main_phase_lore(state, active)))
        elif step is Step.DECLARE_ATTACKERS:
            return events + self._await_attackers()
        elif step is Step.DECLARE_BLOCKERS:
            return events + self._await_blockers()
        elif step is Step.COMBAT_DAMAGE:
            return events + self._start_combat_damage()
        elif step is Step.CLEANUP:
            return events + self._cleanup_step()
        return events + self._give_priority(active)

    # -- combat --------------------------------------------------------------------------------
    def _await_attackers(self) -> list[Event]:
        """CR 508.1: the active player declares attackers. The game asks even when no
        creature can attack, so that a proposed attack gets the rule that forbids it."""
        state = self.state
        if state.combat is None or state.winners is not None:
            return self._give_priority_active()
        state.awaiting = "declare attackers"
        return []

    def _await_blockers(self) -> list[Event]:
        """CR 509.1: the defending player declares blockers (asked even when no creature can
        block, for the same reason)."""
        state = self.state
        if state.combat is None:
            return self._give_priority_active()
        state.awaiting = "declare blockers"
        return []

    def _after_blocks(self) -> list[Event]:
        """CR 2011 509.2/509.3: damage assignment orders, then priority."""
        state = self.state
        combat = state.combat
        assert combat is not None
        attackers, blockers = combat_rules.orders_needed(
            state, self.ruleset.damage_assignment_order
        )
        if attackers and not combat.attacker_orders_declared:
            state.awaiting = "order blockers"
            return []
        if blockers and not combat.blocker_orders_declared:
            state.awaiting = "order attackers"
            return []
        return self._give_priority_active()

    def _give_priority_active(self) -> list[Event]:
        active = self.state.active_player
        assert active is not None
        return self._give_priority(active)

    def _start_combat_damage(self) -> list[Event]:
        state = self.state
        combat = state.combat
        if combat is None:
            return self._give_priority_active()
        events: list[Event] = []
        if combat.damage_steps == 1:
            first = combat_damage.strikers(state, combat)
            if first:
                events.extend(
                    self._emit(
                        [
                            FirstStrikeDamageStep(
                                creatures=tuple(first),
                                rule=self.ruleset.rule("first strike step"),
                            )
                        ]
                    )
                )
        return events + self._next_assignment()

    def assigners_of(self, player: EntityId) -> list[Assigner]:
        """The creatures that assign combat damage in this step whose assignment ``player``
        chooses: those they control (CR 510.1), as banding changes it (702.22j-k)."""
        state = self.state
        combat = state.combat
        if combat is None:
            return []
        return [
            banding.as_chosen(state, combat, combat_damage.assigner(state, combat, c))
            for c in combat_damage.dealers(state, combat)
            if banding.chooser(state, combat, c) == player
        ]

    def _next_assignment(self) -> list[Event]:
        """CR 510.1: the active player assigns, then the defending player; CR 510.2: all of
        it is dealt at once; then triggers go on the stack and the active player receives
        priority (CR 2011 510.3-510.4; today 510.3a and 510.3)."""
        state = self.state
        combat = state.combat
        assert combat is not None
        events: list[Event] = []
        for player in self._apnap():
            if player in combat.assigned:
                continue
            assigners = self.assigners_of(player)
            forced, open_ = combat_damage.split(state, self.ruleset, assigners)
            if open_:
                # CR 510.1: the engine assigns when only one whole assignment is legal.
                only = combat_damage.whole_assignments(
                    state, self.ruleset, assigners, AUTO_ASSIGN_LIMIT, most=2
                )
                if only is None or len(only) != 1:
                    state.awaiting = f"assign combat damage {player}"
                    return events
                forced.update(only[0])
            events.extend(self._record_assignment(player, forced))
        assignments = {c: a for by in combat.assigned.values() for c, a in by.items()}
        parts = combat_damage.damage_parts(assignments)
        if parts:
            events.extend(self.deal_damage_event(parts))
        return events + self._give_priority_active()

    def _record_assignment(
        self, player: EntityId, assignments: dict[EntityId, dict[EntityId, int]]
    ) -> list[Event]:
        data = tuple(
            (creature, tuple(sorted(a.items()))) for creature, a in sorted(assignments.items())
        )
        return self._run(
            lambda _: [CombatDamageAssigned(player=player, assignments=data, rule="510.1")]
        )

    # -- cleanup -------------------------------------------------------------------------------
    def _cleanup_step(self) -> list[Event]:
        state = self.state
        active = state.active_player
        assert active is not None
        limit = maximum_hand_size(state, active)  # CR 402.2: "no maximum hand size"
        if limit is not None and len(self.hand_of(active)) > limit:
            state.awaiting = "discard"
            return []
        return self._finish_cleanup()

    def _finish_cleanup(self) -> list[Event]:
        """CR 514.2 damage removal and end of "this turn" effects; CR 514.3: no priority
        unless state-based actions or triggers happen (514.3a)."""
        state = self.state
        events = self.cleanup()
        performed = self.check_state_based_actions()
        events.extend(performed)
        if state.winners is not None:
            return events
        if performed or state.pending_triggers:
            return events + self._give_priority_active()
        return events + self._end_step()

    def hand_of(self, player: EntityId) -> list[EntityId]:
        return [
            o.id for o in self.state.objects.values() if o.zone is Zone.HAND and o.owner == player
        ]

    def _spell_effect(self, card: EntityId) -> tuple[tuple[Instruction, ...], bool]:
        obj = self.state.objects[card]
        permanent = not (CardType.INSTANT in obj.types or CardType.SORCERY in obj.types)
        spell = obj.spell
        return (spell.effect if spell is not None else ()), permanent
