"""The game state: plain, copyable data.

Players and objects share one id space, so a damage recipient or an effect's target is just
an ``int``. Rules code reads the state and the :class:`~mtgrules.game.Game` commits changes;
:meth:`GameState.copy` gives an independent copy for search, undo and replay.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.objects import LOYALTY, MINUS_ONE, PLUS_ONE, CardType, Keyword, Zone

if TYPE_CHECKING:
    from mtgrules.effects.base import Effect
    from mtgrules.effects.triggers import PendingTrigger, TriggeredAbility

EntityId = int


@dataclass(slots=True)
class Player:
    """A player. Life and poison live in the player's *pool*: the player's own, or the
    shared pool of a Two-Headed Giant team (CR 118.1a / 810)."""

    id: EntityId
    name: str
    pool: int
    team: int | None = None
    archenemy: bool = False
    has_lost: bool = False
    loss_rule: str | None = None


@dataclass(slots=True)
class GameObject:
    """A card, token or copy in some zone. On the battlefield it is a permanent.

    Characteristics are the printed ones; counters and marked damage are state. Statics are
    prevention/replacement effects the object generates while it is on the battlefield
    (Worship, Boon Reflection); triggers are its triggered abilities.
    """

    id: EntityId
    name: str
    owner: EntityId
    controller: EntityId
    zone: Zone
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[Keyword] = frozenset()
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damaged: bool = False
    tapped: bool = False
    statics: tuple[Effect, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    timestamp: int = 0

    def is_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_planeswalker(self) -> bool:
        return CardType.PLANESWALKER in self.types

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    def counter(self, kind: str) -> int:
        return self.counters.get(kind, 0)

    def current_power(self) -> int:
        """Power with +1/+1 and -1/-1 counters applied (CR 613.4c)."""
        return (self.power or 0) + self.counter(PLUS_ONE) - self.counter(MINUS_ONE)

    def current_toughness(self) -> int:
        """Toughness with +1/+1 and -1/-1 counters applied (CR 613.4c)."""
        return (self.toughness or 0) + self.counter(PLUS_ONE) - self.counter(MINUS_ONE)

    def current_loyalty(self) -> int:
        """A planeswalker's loyalty is the number of loyalty counters on it (CR 306.5b)."""
        return self.counter(LOYALTY)


@dataclass(slots=True)
class GameState:
    """Everything about a game at one moment: players, objects, life and poison pools,
    effects waiting to apply, last known information and triggers waiting for the stack."""

    players: dict[EntityId, Player] = field(default_factory=dict)
    objects: dict[EntityId, GameObject] = field(default_factory=dict)
    life: dict[int, int] = field(default_factory=dict)
    poison: dict[int, int] = field(default_factory=dict)
    effects: dict[int, Effect] = field(default_factory=dict)
    lki: dict[EntityId, GameObject] = field(default_factory=dict)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    static_sources: set[EntityId] = field(default_factory=set)
    trigger_sources: set[EntityId] = field(default_factory=set)
    bound_statics: dict[tuple[EntityId, EntityId, int], tuple[Effect, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )
    active_player: EntityId | None = None
    turn: int = 1
    winners: frozenset[EntityId] | None = None
    next_id: int = 1
    next_timestamp: int = 1

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
        on_battlefield = obj.zone is Zone.BATTLEFIELD
        for index, present in (
            (self.static_sources, on_battlefield and bool(obj.statics)),
            (self.trigger_sources, on_battlefield and bool(obj.triggers)),
        ):
            if present:
                index.add(obj.id)
            else:
                index.discard(obj.id)

    def battlefield(self) -> Iterator[GameObject]:
        return (obj for obj in self.objects.values() if obj.zone is Zone.BATTLEFIELD)

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
        """An independent copy: changing one never changes the other."""
        return copy.deepcopy(self)
