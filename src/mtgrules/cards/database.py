"""The card database: MTGJSON AtomicCards data, bundled with the package or imported.

* :func:`read_mtgjson` reads the standard AtomicCards shape (``{"meta": ..., "data": {name:
  [face, ...]}}``), gzipped or not, and raises :class:`CardDataError` for anything else.
* Every face of a card of several parts (split, adventurer, modal double-faced, ...) is kept,
  in read MTGJSON data and in the package's own format (:mod:`mtgrules.cards.multi_face`).
* The package ships its own data (``mtgrules/data/cards.jsonl.gz``, made by
  ``scripts/build_card_data.py``); ``mtgrules cards import PATH`` stores a newer file in the
  user's data directory (``$MTGRULES_DATA_DIR``, else ``$XDG_DATA_HOME/mtgrules``, else
  ``~/.local/share/mtgrules``), which is used instead from then on.
* Look-ups by name are case-insensitive; an unknown name raises :class:`UnknownCardError`
  with "did you mean" suggestions.

The default database is loaded on first use, not at import.

>>> db = CardDatabase({"Shock": CardFace(name="Shock", mana_cost="{R}", types=("Instant",),
...     text="Shock deals 2 damage to any target.")})
>>> db.card("shock").spell.effect
(DealDamage(amount=2, to=-100, source=-1),)
>>> db.face("Shok")
Traceback (most recent call last):
...
mtgrules.cards.errors.UnknownCardError: unknown card 'Shok'; did you mean 'Shock'?
"""

from __future__ import annotations

import dataclasses
import difflib
import gzip
import json
import os
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtgrules.cards.double_faced import SEPARATOR, link_key, read_entries, with_link
from mtgrules.cards.errors import CardDataError, UnknownCardError
from mtgrules.cards.faces import CardFace
from mtgrules.cards.model import CardDef

if TYPE_CHECKING:
    from mtgrules.cards.compiler import CompiledCard

__all__ = [
    "CardDatabase",
    "bundled_database",
    "default_database",
    "import_file",
    "read_mtgjson",
    "user_data_file",
]

DATA_FILE = "cards.jsonl.gz"
KEPT_FIELDS = (
    "name",
    "manaCost",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "text",
    "layout",
)


