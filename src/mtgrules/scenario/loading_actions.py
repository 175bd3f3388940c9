"""Reading the ``[[actions]]`` and the ``[expect]`` table of a scenario file."""

from __future__ import annotations

from typing import Any

from mtgrules.scenario.reader import Reader, did_you_mean
from mtgrules.scenario.schema import (
    ACTION_KINDS,
    ACTION_OPTIONS,
    COMMON_ACTION_KEYS,
    DAMAGE_PART_KEYS,
    EXPECT_KEYS,
    STEPS,
    ZONES,
    ActionSpec,
    ErrorSpec,
    Expectation,
)
from mtgrules.scenario.source import Path

PLAYER_NUMBERS = ("life", "poison")
OBJECT_NUMBERS = ("damage", "loyalty", "power", "toughness")


def read_actions(reader: Reader, value: object) -> tuple[ActionSpec, ...]:
    return tuple(
        _action(reader, table, ("actions", n))
        for n, table in enumerate(reader.tables(value, ("actions",)))
    )


def _action(reader: Reader, table: dict[str, Any], path: Path) -> ActionSpec:
    kinds = [key for key in table if key in ACTION_KINDS]
    if len(kinds) != 1:
        others = [key for key in table if key not in ACTION_KINDS and key not in COMMON_ACTION_KEYS]
        if not kinds and others:
            reader.fail(
                f"unknown action {others[0]!r}",
                (*path, others[0]),
                did_you_mean(others[0], ACTION_KINDS),
            )
        found = " and ".join(repr(k) for k in kinds) or "none"
        reader.fail(
            f"an action has exactly one of the action keys, here {found}",
            path,
            f"actions: {', '.join(ACTION_KINDS)}",
        )
    kind = kinds[0]
    allowed = {kind} | ACTION_OPTIONS.get(kind, frozenset()) | COMMON_ACTION_KEYS
    reader.keys(table, allowed, path)
    at = (*path, kind)
    raw = table[kind]
    options: dict[str, Any] = {}
    checks: tuple[Expectation, ...] = ()
    value: Any = raw
    if kind == "attack":
        value = tuple(
            (reader.ref(a, (*at, a), "object"), reader.ref(d, (*at, a), "any"))
            for a, d in reader.table(raw, at).items()
        )
    elif kind == "block":
        value = tuple(
            (reader.ref(b, (*at, b), "object"), reader.ref(a, (*at, b), "object"))
            for b, attacked in reader.table(raw, at).items()
            for a in reader.texts(attacked, (*at, b))
        )
    elif kind == "order":
        value = tuple(
            (
                reader.ref(c, (*at, c), "object"),
                tuple(reader.ref(o, (*at, c), "object") for o in reader.texts(order, (*at, c))),
            )
            for c, order in reader.table(raw, at).items()
        )
    elif kind == "assign":
        value = tuple(
            (
                reader.ref(c, (*at, c), "object"),
                tuple(
                    (reader.ref(r, (*at, c, r), "any"), reader.integer(n, (*at, c, r), 0))
                    for r, n in reader.table(split, (*at, c)).items()
                ),
            )
            for c, split in reader.table(raw, at).items()
        )
    elif kind in ("cast", "activate", "play_land"):
        value = reader.ref(raw, at, "object")
    elif kind == "pass":
        value = reader.integer(raw, at, 1)
    elif kind == "to_step":
        value = reader.choice(raw, STEPS, "step", at)
    elif kind == "choose":
        value = _answers(reader, raw, at)
    elif kind == "deal":
        value = _damage_parts(reader, table, raw, path)
    elif kind in ("gain_life", "lose_life", "pay_life"):
        value = reader.integer(raw, at, 0)
        options["player"] = reader.ref(
            reader.required(table, "player", path), (*path, "player"), "player"
        )
        if "source" in table:
            options["source"] = reader.ref(table["source"], (*path, "source"), "object")
    elif kind == "state_based_actions":
        if reader.boolean(raw, at) is not True:
            reader.fail("state_based_actions = true is the only form", at)
    elif kind == "expect":
        checks = read_expectations(reader, raw, at)
    if "targets" in table:
        options["targets"] = tuple(
            reader.ref(t, (*path, "targets"), "any")
            for t in reader.texts(table["targets"], (*path, "targets"))
        )
    if "ability" in table:
        options["ability"] = reader.integer(table["ability"], (*path, "ability"), 1)
    if "choices" in table:
        options["choices"] = _answers(reader, table["choices"], (*path, "choices"))
    error = (
        _error(reader, table["expect_error"], (*path, "expect_error"))
        if "expect_error" in table
        else None
    )
    note = reader.text(table.get("note", ""), (*path, "note"))
    return ActionSpec(kind, value, path, options, error, note, checks)


