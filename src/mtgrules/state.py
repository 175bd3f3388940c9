"""The game state: plain, copyable data.

Players and objects share one id space, so a damage recipient or an effect's target is just
an ``int``. Rules code reads the state and the :class:`~mtgrules.game.Game` commits changes;
:meth:`GameState.copy` gives an independent copy for search, undo and replay.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.game_random import GameRandom
from mtgrules.object_table import ObjectTable
from mtgrules.objects import COMMAND_CARD_TYPES, Step, Zone
from mtgrules.state_objects import EntityId, GameObject, Modifier, Player

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef
    from mtgrules.combat_state import Combat
    from mtgrules.effects.base import Effect
    from mtgrules.effects.triggers import PendingTrigger
    from mtgrules.stack import PendingChoice, StackItem

_new_object = object.__new__


def _in_graveyard(obj: GameObject) -> bool:
    """A card in a graveyard with a triggered ability that functions there (CR 113.6k)."""
    from mtgrules.rules.graveyard_triggers import watches_from_graveyard  # rules import state

    return watches_from_graveyard(obj)


@dataclass(slots=True)
class GameState:
    """Everything about a game at one moment: players, objects, life and poison pools,
    effects waiting to apply, last known information and triggers waiting for the stack."""

    players: dict[EntityId, Player] = field(default_factory=dict)
    # every object by id, indexing those on the battlefield, the stack and the command zone
    objects: ObjectTable = field(default_factory=ObjectTable)
    life: dict[int, int] = field(default_factory=dict)
    poison: dict[int, int] = field(default_factory=dict)
    effects: dict[int, Effect] = field(default_factory=dict)
    lki: dict[EntityId, GameObject] = field(default_factory=dict)
    # the new object each object became as it changed zones (CR 400.7)
    moved_to: dict[EntityId, EntityId] = field(default_factory=dict)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    static_sources: set[EntityId] = field(default_factory=set)
    trigger_sources: set[EntityId] = field(default_factory=set)
    bound_statics: dict[tuple[EntityId, EntityId, int], tuple[Effect, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )
    # some permanent has modifiers from static abilities (rules/static_abilities.py)
    static_modifiers: bool = False
    active_player: EntityId | None = None
    turn: int = 1
    winners: frozenset[EntityId] | None = None
    next_id: int = 1
    next_timestamp: int = 1
    # -- the turn, priority and the stack (CR 500, 117, 405) --------------------------------
    step: Step | None = None  # None: no turn running (direct rule actions only)
    priority: EntityId | None = None
    passes: int = 0  # players who passed in succession (CR 117.4)
    awaiting: str | None = None  # a turn-based decision the step waits for
    lands_played: int = 0
    mana: dict[EntityId, dict[str, int]] = field(default_factory=dict)
    stack: list[StackItem] = field(default_factory=list)
    combat: Combat | None = None
    libraries: dict[EntityId, list[EntityId]] = field(default_factory=dict)  # top is last
    turn_started: dict[EntityId, int] = field(default_factory=dict)
    drew_from_empty: set[EntityId] = field(default_factory=set)  # CR 704.5b
    # the last turn each player was dealt damage in (bloodthirst, CR 702.54a)
    damaged_in_turn: dict[EntityId, int] = field(default_factory=dict)
    # each player's last two upkeeps: (the turn of the one before, the turn of the last)
    upkeeps: dict[EntityId, tuple[int, int]] = field(default_factory=dict)
    pending_choice: PendingChoice | None = None
    # activations of (source, ability index) in a turn, for "only once each turn" (CR 602.5b)
    activations: dict[tuple[EntityId, int, int], int] = field(default_factory=dict)
    # what happened this turn and the last: (turn, what, player) -> amount (rules/turn_record.py)
    history: dict[tuple[int, str, EntityId], int] = field(default_factory=dict)
    # how each spell was cast, and the permanent it became: "kicker", "evoke" (CR 118.8-9,
    # 702.33d); rules/alternative_casting.py
    cast_with: dict[EntityId, tuple[str, ...]] = field(default_factory=dict)
    # what a permanent's controller chose as it entered: (permanent, "color") -> "red"
    # (CR 614.12); rules/entering_choices.py
    chosen: dict[tuple[EntityId, str], str | int] = field(default_factory=dict)
    # the game's designation: "", "day" or "night" (CR 702.145; rules/day_night.py)
    day_night: str = ""
    # players' designations and resources (rules/designations.py): energy counters (CR
    # 107.14, 122.1) and the monarch (CR 724)
    energy: dict[EntityId, int] = field(default_factory=dict)
    monarch: EntityId | None = None
    # each player's speed, once they have one (CR 702.179; rules/speed.py), and the last turn
    # their speed's inherent triggered ability triggered (it triggers only once each turn)
    speed: dict[EntityId, int] = field(default_factory=dict)
    speed_triggered: dict[EntityId, int] = field(default_factory=dict)
    # each player's commanders, the cards as designated before the game (CR 903.3: the
    # designation follows the card through ``moved_to``; rules/commander.py)
    commanders: dict[EntityId, tuple[EntityId, ...]] = field(default_factory=dict)
    experience: dict[EntityId, int] = field(default_factory=dict)  # counters (CR 122.1)
    # the casual variants' decks, top card first: (player, "scheme" / "planar") -> cards (CR
    # 904.4, 901.3), and the card each face-up scheme or plane in the command zone is
    # (rules/schemes.py, rules/planechase.py)
    command_decks: dict[tuple[EntityId, str], tuple[CardDef, ...]] = field(default_factory=dict)
    command_cards: dict[EntityId, CardDef] = field(default_factory=dict)
    rng: random.Random = field(default_factory=lambda: GameRandom(0), compare=False)
    # ``next_id`` when a player last received priority with nothing to do first: no
    # state-based action and no trigger waiting (CR 117.5). Any commit sets it back to 0, a
    # new object or effect changes ``next_id``: while it still equals ``next_id``, nothing
    # has changed since (turn_steps.py).
    quiet_at: int = field(default=0, compare=False, repr=False)
    # True from the end of a batch of events (game.py ``_run``, during a game action) until
    # the next commit: the static abilities and the "for as long as" effects are up to date,
    # so a batch with no event would change nothing.
    settled: bool = field(default=False, compare=False, repr=False)

    # -- identity -------------------------------------------------------------------------
    def new_id(self) -> EntityId:
        value = self.next_id
        self.next_id += 1
        return value

    def new_timestamp(self) -> int:
        value = self.next_timestamp
        self.next_timestamp += 1
        return value

    # -- lookups --------------------------------------------------------------------------
    def is_player(self, entity: EntityId) -> bool:
        return entity in self.players

    def life_of(self, player: EntityId) -> int:
        return self.life[self.players[player].pool]

    def poison_of(self, player: EntityId) -> int:
        return self.poison[self.players[player].pool]

    def source_view(self, source: EntityId) -> GameObject | None:
        """The object a damage source refers to: itself while it exists, else its last
        known information (CR 120.7, CR 608.2h)."""
        obj = self.objects.get(source)
        if obj is not None:
            return obj
        return self.lki.get(source)

    def index_abilities(self, obj: GameObject) -> None:
        """Keep the indexes of permanents with static or triggered abilities up to date."""
        # CR 114.4 (2011: 113.4): abilities of emblems (objects without types in the command
        # zone, CR 114.3) function in the command zone.
        # CR 902.7, 904 (schemes), 901 (planes): so do face-up vanguards, schemes and planes
        # (only face-up ones are objects: the scheme and planar decks are kept as card data).
        on_battlefield = obj.zone is Zone.BATTLEFIELD or (
            obj.zone is Zone.COMMAND and (not obj.types or bool(obj.types & COMMAND_CARD_TYPES))
        )
        watching = on_battlefield or (obj.zone is Zone.GRAVEYARD and _in_graveyard(obj))
        for index, present in (
            (self.static_sources, on_battlefield and bool(obj.statics)),
            (self.trigger_sources, watching and bool(obj.triggers)),
        ):
            if present:
                index.add(obj.id)
            else:
                index.discard(obj.id)

    def battlefield(self) -> Iterator[GameObject]:
        """The permanents (CR 110.1), in the order of the objects: from the table's index."""
        return iter(self.objects.battlefield())

    def opponents(self, player: EntityId) -> list[EntityId]:
        """A player's opponents: every other player not on their team (CR 102.2, 810.2)."""
        me = self.players[player]
        return [
            other.id
            for other in self.players.values()
            if other.id != player and (me.team is None or other.team != me.team)
        ]

    def controller_of(self, entity: EntityId) -> EntityId:
        """The controller of an object (a player controls themself)."""
        if entity in self.players:
            return entity
        view = self.source_view(entity)
        if view is None:
            raise KeyError(entity)
        return view.controller

    def copy(self) -> GameState:
        """An independent copy: changing one never changes the other. Frozen records
        (effects, stack items, triggers) are shared; everything mutable is copied."""
        twin = _new_object(GameState)  # every field is set below: an unset one raises
        twin.static_modifiers = self.static_modifiers
        twin.active_player = self.active_player
        twin.turn = self.turn
        twin.winners = self.winners
        twin.next_id = self.next_id
        twin.next_timestamp = self.next_timestamp
        twin.step = self.step
        twin.priority = self.priority
        twin.passes = self.passes
        twin.awaiting = self.awaiting
        twin.lands_played = self.lands_played
        twin.pending_choice = self.pending_choice  # frozen
        twin.day_night = self.day_night
        twin.monarch = self.monarch
        twin.quiet_at = self.quiet_at
        twin.settled = False
        twin.players = {
            k: Player(p.id, p.name, p.pool, p.team, p.archenemy, p.has_lost, p.loss_rule)
            for k, p in self.players.items()
        }
        # Only permanents and objects on the stack change in place; an object in any other
        # zone is replaced, never mutated, when it changes (CR 400.7), so it can be shared.
        twin.objects = self.objects.with_live_cloned()
        twin.life = dict(self.life)
        twin.poison = dict(self.poison)
        twin.effects = dict(self.effects)
        twin.lki = dict(self.lki)  # last known information is never changed
        twin.moved_to = dict(self.moved_to)
        twin.pending_triggers = list(self.pending_triggers)
        twin.static_sources = set(self.static_sources)
        twin.trigger_sources = set(self.trigger_sources)
        twin.bound_statics = dict(self.bound_statics)
        twin.mana = {k: dict(pool) for k, pool in self.mana.items()}
        twin.stack = list(self.stack)
        twin.combat = self.combat.clone() if self.combat is not None else None
        twin.libraries = {k: list(cards) for k, cards in self.libraries.items()}
        twin.turn_started = dict(self.turn_started)
        twin.drew_from_empty = set(self.drew_from_empty)
        twin.damaged_in_turn = dict(self.damaged_in_turn)
        twin.upkeeps = dict(self.upkeeps)
        twin.activations = dict(self.activations)
        twin.history = dict(self.history)
        twin.cast_with = dict(self.cast_with)
        twin.chosen = dict(self.chosen)
        twin.energy = dict(self.energy)
        twin.speed = dict(self.speed)
        twin.speed_triggered = dict(self.speed_triggered)
        twin.commanders = dict(self.commanders)
        twin.experience = dict(self.experience)
        twin.command_decks = dict(self.command_decks)
        twin.command_cards = dict(self.command_cards)
        twin.rng = GameRandom.copy_of(self.rng)
        return twin

    def sick(self, obj: GameObject) -> bool:
        """CR 302.6: a creature's controller hasn't controlled it continuously since their
        most recent turn began ("summoning sickness")."""
        return obj.since_turn >= self.turn_started.get(obj.controller, 0)


__all__ = ["EntityId", "GameObject", "GameState", "Modifier", "Player"]
