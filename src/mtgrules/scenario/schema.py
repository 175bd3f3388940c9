"""The scenario format as data: what a TOML scenario file holds once it is read and checked.

See ``docs/scenarios.md`` for the format itself. Every part keeps its ``path`` in the file
(``("actions", 2)``), so that later errors can name the line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtgrules.objects import Step, Zone
from mtgrules.scenario.source import Path

ZONES = tuple(zone.value for zone in Zone)

TOP_KEYS: Mapping[str, str] = {
    "title": "text",
    "rule": "text",
    "ruleset": "text",
    "variant": "text",
    "description": "text",
    "players": "array of tables",
    "start": "table",
    "actions": "array of tables",
    "expect": "table",
}
PLAYER_KEYS: Mapping[str, str] = {
    "id": "text",
    "name": "text",
    "life": "integer",
    "poison": "integer",
    "team": "integer",
    "archenemy": "boolean",
    "life_modifier": "integer",
    "vanguard": "text",  # CR 902.3: a real vanguard card by name
    "schemes": "array of text",  # CR 904.4: the archenemy's scheme deck, top first
    "planes": "array of text",  # CR 901.3: the player's planar deck, top first
    **{zone: "array of tables" for zone in ZONES},
}
CARD_KEYS: Mapping[str, str] = {
    "id": "text",
    "card": "text",
    "name": "text",
    "type": "text",
    "types": "array of text",
    "subtypes": "array of text",
    "supertypes": "array of text",
    "cost": "text",
    "power": "integer",
    "toughness": "integer",
    "loyalty": "integer",
    "text": "text",
    "damage": "integer",
    "counters": "table",
    "tapped": "boolean",
    "controller": "text",
    "commander": "boolean",
}
INLINE_KEYS = frozenset(
    {"name", "type", "types", "subtypes", "supertypes", "cost", "power", "toughness"}
    | {"loyalty", "text"}
)
START_KEYS: Mapping[str, str] = {"turn": "integer", "step": "text", "active": "text"}

# Each action is a table with exactly one of these keys (its kind) ...
ACTION_KINDS: Mapping[str, str] = {
    "attack": "table",
    "block": "table",
    "order": "table",
    "assign": "table",
    "cast": "text",
    "activate": "text",
    "play_land": "text",
    "pass": "integer",
    "to_step": "text",
    "choose": "any",
    "deal": "integer or array of tables",
    "gain_life": "integer",
    "lose_life": "integer",
    "pay_life": "integer",
    "state_based_actions": "boolean",
    "expect": "table",
}
# ... and these, where the kind takes them.
ACTION_OPTIONS: Mapping[str, frozenset[str]] = {
    "cast": frozenset({"targets", "choices"}),
    "activate": frozenset({"ability", "targets", "choices"}),
    "deal": frozenset({"from", "to", "combat", "choices"}),
    "gain_life": frozenset({"player", "source", "choices"}),
    "lose_life": frozenset({"player", "source", "choices"}),
    "pay_life": frozenset({"player"}),
}
COMMON_ACTION_KEYS = frozenset({"expect_error", "note"})
DAMAGE_PART_KEYS: Mapping[str, str] = {
    "from": "text",
    "to": "text",
    "amount": "integer",
    "combat": "boolean",
}

EXPECT_KEYS: Mapping[str, str] = {
    "life": "table of player ids and integers",
    "poison": "table of player ids and integers",
    "damage": "table of object ids and integers",
    "counters": "table of object ids and tables of counter kinds and integers",
    "loyalty": "table of object ids and integers",
    "power": "table of object ids and integers",
    "toughness": "table of object ids and integers",
    "zone": "table of object ids and zone names",
    "winner": "a player id, 'draw' or 'none'",
    "assignments": "table of creature ids and arrays of tables of recipient ids and integers",
    "waiting_for": "the kind of decision the game waits for, or 'nothing'",
}
STEPS = tuple(step.value for step in Step)


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    id: str
    name: str
    path: Path
    life: int | None = None
    poison: int = 0
    team: int | None = None
    archenemy: bool = False
    life_modifier: int = 0
    vanguard: str | None = None
    schemes: tuple[str, ...] = ()
    planes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardSpec:
    """A card of a player's zone: a real card by name (``card``) or an inline definition."""

    id: str
    owner: str
    zone: str
    path: Path
    card: str | None = None
    inline: Mapping[str, Any] | None = None
    controller: str | None = None
    damage: int = 0
    counters: Mapping[str, int] = field(default_factory=dict)
    tapped: bool = False
    commander: bool = False  # designated as its owner's commander (CR 903.3)


@dataclass(frozen=True, slots=True)
class StartSpec:
    step: str
    active: str
    turn: int = 1


@dataclass(frozen=True, slots=True)
class ErrorSpec:
    """The error an illegal action must raise: its rule and words of its message."""

    rule: str | None = None
    message: str | None = None


@dataclass(frozen=True, slots=True)
class Expectation:
    """One thing to check: ``kind`` (life, zone, ...) of ``subject`` is ``expected``."""

    kind: str
    subject: str
    expected: Any
    path: Path


@dataclass(frozen=True, slots=True)
class ActionSpec:
    kind: str
    value: Any
    path: Path
    options: Mapping[str, Any] = field(default_factory=dict)
    expect_error: ErrorSpec | None = None
    note: str = ""
    checks: tuple[Expectation, ...] = ()  # for an ``expect`` action


@dataclass(frozen=True, slots=True)
class Scenario:
    file: str
    source: str
    title: str
    ruleset: str
    players: tuple[PlayerSpec, ...]
    cards: tuple[CardSpec, ...]
    actions: tuple[ActionSpec, ...]
    expect: tuple[Expectation, ...]
    rule: str = ""
    variant: str | None = None
    description: str = ""
    start: StartSpec | None = None
