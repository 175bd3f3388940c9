"""Checking the values of a scenario file: known keys, the right types, known ids. Every
problem is a :class:`ScenarioError` with the file, the line and a hint."""

from __future__ import annotations

import difflib
from collections.abc import Collection, Mapping
from typing import Any, NoReturn

from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.source import Path, line_of


def _toml_type(value: object) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def _shown(path: Path) -> str:
    shown = ""
    for part in path:
        shown += f"[{part + 1}]" if isinstance(part, int) else (f".{part}" if shown else part)
    return shown or "the file"


def did_you_mean(word: str, known: Collection[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    listing = ", ".join(sorted(known))
    return f"did you mean {close[0]!r}? known: {listing}" if close else f"known: {listing}"


class Reader:
    """Reads values of one scenario file, knowing its source text (for lines) and its ids."""

    def __init__(self, file: str, source: str) -> None:
        self.file = file
        self.source = source
        self.players: dict[str, Path] = {}
        self.objects: dict[str, Path] = {}

    # -- failing ---------------------------------------------------------------------------------
    def fail(self, message: str, path: Path, hint: str = "", rule: str | None = None) -> NoReturn:
        raise ScenarioError(
            message, path=self.file, line=line_of(self.source, path), hint=hint, rule=rule
        )

    def wrong_type(self, value: object, wanted: str, path: Path) -> NoReturn:
        self.fail(f"{_shown(path)} must be {wanted}, not {_toml_type(value)}", path)

    # -- tables and keys -------------------------------------------------------------------------
    def table(self, value: object, path: Path) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.wrong_type(value, "a table", path)
        return value

    def keys(self, table: Mapping[str, Any], known: Collection[str], path: Path) -> None:
        for key in table:
            if key not in known:
                where = f" in {_shown(path)}" if path else ""
                self.fail(f"unknown key {key!r}{where}", (*path, key), did_you_mean(key, known))

    def required(self, table: Mapping[str, Any], key: str, path: Path) -> Any:
        if key not in table:
            self.fail(f"{_shown(path)} needs {key!r}", path)
        return table[key]

    def tables(self, value: object, path: Path) -> list[dict[str, Any]]:
        if not isinstance(value, list):
            self.wrong_type(value, "an array of tables", path)
        return [self.table(item, (*path, n)) for n, item in enumerate(value)]

    # -- scalars ---------------------------------------------------------------------------------
    def text(self, value: object, path: Path) -> str:
        if not isinstance(value, str):
            self.wrong_type(value, "text", path)
        return value

    def integer(self, value: object, path: Path, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.wrong_type(value, "an integer", path)
        if minimum is not None and value < minimum:
            self.fail(f"{_shown(path)} must be at least {minimum}, not {value}", path)
        return value

    def boolean(self, value: object, path: Path) -> bool:
        if not isinstance(value, bool):
            self.wrong_type(value, "true or false", path)
        return value

    def texts(self, value: object, path: Path) -> list[str]:
        """Text, or an array of text, as a list."""
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list):
            self.wrong_type(value, "text or an array of text", path)
        return [self.text(item, path) for item in value]

    def choice(self, value: object, known: Collection[str], what: str, path: Path) -> str:
        word = self.text(value, path)
        if word not in known:
            self.fail(f"unknown {what} {word!r}", path, did_you_mean(word, known))
        return word

    # -- ids -------------------------------------------------------------------------------------
    def declare(self, ident: object, path: Path, player: bool) -> str:
        name = self.text(ident, path)
        if not name or not name.replace("_", "").replace("-", "").isalnum():
            self.fail(f"an id is a short word of letters, digits, - or _, not {name!r}", path)
        if name in self.players or name in self.objects:
            self.fail(
                f"the id {name!r} is used twice", path, "give every player and card its own id"
            )
        (self.players if player else self.objects)[name] = path
        return name

    def ref(self, value: object, path: Path, kind: str = "any") -> str:
        """An id declared in the file: ``kind`` is ``player``, ``object`` or ``any``."""
        name = self.text(value, path)
        known = {
            "player": self.players,
            "object": self.objects,
            "any": {**self.players, **self.objects},
        }[kind]
        if name not in known:
            what = {"player": "player id", "object": "card id", "any": "id"}[kind]
            self.fail(f"unknown {what} {name!r}", path, did_you_mean(name, known))
        return name
