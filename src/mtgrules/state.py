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

from mtgrules.counter_kinds import keyword_counter, power_toughness_change
from mtgrules.game_random import GameRandom
from mtgrules.object_table import ObjectTable
from mtgrules.objects import COMMAND_CARD_TYPES, LOYALTY, CardType, Keyword, Step, Zone

if TYPE_CHECKING:
    from mtgrules.cards.mana import ManaCost
    from mtgrules.cards.model import ActivatedAbility, CardDef, Restriction, SpellAbility
    from mtgrules.combat_state import Combat
    from mtgrules.effects.animation import Animation
    from mtgrules.effects.base import Effect
    from mtgrules.effects.triggers import PendingTrigger, TriggeredAbility
    from mtgrules.rules.face_down import HiddenFace
    from mtgrules.stack import PendingChoice, StackItem

EntityId = int
_new_object = object.__new__


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


@dataclass(frozen=True, slots=True)
class Modifier:
    """A continuous effect from a resolved spell or ability on one object (CR 611.2c: it
    affects only the objects determined on resolution): +N/+M in layer 7c, or a keyword
    granted in layer 6. ``effect`` is the id of its effect, which ends it."""

    effect: int
    timestamp: int
    power: int = 0
    toughness: int = 0
    keyword: Keyword | None = None
    loses: bool = False  # the keyword is removed, not granted (layer 6, CR 613.1f)
    restriction: str | None = None  # a Restriction: "can't attack", ... (CR 508.1c, 502.3)
    # an activated or triggered ability granted in layer 6 (CR 613.1f): "Enchanted creature
    # has "{T}: ..."" (cards/granted_abilities.py)
    activated: ActivatedAbility | None = None
    triggered: TriggeredAbility | None = None
    # It made a noncreature permanent a creature (layer 4, CR 613.1d; crew, CR 702.122a):
    # the type is in ``types`` while the modifier lasts (rules/commit.py).
    creature: bool = False
    # an effect that sets characteristics ("becomes a 2/2 Beast artifact creature"): layers
    # 4, 5 and 7b (effects/animation.py, rules/animation.py)
    animation: Animation | None = None


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
    mana_cost: ManaCost | None = None
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    restrictions: frozenset[Restriction] = frozenset()
    modifiers: tuple[Modifier, ...] = ()
    since_turn: int = -1  # the turn its controller began to control it (CR 302.6)
    token: bool = False
    colors: frozenset[str] = frozenset()  # "white", "blue", "black", "red", "green" (CR 105)
    attached_to: EntityId | None = None  # the object or player it's attached to (CR 701.3)
    # Under an Aura's control-changing effect (CR 613.1b): (the controller it had before,
    # the controller the Aura gave it); None otherwise.
    aura_control: tuple[EntityId, EntityId] | None = None
    supertypes: frozenset[str] = frozenset()  # "Basic", "Legendary", "Snow" (CR 205.4)
    renowned: bool = False  # a designation (CR 702.112b, renown)
    # a transforming double-faced card: its (front, back) faces, and whether its back face
    # is up (CR 712, 701.28; 2011: 711, 701.25); rules/transform.py
    faces: tuple[CardDef, CardDef] | None = None
    transformed: bool = False
    # a face-down spell or permanent: how it was turned face down and its face-up
    # characteristics (CR 708; 2011: 707); rules/face_down.py
    face_down: HiddenFace | None = None
    class_level: int = 1  # a Class's level, a designation (CR 716.3); rules/classes.py
    # a card of several parts (split, adventurer, modal double-faced): the whole card, whose
    # ``parts`` are its faces (CR 709, 712, 715); rules/card_parts.py
    multi_part: CardDef | None = None
    monstrous: bool = False  # a designation (CR 701.37b, monstrosity)

    def clone(self) -> GameObject:
        """A copy sharing nothing mutable with this object (every other attribute is an
        immutable value). Set attribute by attribute, which is faster than the constructor; a
        field left out would be unset, and reading it raises."""
        twin = _new_object(GameObject)
        twin.id = self.id
        twin.name = self.name
        twin.owner = self.owner
        twin.controller = self.controller
        twin.zone = self.zone
        twin.types = self.types
        twin.subtypes = self.subtypes
        twin.power = self.power
        twin.toughness = self.toughness
        twin.loyalty = self.loyalty
        twin.keywords = self.keywords
        twin.counters = dict(self.counters)
        twin.damage = self.damage
        twin.deathtouch_damaged = self.deathtouch_damaged
        twin.tapped = self.tapped
        twin.statics = self.statics
        twin.triggers = self.triggers
        twin.timestamp = self.timestamp
        twin.mana_cost = self.mana_cost
        twin.spell = self.spell
        twin.activated = self.activated
        twin.restrictions = self.restrictions
        twin.modifiers = self.modifiers
        twin.since_turn = self.since_turn
        twin.token = self.token
        twin.colors = self.colors
        twin.attached_to = self.attached_to
        twin.aura_control = self.aura_control
        twin.supertypes = self.supertypes
        twin.renowned = self.renowned
        twin.faces = self.faces
        twin.transformed = self.transformed
        twin.face_down = self.face_down
        twin.class_level = self.class_level
        twin.multi_part = self.multi_part
        twin.monstrous = self.monstrous
        return twin

    def is_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_planeswalker(self) -> bool:
        return CardType.PLANESWALKER in self.types

    def has(self, keyword: Keyword) -> bool:
        """Printed or granted, and not removed (CR 613.1f, layer 6); granting and removing
        effects apply in timestamp order (CR 613.7)."""
        own = keyword in self.keywords or (  # a keyword counter (CR 122.1b)
            bool(self.counters) and keyword_counter(self.counters, keyword)
        )
        if not self.modifiers:
            return own
        relevant = [m for m in self.modifiers if m.keyword is keyword]
        if not relevant:
            return own
        if not any(m.loses for m in relevant):
            return True
        found = own
        for modifier in sorted(relevant, key=lambda m: m.timestamp):
            found = not modifier.loses
        return found

    @property
    def all_activated(self) -> tuple[ActivatedAbility, ...]:
        """Its activated abilities: printed, then granted (CR 613.1f, layer 6)."""
        if not self.modifiers:
            return self.activated
        granted = tuple(m.activated for m in self.modifiers if m.activated is not None)
        return self.activated + granted if granted else self.activated

    @property
    def all_triggers(self) -> tuple[TriggeredAbility, ...]:
        """Its triggered abilities: printed, then granted (CR 613.1f, layer 6)."""
        if not self.modifiers:
            return self.triggers
        granted = tuple(m.triggered for m in self.modifiers if m.triggered is not None)
        return self.triggers + granted if granted else self.triggers

    def restricted(self, restriction: Restriction) -> bool:
        """Printed, or from a continuous effect (an Aura's "enchanted creature can't
        attack")."""
        if restriction in self.restrictions:
            return True
        return any(m.restriction == restriction for m in self.modifiers)

    def counter(self, kind: str) -> int:
        return self.counters.get(kind, 0)

    def current_power(self) -> int:
        """Power with effects that modify it and +1/+1 and -1/-1 counters applied (layer 7c:
        CR 613.4c today, 613.3c-d in 2011; modifications add up, so their order doesn't
        matter)."""
        value = self.base_power_toughness()[0]
        if self.counters:  # +1/+1, -1/-1 and other +X/+Y counters (CR 122.1a)
            value += power_toughness_change(self.counters)[0]
        for modifier in self.modifiers:
            value += modifier.power
        return value

    def current_toughness(self) -> int:
        """Toughness with effects that modify it and counters applied (layer 7c)."""
        value = self.base_power_toughness()[1]
        if self.counters:
            value += power_toughness_change(self.counters)[1]
        for modifier in self.modifiers:
            value += modifier.toughness
        return value

    def base_power_toughness(self) -> tuple[int, int]:
        """Power and toughness after layer 7b: printed, unless an effect sets them ("becomes
        a 2/2 creature"; the latest one wins, CR 613.7; 613.4b today, 613.3b in 2011)."""
        power, toughness = self.power or 0, self.toughness or 0
        latest = -1
        for modifier in self.modifiers:
            sets = modifier.animation
            if sets is not None and sets.power is not None and modifier.timestamp > latest:
                latest = modifier.timestamp
                power, toughness = sets.power, sets.toughness or 0
        return power, toughness

    def current_loyalty(self) -> int:
        """A planeswalker's loyalty is the number of loyalty counters on it (CR 306.5b)."""
        return self.counter(LOYALTY)


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
        return iter(self.objects.permanents())

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
