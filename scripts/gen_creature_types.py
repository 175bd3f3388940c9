"""Regenerate the creature-type terminals of ``src/mtgrules/cards/oracle.lark`` (CR 205.3m).

The creature types are the subtypes of every creature or Kindred face of the card data, minus
the subtypes of other card types and the fragments of joke cards' type lines. Each type is
written in the grammar in lower case, its plural from
:func:`mtgrules.cards.creature_types.plural`. Usage::

    python scripts/gen_creature_types.py ../shared/cards/atomic-cards.json.gz
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from mtgrules.cards.creature_types import (  # noqa: E402
    NOT_CREATURE_TYPES,
    TOKEN_ONLY_TYPES,
    plural,
)

GRAMMAR = ROOT / "src" / "mtgrules" / "cards" / "oracle.lark"
MODULE = ROOT / "src" / "mtgrules" / "cards" / "creature_types.py"
BASIC_LAND_TYPES = ("swamp", "mountain", "forest", "island", "plains")
# CR 205.3i: the other land types. "Power-Plant" is left out: the builders capitalise a
# subtype with str.capitalize(), which would give "Power-plant".
OTHER_LAND_TYPES = (
    *("cave", "desert", "gate", "lair", "locus", "mine", "planet", "sphere"),
    *("tower", "town", "urza's"),
)
_WORD = re.compile(r"[A-Z][a-z']*")  # one word, capitalized as str.capitalize() gives it


def creature_types(path: str) -> list[str]:
    """Every creature type of the card data, sorted."""
    with gzip.open(path, "rt", encoding="utf-8") as data:
        cards = json.load(data)["data"]
    found: set[str] = set(TOKEN_ONLY_TYPES)
    for faces in cards.values():
        for face in faces:
            if {"Creature", "Kindred", "Tribal"} & set(face.get("types", [])):
                found.update(face.get("subtypes", []))
    return sorted(t for t in found if _WORD.fullmatch(t) and t not in NOT_CREATURE_TYPES)


def _terminal(name: str, words: list[str]) -> str:
    # longest first, so that the regex never stops at a prefix
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return f"{name}.2: /({'|'.join(ordered)})(?![\\w-])/"


def main(path: str) -> None:
    types = creature_types(path)
    lower = [t.lower() for t in types]
    plurals = [plural(t).lower() for t in types]
    land_types = [*BASIC_LAND_TYPES, *(t for t in OTHER_LAND_TYPES if t != "urza's")]
    terminals = {
        "SUBTYPE": _terminal("SUBTYPE", lower),
        "LORD_SUBTYPES": _terminal("LORD_SUBTYPES", plurals),
        "COUNT_SUBTYPE": _terminal("COUNT_SUBTYPE", [*BASIC_LAND_TYPES, *OTHER_LAND_TYPES, *lower]),
        "COUNT_SUBTYPES": _terminal(
            "COUNT_SUBTYPES",
            [*(plural(b.capitalize()).lower() for b in land_types), *plurals],
        ),
    }
    lines = GRAMMAR.read_text("utf-8").splitlines(keepends=True)
    for i, line in enumerate(lines):
        name = line.split(".", 1)[0]
        if name in terminals and line.startswith(f"{name}.2:"):
            lines[i] = terminals.pop(name) + "\n"
    if terminals:
        raise SystemExit(f"terminals not found in {GRAMMAR}: {', '.join(terminals)}")
    GRAMMAR.write_text("".join(lines), "utf-8")
    print(f"{len(types)} creature types written to {GRAMMAR.name}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/cards/atomic-cards.json.gz")
