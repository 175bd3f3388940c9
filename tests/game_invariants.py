"""Checks of whole random games, shared by the property suites: how a random player picks
its actions, the event ledger that explains every life total, poison count, counter and
marked damage by the events of the log, and the state-based actions that must have been
performed whenever a player receives priority.

The ledger rebuilds from the log alone what the state holds:

* a player's life is the life they joined with (``PlayerJoined``, CR 119.1) plus the
  ``LifeGained`` minus the ``LifeLost`` events (CR 119.3, 119.10);
* a player's poison count is the sum of the ``PoisonCountersGiven`` events (CR 122.1f);
* the counters on an object are the ``CountersPut`` (and ``EnteredWithCounters``, CR
  614.1c) minus the ``CountersRemoved`` events since it became that object (CR 122.1; a
  moved object is a new object, CR 400.7);
* the damage marked on a permanent is the sum of the ``DamageMarked`` events (CR 120.3e,
  120.6) since it became that object or since the last event that removed all of it
  (``DamageRemoved`` in the cleanup step, CR 514.2; ``Regenerated``, CR 701.15a; umbra
  armor, CR 702.89a).

The ledger also checks that every damage dealt has its result (CR 120.3): life lost or
poison counters for a player, damage marked or -1/-1 counters for a creature.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mtgrules import Game
from mtgrules.actions import Action, ActivateAbility, PassPriority
from mtgrules.combat_keyword_events import UmbraArmorApplied
from mtgrules.entering_counter_events import EnteredWithCounters
from mtgrules.errors import RulesError
from mtgrules.events import (
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    DamageRemoved,
    Event,
    LifeGained,
    LifeLost,
    PlayerJoined,
    PoisonCountersGiven,
    Regenerated,
    ZoneChanged,
)
from mtgrules.objects import LOYALTY, MINUS_ONE, PLUS_ONE, Zone
from mtgrules.rules.casting import TooManyToListError
from mtgrules.state import EntityId, GameState
from mtgrules.unlisted import random_proposal

MAX_PROPOSALS = 10_000
EAGERNESS = 0.85  # how often an eager player acts when it may do something but pass


def pick(game: Game, actions: Sequence[Action], rng: random.Random, eager: bool) -> Action:
    """One of ``actions``: uniformly at random, or, when ``eager``, mostly something other
    than passing priority or activating a mana ability when there is such an action (so
    that more lands, spells and attacks happen; costs are paid by activating mana abilities
    anyway, CR 601.2g)."""
    assert actions, "the game waits for a decision with no legal option"
    if eager:
        doing = [a for a in actions if not _idle(game, a)]
        if doing and rng.random() < EAGERNESS:
            return rng.choice(doing)
    return rng.choice(actions)


def _idle(game: Game, action: Action) -> bool:
    if isinstance(action, PassPriority):
        return True
    if isinstance(action, ActivateAbility):
        abilities = game.state.objects[action.source].activated
        return action.index < len(abilities) and abilities[action.index].is_mana_ability
    return False


def step(game: Game, rng: random.Random, eager: bool) -> tuple[Action, list[Event]] | None:
    """Apply one random action of the decision the game waits for (:func:`pick` among the
    legal actions) and return it with its events; None when the game waits for nothing.
    When the actions are too many to list (a large combat), draw proposals
    (:func:`mtgrules.unlisted.random_proposal`) until the game accepts one; a refused
    proposal must leave the game as it was."""
    try:
        actions = game.legal_actions()
    except TooManyToListError:
        logged, before = len(game.log), game.state.copy()
        for _ in range(MAX_PROPOSALS):
            proposal = random_proposal(game, rng)
            try:
                return proposal, game.apply(proposal)
            except RulesError as refused:
                assert refused.rule, f"{proposal} refused without a rule"
                assert len(game.log) == logged and game.state == before, "refused, but changed"
        raise AssertionError(
            f"no legal {game.decision_kind()} in {MAX_PROPOSALS} proposals"
        ) from None
    if not actions:
        return None
    decision = game.decision()
    assert decision is not None and decision.options == tuple(actions)
    action = pick(game, actions, rng, eager)
    return action, game.apply(action)


def assert_state_based_actions_performed(state: GameState) -> None:
    """When a player receives priority, state-based actions were just checked until none
    applied (CR 704.3, 117.5): no creature has toughness 0 or less (704.5f), lethal damage
    (704.5g) or damage from a deathtouch source (704.5h); no permanent has both +1/+1 and
    -1/-1 counters (704.5q; 704.5r in 2011); no player of a running game has 0 or less life
    (704.5a) or ten or more poison counters (704.5c)."""
    if state.priority is None or state.pending_choice is not None or state.winners is not None:
        return
    for obj in state.objects.values():
        if obj.zone is not Zone.BATTLEFIELD:
            continue
        if obj.is_creature:
            toughness = obj.current_toughness()
            assert toughness > 0, f"{obj.name} ({obj.id}) has toughness {toughness} (704.5f)"
            assert obj.damage < toughness, (
                f"{obj.name} ({obj.id}) has lethal damage {obj.damage}/{toughness} (704.5g)"
            )
            assert not obj.deathtouch_damaged, f"{obj.name} ({obj.id}) has deathtouch damage"
        assert not (obj.counter(PLUS_ONE) and obj.counter(MINUS_ONE)), (
            f"{obj.name} ({obj.id}) has both +1/+1 and -1/-1 counters (704.5q)"
        )
    for player in state.players:
        if not state.players[player].has_lost:
            assert state.life_of(player) > 0, f"player {player} alive at 0 life (704.5a)"
            assert state.poison_of(player) < 10, f"player {player} alive with 10 poison (704.5c)"


class EventLedger:
    """Life, poison, counters and marked damage as the log explains them (module docstring);
    :meth:`check` reads the events logged since the last check and compares with the state."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seen = 0
        self.life: dict[EntityId, int] = {}
        self.poison: dict[EntityId, int] = {}
        self.damage: dict[EntityId, int] = {}
        self.counters: dict[EntityId, dict[str, int]] = {}
        self.events = 0

    def read(self, event: Event) -> None:
        """Account for one event."""
        if isinstance(event, PlayerJoined):
            self.life[event.player] = event.life
            self.poison[event.player] = 0
        elif isinstance(event, LifeGained):
            self.life[event.player] += event.amount
        elif isinstance(event, LifeLost):
            self.life[event.player] -= event.amount
        elif isinstance(event, PoisonCountersGiven):
            self.poison[event.player] += event.amount
        elif isinstance(event, DamageMarked):
            self.damage[event.permanent] = self.damage.get(event.permanent, 0) + event.amount
        elif isinstance(event, DamageRemoved):
            marked = self.damage.pop(event.permanent, 0)
            assert event.amount == marked, f"{event}: the log explains {marked} damage"
        elif isinstance(event, Regenerated | UmbraArmorApplied):
            self.damage.pop(event.permanent, None)  # CR 701.15a, 702.89a: all damage removed
        elif isinstance(event, CountersPut | EnteredWithCounters):  # CR 122.6, 614.1c
            on = self.counters.setdefault(event.permanent, {})
            on[event.kind] = on.get(event.kind, 0) + event.amount
        elif isinstance(event, CountersRemoved):
            on = self.counters.setdefault(event.permanent, {})
            assert on.get(event.kind, 0) >= event.amount, f"{event}: the log explains {on}"
            on[event.kind] = on.get(event.kind, 0) - event.amount
        elif isinstance(event, ZoneChanged):
            # CR 400.7: the new object has no counters and no damage.
            self.damage.pop(event.object, None)
            self.counters.pop(event.object, None)

    def check(self) -> list[Event]:
        """Read the events logged since the last check, compare the state with the ledger and
        return those events."""
        game, state = self.game, self.game.state
        new = game.log[self.seen :]
        self.seen = len(game.log)
        self.events += len(new)
        for happened in new:
            self.read(happened)
        assert_damage_has_results(new)
        for player in state.players:
            assert state.life_of(player) == self.life[player], (
                f"life of {player}: {state.life_of(player)}, the log explains {self.life[player]}"
            )
            assert state.poison_of(player) == self.poison[player], (
                f"poison of {player}: {state.poison_of(player)}, the log explains "
                f"{self.poison[player]}"
            )
        for obj in state.objects.values():
            explained = self.damage.get(obj.id, 0)
            assert obj.damage == explained, (
                f"{obj.name} ({obj.id}, {obj.zone.value}) has {obj.damage} damage, the log "
                f"explains {explained}"
            )
            counted = {k: n for k, n in self.counters.get(obj.id, {}).items() if n}
            assert obj.counters == counted, (
                f"{obj.name} ({obj.id}, {obj.zone.value}) has counters {obj.counters}, the log "
                f"explains {counted}"
            )
        return new


def assert_damage_has_results(events: Sequence[Event]) -> None:
    """CR 120.3: damage dealt to a player causes life loss (or poison counters: infect,
    120.3b); damage dealt to a creature is marked on it (or becomes -1/-1 counters: wither,
    infect, 120.3d). Each ``DamageDealt`` of ``events`` has a result from its source."""
    results: set[tuple[EntityId, EntityId | None]] = {
        (e.player, e.source) for e in events if isinstance(e, LifeLost | PoisonCountersGiven)
    }
    results |= {(e.permanent, e.source) for e in events if isinstance(e, DamageMarked)}
    results |= {
        (e.permanent, e.source)
        for e in events
        if (isinstance(e, CountersPut) and e.kind == MINUS_ONE)  # CR 120.3d
        or (isinstance(e, CountersRemoved) and e.kind == LOYALTY)  # CR 120.3c
    }
    for e in events:
        if isinstance(e, DamageDealt) and e.amount > 0:
            assert (e.recipient, e.source) in results, f"{e} has no result (CR 120.3)"
