"""Reading a scenario file: the TOML, then every key checked (known, of the right type) and
every id resolved, before anything runs."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path as FilePath
from typing import Any

from mtgrules.rulesets import RULESETS
from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.loading_actions import read_actions, read_expectations
from mtgrules.scenario.reader import Reader
from mtgrules.scenario.schema import (
    CARD_KEYS,
    INLINE_KEYS,
    PLAYER_KEYS,
    START_KEYS,
    STEPS,
    TOP_KEYS,
    ZONES,
    CardSpec,
    PlayerSpec,
    Scenario,
    StartSpec,
)
from mtgrules.scenario.source import Path
from mtgrules.variants import VARIANTS

_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")


def load_scenario(file: str | FilePath) -> Scenario:
    """Read and check the scenario file ``file``; a :class:`ScenarioError` if it is bad."""
    name = str(file)
    try:
        source = FilePath(file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise ScenarioError(f"can't read the file: {reason}", path=name) from None
    return parse_scenario(source, name)


def parse_scenario(source: str, file: str = "<scenario>") -> Scenario:
    """Read and check a scenario from its TOML text."""
    try:
        document = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        message = _TOML_LINE.sub("", str(error)).strip()
        raise ScenarioError(
            f"not valid TOML: {message}",
            path=file,
            line=int(found.group(1)) if found else None,
            hint="see docs/scenarios.md for the format",
        ) from None
    return _scenario(Reader(file, source), document)


def _scenario(reader: Reader, document: dict[str, Any]) -> Scenario:
    reader.keys(document, TOP_KEYS, ())
    title = reader.text(reader.required(document, "title", ()), ("title",))
    ruleset = reader.choice(
        reader.required(document, "ruleset", ()), RULESETS, "ruleset", ("ruleset",)
    )
    variant = None
    if "variant" in document:
        variant = reader.choice(document["variant"], VARIANTS, "variant", ("variant",))
    players, cards = _players(reader, document)
    start = _start(reader, document["start"]) if "start" in document else None
    actions = read_actions(reader, document.get("actions", []))
    if actions and start is None and any(a.kind in _TURN_ACTIONS for a in actions):
        reader.fail(
            "actions of the turn structure need a [start] table (turn, step, active)",
            ("actions",),
            'add [start] with step = "declare attackers" and active = a player id',
        )
    expect = read_expectations(reader, document.get("expect", {}), ("expect",))
    return Scenario(
        file=reader.file,
        source=reader.source,
        title=title,
        ruleset=ruleset,
        variant=variant,
        rule=reader.text(document.get("rule", ""), ("rule",)),
        description=reader.text(document.get("description", ""), ("description",)),
        players=players,
        cards=cards,
        start=start,
        actions=actions,
        expect=expect,
    )


_TURN_ACTIONS = frozenset(
    {"attack", "block", "order", "assign", "cast", "activate", "play_land", "pass", "to_step"}
    | {"choose"}
)


def _players(
    reader: Reader, document: dict[str, Any]
) -> tuple[tuple[PlayerSpec, ...], tuple[CardSpec, ...]]:
    tables = reader.tables(reader.required(document, "players", ()), ("players",))
    if not tables:
        reader.fail("a scenario needs players", ("players",), "add [[players]] tables")
    players = []
    for n, table in enumerate(tables):
        path = ("players", n)
        reader.keys(table, PLAYER_KEYS, path)
        ident = reader.declare(reader.required(table, "id", path), (*path, "id"), player=True)

        players.append(
            PlayerSpec(
                id=ident,
                name=reader.text(table.get("name", ident.capitalize()), (*path, "name")),
                path=path,
                life=_number(reader, table, path, "life", None),
                poison=_number(reader, table, path, "poison", 0, 0) or 0,
                team=_number(reader, table, path, "team", None),
                archenemy=reader.boolean(table.get("archenemy", False), (*path, "archenemy")),
                life_modifier=_number(reader, table, path, "life_modifier", 0) or 0,
                vanguard=(
                    reader.text(table["vanguard"], (*path, "vanguard"))
                    if "vanguard" in table
                    else None
                ),
                schemes=tuple(reader.texts(table.get("schemes", []), (*path, "schemes"))),
                planes=tuple(reader.texts(table.get("planes", []), (*path, "planes"))),
            )
        )
    cards = []
    for n, table in enumerate(tables):
        for zone in ZONES:
            if zone in table:
                where = ("players", n, zone)
                for m, card in enumerate(reader.tables(table[zone], where)):
                    cards.append(_card(reader, card, (*where, m), players[n].id, zone))
    return tuple(players), tuple(cards)


def _number(
    reader: Reader,
    table: dict[str, Any],
    path: Path,
    key: str,
    default: int | None,
    minimum: int | None = None,
) -> int | None:
    if key not in table:
        return default
    return reader.integer(table[key], (*path, key), minimum)


def _card(
    reader: Reader, table: dict[str, Any], path: tuple[str | int, ...], owner: str, zone: str
) -> CardSpec:
    reader.keys(table, CARD_KEYS, path)
    ident = reader.declare(reader.required(table, "id", path), (*path, "id"), player=False)
    inline = {key: value for key, value in table.items() if key in INLINE_KEYS}
    name = None
    if "card" in table:
        name = reader.text(table["card"], (*path, "card"))
        if inline:
            reader.fail(
                f"card {ident!r} has both a card name and inline fields {sorted(inline)}",
                (*path, "card"),
                "use `card` for a real card, or name, type, text... for an inline one",
            )
    elif "name" not in inline or not ("type" in inline or "types" in inline):
        reader.fail(
            f"card {ident!r} needs `card` (a real card's name) or an inline `name` and `type`",
            path,
            'e.g. card = "Grizzly Bears", or name = "Bear", type = "Creature", power = 2, ...',
        )
    for key in ("power", "toughness", "loyalty"):
        if key in inline:
            reader.integer(inline[key], (*path, key))
    counters: dict[str, int] = {}
    for kind, count in reader.table(table.get("counters", {}), (*path, "counters")).items():
        counters[kind] = reader.integer(count, (*path, "counters", kind), 0)
    controller = None
    if "controller" in table:
        controller = reader.ref(table["controller"], (*path, "controller"), "player")
        if zone != "battlefield":
            reader.fail("only a permanent has a controller of its own", (*path, "controller"))
    return CardSpec(
        id=ident,
        owner=owner,
        zone=zone,
        path=path,
        card=name,
        inline=inline or None,
        controller=controller,
        damage=reader.integer(table.get("damage", 0), (*path, "damage"), 0),
        counters=counters,
        tapped=reader.boolean(table.get("tapped", False), (*path, "tapped")),
        commander=reader.boolean(table.get("commander", False), (*path, "commander")),
    )


def _start(reader: Reader, value: object) -> StartSpec:
    path = ("start",)
    table = reader.table(value, path)
    reader.keys(table, START_KEYS, path)
    step = reader.choice(reader.required(table, "step", path), STEPS, "step", (*path, "step"))
    active = reader.ref(reader.required(table, "active", path), (*path, "active"), "player")
    turn = reader.integer(table.get("turn", 1), (*path, "turn"), 1)
    return StartSpec(step=step, active=active, turn=turn)
