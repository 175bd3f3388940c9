"""A card face as printed data: the fields of an MTGJSON AtomicCards face that the compiler
reads (CR 200-209: name, mana cost, type line, text box, power/toughness, loyalty).

Kept apart from the compiler so that reading card data doesn't load the grammar.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mtgrules.cards.errors import CardDataError


@dataclass(frozen=True, slots=True, kw_only=True)
class CardFace:
    """A card as printed data (the MTGJSON AtomicCards face fields the compiler reads)."""

    name: str
    mana_cost: str | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    layout: str = "normal"
    back: CardFace | None = None
    """A transforming double-faced card's front face: its back face (CR 712; 2011: 711)."""
    front: CardFace | None = None
    """A back face: the card's front face (whose ``back`` is this face)."""
    parts: tuple[CardFace, ...] = ()
    """A card of several parts (a split card's halves, CR 709; an Adventure, CR 715; a modal
    double-faced card's back face, CR 712; ...): its other faces in printed order, this face
    being the first (MTGJSON side "a"). Empty when the card data holds one face."""

    @property
    def type_line(self) -> str:
        line = " ".join((*self.supertypes, *self.types))
        return f"{line} — {' '.join(self.subtypes)}" if self.subtypes else line

    @staticmethod
    def from_mtgjson(face: Mapping[str, Any]) -> CardFace:
        """A face of MTGJSON AtomicCards data; a CardDataError if it isn't one."""

        def text_or_none(key: str) -> str | None:
            value = face.get(key)
            if value is None or isinstance(value, str):
                return value
            raise CardDataError(f"card field {key!r} is not text: {value!r}")

        def strings(key: str) -> tuple[str, ...]:
            value = face.get(key) or []
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise CardDataError(f"card field {key!r} is not a list of text: {value!r}")
            return tuple(value)

        if not isinstance(face, Mapping):
            raise CardDataError(f"a card face is an object with fields, not {face!r}")
        name = face.get("name")
        if not isinstance(name, str) or not name:
            raise CardDataError(f"a card face without a name: {face!r}"[:200])
        return CardFace(
            name=name,
            mana_cost=text_or_none("manaCost"),
            types=strings("types"),
            subtypes=strings("subtypes"),
            supertypes=strings("supertypes"),
            power=text_or_none("power"),
            toughness=text_or_none("toughness"),
            loyalty=text_or_none("loyalty"),
            text=text_or_none("text") or "",
            layout=text_or_none("layout") or "normal",
        )
