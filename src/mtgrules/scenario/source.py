"""Finding the line of a value in a TOML scenario file (``tomllib`` keeps no positions).

A value is named by its path: ``("actions", 2, "attack")`` is the ``attack`` key of the
third ``[[actions]]`` table. The line is found from the source text: the n-th header of an
array of tables, then the key's line inside that table; a value written inline (``life =
{ bob = 19 }``) is placed on the line of its key.

>>> text = 'title = "x"\\n[[actions]]\\npass = 1\\n[[actions]]\\nattack = { a = "b" }\\n'
>>> line_of(text, ("actions", 1, "attack", "a"))
5
>>> line_of(text, ("title",))
1
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

Path = tuple[str | int, ...]

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")


@dataclass(frozen=True, slots=True)
class _Header:
    line: int  # 0-based
    name: str
    array: bool


def _headers(lines: Sequence[str]) -> list[_Header]:
    found = []
    for number, text in enumerate(lines):
        match = _HEADER.match(text)
        if match:
            name = ".".join(part.strip().strip("\"'") for part in match.group(2).split("."))
            found.append(_Header(number, name, match.group(1) == "[["))
    return found


def _key_line(lines: Sequence[str], start: int, end: int, key: str) -> int | None:
    pattern = re.compile(
        rf"^\s*(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')\s*[=.]"
    )
    for number in range(start, end):
        if pattern.match(lines[number]):
            return number
    return None


def line_of(source: str, path: Path) -> int | None:
    """The 1-based line where the value at ``path`` is written, as near as can be told."""
    lines = source.splitlines()
    headers = _headers(lines)
    start, end, table = 0, len(lines), ""
    best: int | None = None
    index = 0
    while index < len(path):
        part = path[index]
        if isinstance(part, int):
            index += 1
            continue
        name = f"{table}.{part}" if table else part
        following = path[index + 1] if index + 1 < len(path) else None
        inside = [h for h in headers if start <= h.line < end and h.name == name]
        arrays = [h for h in inside if h.array]
        chosen: _Header | None = None
        if isinstance(following, int) and arrays:
            if following >= len(arrays):
                return best
            chosen, index = arrays[following], index + 2
        elif inside:
            chosen, index = inside[0], index + 1
        if chosen is not None:
            start = chosen.line
            end = next(
                (
                    h.line
                    for h in headers
                    if chosen.line < h.line < end and not h.name.startswith(name + ".")
                ),
                end,
            )
            table, best = name, chosen.line + 1
            continue
        own_end = next((h.line for h in headers if start < h.line < end), end)
        found = _key_line(lines, start + (1 if table else 0), own_end, part)
        if found is None:
            return best
        return found + 1  # deeper parts are written inline, on the key's line
    return best
