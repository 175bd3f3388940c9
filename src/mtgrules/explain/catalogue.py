"""The message catalogues: one TOML file per language (``en.toml``, ``fr.toml``), loaded
once.

A catalogue has:

* ``[meta]``: ``cite``, how a sentence cites its rule (``"{sentence} (CR {rule})"``), and the
  words that join lists;
* ``[events.<EventClass>]``: the sentence of each event class, one entry per variant
  (``default``, ``combat``, ...), with named placeholders (``{source}``, ``{amount}``);
  ``{amount:blessure|blessures}`` picks the singular or plural by the count;
* tables of names: ``steps``, ``zones``, ``zones_from``, ``zones_to``, ``keywords``,
  ``counters``, ``results``, ``reasons``, ``mana``, and ``fragments`` (pieces of sentences
  such as one attacker and what it attacks).

>>> catalogue("en").sentence("DamageDealt", "combat")
'{source} deals {amount} combat damage to {recipient}'
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from mtgrules.explain.errors import CatalogueError
from mtgrules.explain.languages import check_language

DEFAULT = "default"


@dataclass(frozen=True, slots=True, eq=False)
class Catalogue:
    """The sentences and names of one language."""

    lang: str
    data: dict[str, Any]

    def sentence(self, event_class: str, variant: str = DEFAULT) -> str:
        """The sentence of ``event_class`` in ``variant`` (its ``default`` when the variant
        has no sentence of its own)."""
        entry = self.data.get("events", {}).get(event_class)
        if entry is None:
            raise CatalogueError(f"the {self.lang} catalogue has no sentence for {event_class}")
        if isinstance(entry, str):
            return entry
        found = entry.get(variant, entry.get(DEFAULT))
        if not isinstance(found, str):
            raise CatalogueError(
                f"the {self.lang} catalogue has no {variant!r} sentence for {event_class}"
            )
        return found

    def name(self, table: str, key: str) -> str:
        """The word for ``key`` in ``table`` (``zones``, ``steps`` ...), or ``key`` itself
        when the table doesn't have it (a counter kind of a card, say)."""
        found = self.data.get(table, {}).get(key, key)
        return found if isinstance(found, str) else key

    def meta(self, key: str) -> str:
        found = self.data.get("meta", {}).get(key)
        if not isinstance(found, str):
            raise CatalogueError(f"the {self.lang} catalogue has no meta.{key}")
        return found

    def fragment(self, key: str) -> str:
        found = self.data.get("fragments", {}).get(key)
        if not isinstance(found, str):
            raise CatalogueError(f"the {self.lang} catalogue has no fragments.{key}")
        return found


@cache
def catalogue(lang: str) -> Catalogue:
    """The catalogue of ``lang`` (read from the package once)."""
    check_language(lang)
    text = resources.files("mtgrules.explain").joinpath(f"{lang}.toml").read_text("utf-8")
    return Catalogue(lang, tomllib.loads(text))


def keys(lang: str) -> set[str]:
    """Every key of a catalogue, dotted (``events.DamageDealt.combat``, ``zones.hand``):
    the catalogues of all languages have the same."""
    found: set[str] = set()

    def walk(prefix: str, table: dict[str, Any]) -> None:
        for key, value in table.items():
            if isinstance(value, dict):
                walk(f"{prefix}{key}.", value)
            else:
                found.add(f"{prefix}{key}")

    walk("", catalogue(lang).data)
    return found
