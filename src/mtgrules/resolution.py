"""Carrying out instructions: what a resolving spell or ability does (CR 608.2c-h).

References resolve here: "this" is the spell or the ability's source (its last known
information if it has left, CR 608.2h), "you" its controller, a target the object or player
chosen for it, if still legal (CR 608.2b: an illegal target isn't affected).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from mtgrules import (
    resolution_actions,
    resolution_amass,
    resolution_animation,
    resolution_blocking_this_turn,
    resolution_card_actions,
    resolution_cascade,
    resolution_chosen_returns,
    resolution_chosen_targets,
    resolution_cipher,
    resolution_combat_keywords,
    resolution_commander,
    resolution_conditions,
    resolution_control,
    resolution_counter_changes,
    resolution_counter_keywords,
    resolution_countering,
    resolution_designations,
    resolution_dies_this_turn,
    resolution_double_power,
    resolution_emblems,
    resolution_encore,
    resolution_end_of_combat,
    resolution_excess,
    resolution_exile_instead,
    resolution_exile_keywords,
    resolution_firebending,
    resolution_graveyard_cards,
    resolution_graveyard_returns,
    resolution_hand_discards,
    resolution_impulse,
    resolution_joined_damage,
    resolution_keyword_choice,
    resolution_keywords,
    resolution_keywords_creature_2,
    resolution_library,
    resolution_library_tops,
    resolution_life_totals,
    resolution_linked_exile,
    resolution_madness,
    resolution_mana_amounts,
    resolution_miracle,
    resolution_monstrosity,
    resolution_no_regeneration,
    resolution_optional,
    resolution_quoted_grants,
    resolution_random,
    resolution_reflexive,
    resolution_returns,
    resolution_reveals,
    resolution_sacrifice,
    resolution_searches,
    resolution_speed,
    resolution_spell_copies,
    resolution_tap_chosen,
    resolution_targeted_damage,
    resolution_that_many_cards,
    resolution_this_way,
    resolution_unblockable_this_turn,
    resolution_untap_skip,
    resolution_variable,
    resolution_while_controlling,
    resolution_you_may,
    resolution_zone_keywords,
    resolution_zones,
)
from mtgrules.attaching import AttachmentActions
from mtgrules.cards.attack_refs import ATTACK_REFS
from mtgrules.cards.attack_refs import attacked as attacked_by
from mtgrules.cards.damaged_refs import DAMAGED_THIS_WAY
from mtgrules.cards.owner_refs import ITS_OWNER
from mtgrules.cards.pending import (
    CHOSEN_PLAYER,
    ITS_CONTROLLER,
    THAT_CREATURE,
    THAT_PLAYER,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    TRIGGERING_OBJECT,
    FilteredEach,
    PreventNextFromChosenSource,
    TargetsControllerEach,
)
from mtgrules.cards.player_again import THAT_TARGET_PLAYER, THAT_TARGETS_PLAYER
from mtgrules.cards.target_descriptions import TargetGroup
from mtgrules.cards.that_opponent import THAT_OPPONENT
from mtgrules.cards.their_groups import RelatedToTargetEach, related_to_target
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.cards.trigger_player_groups import (
    OtherOpponentsEach,
    ThatPlayerControlsEach,
    controlled_by_that_player,
    other_opponents,
)
from mtgrules.cards.triggering_controller import TRIGGERING_CONTROLLERS
from mtgrules.choices import Answers, Chooser, Decision
from mtgrules.effects.attached import ATTACHED_REFERENCES
from mtgrules.effects.base import PLAYER, Effect, Match
from mtgrules.effects.chosen_groups import NarrowedGroupEach
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.divided_prevention import DividedShield
from mtgrules.effects.graveyard_returns import FOUND_IN_GRAVEYARD
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    AddMana,
    AddOneManaOf,
    Attach,
    CreateEffect,
    DealDamage,
    DealDamageByPower,
    Destroy,
    DrawCards,
    Each,
    GainLife,
    GrantKeyword,
    Instruction,
    LoseKeyword,
    LoseLife,
    ModifyPowerToughness,
    PutCounters,
    Ref,
    Transform,
    target,
    target_index,
)
from mtgrules.effects.no_regeneration import usable_shields
from mtgrules.effects.poison import PoisonedEach
from mtgrules.effects.pronouns import CreateEffectOnPronoun
from mtgrules.effects.redirection import ChosenSourceRedirect
from mtgrules.effects.targets import TargetSpec
from mtgrules.effects.triggers import PendingTrigger
from mtgrules.effects.triggers import steps as trigger_steps
from mtgrules.effects.variants import AbandonScheme
from mtgrules.events import CountersPut, EffectCreated, Event, TriggerResolved, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.resolution_chosen_source import with_chosen_source
from mtgrules.resolution_counts import filtered
from mtgrules.resolution_divided_prevention import divided_shields
from mtgrules.resolution_poison import poisoned_players
from mtgrules.resolution_redirection import redirect_from_chosen_source
from mtgrules.resolution_zones import ZONE_INSTRUCTIONS
from mtgrules.rules import (
    chosen_on_resolution,
    classes,
    entering_choices,
    miracle,
    modal_triggers,
    sba,
    umbra_armor,
    zone_keywords,
)
from mtgrules.rules.attachments import attach_events
from mtgrules.rules.casting import NO_TARGET, is_legal_target
from mtgrules.rules.command_cards import functions_in_command_zone
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rules.schemes import abandoned
from mtgrules.rules.transform import transform
from mtgrules.state import EntityId, Modifier
from mtgrules.turn_events import DrewFromEmptyLibrary, ManaAdded, ModifierAdded


@dataclass(frozen=True, slots=True)
class Context:
    """Who resolves an ability, from what, with which targets."""

    controller: EntityId
    source: EntityId
    targets: tuple[EntityId, ...] = ()
    specs: tuple[TargetSpec, ...] = ()
    that_player: EntityId | None = None  # "that player": of the trigger event
    that_object: EntityId | None = None  # "that creature": of the trigger event (CR 603.7c)
    that_amount: int | None = None  # "that much": the trigger event's damage or life
    history: list[tuple[Instruction, list[Event]]] = dataclasses.field(
        default_factory=list, compare=False
    )
    """The instructions carried out so far and their events ("this way", "if you do")."""


HANDLED: tuple[type, ...] = (
    DealDamage,
    DealDamageByPower,
    GainLife,
    LoseLife,
    PutCounters,
    ModifyPowerToughness,
    GrantKeyword,
    LoseKeyword,
    CreateEffect,
    AddOneManaOf,
    AddMana,
    DrawCards,
    Destroy,
    Transform,  # CR 701.28a (2011: 701.25a), rules/transform.py
    *ZONE_INSTRUCTIONS,
    *resolution_actions.ACTION_INSTRUCTIONS,
    *resolution_variable.VARIABLE_INSTRUCTIONS,
    *resolution_optional.OPTIONAL_INSTRUCTIONS,
    *resolution_conditions.CONDITION_INSTRUCTIONS,
    *resolution_keywords.KEYWORD_INSTRUCTIONS,
    *resolution_combat_keywords.COMBAT_KEYWORD_INSTRUCTIONS,
    *resolution_countering.COUNTER_INSTRUCTIONS,
    *resolution_targeted_damage.TARGETED_DAMAGE_INSTRUCTIONS,
    *resolution_returns.RETURN_INSTRUCTIONS,
    *resolution_library.LIBRARY_INSTRUCTIONS,
    *resolution_reveals.REVEAL_INSTRUCTIONS,  # CR 701.17a, 701.20a
    *resolution_impulse.IMPULSE_INSTRUCTIONS,
    *resolution_graveyard_cards.GRAVEYARD_CARD_INSTRUCTIONS,
    *resolution_graveyard_returns.GRAVEYARD_RETURN_INSTRUCTIONS,  # CR 701.20a, 406.2
    *resolution_linked_exile.LINKED_EXILE_INSTRUCTIONS,  # CR 610.3
    *resolution_reflexive.REFLEXIVE_INSTRUCTIONS,  # CR 603.12
    *resolution_dies_this_turn.DIES_THIS_TURN_INSTRUCTIONS,  # CR 603.7c
    *resolution_chosen_returns.CHOSEN_RETURN_INSTRUCTIONS,  # CR 608.2d
    *resolution_while_controlling.WHILE_CONTROLLING_INSTRUCTIONS,  # CR 611.2b
    *resolution_madness.MADNESS_INSTRUCTIONS,
    *resolution_cascade.CASCADE_INSTRUCTIONS,
    *resolution_spell_copies.SPELL_COPY_INSTRUCTIONS,
    *resolution_zone_keywords.ZONE_KEYWORD_INSTRUCTIONS,
    *resolution_cipher.CIPHER_INSTRUCTIONS,  # CR 702.99a
    *resolution_encore.ENCORE_INSTRUCTIONS,  # CR 702.141a
    *resolution_firebending.FIREBENDING_INSTRUCTIONS,  # CR 702.189a
    *resolution_miracle.MIRACLE_INSTRUCTIONS,  # CR 702.94a
    *resolution_exile_keywords.EXILE_KEYWORD_INSTRUCTIONS,
    *resolution_exile_instead.EXILE_INSTEAD_INSTRUCTIONS,
    *resolution_excess.EXCESS_INSTRUCTIONS,  # CR 120.4a
    *resolution_quoted_grants.QUOTED_GRANT_INSTRUCTIONS,  # CR 613.1f
    *resolution_no_regeneration.NO_REGENERATION_INSTRUCTIONS,
    *resolution_chosen_targets.CHOSEN_TARGET_INSTRUCTIONS,  # CR 601.2c: "Choose target ..."
    *resolution_untap_skip.UNTAP_SKIP_INSTRUCTIONS,
    *resolution_control.CONTROL_INSTRUCTIONS,  # CR 613.1b
    *resolution_blocking_this_turn.BLOCKING_THIS_TURN_INSTRUCTIONS,  # CR 509.1b
    *resolution_unblockable_this_turn.UNBLOCKABLE_INSTRUCTIONS,  # CR 509.1b
    *resolution_animation.ANIMATION_INSTRUCTIONS,
    *resolution_counter_changes.COUNTER_CHANGE_INSTRUCTIONS,
    *resolution_counter_keywords.COUNTER_KEYWORD_INSTRUCTIONS,
    *resolution_keywords_creature_2.CREATURE_KEYWORD_2_INSTRUCTIONS,
    *resolution_sacrifice.SACRIFICE_INSTRUCTIONS,
    *resolution_searches.SEARCH_INSTRUCTIONS,
    *resolution_this_way.THIS_WAY_INSTRUCTIONS,
    *resolution_card_actions.CARD_ACTION_INSTRUCTIONS,  # populate, learn (CR 701.36a, 701.48a)
    *resolution_you_may.YOU_MAY_INSTRUCTIONS,  # CR 608.2d: "You may discard a card."
    CostX,  # X never announced is 0 (CR 107.3b): nothing happens
    *resolution_hand_discards.HAND_DISCARD_INSTRUCTIONS,
    *resolution_keyword_choice.KEYWORD_CHOICE_INSTRUCTIONS,
    *resolution_designations.DESIGNATION_INSTRUCTIONS,
    *classes.CLASS_INSTRUCTIONS,  # CR 716.2a
    *resolution_speed.SPEED_INSTRUCTIONS,  # CR 702.179
    *resolution_life_totals.LIFE_TOTAL_INSTRUCTIONS,
    *resolution_double_power.DOUBLE_POWER_INSTRUCTIONS,  # CR 701.9b
    *resolution_that_many_cards.THAT_MANY_CARD_INSTRUCTIONS,
    *resolution_end_of_combat.END_OF_COMBAT_INSTRUCTIONS,
    *resolution_tap_chosen.TAP_CHOSEN_INSTRUCTIONS,
    *resolution_emblems.EMBLEM_INSTRUCTIONS,
    *resolution_commander.COMMANDER_INSTRUCTIONS,
    *chosen_on_resolution.CHOICE_INSTRUCTIONS,  # CR 608.2d: "Choose a color."
    *resolution_random.RANDOM_INSTRUCTIONS,  # coins, dice, clash (CR 705, 706, 701.23)
    AbandonScheme,  # CR 904.11 (rules/schemes.py)
    *resolution_amass.AMASS_INSTRUCTIONS,  # CR 701.44a
    *resolution_monstrosity.MONSTROSITY_INSTRUCTIONS,  # CR 701.37a, 701.46a
    *resolution_mana_amounts.MANA_AMOUNT_INSTRUCTIONS,  # CR 106.1a, 106.3
    *resolution_library_tops.LIBRARY_TOP_INSTRUCTIONS,  # CR 400.3
    CreateEffectOnPronoun,  # a CreateEffect (effects/pronouns.py)
    Attach,
)
"""The instruction types :meth:`Resolution._carry_out_one` carries out."""


class Resolution(AttachmentActions):
    """Instructions carried out on the game."""

    excess_to: EntityId | None = None
    """While an "Excess damage is dealt to ... instead" instruction is carried out: the
    player its damage's excess goes to (CR 120.4a; resolution_excess.py)."""

    def deal_damage_event(
        self, parts: Sequence[DamagePart], *, choices: Answers = None
    ) -> list[Event]:
        if self.excess_to is not None:  # CR 120.4a (resolution_excess.with_excess)
            parts = resolution_excess.with_excess(self.state, self.ruleset, parts, self.excess_to)
        return super().deal_damage_event(parts, choices=choices)

    def resolve_triggers(self, *, choices: Answers = None) -> list[Event]:
        """Resolve the triggered abilities waiting now, in the order they triggered, without
        the turn structure (when a game runs its turns, they go on the stack instead).
        Abilities they trigger wait for the next call. Atomic, like every action."""
        snapshot, log_length = self.state.copy(), len(self.log)
        pending = list(self.state.pending_triggers)
        self.state.pending_triggers.clear()
        previous = self._chooser
        self._chooser = Chooser(choices if choices is not None else self.choices)
        performed: list[Event] = []
        try:
            for trigger in pending:
                performed.extend(self._resolve_trigger(trigger))
        except BaseException:
            self.state = snapshot
            del self.log[log_length:]
            raise
        finally:
            self._chooser = previous
        return performed

    def _resolve_trigger(self, trigger: PendingTrigger) -> list[Event]:
        source, who = trigger.source, trigger.controller
        chose = modal_triggers.with_modes(self.state, self._chooser, who, source, trigger.ability)
        if chose is None:  # CR 603.3c: no mode can be chosen (rules/modal_triggers.py)
            text, rule = trigger.ability.text, modal_triggers.RULE
            return self._emit([TriggerResolved(source=source, text=text, done=False, rule=rule)])
        ability = chose
        steps = trigger_steps(ability.effect)
        declined = (
            ability.optional
            and self._chooser is not None
            and not self._chooser.ask(
                Decision(
                    kind="may",
                    player=trigger.controller,
                    options=(True, False),
                    labels=("yes", "no"),
                    prompt=f"{ability.text or 'optional ability'}?",
                    rule="603.5",
                )
            )
        )
        if declined or (
            all(getattr(step, "on", None) == SELF for step in steps)
            and not self._on_battlefield(trigger.source)
        ):
            # CR 603.5: a "may" declined; CR 400.7: what it acts on has left.
            rule = "603.5" if declined else "400.7"
            return self._emit(
                [TriggerResolved(source=trigger.source, text=ability.text, done=False, rule=rule)]
            )
        ctx = Context(
            trigger.controller,
            trigger.source,
            that_player=trigger.that_player,
            that_object=trigger.that_object,
            that_amount=trigger.that_amount,
        )
        events = self._carry_out(steps, ctx)
        return events + self._emit(
            [TriggerResolved(source=trigger.source, text=ability.text, done=True, rule="608.2")]
        )

    def _refs(self, ref: Ref, ctx: Context) -> list[EntityId]:
        state = self.state
        if isinstance(ref, TargetGroup):  # "up to two target creatures each" (CR 608.2b)
            return [e for i in ref.indices() for e in self._refs(target(i), ctx)]
        if isinstance(ref, Each):
            found = [
                p
                for p in state.players
                if not state.players[p].has_lost and ref.match.matches(state, p, ctx.controller)
            ]
            found += [
                o.id
                for o in list(state.objects.values())
                if o.zone is Zone.BATTLEFIELD and ref.match.matches(state, o.id, ctx.controller)
            ]
            if isinstance(ref, FilteredEach):
                found = [e for e in found if filtered(state, ref, e, ctx.controller, ctx.source)]
            if isinstance(ref, PoisonedEach):  # "each opponent who has three or more poison ..."
                found = poisoned_players(state, ref, found)  # CR 122.1f
            if isinstance(ref, NarrowedGroupEach):  # "of the chosen type" (CR 608.2d)
                found = [
                    e
                    for e in found
                    if chosen_on_resolution.in_narrowed_group(state, ref, e, ctx.source)
                ]
            if isinstance(ref, TargetsControllerEach):  # "each creature that player controls"
                found = resolution_joined_damage.controlled_by_target(state, found, ctx.targets)
            if isinstance(ref, RelatedToTargetEach):  # "each other creature that shares a color"
                found = related_to_target(state, ref, found, ctx.targets)
            if isinstance(ref, OtherOpponentsEach):  # "each other opponent" (CR 603.2)
                found = other_opponents(found, ctx.that_player)
            if isinstance(ref, ThatPlayerControlsEach):  # "each creature that player controls"
                found = controlled_by_that_player(state, found, ctx.that_player)
            return found
        if ref > 0:
            return [ref]  # a player or object named directly
        if ref == SELF:
            return [ctx.source]
        if ref in FOUND_IN_GRAVEYARD:  # CR 400.7d: the card it became in the graveyard
            return resolution_graveyard_returns.found(state, ref, ctx)
        if ref == YOU:
            return [ctx.controller]
        if ref in (ITS_CONTROLLER, THAT_TARGETS_CONTROLLER):
            # "its controller": of the only target, as it last existed (CR 608.2h).
            first = ctx.targets[0] if ctx.targets else NO_TARGET
            return [state.controller_of(first)] if state.source_view(first) else []
        if ref == DAMAGED_THIS_WAY:  # "a creature dealt damage this way" (CR 608.2c)
            return resolution_exile_instead.damaged_creatures_this_way(self, ctx)
        if ref == ITS_OWNER:  # CR 108.3: the only target's owner, as it last existed (608.2h)
            view = state.source_view(ctx.targets[0] if ctx.targets else NO_TARGET)
            return [view.owner] if view is not None else []
        if ref in (THAT_PLAYER, THEY_PLAYER, THAT_OPPONENT):  # the event's player (CR 603.7c)
            return [ctx.that_player] if ctx.that_player is not None else []
        if ref == THAT_TARGET_PLAYER:  # "that player": the only target again (CR 608.2c)
            return self._refs(target(0), ctx)
        if ref == THAT_TARGETS_PLAYER:  # the only target's controller, as it last existed
            first = ctx.targets[0] if ctx.targets else NO_TARGET
            return [state.controller_of(first)] if state.source_view(first) else []
        if ref == CHOSEN_PLAYER:  # CR 614.12: chosen as the source entered
            chosen_one = entering_choices.chosen_player(state, ctx.source)
            return [chosen_one] if chosen_one is not None else []
        if ref in (THAT_CREATURE, TRIGGERING_OBJECT):  # CR 603.7c: the event's object
            return [ctx.that_object] if ctx.that_object is not None else []
        if ref in ATTACK_REFS:  # "the player or planeswalker it's attacking" (CR 508.5)
            return attacked_by(state, ref, ctx)
        if ref in TRIGGERING_CONTROLLERS:  # "that land's controller", as it last existed
            that = ctx.that_object
            return [state.controller_of(that)] if that and state.source_view(that) else []
        if ref == THAT_TARGET:
            return self._refs(target(0), ctx)  # "that creature": the only target again
        if ref in ATTACHED_REFERENCES:
            # "enchanted creature" / "equipped creature" (CR 303.4m): what the source is
            # attached to now, or was as it last existed (CR 608.2h).
            view = state.source_view(ctx.source)
            host = view.attached_to if view is not None else None
            if host in state.players:
                return [host]  # "enchanted player" (CR 303.4b)
            return [host] if host is not None and state.source_view(host) is not None else []
        index = target_index(ref)
        if index is None or index >= len(ctx.targets):
            return []
        chosen = ctx.targets[index]
        # CR 608.2b: an illegal target is not affected.
        if is_legal_target(state, ctx.specs[index], chosen, ctx.controller, ctx.source):
            return [chosen]
        return []

    def _carry_out(self, steps: tuple[Instruction, ...], ctx: Context) -> list[Event]:
        events: list[Event] = []
        for run in resolution_joined_damage.grouped(steps):
            run, chose = chosen_on_resolution.with_chosen(self, run, ctx)  # CR 608.2d
            events.extend(chose)
            if len(run) > 1:  # one instruction's damage to several recipients (CR 120.2b)
                done = resolution_joined_damage.carry_out(self, run, ctx)
            else:
                done = self._carry_out_one(run[0], ctx)
            ctx.history.extend([(run[0], done), *((step, []) for step in run[1:])])
            events.extend(done)
            if self.state.winners is not None:
                break
        return events

    def _carry_out_one(self, step: Instruction, ctx: Context) -> list[Event]:
        state = self.state
        if isinstance(step, DealDamage):
            parts = [
                DamagePart(source, r, step.amount, False, None)
                for source in self._refs(step.source, ctx)
                for r in self._refs(step.to, ctx)
                if r in state.players or r in state.objects
            ]
            return self.deal_damage_event(parts) if parts else []
        if isinstance(step, DealDamageByPower):
            # "[creature] deals damage equal to its power to [ref]" (CR 120.1, 208.1).
            bites = []
            for source in self._refs(step.source, ctx):
                view = state.source_view(source)
                if view is None:
                    continue
                power = view.current_power()
                bites += [
                    DamagePart(source, r, power, False, None)
                    for r in self._refs(step.to, ctx)
                    if power > 0 and (r in state.players or r in state.objects)
                ]
            return self.deal_damage_event(bites) if bites else []
        if isinstance(step, GainLife | LoseLife):
            events: list[Event] = []
            gain = isinstance(step, GainLife)
            for who in self._refs(step.who, ctx):
                if who in state.players:
                    events.extend(self._change_life(who, step.amount, gain, ctx.source, None))
            return events
        if isinstance(step, PutCounters):
            on = [
                r
                for r in self._refs(step.on, ctx)  # or a face-up plane or scheme (CR 901, 904)
                if self._on_battlefield(r) or functions_in_command_zone(self.state.objects.get(r))
            ]
            rule = f"{self.ruleset.counters_section}.1"
            return self._run(
                lambda _: [
                    CountersPut(permanent=p, kind=step.kind, amount=step.count, rule=rule)
                    for p in on
                ]
            )
        if isinstance(step, ModifyPowerToughness | GrantKeyword | LoseKeyword):
            return self._modify(step, ctx)
        if isinstance(step, CreateEffect):
            return self._create_effect(step.effect, ctx)
        if isinstance(step, AddOneManaOf):
            return self._add_one_mana_of(step.options, ctx)
        if isinstance(step, AddMana):
            return self._run(
                lambda _: [
                    ManaAdded(player=ctx.controller, mana=m, amount=step.amount, rule="106.3")
                    for m in step.mana
                ]
            )
        if isinstance(step, DrawCards):
            events = []
            for who in self._refs(step.who, ctx):
                if who in state.players:
                    events.extend(self._draw(who, step.count))
            return events
        if isinstance(step, Attach):
            # CR 701.3a-b: attach it, unless it can't be attached to that object.
            hosts = self._refs(step.to, ctx)[:1]
            attached = [
                e
                for w in self._refs(step.what, ctx)
                for h in hosts
                for e in attach_events(state, w, h, "701.3a")
            ]
            return self._run(lambda _: attached) if attached else []
        if isinstance(step, Transform):  # CR 701.28a (2011: 701.25a)
            turned = [
                e for p in self._refs(step.on, ctx) for e in transform(state, self.ruleset, p)
            ]
            return self._emit(turned) if turned else []
        if isinstance(step, ZONE_INSTRUCTIONS):
            return resolution_zones.carry_out(self, step, ctx)
        if isinstance(step, resolution_actions.ACTION_INSTRUCTIONS):
            return resolution_actions.carry_out(self, step, ctx)
        if isinstance(step, resolution_variable.VARIABLE_INSTRUCTIONS):
            return resolution_variable.carry_out(self, step, ctx)
        if isinstance(step, resolution_optional.OPTIONAL_INSTRUCTIONS):
            return resolution_optional.carry_out(self, step, ctx)
        if isinstance(step, resolution_keywords.KEYWORD_INSTRUCTIONS):
            return resolution_keywords.carry_out(self, step, ctx)
        if isinstance(step, resolution_combat_keywords.COMBAT_KEYWORD_INSTRUCTIONS):
            return resolution_combat_keywords.carry_out(self, step, ctx)
        if isinstance(step, resolution_conditions.CONDITION_INSTRUCTIONS):
            return resolution_conditions.carry_out(self, step, ctx)  # CR 608.2c, 603.4
        if isinstance(step, resolution_countering.COUNTER_INSTRUCTIONS):
            return resolution_countering.carry_out(self, step, ctx)
        if isinstance(step, resolution_targeted_damage.TARGETED_DAMAGE_INSTRUCTIONS):
            return resolution_targeted_damage.carry_out(self, step, ctx)
        if isinstance(step, resolution_returns.RETURN_INSTRUCTIONS):
            return resolution_returns.carry_out(self, step, ctx)  # CR 603.7, 400.7
        if isinstance(step, resolution_library.LIBRARY_INSTRUCTIONS):
            return resolution_library.carry_out(self, step, ctx)  # CR 701.42a, 608.2c
        if isinstance(step, resolution_reveals.REVEAL_INSTRUCTIONS):
            return resolution_reveals.carry_out(self, step, ctx)  # mills, reveals (CR 701.17a)
        if isinstance(step, resolution_impulse.IMPULSE_INSTRUCTIONS):
            return resolution_impulse.carry_out(self, step, ctx)  # CR 601.2a, 611.2a
        if isinstance(step, resolution_graveyard_cards.GRAVEYARD_CARD_INSTRUCTIONS):
            return resolution_graveyard_cards.carry_out(self, step, ctx)  # CR 115.1, 110.2a
        if isinstance(step, resolution_graveyard_returns.GRAVEYARD_RETURN_INSTRUCTIONS):
            return resolution_graveyard_returns.carry_out(self, step, ctx)  # CR 701.20a
        if isinstance(step, resolution_linked_exile.LINKED_EXILE_INSTRUCTIONS):
            return resolution_linked_exile.carry_out(self, step, ctx)  # CR 610.3
        if isinstance(step, resolution_reflexive.REFLEXIVE_INSTRUCTIONS):
            return resolution_reflexive.carry_out(self, step, ctx)  # CR 603.12
        if isinstance(step, resolution_dies_this_turn.DIES_THIS_TURN_INSTRUCTIONS):
            return resolution_dies_this_turn.carry_out(self, step, ctx)  # CR 603.7c
        if isinstance(step, resolution_chosen_returns.CHOSEN_RETURN_INSTRUCTIONS):
            return resolution_chosen_returns.carry_out(self, step, ctx)  # CR 608.2d
        if isinstance(step, resolution_while_controlling.WHILE_CONTROLLING_INSTRUCTIONS):
            return resolution_while_controlling.carry_out(self, step, ctx)  # CR 611.2b
        if isinstance(step, resolution_madness.MADNESS_INSTRUCTIONS):
            return resolution_madness.carry_out(self, step, ctx)  # CR 702.35a
        if isinstance(step, resolution_cascade.CASCADE_INSTRUCTIONS):
            return resolution_cascade.carry_out(self, step, ctx)  # CR 702.85a
        if isinstance(step, resolution_spell_copies.SPELL_COPY_INSTRUCTIONS):
            return resolution_spell_copies.carry_out(self, step, ctx)  # CR 707.10
        if isinstance(step, resolution_zone_keywords.ZONE_KEYWORD_INSTRUCTIONS):
            return resolution_zone_keywords.carry_out(self, step, ctx)  # rebound, warp
        if isinstance(step, resolution_cipher.CIPHER_INSTRUCTIONS):
            return resolution_cipher.carry_out(self, step, ctx)  # CR 702.99a
        if isinstance(step, resolution_encore.ENCORE_INSTRUCTIONS):
            return resolution_encore.carry_out(self, step, ctx)  # CR 702.141a
        if isinstance(step, resolution_firebending.FIREBENDING_INSTRUCTIONS):
            return resolution_firebending.carry_out(self, step, ctx)  # CR 702.189a
        if isinstance(step, resolution_miracle.MIRACLE_INSTRUCTIONS):
            return resolution_miracle.carry_out(self, step, ctx)  # CR 702.94a
        if isinstance(step, resolution_exile_keywords.EXILE_KEYWORD_INSTRUCTIONS):
            return resolution_exile_keywords.carry_out(self, step, ctx)  # suspend
        if isinstance(step, resolution_exile_instead.EXILE_INSTEAD_INSTRUCTIONS):
            return resolution_exile_instead.carry_out(self, step, ctx)  # CR 614.1a
        if isinstance(step, resolution_excess.EXCESS_INSTRUCTIONS):
            return resolution_excess.carry_out(self, step, ctx)  # CR 120.4a
        if isinstance(step, resolution_quoted_grants.QUOTED_GRANT_INSTRUCTIONS):
            return resolution_quoted_grants.carry_out(self, step, ctx)  # CR 613.1f
        if isinstance(step, resolution_chosen_targets.CHOSEN_TARGET_INSTRUCTIONS):
            return resolution_chosen_targets.carry_out(self, step, ctx)  # CR 601.2c
        if isinstance(step, resolution_no_regeneration.NO_REGENERATION_INSTRUCTIONS):
            return resolution_no_regeneration.carry_out(self, step, ctx)  # CR 701.14c
        if isinstance(step, resolution_untap_skip.UNTAP_SKIP_INSTRUCTIONS):
            return resolution_untap_skip.carry_out(self, step, ctx)  # CR 502.3
        if isinstance(step, resolution_control.CONTROL_INSTRUCTIONS):
            return resolution_control.carry_out(self, step, ctx)  # CR 613.1b
        if isinstance(step, resolution_blocking_this_turn.BLOCKING_THIS_TURN_INSTRUCTIONS):
            return resolution_blocking_this_turn.carry_out(self, step, ctx)  # CR 509.1b
        if isinstance(step, resolution_unblockable_this_turn.UNBLOCKABLE_INSTRUCTIONS):
            return resolution_unblockable_this_turn.carry_out(self, step, ctx)  # CR 509.1b
        if isinstance(step, resolution_animation.ANIMATION_INSTRUCTIONS):
            return resolution_animation.carry_out(self, step, ctx)  # CR 613.1d-f, 613.4b
        if isinstance(step, resolution_counter_changes.COUNTER_CHANGE_INSTRUCTIONS):
            return resolution_counter_changes.carry_out(self, step, ctx)  # CR 122.1
        if isinstance(step, resolution_counter_keywords.COUNTER_KEYWORD_INSTRUCTIONS):
            return resolution_counter_keywords.carry_out(self, step, ctx)  # CR 702.32a, 702.43a
        if isinstance(step, resolution_keywords_creature_2.CREATURE_KEYWORD_2_INSTRUCTIONS):
            return resolution_keywords_creature_2.carry_out(self, step, ctx)  # CR 702.23a
        if isinstance(step, resolution_sacrifice.SACRIFICE_INSTRUCTIONS):
            return resolution_sacrifice.carry_out(self, step, ctx)  # CR 701.16a, 101.4
        if isinstance(step, resolution_searches.SEARCH_INSTRUCTIONS):
            return resolution_searches.carry_out(self, step, ctx)  # CR 701.23a-b, 701.24
        if isinstance(step, CostX):  # CR 107.3b: X never announced (rules/x_costs.fix_x) is 0
            return []
        if isinstance(step, resolution_this_way.THIS_WAY_INSTRUCTIONS):
            return resolution_this_way.carry_out(self, step, ctx)  # CR 608.2c
        if isinstance(step, resolution_card_actions.CARD_ACTION_INSTRUCTIONS):
            return resolution_card_actions.carry_out(self, step, ctx)  # CR 701.36a, 701.48a
        if isinstance(step, resolution_you_may.YOU_MAY_INSTRUCTIONS):
            return resolution_you_may.carry_out(self, step, ctx)  # CR 608.2d
        if isinstance(step, resolution_hand_discards.HAND_DISCARD_INSTRUCTIONS):
            return resolution_hand_discards.carry_out(self, step, ctx)  # CR 701.8a
        if isinstance(step, resolution_keyword_choice.KEYWORD_CHOICE_INSTRUCTIONS):
            return resolution_keyword_choice.carry_out(self, step, ctx)  # CR 608.2d
        if isinstance(step, resolution_designations.DESIGNATION_INSTRUCTIONS):
            return resolution_designations.carry_out(self, step, ctx)  # CR 107.14, 724
        if isinstance(step, classes.CLASS_INSTRUCTIONS):
            return classes.carry_out(self, step, ctx)  # CR 716.2a
        if isinstance(step, resolution_speed.SPEED_INSTRUCTIONS):
            return resolution_speed.carry_out(self, step, ctx)  # CR 702.179
        if isinstance(step, resolution_life_totals.LIFE_TOTAL_INSTRUCTIONS):
            return resolution_life_totals.carry_out(self, step, ctx)  # CR 118.5, 118.7
        if isinstance(step, resolution_double_power.DOUBLE_POWER_INSTRUCTIONS):
            return resolution_double_power.carry_out(self, step, ctx)  # CR 701.9b
        if isinstance(step, resolution_that_many_cards.THAT_MANY_CARD_INSTRUCTIONS):
            return resolution_that_many_cards.carry_out(self, step, ctx)  # CR 701.8a, 121.1
        if isinstance(step, resolution_end_of_combat.END_OF_COMBAT_INSTRUCTIONS):
            return resolution_end_of_combat.carry_out(self, step, ctx)  # CR 603.7a, 511.2
        if isinstance(step, resolution_tap_chosen.TAP_CHOSEN_INSTRUCTIONS):
            return resolution_tap_chosen.carry_out(self, step, ctx)  # CR 608.2c
        if isinstance(step, resolution_emblems.EMBLEM_INSTRUCTIONS):
            return resolution_emblems.carry_out(self, step, ctx)  # CR 114.2 (2011: 113.2)
        if isinstance(step, resolution_commander.COMMANDER_INSTRUCTIONS):
            return resolution_commander.carry_out(self, step, ctx)  # CR 702.124j
        if isinstance(step, chosen_on_resolution.CHOICE_INSTRUCTIONS):
            return chosen_on_resolution.carry_out(self, step, ctx)  # CR 608.2d
        if isinstance(step, resolution_random.RANDOM_INSTRUCTIONS):
            return resolution_random.carry_out(self, step, ctx)  # CR 705, 706, 701.23
        if isinstance(step, AbandonScheme):  # CR 904.11
            return self._emit(abandoned(self.state, ctx.source))
        if isinstance(step, resolution_amass.AMASS_INSTRUCTIONS):
            return resolution_amass.carry_out(self, step, ctx)  # CR 701.44a
        if isinstance(step, resolution_monstrosity.MONSTROSITY_INSTRUCTIONS):
            return resolution_monstrosity.carry_out(self, step, ctx)  # CR 701.37a, 701.46a
        if isinstance(step, resolution_mana_amounts.MANA_AMOUNT_INSTRUCTIONS):
            return resolution_mana_amounts.carry_out(self, step, ctx)  # CR 106.1a, 106.3
        if isinstance(step, resolution_library_tops.LIBRARY_TOP_INSTRUCTIONS):
            return resolution_library_tops.carry_out(self, step, ctx)  # CR 400.3
        assert isinstance(step, Destroy), f"not an instruction the engine carries out: {step!r}"
        return self._destroy_all([r for r in self._refs(step.on, ctx) if self._on_battlefield(r)])

    def _add_one_mana_of(self, options: str, ctx: Context) -> list[Event]:
        """ "Add one mana of any color" / "Add {W} or {B}": the controller chooses (CR 106.1a)."""
        mana = options[0]
        if len(options) > 1 and self._chooser is not None:
            answer = self._chooser.ask(
                Decision(
                    kind="mana",
                    player=ctx.controller,
                    options=tuple(options),
                    prompt="which mana to add",
                    rule="106.3",
                )
            )
            assert isinstance(answer, str)
            mana = answer
        return self._emit([ManaAdded(player=ctx.controller, mana=mana, amount=1, rule="106.3")])

    def _on_battlefield(self, entity: EntityId) -> bool:
        obj = self.state.objects.get(entity)
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def _modify(
        self, step: ModifyPowerToughness | GrantKeyword | LoseKeyword, ctx: Context
    ) -> list[Event]:
        state = self.state
        events: list[Event] = []
        next_id = itertools.count(state.next_id)
        for permanent in self._refs(step.on, ctx):
            if not self._on_battlefield(permanent):
                continue
            effect_id = next(next_id)
            timestamp = state.next_timestamp + len(events)
            if isinstance(step, ModifyPowerToughness):
                modifier = Modifier(effect_id, timestamp, step.power, step.toughness)
                rule = self.ruleset.rule("modify p/t")
                text = f"{step.power:+d}/{step.toughness:+d}"
            else:
                loses = isinstance(step, LoseKeyword)  # CR 613.1f: removes it
                modifier = Modifier(effect_id, timestamp, keyword=step.keyword, loses=loses)
                rule = "613.1f"
                text = f"{'loses' if loses else 'gains'} {step.keyword}"
            effect = ModifyCharacteristics(
                permanent=permanent,
                power=modifier.power,
                toughness=modifier.toughness,
                keyword=modifier.keyword,
                controller=ctx.controller,
                source=ctx.source,
                duration=step.duration,
                id=effect_id,
                timestamp=timestamp,
                text=text,
            )
            events.append(
                ModifierAdded(permanent=permanent, modifier=modifier, effect=effect, rule=rule)
            )
        state.next_timestamp += len(events)
        return self._run(lambda _: events)

    def _create_effect(self, template: Effect, ctx: Context) -> list[Event]:
        """CR 611.2: a continuous effect from a resolving spell or ability; its references
        are fixed now (CR 611.2c)."""
        if isinstance(template, DividedShield):  # CR 601.2d: a shield per target
            return divided_shields(self, template, ctx)
        if isinstance(template, PreventNextFromChosenSource):
            from_source = with_chosen_source(self, template, ctx)  # CR 609.7a
            if from_source is None:
                return []  # no source of that quality to choose
            template = from_source
        if isinstance(template, ChosenSourceRedirect):
            redirect = redirect_from_chosen_source(self, template, ctx)  # CR 609.7a, 614.9
            if redirect is None:
                return []  # no source to choose
            template = redirect
        binding: dict[int, int] = {SELF: ctx.source, YOU: ctx.controller}
        for index, chosen in enumerate(ctx.targets):
            binding[target(index)] = chosen
        if ctx.that_player is not None:
            binding[THAT_PLAYER] = binding[THEY_PLAYER] = ctx.that_player
            binding[THAT_OPPONENT] = ctx.that_player  # cards/that_opponent.py
        if ctx.that_object is not None:
            binding[THAT_CREATURE] = binding[TRIGGERING_OBJECT] = ctx.that_object
            if self.state.source_view(ctx.that_object) is not None:
                for ref in TRIGGERING_CONTROLLERS:  # CR 608.2h: as it last existed
                    binding[ref] = self.state.controller_of(ctx.that_object)
        if ctx.targets:
            binding[THAT_TARGET] = binding[THAT_TARGET_PLAYER] = ctx.targets[0]
            if self.state.source_view(ctx.targets[0]) is not None:
                controller = self.state.controller_of(ctx.targets[0])
                binding[ITS_CONTROLLER] = binding[THAT_TARGETS_CONTROLLER] = controller
                binding[THAT_TARGETS_PLAYER] = controller

        def bind(value: object, name: str = "") -> object:
            if name == "redirect_to" and isinstance(value, int):
                return binding.get(value, value)  # CR 614.9: "is dealt to [target] instead"
            if isinstance(value, Match) and value.ids is not None:
                return dataclasses.replace(
                    value, ids=frozenset(binding.get(i, i) for i in value.ids)
                )
            return value

        changes = {
            f.name: bind(getattr(template, f.name), f.name)
            for f in dataclasses.fields(template)
            if f.name not in ("controller", "source", "id", "timestamp")
        }
        effect_id = self.state.next_id
        created = dataclasses.replace(
            template,
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=self.state.new_timestamp(),
            **changes,  # type: ignore[arg-type]
        )
        self.created_effects[effect_id] = created
        return self._run(
            lambda _: [
                EffectCreated(effect=effect_id, created=created, rule=self._creation_rule(created))
            ]
        )

    def _destroy_all(self, permanents: list[EntityId]) -> list[Event]:
        """CR 701.7 (2011: 701.6): destroy, unless indestructible or regenerated."""
        state = self.state
        shields = usable_shields(effects_in_force(state))  # not of "can't be regenerated"
        new_ids = itertools.count(state.next_id)
        rule = self.ruleset.rule("destroy")
        events: list[Event] = []
        armored = umbra_armor.armors(state)  # CR 702.89a
        for permanent in permanents:
            obj, armor = state.objects[permanent], armored.get(permanent)
            events.extend(sba.destroy(self.ruleset, obj, rule, shields, new_ids, armor))
        once = umbra_armor.destroyed_once(events)  # an Aura destroyed instead and itself
        return self._run(lambda _: once)

    def _draw(self, player: EntityId, count: int) -> list[Event]:
        """CR 121.1 (2011: 120.1): draw the top card; from an empty library, CR 704.5b."""
        events: list[Event] = []
        for _ in range(count):
            dredged = zone_keywords.instead_of_draw(self, player)  # dredge (CR 702.52a)
            if dredged is not None:
                events.extend(dredged)
                continue
            library = self.state.libraries.get(player, [])
            if not library:
                events.extend(
                    self._run(lambda _: [DrewFromEmptyLibrary(player=player, rule="704.5b")])
                )
                continue
            card, drawn = library[-1], self.state.next_id
            events.extend(
                self._emit(
                    [
                        ZoneChanged(
                            object=card,
                            new_id=drawn,
                            origin=Zone.LIBRARY,
                            destination=Zone.HAND,
                            rule=self.ruleset.rule("draw"),
                        )
                    ]
                )
            )
            events.extend(miracle.on_draw(self, player, drawn))  # CR 702.94a: may reveal it
        return events


__all__ = ["PLAYER", "Context", "Resolution"]
