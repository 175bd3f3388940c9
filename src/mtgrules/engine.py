"""The game's one entry point: what it waits for, the legal actions, and applying one
(DESIGN principle 1).

>>> from mtgrules import Game
>>> game = Game()
>>> alice, bob = game.add_player("Alice"), game.add_player("Bob")
>>> _ = game.begin("precombat main", active=alice)
>>> game.decision().kind, game.decision().player == alice
('priority', True)
>>> _ = game.apply(PassPriority()); _ = game.apply(PassPriority())
>>> game.state.step
<Step.BEGINNING_OF_COMBAT: 'beginning of combat'>
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Hashable

from mtgrules.actions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    ExileFromHand,
    OrderDamageAssignment,
    PassPriority,
    PlayLand,
    RollPlanarDie,
    TurnFaceUp,
)
from mtgrules.cards.mana import ManaCost
from mtgrules.cards.model import ActivatedAbility
from mtgrules.choices import LISTED, Answers, ChoiceRequired, Chooser, Decision, refusal
from mtgrules.errors import ConfigurationError, IllegalChoiceError
from mtgrules.events import Event, ZoneChanged
from mtgrules.game_random import GameRandom
from mtgrules.keyword_action_events import AbilityActivated
from mtgrules.objects import CardType, Keyword, Step, Zone
from mtgrules.replay_rollback import EVERY, ReplayJournal
from mtgrules.resolution import Context
from mtgrules.rules import (
    additional_costs,
    alternative_casting,
    assist,
    card_parts,
    cast_transformed,
    combat_damage,
    costs,
    exert,
    exile_keywords,
    face_down,
    flash_costs,
    keyword_payment,
    loyalty,
    modes,
    ninjutsu,
    optional_costs,
    overload,
    planechase,
    play_permissions,
    spell_cost_reductions,
    split_second,
    static_abilities,
    trigger_cycle_any,
    trigger_cycling,
    x_costs,
    x_divided,
)
from mtgrules.rules import combat as combat_rules
from mtgrules.rules.activated_flags import activated_flags
from mtgrules.rules.activation_words import (
    COUNTED,
    activation_mana,
    as_activator,
    limit_problem,
)
from mtgrules.rules.affordable import surely_unaffordable
from mtgrules.rules.banding import band_events, band_options, check_bands, chooser, spread_blocks
from mtgrules.rules.casting import (
    IllegalActionError,
    Payment,
    TooManyToListError,
    can_cast_now,
    casting_rule,
    check_targets,
    plan_payment,
    sorcery_timing,
    target_choices,
)
from mtgrules.rules.command_cards import functions_in_command_zone
from mtgrules.rules.conditionals import main_phase_mark
from mtgrules.rules.conditions import cast_marks, holds
from mtgrules.rules.damage_assignment import (
    Assigner,
    IllegalDamageAssignmentError,
    Recipient,
    check_assignment,
    legal_assignments,
)
from mtgrules.rules.land_plays import land_plays_allowed
from mtgrules.rules.mana_spent import payment_spent, spent_mark
from mtgrules.rules.opening_hand import begin_on_battlefield
from mtgrules.rules.read_once import reading
from mtgrules.rules.x_counters import x_mark
from mtgrules.stack import ItemKind, PendingChoice, StackItem
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import (
    AttackersDeclared,
    BlockersDeclared,
    DamageAssignmentOrdered,
    LandPlayed,
    ManaAdded,
    ManaSpent,
    PutOnStack,
    Tapped,
)
from mtgrules.turn_steps import MAX_HAND_SIZE, TurnSteps

MAX_LISTED = 10_000
# the actions each kind of decision takes
_EXPECTED: dict[str, tuple[type[Action], ...]] = {
    "priority": (
        PassPriority,
        PlayLand,
        CastSpell,
        ActivateAbility,
        TurnFaceUp,
        ExileFromHand,
        RollPlanarDie,
    ),
    "declare attackers": (DeclareAttackers,),
    "declare blockers": (DeclareBlockers,),
    "order blockers": (OrderDamageAssignment,),
    "order attackers": (OrderDamageAssignment,),
    "discard": (Discard,),
    "assign combat damage": (AssignCombatDamage,),
}


class Game(TurnSteps):
    """A game of Magic: set it up, then either take rule actions directly (deal damage,
    gain life, ...) or run the turn structure with :meth:`start` / :meth:`begin` and drive
    it with :meth:`decision`, :meth:`legal_actions` and :meth:`apply`."""

    # -- starting ------------------------------------------------------------------------------
    def start(
        self, *, first: EntityId | None = None, seed: int | None = None, opening: Answers = None
    ) -> list[Event]:
        """Start a game: shuffle each library (CR 103.1), draw opening hands of seven
        (CR 103.4; today 103.5), take the actions the opening hands allow (CR 103.5; today
        103.6: ``opening`` answers their ``may`` decisions, each done when not given), and
        begin the first turn (the starting player skips their draw)."""
        state = self.state
        if state.step is not None:
            raise IllegalActionError("the game has already started", rule="103")
        if len(state.players) != 2:
            raise IllegalActionError("the turn structure runs two-player games", rule="103.1")
        starting = first if first is not None else min(state.players)
        self._player(starting)
        snapshot, log_length = state.copy(), len(self.log)
        try:
            if seed is not None:
                state.rng = GameRandom(seed)  # the same draws as random.Random(seed)
            for player in sorted(state.players):
                library = sorted(
                    o.id
                    for o in state.objects.values()
                    if o.zone is Zone.LIBRARY and o.owner == player
                )
                state.rng.shuffle(library)
                state.libraries[player] = library
            events: list[Event] = []
            for player in sorted(state.players):
                events.extend(self._draw(player, MAX_HAND_SIZE))
            chooser = Chooser(opening) if opening is not None else None
            events.extend(begin_on_battlefield(self, starting, chooser))  # CR 103.6a
            events.extend(self._begin_step(Step.UNTAP, 1, starting))
        except BaseException:
            self.state = snapshot
            del self.log[log_length:]
            raise
        return events

    def begin(
        self, step: Step | str, *, active: EntityId | None = None, turn: int = 1
    ) -> list[Event]:
        """Start the turn structure at ``step`` of ``active``'s turn, with the game as it is
        set up (a scenario's starting point). Libraries keep the order the cards were added
        in, the last added on top."""
        state = self.state
        try:
            where = Step(step)
        except ValueError:
            known = ", ".join(s.value for s in Step)
            raise IllegalActionError(
                f"unknown step {step!r}; steps: {known}", rule="500.1"
            ) from None
        if state.step is not None:
            raise IllegalActionError("the game has already started", rule="500.1")
        if len(state.players) != 2:
            raise IllegalActionError("the turn structure runs two-player games", rule="103.1")
        starting = active if active is not None else min(state.players)
        self._player(starting)
        snapshot, log_length = state.copy(), len(self.log)
        try:
            for player in sorted(state.players):
                state.libraries[player] = [
                    o.id
                    for o in state.objects.values()
                    if o.zone is Zone.LIBRARY and o.owner == player
                ]
            state.turn = turn
            if where in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT):
                raise IllegalActionError(
                    "begin at the beginning of combat or declare attackers step, then declare",
                    rule="506.1",
                )
            events = self._begin_step(where, turn, starting)
        except BaseException:
            self.state = snapshot
            del self.log[log_length:]
            raise
        return events

    # -- what the game waits for ----------------------------------------------------------------
    def decision(self) -> Decision | None:
        """The decision the game waits for, with its legal options; None when the game is
        over or not running."""
        state = self.state
        if state.winners is not None or state.step is None:
            return None
        if state.pending_choice is not None:
            asked = state.pending_choice.decision
            # Its options as actions, like every other decision's.
            return dataclasses.replace(asked, options=tuple(Choose(o) for o in asked.options))
        kind, player, rule = self._waiting_for()
        prompt = f"{state.players[player].name}: {kind}"
        try:
            options = tuple(self.legal_actions())
        except IllegalActionError as too_many:
            # Too many to list (a large combat): any proposal is checked when applied.
            options, prompt = (), f"{prompt} ({too_many.message})"
        return Decision(kind=kind, player=player, options=options, prompt=prompt, rule=rule)

    def decision_kind(self) -> str | None:
        """The kind of the decision the game waits for, without listing its options."""
        state = self.state
        if state.winners is not None or state.step is None:
            return None
        if state.pending_choice is not None:
            return state.pending_choice.decision.kind
        return self._waiting_for()[0]

    def decision_player(self) -> EntityId:
        """The player the game waits for."""
        state = self.state
        if state.pending_choice is not None:
            return state.pending_choice.decision.player
        return self._waiting_for()[1]

    def open_assigners(self, player: EntityId) -> list[Assigner]:
        """The creatures of ``player`` whose combat damage assignment is theirs to choose
        in this step (the others have only one legal assignment, CR 510.1c)."""
        return combat_damage.split(self.state, self.ruleset, self.assigners_of(player))[1]

    def _waiting_for(self) -> tuple[str, EntityId, str]:
        state = self.state
        awaiting = state.awaiting
        active = state.active_player
        assert active is not None
        if awaiting is None:
            if state.priority is None:
                raise IllegalActionError(
                    "the game is not waiting for anyone", rule=self.ruleset.rule("priority")
                )
            return "priority", state.priority, self.ruleset.rule("priority") + ".3"
        if awaiting == "declare attackers":
            return awaiting, active, "508.1"
        if awaiting == "declare blockers":
            return awaiting, combat_rules.defending_player(state), "509.1"
        if awaiting == "order blockers":
            return awaiting, active, "509.2"
        if awaiting == "order attackers":
            return awaiting, combat_rules.defending_player(state), "509.3"
        if awaiting == "discard":
            return awaiting, active, "514.1"
        player = int(awaiting.rsplit(" ", 1)[1])
        return "assign combat damage", player, "510.1"

    def legal_actions(self) -> list[Action]:
        """Every legal action now (for large combats, see the checks in
        :mod:`mtgrules.rules.combat` instead)."""
        state = self.state
        if state.winners is not None or state.step is None:
            return []
        if state.pending_choice is not None:
            return [Choose(option) for option in state.pending_choice.decision.options]
        kind, player, _ = self._waiting_for()
        if kind == "priority":
            with reading():  # listing the actions changes nothing (rules/read_once.py)
                return self._priority_actions(player)
        if kind == "declare attackers":
            return [  # CR 702.22c: with each legal set of attacking bands
                DeclareAttackers(p, bands)
                for p in combat_rules.attack_declarations(state)
                for bands in band_options(state, p)
            ]
        if kind == "declare blockers":
            return [DeclareBlockers(p) for p in combat_rules.block_declarations(state)]
        if kind in ("order blockers", "order attackers"):
            return self._order_actions(kind)
        if kind == "discard":
            hand = self.hand_of(player)
            count = len(hand) - MAX_HAND_SIZE
            return [Discard(tuple(c)) for c in itertools.combinations(hand, count)]
        return self._assignment_actions(player)

    def _priority_actions(self, player: EntityId) -> list[Action]:
        """The actions ``player`` may take with priority (CR 117.1), in a fixed order: pass,
        land plays, then each object's spells and abilities in the order of the objects."""
        state = self.state
        found: list[Action] = [PassPriority()]
        # Cards in a library or on the stack are neither played, cast nor activated: a card is
        # played from its owner's hand or graveyard, or from exile by a permission (CR 601.2a,
        # 116.2a) or as a foretold or plotted card.
        objects = state.objects.reachable(player)
        if sorcery_timing(state, player) and state.lands_played < land_plays_allowed(state, player):
            found += [  # from the hand, or from exile by a permission (CR 116.2a)
                PlayLand(o.id)
                for o in objects
                if (o.zone is Zone.HAND and o.owner == player and CardType.LAND in o.types)
                or (o.zone is Zone.EXILE and play_permissions.may_play_land(state, player, o))
            ]
            found += card_parts.land_face_plays(state, player)  # CR 712.8: a land back face
        # CR 702.61a: no spell is cast while a split second spell is on the stack
        castable = split_second.cast_problem(state, self.ruleset) is None
        from_hand_or_graveyard: list[GameObject] = []
        hand: list[GameObject] = []
        controlled: list[GameObject] = []
        sorcery_now = sorcery_timing(state, player)
        for obj in objects:
            zone = obj.zone
            if zone is Zone.BATTLEFIELD or zone is Zone.COMMAND:  # activated, not cast
                mine = obj.controller == player
                if mine and zone is Zone.BATTLEFIELD:
                    controlled.append(obj)
                if obj.activated or obj.modifiers:  # else no activated ability
                    all_tap, any_player = activated_flags(obj)
                    # CR 602.2: only its controller, unless "Any player may activate"; a
                    # tapped permanent can't pay {T} (CR 118.3)
                    if (mine or any_player) and not (all_tap and obj.tapped):
                        found += self._activations(player, obj)
                continue
            own = obj.owner == player and (zone is Zone.HAND or zone is Zone.GRAVEYARD)
            if own:
                from_hand_or_graveyard.append(obj)
                if zone is Zone.HAND:
                    hand.append(obj)
            elif zone is not Zone.EXILE:
                continue  # another player's card in a hand or graveyard: not cast by this one
            # A plain card (no abilities of its own that change how it is cast) is cast only
            # from its owner's hand (CR 601.2a: flashback and "You may cast ~ from your
            # graveyard" are abilities of the card), and not when its mana can't be paid.
            plain = not obj.statics and obj.multi_part is None
            if (
                castable
                and CardType.LAND not in obj.types
                and (
                    own
                    or (
                        zone is Zone.EXILE  # by a permission (CR 601.2a), foretold or plotted
                        and (
                            play_permissions.may_cast(state, player, obj)
                            or exile_keywords.later_ways(state, player, obj)
                        )
                    )
                )
                and not (plain and zone is Zone.GRAVEYARD)
                # a card of several parts: the timing of the part cast (in _cast_actions)
                and (
                    can_cast_now(state, player, obj, sorcery_now)
                    or obj.multi_part is not None
                    # CR 601.2f: pay more to cast it with flash
                    or (bool(obj.statics) and flash_costs.offered(obj))
                )
                and not (
                    plain and zone is Zone.HAND and surely_unaffordable(state, player, obj, "", ())
                )
            ):
                # CR 601.2b: its mana cost, or an alternative cost such as flashback (from
                # the graveyard), with any optional additional costs (kicker, buyback).
                for how, additional in alternative_casting.ways_to_cast(state, player, obj):
                    if flash_costs.untimely(state, player, obj, additional):
                        continue  # CR 601.2f: not now without paying to cast it with flash
                    found += self._cast_actions(player, obj, how, additional)
        found += [  # from the hand (cycling, CR 702.29a) or the graveyard (CR 602.2)
            ActivateAbility(obj.id, index, t)
            for obj in from_hand_or_graveyard
            for index, ability in enumerate(obj.activated)
            if (ability.from_hand or ability.from_graveyard)
            and self._activation_problem(obj, index) is None
            for t in target_choices(state, ability.targets, player, obj.id)
        ]
        found += face_down.face_up_actions(state, self.ruleset, player, controlled)  # CR 116.2b
        if state.command_cards and planechase.roll_problem(state, player) is None:
            found.append(RollPlanarDie())  # CR 901.9
        found += exile_keywords.special_actions(state, self.ruleset, player, hand)  # 116.2f/h/k
        return found

    def _activations(self, player: EntityId, obj: GameObject) -> list[Action]:
        """The abilities of the permanent (or face-up command card, CR 902.7) ``obj`` that
        ``player`` may activate now, with each choice of targets (CR 602.2; another
        player's only where they say "Any player may activate", which ``as_activator``
        reads)."""
        if obj.zone is Zone.COMMAND and not functions_in_command_zone(obj):
            return []
        mine = obj.controller == player
        found: list[Action] = []
        for index, ability in enumerate(obj.all_activated):
            view = obj if mine else as_activator(obj, index, player)  # CR 602.2a
            if (
                view is not None
                and not (ability.cost.tap and view.tapped)  # CR 118.3: {T} unpayable
                and (
                    self._ability_problem(obj, index, ability)
                    if view is obj
                    else self._activation_problem(view, index)
                )
                is None
            ):
                if not ability.targets:
                    found.append(ActivateAbility(obj.id, index, ()))
                    continue
                found += [
                    ActivateAbility(obj.id, index, t)
                    for t in target_choices(self.state, ability.targets, player, obj.id)
                ]
        return found

    def _cast_actions(
        self, player: EntityId, obj: GameObject, how: str, additional: tuple[str, ...]
    ) -> list[Action]:
        """The legal ways to cast ``obj`` paying ``how`` and ``additional``: one per choice
        of targets, if the total cost can be paid."""
        state = self.state
        if surely_unaffordable(state, player, obj, how, additional):  # CR 601.2f-h
            return []
        obj = optional_costs.with_chosen(obj, (how, *additional))  # bargain (CR 702.166a)
        if how in face_down.WAYS:  # CR 708.4: cast as the face-down creature it becomes
            obj = face_down.face_down_copy(obj, how)
            if not can_cast_now(state, player, obj):
                return []
        if obj.multi_part is not None:  # CR 709.3b, 712.8, 715.3a: the part cast
            try:
                obj = card_parts.as_cast(state, self.ruleset, obj, how)
            except IllegalActionError:
                return []
            if not can_cast_now(state, player, obj):
                return []
        obj = cast_transformed.as_cast(obj, how)  # CR 702.146a: disturb, back face up
        mana_cost = alternative_casting.mana_cost_of(obj, how, additional)
        if mana_cost is None:
            return []
        cost = static_abilities.reduced_cost(state, player, obj, mana_cost)
        # "if it targets ...", "Spells you cast that target a creature cost {1} less"
        targeted = spell_cost_reductions.has_targeted_reduction(state, player, obj)
        if (
            not targeted
            and keyword_payment.plan_spell_payment(state, player, obj, cost) is None
            and not assist.payable_with_help(state, player, obj, cost)  # CR 702.132a
        ):
            return []
        if additional_costs.additional_costs(obj):  # CR 601.2f-h: the additional costs too
            fits = self._fits(player, obj, mana_cost)
            payable, _ = additional_costs.plans(
                state, player, obj, self.ruleset.rule("pay costs"), fits
            )
            if not payable:
                return []
        specs = obj.spell.targets if obj.spell is not None else ()
        choices = (
            modes.cast_targets(state, obj, player)
            if obj.spell is not None and obj.spell.modes
            else target_choices(state, specs, player, obj.id)
        )
        if how == overload.OVERLOAD:  # CR 702.96b: an overloaded spell has no targets
            choices = [()] if len(specs) == 1 and overload.each_of(specs[0]) else []
        if x_divided.has_x_points(specs):  # CR 601.2b, 601.2d: X damage divided
            most = x_divided.most_points(state, player, obj, cost)
            choices = x_divided.choices(state, specs, player, obj.id, most)
        if targeted:  # CR 601.2c before 601.2f: the reduction is known for each choice
            choices = [
                t
                for t in choices
                if keyword_payment.plan_spell_payment(
                    state,
                    player,
                    obj,
                    spell_cost_reductions.targeted_cost(state, player, obj, cost, t),
                )
                is not None
            ]
        return [CastSpell(obj.id, t, how, additional) for t in choices]

    def _fits(
        self, player: EntityId, obj: GameObject, mana_cost: ManaCost
    ) -> Callable[[ManaCost | None], bool]:
        """Whether the total cost, ``mana_cost`` plus the mana of additional costs, less the
        reductions, can be paid now (CR 601.2f-h)."""
        state = self.state

        def fits(extra: ManaCost | None) -> bool:
            total = mana_cost if extra is None else alternative_casting.plus(mana_cost, extra)
            reduced = static_abilities.reduced_cost(state, player, obj, total)
            return keyword_payment.plan_spell_payment(state, player, obj, reduced) is not None

        return fits

    def orders_needed(self, kind: str) -> list[tuple[EntityId, tuple[EntityId, ...]]]:
        """CR 2011 509.2 ("order blockers") / 509.3 ("order attackers"): each creature that
        needs a damage assignment order, with the creatures to put in order."""
        state = self.state
        combat = state.combat
        assert combat is not None
        attackers, blockers = combat_rules.orders_needed(state, True)
        if kind == "order blockers":
            return [(a, tuple(combat.blocked_by[a])) for a in attackers]
        return [(b, tuple(combat.blocking[b])) for b in blockers]

    def _order_actions(self, kind: str) -> list[Action]:
        needing = self.orders_needed(kind)
        total = 1
        for _, order in needing:
            total *= math.factorial(len(order))
        if total > MAX_LISTED:
            raise TooManyToListError(
                f"too many damage assignment orders to list ({total}); propose one and it is "
                "checked",
                rule="509.2",
            )
        per = [[(c, p) for p in itertools.permutations(order)] for c, order in needing]
        return [OrderDamageAssignment(tuple(choice)) for choice in itertools.product(*per)]

    def _assignment_actions(self, player: EntityId) -> list[Action]:
        """Every legal whole assignment of ``player``'s creatures that have a choice."""
        found = combat_damage.whole_assignments(
            self.state, self.ruleset, self.assigners_of(player), MAX_LISTED
        )
        if found is None:
            raise TooManyToListError(
                "too many damage assignments to list; propose one and it is checked",
                rule="510.1",
            )
        return [
            AssignCombatDamage(
                tuple((c, tuple(sorted(a.items()))) for c, a in sorted(choice.items()))
            )
            for choice in found
        ]

    # -- combat damage assignment, for UIs and agents --------------------------------------------
    def legal_assignments(
        self, creature: EntityId, *, others: dict[EntityId, dict[EntityId, int]] | None = None
    ) -> list[dict[EntityId, int]]:
        """Every legal assignment of ``creature``'s combat damage in this combat damage step
        (CR 510.1), given the assignments ``others`` of its controller's other creatures
        (their damage counts toward lethal damage, 510.1c-d). For small cases."""
        state = self.state
        if state.combat is None or state.step is not Step.COMBAT_DAMAGE:
            raise IllegalActionError(
                "combat damage is assigned in the combat damage step", rule="510.1"
            )
        obj = state.objects.get(creature)
        if obj is None:
            raise IllegalActionError(f"no creature {creature} on the battlefield", rule="510.1")
        assigners = self.assigners_of(chooser(state, state.combat, creature))  # 702.22j-k
        mine = next((a for a in assigners if a.id == creature), None)
        if mine is None:
            raise IllegalActionError(
                f"{obj.name} assigns no combat damage in this step", rule="510.1"
            )
        info = combat_damage.recipients(state, (r for a in assigners for r in a.recipients))
        given = others or {}
        pairs = [(a, given[a.id]) for a in assigners if a.id in given and a.id != creature]
        return legal_assignments(self.ruleset, mine, info, pairs)

    def check_combat_damage_assignment(
        self, player: EntityId, assignments: dict[EntityId, dict[EntityId, int]]
    ) -> None:
        """Check a whole proposed assignment of ``player``'s creatures that assign combat
        damage now (CR 510.1e); raises the error that names the creature and rule."""
        state = self.state
        if state.combat is None or state.step is not Step.COMBAT_DAMAGE:
            raise IllegalActionError(
                "combat damage is assigned in the combat damage step", rule="510.1"
            )
        assigners = self.assigners_of(player)
        forced, _ = combat_damage.split(state, self.ruleset, assigners)
        whole = dict(forced)
        whole.update(assignments)  # the creatures with a choice, as proposed
        info = combat_damage.recipients(state, (r for a in assigners for r in a.recipients))
        self._check_named(assigners, whole, info)

    # -- applying an action ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply one action of the player the game waits for and run the game on to the next
        decision; returns the events. An illegal action raises a typed error naming the rule,
        with the state exactly as it was. When the action needs a choice (a replacement
        effect's order, a "may", a trigger's order or target), nothing happens yet: the
        game waits for :class:`Choose`, then applies the action with the answers."""
        state = self.state
        if state.step is None:
            raise IllegalActionError("the game is not running: start() or begin() it", rule="103")
        if state.winners is not None:
            raise IllegalActionError("the game is over", rule="104.1")
        pending = state.pending_choice
        if isinstance(action, Choose):
            if pending is None:
                raise IllegalActionError("no choice is pending", rule=self.ruleset.rule("priority"))
            if action.answer not in pending.decision.options:
                many = len(pending.decision.options) > LISTED  # card names (CR 201.3)
                raise IllegalChoiceError(
                    refusal(action.answer, pending.decision)
                    if many
                    else f"{action.answer!r} is not one of {list(pending.decision.options)!r} "
                    f"for: {pending.decision.prompt}",
                    rule=pending.decision.rule,
                )
            original, answers = pending.action, (*pending.answers, action.answer)
        elif pending is not None:
            raise IllegalActionError(
                f"the game waits for a choice: {pending.decision.prompt}",
                rule=pending.decision.rule,
            )
        else:
            original, answers = action, ()
        journal = self._journal if not callable(self.choices) else None
        if journal is not None:
            journal.prepare(self)  # a checkpoint to replay from, instead of a copy
        elif (
            pending is None
            and type(action) is PassPriority
            and (handed := self._quiet_handoff()) is not None
        ):
            return handed  # nothing to roll back: the pass only hands priority on
        state = self.state
        state.objects.compact()  # copied faster (object_table.py)
        snapshot = state.copy() if journal is None else None
        log_length, created = len(self.log), len(self.created_effects)
        self._chooser = Chooser(self.choices if callable(self.choices) else list(answers))
        try:
            assert not isinstance(original, Choose)
            # (the quiet pass was tried above when there is no journal)
            events = self._perform_now(original, quiet=journal is not None)  # type: ignore[arg-type]
        except ChoiceRequired as required:
            self._return_to_before(snapshot, log_length, created, pending)
            self.state.pending_choice = PendingChoice(
                action=original, answers=answers, decision=required.decision
            )
            return []
        except BaseException:
            self._return_to_before(snapshot, log_length, created, pending)
            raise
        finally:
            self._chooser = None
        if journal is not None:
            journal.record(self, original, answers)  # type: ignore[arg-type]
        return events

    def _perform_now(self, action: Action, quiet: bool) -> list[Event]:
        """Perform ``action`` (not a Choose) with the chooser in place; with ``quiet``, a
        pass of priority that only hands it on first (``_quiet_handoff``)."""
        state = self.state
        state.pending_choice = None
        if quiet and type(action) is PassPriority and (handed := self._quiet_handoff()) is not None:
            return handed
        self._acting = True  # until it returns: no change from outside (state.settled)
        try:
            return self._perform(action)
        finally:
            self._acting = False
            self.state.settled = False  # the user may change the state before the next action

    def use_replay_rollback(self, every: int = EVERY) -> None:
        """Make every action return to the state before it, when refused or stopped by a
        choice, by replaying the actions since a checkpoint taken every ``every`` actions,
        instead of copying the state before each action (replay_rollback.py): the same
        games, faster. Only for a game that nothing but its actions changes: a change made
        directly to ``game.state`` would be lost on a rollback. Not used while ``choices``
        is a policy function."""
        if every < 1:
            raise ConfigurationError(f"a checkpoint every {every} actions: at least 1")
        self._journal = ReplayJournal(every=every)

    def replay_action(self, action: Action, answers: tuple[Hashable, ...]) -> list[Event]:
        """Apply again an action that was applied with ``answers`` from the state it was
        applied in (replay_rollback.py): no checks of what the game waits for, no rollback."""
        self._chooser = Chooser(list(answers))
        try:
            return self._perform_now(action, quiet=True)
        finally:
            self._chooser = None

    def _return_to_before(
        self,
        snapshot: GameState | None,
        log_length: int,
        created: int,
        pending: PendingChoice | None,
    ) -> None:
        """Back to the moment before the action: its copy, or the journal's replay."""
        if snapshot is not None:
            self._roll_back(snapshot, log_length, created)
            return
        assert self._journal is not None
        self._journal.return_to_before(self)
        self.state.pending_choice = pending

    def _roll_back(self, snapshot: GameState, log_length: int, created: int) -> None:
        """Return to the moment before the action (CR 717 / 510.1e)."""
        self.state = snapshot
        del self.log[log_length:]
        if len(self.created_effects) > created:
            kept = list(self.created_effects.items())[:created]
            self.created_effects = dict(kept)

    def _perform(self, action: Action) -> list[Event]:
        kind, player, rule = self._waiting_for()
        expected = _EXPECTED[kind]
        if not isinstance(action, expected):
            names = " or ".join(t.__name__ for t in expected)
            raise IllegalActionError(
                f"the game waits for {self.state.players[player].name} to {kind} "
                f"({names}), not {type(action).__name__}",
                rule=rule,
            )
        if kind == "priority" and not isinstance(action, PassPriority):
            # CR 117.3c (2011: 116.3c): acting starts the players' passes anew (117.4).
            self.state.passes = 0
        try:
            if isinstance(action, PassPriority):
                return self._pass_priority()
            if isinstance(action, PlayLand):
                return self._play_land(player, action)
            if isinstance(action, CastSpell):
                return self._cast(player, action)
            if isinstance(action, ActivateAbility):
                return self._activate(player, action)
            if isinstance(action, TurnFaceUp):  # CR 116.2b, 117.3c: a special action
                done = face_down.turn_face_up_action(self, player, action)
                return done + self._give_priority(player)
            if isinstance(action, ExileFromHand):  # foretell, plot, suspend: special actions
                done = exile_keywords.perform(self, player, action)
                return done + self._give_priority(player)
            if isinstance(action, RollPlanarDie):  # CR 901.9: a special action
                done = planechase.roll_action(self, player)
                return done + self._give_priority(player)
            if isinstance(action, DeclareAttackers):
                return self._declare_attackers(action)
            if isinstance(action, DeclareBlockers):
                return self._declare_blockers(action)
            if isinstance(action, OrderDamageAssignment):
                return self._order(kind, action)
            if isinstance(action, Discard):
                return self._discard(player, action)
            assert isinstance(action, AssignCombatDamage)
            return self._assign(player, action)
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise IllegalActionError(
                f"malformed {type(action).__name__}: {error}", rule=rule
            ) from None

    # -- priority actions ------------------------------------------------------------------------
    def _card_in_hand(self, player: EntityId, card: EntityId) -> GameObject:
        obj = self.state.objects.get(card)
        if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
            raise IllegalActionError(f"{card} is not a card in your hand", rule="601.2a")
        return obj

    def _play_land(self, player: EntityId, action: PlayLand) -> list[Event]:
        state = self.state
        card = self.state.objects.get(action.card)
        permitted = card is not None and play_permissions.may_play_land(state, player, card)
        obj = card if card is not None and permitted else self._card_in_hand(player, action.card)
        obj = card_parts.as_played(self.ruleset, obj, action.face)  # CR 712.8: its land face
        if CardType.LAND not in obj.types:
            raise IllegalActionError(f"{obj.name} is not a land", rule="305.1")
        if not sorcery_timing(state, player):
            raise IllegalActionError(
                "a land is played in your main phase with an empty stack", rule="305.1"
            )
        if state.lands_played >= land_plays_allowed(state, player):  # CR 305.2 (rules/land_plays)
            raise IllegalActionError("you have already played a land this turn", rule="305.2")
        card_parts.remember_face(state, action.face, state.next_id)  # it enters as that face
        events = self._run(
            lambda _: [
                ZoneChanged(
                    object=obj.id,
                    new_id=state.next_id,
                    origin=obj.zone,
                    destination=Zone.BATTLEFIELD,
                    rule=play_permissions.land_rule(self.ruleset) if permitted else "305.1",
                ),
                LandPlayed(player=player, card=obj.id, rule="305.2"),
            ]
        )
        return events + self._give_priority(player)

    def _pay(self, player: EntityId, payment: Payment) -> list[Event]:
        """Activate the mana abilities the payment uses (CR 601.2g / 605.3a), then spend the
        mana and pay the life (CR 601.2h / 2011 601.2g)."""
        rule = self.ruleset.rule("pay costs")
        events: list[Event] = []
        spent = dict(payment.from_pool)
        new_ids = itertools.count(self.state.next_id)
        for source, index, mana in payment.tap:
            # convoke, improvise, delve: tapped or exiled, no mana (CR 702.51a, 702.66a)
            instead = keyword_payment.paid_by_keyword(
                self.ruleset, source, index, lambda: next(new_ids)
            )
            if instead is not None:
                events.append(instead)
                continue
            events.append(Tapped(permanent=source, rule="605.3a"))
            events.append(ManaAdded(player=player, mana=mana, amount=1, rule="106.3"))
            spent[mana] = spent.get(mana, 0) + 1
        if spent:
            events.append(ManaSpent(player=player, mana=tuple(sorted(spent.items())), rule=rule))
        done = self._run(lambda _: events)
        if payment.life:
            done.extend(self.pay_life(player, payment.life))
        return done

    def _cast(self, player: EntityId, action: CastSpell) -> list[Event]:
        """CR 601.2: announce, choose targets, pay the total cost; the spell is cast."""
        return self._cast_spell(player, action) + self._give_priority(player)  # CR 117.3c

    def _cast_spell(
        self, player: EntityId, action: CastSpell, *, resolving: bool = False
    ) -> list[Event]:
        """The spell is cast (CR 601.2); ``resolving``: as an ability resolves (madness, CR
        702.35a), where timing permissions based on the card's type don't apply (702.35b)."""
        state = self.state
        how, additional = action.how, tuple(action.additional)
        obj = alternative_casting.check_way(  # CR 601.2a-b: from where, with which costs
            state, self.ruleset, player, _id(action.card), how, additional, resolving=resolving
        )
        if CardType.LAND in obj.types:
            raise IllegalActionError(f"{obj.name} is a land: it is played, not cast", rule="305.9")
        blocked = None if resolving else split_second.cast_problem(state, self.ruleset)
        if blocked is not None:  # CR 702.61a
            raise IllegalActionError(blocked[0], rule=blocked[1])
        obj = optional_costs.with_chosen(obj, (how, *additional))  # bargain (CR 702.166a)
        obj, turned = face_down.casting(self.ruleset, obj, how, additional)  # CR 708.4
        obj = card_parts.as_cast(state, self.ruleset, obj, how)  # CR 709.3, 712.8, 715.3
        obj = cast_transformed.as_cast(obj, how)  # CR 702.146a: disturb, back face up
        base_cost = alternative_casting.mana_cost_of(obj, how, additional)
        if base_cost is None:
            raise IllegalActionError(f"{obj.name} has no mana cost", rule="202.1b")
        if not resolving and not can_cast_now(state, player, obj):
            raise IllegalActionError(
                f"{obj.name} can be cast only at sorcery speed: in your main phase with an "
                "empty stack",
                rule=casting_rule(obj),
            )
        effect, permanent = (
            self._spell_effect(obj.id)
            if obj.multi_part is None and not obj.transformed  # transformed: CR 702.146a
            else card_parts.spell_effect(obj)
        )
        specs = obj.spell.targets if obj.spell is not None else ()
        if how == overload.OVERLOAD:  # CR 702.96a-b: "target" becomes "each", no targets
            effect, specs = overload.overloaded(obj.name, effect, specs)
        targets = tuple(action.targets)
        if obj.spell is not None and obj.spell.modes:  # CR 601.2b, 700.2: announce modes
            effect, specs = modes.choose(state, self._chooser, player, obj, targets)
        divided_x = None  # "X damage divided as you choose": X is the points named (601.2d)
        if x_divided.has_x_points(specs):
            specs, divided_x = x_divided.announced(specs, targets, obj.name)
        check_targets(state, specs, targets, player, obj.name, obj.id)
        life_x = (  # CR 601.2b: "pay X life"; X of divided damage: the points named
            additional_costs.choose_life_x(self, player, obj)
            if divided_x is None
            else x_divided.life_paid(state, player, obj, divided_x)
        )
        effect = additional_costs.with_x(effect, life_x)
        mana_cost, x_value = base_cost, None
        if mana_cost.x:  # CR 107.3, 601.2b: the value of X is announced
            value = x_value = (
                divided_x
                if divided_x is not None
                else x_costs.choose_x(self, player, mana_cost, obj.name)
            )
            mana_cost, effect = x_costs.with_x(mana_cost, value), x_costs.fix_x(effect, value)
        plan: additional_costs.Plan = ()
        if additional_costs.additional_costs(obj):  # CR 601.2b, 601.2f-h
            payable, why = additional_costs.plans(
                state,
                player,
                obj,
                self.ruleset.rule("pay costs"),
                self._fits(player, obj, mana_cost),
                x=life_x or 0,
            )
            if why is not None and not payable:
                raise IllegalActionError(why[0], rule=why[1])
            plan = additional_costs.choose_plan(self, player, obj, payable)
            extra_mana = additional_costs.plan_mana(plan)
            if extra_mana is not None:
                mana_cost = alternative_casting.plus(mana_cost, extra_mana)
        mana_cost = static_abilities.reduced_cost(state, player, obj, mana_cost)  # CR 601.2f
        mana_cost = spell_cost_reductions.targeted_cost(state, player, obj, mana_cost, targets)
        mana_cost, helper, helped = assist.helped(state, self._chooser, player, obj, mana_cost)
        payment = keyword_payment.plan_spell_payment(state, player, obj, mana_cost)
        if payment is None:
            with_ = alternative_casting.describe(how, additional)
            raise IllegalActionError(
                f"can't pay {mana_cost} for {obj.name}{with_}", rule=self.ruleset.rule("pay costs")
            )
        spell_id = state.next_id
        item = StackItem(
            id=spell_id,
            kind=ItemKind.SPELL,
            controller=player,
            source=spell_id,
            effect=effect,
            targets=targets,
            specs=specs,
            text=obj.name,
            permanent=permanent,
            cast_with=tuple(w for w in (how, *additional) if w)
            + cast_marks(obj.zone)
            + main_phase_mark(state, player)  # "if you cast ~ during your main phase"
            + x_mark(x_value)  # CR 107.3m: "enters with X counters" (rules/x_counters.py)
            + spent_mark(payment_spent(payment)),  # CR 601.2h: "colors of mana spent"
        )
        alternative_casting.remember(state, item, spell_id)  # a kicked spell (CR 702.33d)
        events = self._run(
            lambda _: [
                *turned,  # CR 708.4: turned face down before it is put on the stack
                ZoneChanged(
                    object=obj.id,
                    new_id=spell_id,
                    origin=obj.zone,
                    destination=Zone.STACK,
                    rule="601.2a",
                ),
                PutOnStack(item=item, rule="601.2"),
            ]
        )
        if helper is not None and helped is not None:  # CR 702.132a: the other player pays
            events.extend(self._pay(helper, helped))
        events.extend(self._pay(player, payment))
        if plan:  # CR 601.2h: sacrifice, discard, life
            paid = additional_costs.pay(self, player, obj, plan, x=life_x or 0)
            events.extend(paid)
            gone = additional_costs.sacrificed(paid)
            additional_costs.fix_stack(self.state, spell_id, gone, self.ruleset)
        return events

    def _activation_problem(self, obj: GameObject, index: int) -> tuple[str, str] | None:
        """Why the ability can't be activated now, as (reason, rule), or None."""
        abilities = obj.all_activated
        if index < 0 or index >= len(abilities):
            return (f"{obj.name} has no activated ability #{index}", "602.1")
        return self._ability_problem(obj, index, abilities[index])

    def _ability_problem(
        self, obj: GameObject, index: int, ability: ActivatedAbility
    ) -> tuple[str, str] | None:
        """Why ``ability``, ``obj``'s activated ability #``index``, can't be activated now."""
        state = self.state
        blocked = split_second.activation_problem(state, self.ruleset, ability)
        if blocked is not None:  # CR 702.61a, 702.61b: mana abilities still can be
            return blocked
        zone = (
            Zone.HAND
            if ability.from_hand
            else Zone.GRAVEYARD
            if ability.from_graveyard
            else Zone.BATTLEFIELD
            if obj.zone is Zone.BATTLEFIELD  # not in the command zone: not a command card
            else Zone.COMMAND  # CR 902.7: a vanguard's, in the command zone
            if functions_in_command_zone(obj)
            else Zone.BATTLEFIELD
        )
        if obj.zone is not zone:
            # CR 602.2, 702.29a: cycling only from the hand, "Exile ~ from your graveyard"
            # only from the graveyard; other abilities on the battlefield
            where = {
                Zone.HAND: "in its owner's hand",
                Zone.GRAVEYARD: "in its owner's graveyard",
            }.get(zone, "on the battlefield")
            return (f"{obj.name}'s ability is activated only {where}", "602.2")
        cost = ability.cost
        if cost.tap:
            if obj.tapped:
                return (f"{obj.name} is tapped", self.ruleset.rule("tapped cost"))
            if obj.is_creature and state.sick(obj) and not obj.has(Keyword.HASTE):
                return (f"{obj.name} has summoning sickness", "302.6")
        if cost.life and state.life_of(obj.controller) < cost.life:
            return (f"can't pay {cost.life} life", self.ruleset.life("4"))
        if (
            cost.mana.mana_value
            and plan_payment(
                state,
                obj.controller,
                activation_mana(state, obj, ability),  # power-up: reduced the turn it entered
                extra_life=cost.life,
                exclude=obj.id if cost.tap else None,
            )
            is None
        ):
            return (f"can't pay {cost.mana}", self.ruleset.rule("pay costs"))
        if ability.targets and not target_choices(state, ability.targets, obj.controller, obj.id):
            return ("no legal targets", "602.2b")
        if ability.extra_costs:  # CR 602.2b, 601.2h: sacrifice, discard, remove counters
            unpayable = costs.cost_problem(
                state,
                obj,
                ability.extra_costs,
                sacrifices_self=cost.sacrifice_self,
                rule=self.ruleset.rule("pay costs"),
                taps_self=cost.tap,  # CR 602.2b: "{T}, Tap an untapped Ally you control"
            )
            if unpayable is not None:
                return unpayable
        if ability.condition is not None and not holds(
            state, ability.condition, obj.controller, obj.id
        ):
            return ("its condition isn't true (activate only if ...)", "602.5b")
        if ability.loyalty is not None:  # CR 606.3, 606.5: rules/loyalty.py
            problem = loyalty.loyalty_problem(state, obj, index)
            if problem is not None:
                return problem
        if not ability.limit:
            return None
        return limit_problem(state, obj.controller, obj.id, index, ability.limit)

    def _activate(self, player: EntityId, action: ActivateAbility) -> list[Event]:
        """CR 602.2: activate an ability; a mana ability resolves at once (CR 605.3)."""
        state = self.state
        obj = state.objects.get(action.source)
        if obj is None or (
            obj.zone not in (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD)
            and not functions_in_command_zone(obj)  # CR 902.7: a vanguard's abilities
        ):
            raise IllegalActionError(
                f"no permanent {action.source} on the battlefield", rule="602.2"
            )
        view = as_activator(obj, action.index, player)  # CR 602.2a: "Any player may activate"
        if view is None:
            raise IllegalActionError(
                f"only {obj.name}'s controller can activate its abilities", rule="602.2"
            )
        obj = view
        problem = self._activation_problem(obj, action.index)
        if problem is not None:
            raise IllegalActionError(f"can't activate: {problem[0]}", rule=problem[1])
        ability = obj.all_activated[action.index]
        targets = tuple(action.targets)
        check_targets(state, ability.targets, targets, player, ability.text or obj.name, obj.id)
        cost = ability.cost
        mana, effect = activation_mana(state, obj, ability), ability.effect
        if ability.x and ability.loyalty is None:  # CR 107.3, 602.2b: X announced
            mana = dataclasses.replace(mana, x=ability.x)
            value = x_costs.choose_x(
                self,
                player,
                mana,
                ability.text or obj.name,
                "602.2b",
                extra_life=cost.life,
                exclude=obj.id if cost.tap else None,
            )
            mana, effect = x_costs.with_x(mana, value), x_costs.fix_x(effect, value)
        payment = (
            plan_payment(
                state, player, mana, extra_life=cost.life, exclude=obj.id if cost.tap else None
            )
            if mana.mana_value
            else Payment()
        )
        assert payment is not None
        events: list[Event] = []
        if ability.limit in COUNTED:  # counted for CR 602.5b (rules/activation_words.py)
            activated = AbilityActivated(
                source=obj.id, index=action.index, turn=state.turn, rule="602.5b"
            )
            events.extend(self._emit([activated]))
        if ability.loyalty is not None:  # CR 606.3-606.4: counted, loyalty counters paid
            x_value = loyalty.choose_x(self, obj, action.index)  # "[−X]" (CR 107.3)
            effect = x_costs.fix_x(effect, x_value) if ability.x else effect
            events.extend(self._emit(loyalty.pay_loyalty(state, obj, action.index, x_value)))
        if cost.tap:  # CR 605.3a: tapped for mana if it is a mana ability's cost
            tap_rule = "605.3a" if ability.is_mana_ability else "602.2"
            events.extend(self._run(lambda _: [Tapped(permanent=obj.id, rule=tap_rule)]))
        events.extend(self._pay(player, payment))
        if cost.discard_self:  # CR 702.29a: "Discard this card" (cycling)
            discarded = ZoneChanged(
                object=obj.id,
                new_id=state.next_id,
                origin=Zone.HAND,
                destination=Zone.GRAVEYARD,
                rule=self.ruleset.rule("discard"),
            )
            events.extend(self._run(lambda _: [discarded]))
            if trigger_cycling.is_cycling(ability):  # CR 702.29c: "when you cycle ~"
                cycled = trigger_cycling.cycled(state, self.ruleset, discarded.new_id)
                cycled += trigger_cycle_any.cycled_by(state, self.ruleset, player)  # 702.29c
                events.extend(self._emit(cycled))
        if cost.exile_self:  # CR 602.2: "Exile ~ from your graveyard"
            exiled = ZoneChanged(
                object=obj.id,
                new_id=state.next_id,
                origin=Zone.GRAVEYARD,
                destination=Zone.EXILE,
                rule="602.2",
            )
            events.extend(self._run(lambda _: [exiled]))
        if cost.life:
            events.extend(self.pay_life(player, cost.life))
        if ability.extra_costs:
            paid = costs.pay_extra_costs(
                self, player, obj, ability.extra_costs, sacrifices_self=cost.sacrifice_self
            )
            events.extend(paid)
            # CR 608.2h: "the sacrificed creature's power", as it last existed
            gone = additional_costs.sacrificed(paid)
            effect = additional_costs.fix_sacrificed(state, tuple(effect), gone, self.ruleset)
        if cost.sacrifice_self:
            events.extend(
                self._run(
                    lambda _: [
                        ZoneChanged(
                            object=obj.id,
                            new_id=state.next_id,
                            origin=Zone.BATTLEFIELD,
                            destination=Zone.GRAVEYARD,
                            rule=self.ruleset.rule("sacrifice"),
                        )
                    ]
                )
            )
        if ability.is_mana_ability:
            ctx = Context(player, obj.id, targets, ability.targets)
            return events + self._carry_out(effect, ctx)  # CR 605.3b: no stack
        item = StackItem(
            id=state.next_id,
            kind=ItemKind.ACTIVATED,
            controller=player,
            source=obj.id,
            effect=effect,
            targets=targets,
            specs=ability.targets,
            text=ability.text or obj.name,
            # ninjutsu (CR 702.49c): what the returned creature attacked
            that_player=ninjutsu.attacked_by_returned(events),
        )
        events.extend(self._run(lambda _: [PutOnStack(item=item, rule="602.2")]))
        return events + self._give_priority(player)

    # -- declarations ------------------------------------------------------------------------------
    def _declare_attackers(self, action: DeclareAttackers) -> list[Event]:
        """CR 508.1: declare attackers; they become tapped unless they have vigilance."""
        state = self.state
        attacks = tuple((_id(a), _id(d)) for a, d in action.attacks)
        combat_rules.check_attack(state, attacks)
        bands = tuple(tuple(_id(m) for m in band) for band in action.bands)
        check_bands(state, self.ruleset, attacks, bands)  # CR 702.22c-d
        events: list[Event] = [AttackersDeclared(attacks=attacks, rule="508.1")]
        events += band_events(self.ruleset, bands)
        events += [
            Tapped(permanent=a, rule="508.1f")
            for a, _ in attacks
            if not state.objects[a].has(Keyword.VIGILANCE)  # CR 702.20b (2011: 702.19b)
        ]
        state.awaiting = None
        done = self._run(lambda _: events)
        done += self._run(lambda chooser: exert.exert_attackers(self, chooser, attacks))  # 701.43
        return done + self._give_priority_active()

    def _declare_blockers(self, action: DeclareBlockers) -> list[Event]:
        state = self.state
        blocks = tuple((_id(b), _id(a)) for b, a in action.blocks)
        combat_rules.check_blocks(state, blocks)
        assert state.combat is not None
        blocks = spread_blocks(state.combat, blocks)  # CR 702.22h: a band is blocked as one
        state.awaiting = None
        done = self._run(lambda _: [BlockersDeclared(blocks=blocks, rule="509.1")])
        return done + self._after_blocks()

    def _order(self, kind: str, action: OrderDamageAssignment) -> list[Event]:
        state = self.state
        combat = state.combat
        assert combat is not None
        attackers, blockers = combat_rules.orders_needed(state, True)
        needing = attackers if kind == "order blockers" else blockers
        given = {_id(c): tuple(_id(x) for x in order) for c, order in action.orders}
        if sorted(given) != sorted(needing):
            raise IllegalActionError(
                f"give a damage assignment order for exactly {sorted(needing)}",
                rule="509.2" if kind == "order blockers" else "509.3",
            )
        events: list[Event] = []
        for creature in needing:
            current = (
                combat.blocked_by[creature]
                if kind == "order blockers"
                else combat.blocking[creature]
            )
            combat_rules.check_order(
                current,
                given[creature],
                state.objects[creature].name,
                "509.2" if kind == "order blockers" else "509.3",
            )
            events.append(
                DamageAssignmentOrdered(
                    creature=creature,
                    order=given[creature],
                    rule="509.2" if kind == "order blockers" else "509.3",
                )
            )
        state.awaiting = None
        done = self._run(lambda _: events)
        return done + self._after_blocks()

    def _assign(self, player: EntityId, action: AssignCombatDamage) -> list[Event]:
        """CR 510.1e: the player's whole assignment is checked once it is complete; if it is
        illegal, nothing of it happens."""
        state = self.state
        assigners = self.assigners_of(player)
        forced, open_ = combat_damage.split(state, self.ruleset, assigners)
        given = {_id(c): {_id(r): _id(n) for r, n in a} for c, a in action.assignments}
        need = sorted(a.id for a in open_)
        if sorted(given) != need:
            raise IllegalActionError(
                f"assign the combat damage of exactly the creatures {need}", rule="510.1"
            )
        whole = dict(forced)
        whole.update(given)
        info = combat_damage.recipients(state, (r for a in assigners for r in a.recipients))
        self._check_named(assigners, whole, info)
        state.awaiting = None
        return self._record_assignment(player, whole) + self._next_assignment()

    def _check_named(
        self,
        assigners: list[Assigner],
        whole: dict[EntityId, dict[EntityId, int]],
        info: dict[EntityId, Recipient],
    ) -> None:
        """CR 510.1e: check a whole assignment; the error names the creature."""
        try:
            check_assignment(self.ruleset, assigners, whole, info)
        except IllegalDamageAssignmentError as error:
            found = error.creature
            culprit = self.state.objects.get(found) if found is not None else None
            name = culprit.name if culprit is not None else "the assignment"
            raise IllegalDamageAssignmentError(
                f"{name}: {error.message}", rule=error.rule, creature=found
            ) from None

    def _discard(self, player: EntityId, action: Discard) -> list[Event]:
        state = self.state
        hand = self.hand_of(player)
        cards = tuple(_id(c) for c in action.cards)
        count = len(hand) - MAX_HAND_SIZE
        if len(set(cards)) != count or not set(cards) <= set(hand):
            raise IllegalActionError(
                f"discard exactly {count} different card(s) from your hand", rule="514.1"
            )
        state.awaiting = None
        new_ids = itertools.count(state.next_id)
        done = self._run(
            lambda _: [
                ZoneChanged(
                    object=c,
                    new_id=next(new_ids),
                    origin=Zone.HAND,
                    destination=Zone.GRAVEYARD,
                    rule="514.1",
                )
                for c in cards
            ]
        )
        return done + self._finish_cleanup()


def _id(value: object) -> int:
    """An id or a number in an action: a whole number, or a typed error."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalActionError(f"expected an id or a whole number, not {value!r}", rule="107.1")
    return value


__all__ = ["Game"]