def _answers(reader: Reader, raw: object, path: Path) -> tuple[bool | int | str, ...]:
    items = raw if isinstance(raw, list) else [raw]
    for item in items:
        if not isinstance(item, bool | int | str):
            reader.wrong_type(item, "true, false, a number or an id (or an array of them)", path)
    return tuple(items)


def _damage_parts(
    reader: Reader, table: dict[str, Any], raw: object, path: Path
) -> tuple[tuple[str, str, int, bool], ...]:
    """``deal = 3`` with ``from`` and ``to`` (one or more recipients), or ``deal`` as an
    array of parts ``{ from, to, amount, combat }``: one damage event either way."""
    at = (*path, "deal")
    if isinstance(raw, int) and not isinstance(raw, bool):
        amount = reader.integer(raw, at, 0)
        source = reader.ref(reader.required(table, "from", path), (*path, "from"), "object")
        recipients = reader.texts(reader.required(table, "to", path), (*path, "to"))
        combat = reader.boolean(table.get("combat", False), (*path, "combat"))
        return tuple(
            (source, reader.ref(r, (*path, "to"), "any"), amount, combat) for r in recipients
        )
    for key in ("from", "to", "combat"):
        if key in table:
            reader.fail(
                f"{key!r} goes inside each part when `deal` is an array of parts", (*path, key)
            )
    parts = []
    for n, part in enumerate(reader.tables(raw, at)):
        where = (*at, n)
        reader.keys(part, DAMAGE_PART_KEYS, where)
        parts.append(
            (
                reader.ref(reader.required(part, "from", where), where, "object"),
                reader.ref(reader.required(part, "to", where), where, "any"),
                reader.integer(reader.required(part, "amount", where), where, 0),
                reader.boolean(part.get("combat", False), where),
            )
        )
    return tuple(parts)


def _error(reader: Reader, raw: object, path: Path) -> ErrorSpec:
    if isinstance(raw, str):
        return ErrorSpec(rule=raw)
    table = reader.table(raw, path)
    reader.keys(table, ("rule", "message"), path)
    rule = reader.text(table["rule"], (*path, "rule")) if "rule" in table else None
    message = reader.text(table["message"], (*path, "message")) if "message" in table else None
    return ErrorSpec(rule=rule, message=message)


def read_expectations(reader: Reader, raw: object, path: Path) -> tuple[Expectation, ...]:
    table = reader.table(raw, path)
    reader.keys(table, EXPECT_KEYS, path)
    found: list[Expectation] = []
    for kind, value in table.items():
        at = (*path, kind)
        if kind == "winner":
            word = reader.text(value, at)
            if word not in ("draw", "none"):
                reader.ref(word, at, "player")
            found.append(Expectation(kind, "", word, at))
            continue
        if kind == "waiting_for":
            found.append(Expectation(kind, "", reader.text(value, at), at))
            continue
        for subject, expected in reader.table(value, at).items():
            where = (*at, subject)
            who = reader.ref(subject, where, "player" if kind in PLAYER_NUMBERS else "object")
            found.append(Expectation(kind, who, _expected(reader, kind, expected, where), where))
    return tuple(found)


def _expected(reader: Reader, kind: str, value: object, path: Path) -> Any:
    if kind in PLAYER_NUMBERS or kind in OBJECT_NUMBERS:
        return reader.integer(value, path)
    if kind == "zone":
        return reader.choice(value, ZONES, "zone", path)
    if kind == "counters":
        return {k: reader.integer(n, path, 0) for k, n in reader.table(value, path).items()}
    # assignments: an array of tables of recipient ids and amounts
    splits = []
    for split in reader.tables(value, path):
        splits.append(
            {reader.ref(r, path, "any"): reader.integer(n, path, 0) for r, n in split.items()}
        )
    return splits
