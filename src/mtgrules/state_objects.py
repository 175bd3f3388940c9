"""The game's players and objects: plain data that the game state holds.

A :class:`GameObject` is a card, token or copy in some zone (on the battlefield, a permanent);
a :class:`Modifier` is a continuous effect from a resolved spell or ability on one object;
a :class:`Player`'s life and poison live in their pool. :mod:`mtgrules.state` holds them all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.counter_kinds import keyword_counter, power_toughness_change
from mtgrules.objects import LOYALTY, CardType, Keyword, Zone

if TYPE_CHECKING:
    from mtgrules.cards.mana import ManaCost
    from mtgrules.cards.model import ActivatedAbility, CardDef, Restriction, SpellAbility
    from mtgrules.effects.animation import Animation
    from mtgrules.effects.base import Effect
    from mtgrules.effects.triggers import TriggeredAbility
    from mtgrules.rules.face_down import HiddenFace

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