def _load_json(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise CardDataError(f"can't read card file {str(path)!r}: {error.strerror}") from None
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        return json.loads(raw)
    except (OSError, EOFError, ValueError) as error:
        raise CardDataError(f"{str(path)!r} is not JSON card data: {error}") from None


def parse_atomic(document: Any, where: str = "card data") -> dict[str, CardFace]:
    """The cards of an MTGJSON AtomicCards document, by name (a card's first face; the two
    faces of a transforming double-faced card linked, :mod:`mtgrules.cards.double_faced`)."""
    if not isinstance(document, Mapping) or not isinstance(document.get("data"), Mapping):
        raise CardDataError(
            f"{where} is not MTGJSON AtomicCards data: expected an object with a 'data' "
            "object of card names"
        )
    return read_entries(document["data"], where)


def read_mtgjson(path: str | Path) -> dict[str, CardFace]:
    """Read an MTGJSON AtomicCards file (``.json`` or ``.json.gz``)."""
    return parse_atomic(_load_json(Path(path)), repr(str(path)))


FORMAT = "mtgrules-cards/1"
LINK_FIELD = "link"  # a double-faced card's other face: ["back" | "front", entry name]
PARTS_FIELD = "parts"  # the other faces of a card of several parts: a list of field lists


def _fields(face: CardFace) -> list[Any]:
    return [
        face.name,
        face.mana_cost,
        list(face.types),
        list(face.subtypes),
        list(face.supertypes),
        face.power,
        face.toughness,
        face.loyalty,
        face.text,
        face.layout,
    ]


def _row(face: CardFace, link: list[str] | None) -> list[Any]:
    """A card's row: its fields, then its link to its other face (a transforming card) and
    the fields of its other parts (a split, adventurer or modal double-faced card, ...)."""
    row = _fields(face)
    if link is not None or face.parts:
        row.append(link)
    if face.parts:
        row.append([_fields(part) for part in face.parts])
    return row


def _plain_face(fields: list[Any]) -> CardFace:
    name, cost, types, subtypes, supertypes, power, toughness, loyalty, text, layout = fields
    return CardFace(
        name=name,
        mana_cost=cost,
        types=tuple(types),
        subtypes=tuple(subtypes),
        supertypes=tuple(supertypes),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        text=text,
        layout=layout,
    )


def _face_of_row(line: str) -> tuple[CardFace, list[str] | None]:
    """A card's row: its face, and its link to its other face if it has one (a row without
    the link field, as older files have, is a face of its own)."""
    row = json.loads(line)
    link = row[10] if len(row) > 10 else None
    if link is not None and not (
        isinstance(link, list) and len(link) == 2 and link[0] in ("back", "front")
    ):
        raise ValueError(f"a face's link is ['back' or 'front', name], not {link!r}")
    parts = row[11] if len(row) > 11 else []
    if not isinstance(parts, list):
        raise ValueError(f"a card's parts are a list of faces, not {parts!r}")
    face = _plain_face(row[:10])
    if parts:  # CR 709, 712, 715: the other parts of the card (cards/multi_face.py)
        face = dataclasses.replace(face, parts=tuple(_plain_face(p) for p in parts))
    return face, link


def write_compact(cards: Mapping[str, CardFace], path: Path) -> None:
    """The package's card file: a header line with the card names, then one JSON array per
    card, gzipped; a card's line is parsed only when the card is looked up."""
    names = sorted(cards)
    header = {"format": FORMAT, "fields": [*KEPT_FIELDS, LINK_FIELD, PARTS_FIELD], "names": names}
    front_keys = {f.back.name: key for key, f in cards.items() if f.back is not None}
    lines = [json.dumps(header, ensure_ascii=False, separators=(",", ":"))]
    lines += [
        json.dumps(
            _row(cards[n], link_key(cards[n], front_keys)),
            ensure_ascii=False,
            separators=(",", ":"),
        )
        for n in names
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0: the same cards give the same bytes.
    with path.open("wb") as out, gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as gz:
        gz.write("\n".join(lines).encode("utf-8"))


def _read_compact(raw: bytes, where: str) -> dict[str, CardFace | str]:
    try:
        text = raw.decode("utf-8")
        lines = text.split("\n")
        header = json.loads(lines[0])
        names = header["names"]
        if len(names) != len(lines) - 1:
            raise ValueError("the number of cards differs from the header")
    except (ValueError, KeyError, TypeError) as error:
        raise CardDataError(f"{where} is a damaged card file: {error}") from None
    return dict(zip(names, lines[1:], strict=True))


def load_cards(path: str | Path) -> dict[str, CardFace | str]:
    """Cards from a file: the package's own format (read lazily) or MTGJSON AtomicCards."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise CardDataError(f"can't read card file {str(path)!r}: {error.strerror}") from None
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
    except (OSError, EOFError) as error:
        raise CardDataError(f"{str(path)!r} is not gzipped card data: {error}") from None
    if raw.startswith(b'{"format":"mtgrules-cards/'):
        return _read_compact(raw, repr(str(path)))
    try:
        document = json.loads(raw)
    except ValueError as error:
        raise CardDataError(f"{str(path)!r} is not JSON card data: {error}") from None
    return dict(parse_atomic(document, repr(str(path))))


class CardDatabase:
    """Cards by name, parsed and compiled on demand (and remembered)."""

    def __init__(self, cards: Mapping[str, CardFace | str], *, origin: str = "") -> None:
        self._cards: dict[str, CardFace | str] = dict(cards)
        self._by_lower = {name.lower(): name for name in self._cards}
        # "Delver of Secrets" finds "Delver of Secrets // Insectile Aberration".
        for name in self._cards:
            if SEPARATOR in name:
                self._by_lower.setdefault(name.split(SEPARATOR)[0].lower(), name)
        self._compiled: dict[str, CompiledCard] = {}
        self._plain: dict[str, tuple[CardFace, list[str] | None]] = {}
        self.origin = origin

    @staticmethod
    def from_file(path: str | Path) -> CardDatabase:
        return CardDatabase(load_cards(path), origin=str(path))

    def _row(self, name: str) -> tuple[CardFace, list[str] | None]:
        found = self._plain.get(name)
        if found is None:
            row = self._cards[name]
            assert isinstance(row, str)
            try:
                found = self._plain[name] = _face_of_row(row)
            except (ValueError, TypeError) as error:
                raise CardDataError(f"the card data of {name!r} is damaged: {error}") from None
        return found

    def _face(self, name: str) -> CardFace:
        face = self._cards[name]
        if isinstance(face, str):
            plain, link = self._row(name)
            other = None
            if link is not None and link[1] in self._cards:  # a row of this file
                other = self._row(link[1])[0]
            face = self._cards[name] = with_link(plain, link, other)
        return face

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._by_lower

    def suggestions(self, name: str, limit: int = 3) -> list[str]:
        """Close names, for "did you mean"."""
        found = difflib.get_close_matches(name.lower(), self._by_lower, n=limit, cutoff=0.75)
        return [self._by_lower[f] for f in found]

    def face(self, name: str) -> CardFace:
        """The card named ``name`` (any case); UnknownCardError with suggestions if none."""
        if not isinstance(name, str):
            raise CardDataError(f"a card name is text, not {name!r}")
        exact = self._by_lower.get(name.strip().lower())
        if exact is None:
            raise UnknownCardError(name, self.suggestions(name.strip()))
        return self._face(exact)

    def compiled(self, name: str) -> CompiledCard:
        face = self.face(name)
        key = self._by_lower[name.strip().lower()]
        result = self._compiled.get(key)
        if result is None:
            from mtgrules.cards.compiler import compile_face  # the grammar loads on first use

            result = self._compiled[key] = compile_face(face)
        return result

    def card(self, name: str) -> CardDef:
        """The compiled definition, ready for ``game.add_card_def``; UnknownCardError or
        UnsupportedCardError (naming the clause) otherwise."""
        return self.compiled(name).definition()

    def faces(self) -> Iterator[CardFace]:
        return (self._face(name) for name in list(self._cards))


def user_data_file() -> Path:
    """Where ``mtgrules cards import`` puts the imported card data."""
    base = os.environ.get("MTGRULES_DATA_DIR")
    if base:
        return Path(base) / DATA_FILE
    xdg = os.environ.get("XDG_DATA_HOME")
    root = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return root / "mtgrules" / DATA_FILE


@cache
def bundled_database() -> CardDatabase:
    """The card data shipped with the package."""
    resource = resources.files("mtgrules.data").joinpath(DATA_FILE)
    with resources.as_file(resource) as path:
        return CardDatabase.from_file(path)


def default_database() -> CardDatabase:
    """The imported card data if there is some, else the bundled data."""
    imported = user_data_file()
    if imported.is_file():
        return _imported_database(str(imported), imported.stat().st_mtime_ns)
    return bundled_database()


@cache
def _imported_database(path: str, _mtime: int) -> CardDatabase:
    return CardDatabase.from_file(path)


def import_file(path: str | Path) -> tuple[int, Path]:
    """Check an MTGJSON AtomicCards file and store its cards as the user's card data;
    the number of cards and where they went."""
    cards = read_mtgjson(path)
    if not cards:
        raise CardDataError(f"{str(path)!r} holds no cards")
    destination = user_data_file()
    try:
        write_compact(cards, destination)
    except OSError as error:
        raise CardDataError(f"can't write {str(destination)!r}: {error.strerror}") from None
    return len(cards), destination


def card(name: str) -> CardDef:
    """A card of the default database by name: ``card("Lightning Bolt")``."""
    return default_database().card(name)
