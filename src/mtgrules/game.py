"""The game: a state, a ruleset and a variant, and the actions that change them.

Every action is atomic: the engine checks its input, computes its events from the state as
it is, and commits them only when nothing was illegal and every decision was answered. An
illegal action raises a :class:`~mtgrules.errors.RulesError` and a missing answer raises
:class:`~mtgrules.choices.ChoiceRequired`, both with the state exactly as it was. Only the
actions change the state: the queries return copies.

>>> from mtgrules import Game
>>> game = Game()
>>> alice, bob = game.add_player("Alice"), game.add_player("Bob")
>>> bears = game.add_permanent("Grizzly Bears", controller=bob, types={"Creature"},
...                            power=2, toughness=2)
>>> bolt = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
>>> _ = game.deal_damage(bolt, bears, 3)
>>> game.damage_on(bears)
3
>>> _ = game.check_state_based_actions()
>>> game.is_on_battlefield(bears)
False
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Self

from mtgrules.choices import Answers, Chooser
from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.damage import DamageCantBePrevented, PreventDamage
from mtgrules.effects.damage_kept import keeps_damage
from mtgrules.effects.life import CantGainLife, CantLoseLife
from mtgrules.effects.regeneration import RegenerationShield
from mtgrules.effects.triggers import SELF
from mtgrules.entering_counter_events import entered_with_counters
from mtgrules.errors import ConfigurationError, UnknownEntityError
from mtgrules.events import (
    ControlChanged,
    CountersRemoved,
    DamageDealt,
    DamageRemoved,
    EffectCreated,
    EffectEnded,
    Event,
    ZoneChanged,
)
from mtgrules.game_setup import GameSetup
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.replay_rollback import ReplayJournal
from mtgrules.rules import (
    cipher,
    day_night,
    exile_keywords,
    legend_rule,
    play_permissions,
    sba,
    spell_copies,
    training,
)
from mtgrules.rules import damage as damage_rules
from mtgrules.rules import life as life_rules
from mtgrules.rules.cascade import cast_triggers
from mtgrules.rules.commit import commit
from mtgrules.rules.die_replacement import replace_dying
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rules.graveyard_from_anywhere import from_anywhere_triggers
from mtgrules.rules.leave_replacement import replace_leaving
from mtgrules.rules.linked_returns import linked_returns
from mtgrules.rules.madness import replace_discards
from mtgrules.rules.paid_entering import pay_as_enters
from mtgrules.rules.self_cast_triggers import cast_self_triggers
from mtgrules.rules.shuffle_instead import replace_to_graveyard
from mtgrules.rules.transform import transform as transform_events
from mtgrules.rules.triggers import triggered_by
from mtgrules.rulesets import Ruleset, get_ruleset
from mtgrules.state import EntityId, GameState
from mtgrules.turn_events import AttackersDeclared, PutOnStack, StepBegan
from mtgrules.validation import check_effect
from mtgrules.variants import Variant, get_variant


class GameActions(GameSetup):
    """A game of Magic under a ruleset (``"current"`` or ``"cr2011"``) and a variant: the
    rule actions that can be taken on it directly.

    ``choices`` answers decisions for every action that has none of its own: a list of
    answers or a policy function (see :mod:`mtgrules.choices`).
    """

    def __init__(
        self,
        ruleset: str | Ruleset = "current",
        variant: str | Variant | None = None,
        *,
        choices: Answers = None,
    ) -> None:
        self.ruleset: Ruleset = get_ruleset(ruleset)
        self.variant: Variant = get_variant(variant)
        self.state = GameState()
        self.log: list[Event] = []
        self.created_effects: dict[int, Effect] = {}  # every effect created, for the record
        self.choices: Answers = choices
        self._chooser: Chooser | None = None  # shared by every step of one game action
        self._acting = False  # a game action (engine.py ``apply``) is being performed
        self._journal: ReplayJournal | None = None  # see use_replay_rollback (engine.py)

    def set_controller(self, permanent: EntityId, controller: EntityId) -> list[Event]:
        """Give control of a permanent to a player (a control-changing effect, CR 613.1b)."""
        self._player(controller)
        if not self.is_on_battlefield(permanent):
            raise UnknownEntityError(f"no permanent {permanent!r} on the battlefield")
        return self._run(
            lambda chooser: [
                ControlChanged(permanent=permanent, controller=controller, rule="613.1b")
            ]
        )

    def move_to_zone(self, object_id: EntityId, zone: str | Zone) -> list[Event]:
        """Move an object to another zone (a sacrifice, an exile, a card put into play):
        it becomes a new object, whose id the event gives (CR 400.7). What refers to the old
        id afterwards sees its last known information."""
        obj = self._object(object_id)
        try:
            destination = Zone(zone)
        except ValueError:
            raise ConfigurationError(f"unknown zone {zone!r}") from None
        if destination is obj.zone:
            raise ConfigurationError(f"{obj.name} is already in the {destination}")
        return self._run(
            lambda chooser: [
                ZoneChanged(
                    object=object_id,
                    new_id=self.state.next_id,
                    origin=obj.zone,
                    destination=destination,
                    rule="400.7",
                )
            ]
        )

    def transform(self, permanent: EntityId) -> list[Event]:
        """Transform a permanent: a double-faced one turns over, the same object with its
        other face up; nothing happens to any other (CR 701.28a; 2011: 701.25a)."""
        if not self.is_on_battlefield(permanent):
            raise UnknownEntityError(f"no permanent {permanent!r} on the battlefield")
        return self._run(lambda chooser: transform_events(self.state, self.ruleset, permanent))

    # -- actions --------------------------------------------------------------------------------
    def add_effect(
        self,
        effect: Effect,
        *,
        controller: EntityId,
        source: EntityId | None = None,
        duration: Duration | None = None,
    ) -> int:
        """Create a continuous effect (a prevention, replacement or restriction effect) from a
        resolved spell or ability, with a timestamp (CR 611.2). Returns its id."""
        self._player(controller)
        if source is not None and self.state.source_view(source) is None:
            raise UnknownEntityError(f"unknown effect source {source}")
        check_effect(self.state, effect, printed=False)
        if duration is not None and not isinstance(duration, Duration):
            raise ConfigurationError(f"not a duration: {duration!r}")
        effect_id = self._new_effect_id()
        created = dataclasses.replace(
            effect,
            controller=controller,
            source=source if source is not None else effect.source,
            duration=duration or effect.duration,
            id=effect_id,
            timestamp=self.state.new_timestamp(),
        )
        self.state.effects[effect_id] = created
        self.created_effects[effect_id] = created
        event = EffectCreated(effect=effect_id, rule=self._creation_rule(created))
        self.log.append(event)
        return effect_id

    def end_effect(self, effect_id: int) -> list[Event]:
        if effect_id not in self.state.effects:
            raise UnknownEntityError(f"no effect {effect_id} in the game")
        return self._run(lambda chooser: [EffectEnded(effect=effect_id, rule="611.2")])

    def regenerate(self, permanent: EntityId, *, controller: EntityId | None = None) -> int:
        """Create a regeneration shield for ``permanent`` until end of turn."""
        obj = self._object(permanent)
        return self.add_effect(
            RegenerationShield(permanent=permanent, text=f"regenerate {obj.name}"),
            controller=controller if controller is not None else obj.controller,
            source=permanent,
        )

    def deal_damage(
        self,
        source: EntityId,
        recipient: EntityId,
        amount: int,
        *,
        combat: bool = False,
        excess_to: EntityId | None = None,
        choices: Answers = None,
    ) -> list[Event]:
        """``source`` deals ``amount`` damage to ``recipient``: one damage event."""
        part = DamagePart(source, recipient, amount, combat, excess_to)
        return self.deal_damage_event([part], choices=choices)

    def deal_damage_event(
        self, parts: Sequence[DamagePart], *, choices: Answers = None
    ) -> list[Event]:
        """Deal all ``parts`` simultaneously, as one damage event (CR 120.4 / 119.4)."""
        state, ruleset = self.state, self.ruleset
        return self._run(
            lambda chooser: damage_rules.compute_damage(
                state, ruleset, parts, effects_in_force(state), chooser
            ),
            choices,
        )

    def gain_life(
        self,
        player: EntityId,
        amount: int,
        *,
        source: EntityId | None = None,
        choices: Answers = None,
    ) -> list[Event]:
        """CR 118.3: ``player`` gains ``amount`` life."""
        return self._change_life(player, amount, True, source, choices)

    def lose_life(
        self,
        player: EntityId,
        amount: int,
        *,
        source: EntityId | None = None,
        choices: Answers = None,
    ) -> list[Event]:
        """CR 118.3: ``player`` loses ``amount`` life."""
        return self._change_life(player, amount, False, source, choices)

    def pay_life(self, player: EntityId, amount: int) -> list[Event]:
        """Pay life as a cost (CR 118.4): raises if the player can't."""
        return self.pay_life_jointly({player: amount})

    def pay_life_jointly(self, payments: Mapping[EntityId, int]) -> list[Event]:
        """Several players pay life for one cost or effect: in Two-Headed Giant the team's
        life must cover the total (CR 118.4a)."""
        state, ruleset = self.state, self.ruleset
        return self._run(
            lambda chooser: life_rules.pay_life(state, ruleset, payments, effects_in_force(state))
        )

    def set_life(
        self,
        player: EntityId,
        total: int,
        *,
        source: EntityId | None = None,
        choices: Answers = None,
    ) -> list[Event]:
        state, ruleset = self.state, self.ruleset
        return self._run(
            lambda chooser: life_rules.set_life(
                state, ruleset, player, total, source, effects_in_force(state), chooser
            ),
            choices,
        )

    def exchange_life(
        self, first: EntityId, second: EntityId, *, choices: Answers = None
    ) -> list[Event]:
        state, ruleset = self.state, self.ruleset
        return self._run(
            lambda chooser: life_rules.exchange_life(
                state, ruleset, first, second, effects_in_force(state), chooser
            ),
            choices,
        )

    def check_state_based_actions(self) -> list[Event]:
        """Perform state-based actions until none apply (CR 704.3), then end the game if
        players have lost (CR 104.2a, 104.4a)."""
        state, ruleset, variant = self.state, self.ruleset, self.variant
        performed: list[Event] = []
        for _ in range(sba.MAX_PASSES):
            # CR 702.145c-g happen immediately, not as state-based actions: first
            events = day_night.due(state) or legend_rule.added(  # CR 704.5j (2011: 704.5j-k)
                state,
                ruleset,
                self._chooser,
                sba.one_pass(state, ruleset, variant, effects_in_force(state)),
            )
            events = replace_dying(state, events)  # CR 614.1a: "exile it instead"
            events = replace_leaving(state, events)  # CR 614.1a: unearth (702.84a)
            events = replace_to_graveyard(state, ruleset, events)  # CR 614.1a: shuffle instead
            sba.clear_deathtouch_marks(state)
            if not events:
                break
            commit(state, events)
            if returned := linked_returns(state, events):  # CR 610.3: at once, not triggered
                commit(state, returned)
                events = events + returned
                events += entered_with_counters(state, returned)  # CR 614.1c, 122.6
            fired = triggered_by(state, ruleset, events)  # e.g. "when ~ dies" (CR 603.6c)
            fired += from_anywhere_triggers(state, events)  # CR 603.2
            commit(state, fired)
            performed.extend(events + fired)
        over = sba.game_over(state)
        if over is not None:
            commit(state, [over])
            performed.append(over)
        self.log.extend(performed)
        return performed

    def cleanup(self) -> list[Event]:
        """The cleanup step's damage removal and end of "this turn" effects (CR 514.2)."""
        state = self.state
        events: list[Event] = [
            DamageRemoved(permanent=obj.id, amount=obj.damage, rule="514.2")
            for obj in state.battlefield()
            if obj.damage and not keeps_damage(state, obj)  # "Damage isn't removed from ..."
        ]
        events.extend(
            EffectEnded(effect=effect.id, rule="514.2")
            for effect in state.effects.values()
            if effect.duration is Duration.END_OF_TURN
            or play_permissions.ends_in_cleanup(state, effect)  # "until your next turn's end"
        )
        return self._run(lambda chooser: events)

    def copy(self) -> Self:
        """An independent copy of the game (state, log and settings)."""
        return copy.deepcopy(self)

    # -- internals -------------------------------------------------------------------------------
    def _new_effect_id(self) -> int:
        return self.state.new_id()

    def _creation_rule(self, effect: Effect) -> str:
        """The rule that makes an effect of this kind what it is."""
        ruleset = self.ruleset
        if isinstance(effect, PreventDamage):
            return "615.1"
        if isinstance(effect, DamageCantBePrevented):
            return ruleset.cant_be_prevented_rule
        if isinstance(effect, CantGainLife):
            return ruleset.life("7")
        if isinstance(effect, CantLoseLife):
            return ruleset.life("8")
        if isinstance(effect, RegenerationShield):
            return ruleset.regenerate_rule
        return "614.1"

    def _change_life(
        self,
        player: EntityId,
        amount: int,
        gain: bool,
        source: EntityId | None,
        choices: Answers,
    ) -> list[Event]:
        state, ruleset = self.state, self.ruleset
        return self._run(
            lambda chooser: life_rules.change_life(
                state, ruleset, player, amount, gain, source, effects_in_force(state), chooser
            ),
            choices,
        )

    def _emit(self, events: Sequence[Event]) -> list[Event]:
        """Commit events that need no computation (and what they trigger)."""
        done = list(events)
        return self._run(lambda _: done)

    def _run(
        self, compute: Callable[[Chooser], list[Event]], choices: Answers = None
    ) -> list[Event]:
        """Compute an action's events without changing anything, then commit them and the
        triggers they cause."""
        if choices is None and self._chooser is not None:
            chooser = self._chooser
        else:
            chooser = Chooser(choices if choices is not None else self.choices)
        events = compute(chooser)
        state = self.state
        before: GameState | None = None
        if not events and state.settled:
            if not VERIFY_SETTLED:
                return []  # nothing changed since the last batch: committing none changes nothing
            before = state.copy()  # ... which the full path must confirm
        # With no event, no replacement applies and nothing triggers; the replacement
        # effects below all apply to zone changes only (each returns other events as they are).
        if any(type(e) is ZoneChanged for e in events):
            events = pay_as_enters(state, self.ruleset, events, chooser)  # CR 614.12
            events = replace_dying(state, events)  # CR 614.1a
            events = replace_leaving(state, events)  # CR 614.1a: unearth (702.84a)
            events = replace_discards(state, self.ruleset, events)  # madness (702.35a)
            events = replace_to_graveyard(state, self.ruleset, events)  # CR 614.1a
        else:
            events = list(events)
        commit(state, events)  # CR 611.3a: static abilities apply to the state, even so
        if returned := linked_returns(state, events):  # CR 610.3: at once, not triggered
            commit(state, returned)
            events = events + returned
        if entered := entered_with_counters(state, events):  # CR 614.1c, 122.6
            events = events + entered
        if not events:
            if before is not None and state != before:
                raise AssertionError("a batch with no event changed a settled state")
            state.settled = self._acting
            return events
        ruleset = self.ruleset
        fired = triggered_by(state, ruleset, events)
        # Each function below triggers on events of the kinds named in BATCH_KINDS only.
        kinds = {type(e) for e in events}
        if PutOnStack in kinds:  # spells cast
            fired += cast_triggers(state, ruleset, events)  # cascade (CR 702.85a)
            fired += spell_copies.cast_triggers(state, ruleset, events)  # storm, replicate
            fired += cast_self_triggers(state, ruleset, events)  # CR 601.2i: "you cast ~"
        if StepBegan in kinds or CountersRemoved in kinds:
            fired += exile_keywords.suspend_triggers(state, ruleset, events)  # CR 702.62a
        if DamageDealt in kinds:
            fired += cipher.cipher_triggers(state, ruleset, events)  # CR 702.99a
        if AttackersDeclared in kinds:
            fired += training.training_triggered(state, ruleset, events)  # CR 702.149a
        if ZoneChanged in kinds:
            fired += from_anywhere_triggers(state, events)  # "from anywhere" (CR 603.2)
        if fired:
            commit(state, fired)
            events = events + fired
        state.settled = self._acting  # no user change can come before the action's next batch
        self.log.extend(events)
        return events


VERIFY_SETTLED = False
"""Run every batch with no event that ``_run`` passes over (``GameState.settled``) in full, and
fail if it changes the state (tests set it)."""

BATCH_KINDS: frozenset[type[Event]] = frozenset(
    {ZoneChanged, PutOnStack, StepBegan, CountersRemoved, DamageDealt, AttackersDeclared}
)
"""The kinds of event that ``_run`` looks for, by exact type, before calling the replacement
effects and the keyword triggers that act on them (none has a subclass: a test checks)."""

__all__ = ["BATCH_KINDS", "SELF", "VERIFY_SETTLED", "GameActions"]
