"""Deck files for self-play: one ``COUNT Card Name`` per line, ``#`` starts a comment, blank
lines are skipped (the format of the benchmark decks shipped in ``mtgrules/data/decks``).

Every card is looked up in the card database and compiled when the deck is read, so an unknown
or unsupported card is refused with the file and line before any game starts.

>>> deck = parse_deck("# burn\\n2 Mountain\\n1 Lightning Bolt  # a comment\\n", "burn.txt")
>>> deck.name, deck.cards
('burn', ('Mountain', 'Mountain', 'Lightning Bolt'))
>>> parse_deck("1 Lightning Blot", "burn.txt").definitions()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
mtgrules.selfplay.decks.DeckError: burn.txt, line 1: unknown card 'Lightning Blot'; did you ...
>>> parse_deck("two Mountain", "bad.txt")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
mtgrules.selfplay.decks.DeckError: bad.txt, line 1: 'two Mountain' is not 'COUNT Card Name' ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from mtgrules.cards.database import CardDatabase, default_database
from mtgrules.cards.errors import CardError
from mtgrules.cards.model import CardDef
from mtgrules.errors import RulesError

__all__ = ["Deck", "DeckError", "bundled_deck", "bundled_decks", "parse_deck", "read_deck"]

_LINE = re.compile(r"(\d+)\s+(\S.*)")
MAX_COPIES = 10_000


class DeckError(RulesError):
    """A deck file that can't be read or holds a line, a card or a count it can't use."""


@dataclass(frozen=True)
class Deck:
    """A deck: its name (the file's stem) and its cards in file order, one entry per copy;
    ``where`` names its file and ``lines`` the line of each name, for errors."""

    name: str
    cards: tuple[str, ...]
    where: str = ""
    lines: tuple[tuple[str, int], ...] = ()

    def definitions(self, database: CardDatabase | None = None) -> tuple[CardDef, ...]:
        """The compiled card of each entry (each name compiled once); a
        :class:`DeckError` names the first card that is unknown or unsupported."""
        db = database if database is not None else default_database()
        compiled: dict[str, CardDef] = {}
        for name in self.cards:
            if name not in compiled:
                try:
                    compiled[name] = db.card(name)
                except CardError as error:
                    line = dict(self.lines).get(name)
                    at = f"{self.where}, line {line}" if line else f"deck {self.name!r}"
                    raise DeckError(f"{at}: {error.message}") from None
        return tuple(compiled[name] for name in self.cards)


def parse_deck(text: str, where: str) -> Deck:
    """A deck from the text of a deck file; ``where`` names it in errors."""
    cards: list[str] = []
    lines: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            raise DeckError(
                f"{where}, line {number}: {line!r} is not 'COUNT Card Name' "
                "(a count such as 4, then the card's name)"
            )
        count, name = int(match.group(1)), match.group(2).strip()
        if not 1 <= count <= MAX_COPIES:
            raise DeckError(
                f"{where}, line {number}: {count} copies of {name!r} (1 to {MAX_COPIES})"
            )
        cards += [name] * count
        lines.setdefault(name, number)
    if not cards:
        raise DeckError(f"{where}: the deck holds no cards")
    return Deck(Path(where).stem, tuple(cards), where, tuple(lines.items()))


def read_deck(path: str | Path) -> Deck:
    """The deck of a file (UTF-8 text)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise DeckError(f"can't read deck file {str(path)!r}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise DeckError(f"deck file {str(path)!r} is not UTF-8 text") from None
    return parse_deck(text, str(path))


def bundled_decks() -> list[str]:
    """The names of the decks shipped with the package (the benchmark decks)."""
    folder = resources.files("mtgrules.data").joinpath("decks")
    return sorted(p.name.removesuffix(".txt") for p in folder.iterdir() if p.name.endswith(".txt"))


def bundled_deck(name: str) -> Deck:
    """A deck shipped with the package: ``bundled_deck("red-burn")``."""
    if name not in bundled_decks():
        known = ", ".join(bundled_decks())
        raise DeckError(f"no bundled deck {name!r}; the bundled decks: {known}")
    resource = resources.files("mtgrules.data").joinpath("decks", f"{name}.txt")
    return parse_deck(resource.read_text(encoding="utf-8"), f"{name}.txt")
