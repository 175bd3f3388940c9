"""Cards of several parts in the card data: split cards (CR 709; 2011: 708), aftermath
(CR 702.127), adventurer cards (CR 715), modal double-faced cards (CR 712), and the layouts
the engine doesn't play (flip, CR 710; meld, CR 701.42 / 712.4; prepare).

MTGJSON AtomicCards lists every face of such a card under its full name ("Fire // Ice"),
each face with its ``faceName`` and ``side`` ("a", "b"). :func:`read_parts` keeps them all:
the first face, with the others as its ``parts``. A card file that holds only the first
face (no ``side``) gives a card of one face, which stays unsupported: its other half is
unknown.

Each face is compiled as a card of its own (every line, with the renderer's round trip); a
card is supported only when every face is and the engine plays its layout. Its
:class:`~mtgrules.cards.model.CardDef` is the whole card, with every face in ``parts`` and,
among its static abilities, a :class:`~mtgrules.effects.casting.CastingKeyword` for each way
to cast a part (:mod:`mtgrules.rules.card_parts`):

* split: the halves' characteristics combined (CR 709.4: both names, each half's types and
  abilities, the combined mana cost, so the mana value is the sum); cast as "first half" or
  "second half" (CR 709.3);
* aftermath: a split card whose second half is cast only from its owner's graveyard and
  then exiled ("aftermath", CR 702.127a);
* adventurer: the creature (or other permanent) card, cast normally or as its Adventure
  ("adventure", CR 715.3);
* modal double-faced: the front face, cast normally or as its back face ("back face",
  CR 712.1, 712.8), or its land back face played.

A reversible card with the same card on both sides ("Hallowed Fountain // Hallowed
Fountain") is that card: either side gives the same characteristics (CR 201.2: cards with the
same name are the same card).

>>> ice = CardFace(name="Ice", mana_cost="{1}{U}", types=("Instant",), layout="split",
...     text="Tap target permanent.\\nDraw a card.")
>>> fire = CardFace(name="Fire", mana_cost="{1}{R}", types=("Instant",), layout="split",
...     text="Fire deals 2 damage to any target.", parts=(ice,))
>>> card = compile_multi(fire).definition()
>>> card.name, card.mana_cost.mana_value, [part.name for part in card.parts]
('Fire // Ice', 4, ['Fire', 'Ice'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mtgrules.cards.faces import CardFace
from mtgrules.cards.mana import ManaCost
from mtgrules.cards.model import CardDef
from mtgrules.effects.casting import CastingKeyword

if TYPE_CHECKING:
    from mtgrules.cards.compiler import CompiledCard

__all__ = [
    "ADVENTURE",
    "AFTERMATH",
    "BACK_FACE",
    "FIRST_HALF",
    "MULTI_LAYOUTS",
    "SECOND_HALF",
    "compile_multi",
    "read_parts",
    "rendered_faces",
]

SEPARATOR = " // "
MULTI_LAYOUTS = frozenset(
    {"split", "adventure", "modal_dfc", "aftermath", "flip", "meld", "prepare", "reversible_card"}
)
SPLIT, AFTERMATH_LAYOUT, ADVENTURER, MODAL_DFC = "split", "aftermath", "adventure", "modal_dfc"
REVERSIBLE = "reversible_card"
PLAYED = frozenset({SPLIT, AFTERMATH_LAYOUT, ADVENTURER, MODAL_DFC})
# the ways to cast a part (CastSpell.how), read by rules/card_parts.py
FIRST_HALF, SECOND_HALF = "first half", "second half"  # CR 709.3
AFTERMATH = "aftermath"  # CR 702.127a
ADVENTURE = "adventure"  # CR 715.3
BACK_FACE = "back face"  # CR 712.1
_NOT_PLAYED = {
    "flip": "a flip card's flipping (CR 710) the engine doesn't play",
    "meld": "melding two cards into one (CR 701.42, 712.4) the engine doesn't play",
    "prepare": "a prepared creature's spell copy the engine doesn't play",
}
_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


# -- reading ------------------------------------------------------------------------------------
def _face_name(entry: Mapping[str, Any], key: str, index: int) -> str:
    name = entry.get("faceName")
    if isinstance(name, str) and name:
        return name
    names = key.split(SEPARATOR)
    return names[index] if index < len(names) else key


def read_parts(faces: Sequence[Any], key: str) -> CardFace:
    """The card of an MTGJSON entry of a layout of several parts: its first face (side "a")
    with its other faces as ``parts``; an entry without sides is the one face it holds."""
    sided = sorted(
        (f for f in faces if isinstance(f, Mapping) and isinstance(f.get("side"), str)),
        key=lambda f: str(f["side"]),
    )
    if len(sided) < 2:
        face = CardFace.from_mtgjson(faces[0])
        names = set(key.split(SEPARATOR))
        if face.layout == REVERSIBLE and len(names) == 1:
            return dataclasses.replace(face, name=names.pop())  # the same card on each side
        return face
    read = [
        dataclasses.replace(CardFace.from_mtgjson(f), name=_face_name(f, key, i))
        for i, f in enumerate(sided)
    ]
    return dataclasses.replace(read[0], parts=tuple(read[1:]))


# -- compiling ----------------------------------------------------------------------------------
def _refused(face: CardFace, clause: str, reason: str) -> CompiledCard:
    from mtgrules.cards.compiler import CompiledCard

    return CompiledCard(face, (), None, clause, reason)


def _single(face: CardFace, text: str | None = None) -> CardFace:
    """One face compiled on its own, as a card of one face."""
    return dataclasses.replace(
        face,
        layout="normal",
        back=None,
        front=None,
        parts=(),
        text=face.text if text is None else text,
    )


def _same_card(face: CardFace) -> bool:
    """A reversible card with the same card on each side (by name, CR 201.2)."""
    names = {part.name for part in face.parts} | {face.name}
    if face.parts:
        return len(names) == 1 and all(
            (p.text, p.types, p.mana_cost) == (face.text, face.types, face.mana_cost)
            for p in face.parts
        )
    return SEPARATOR not in face.name  # named by its one card as it was read


def _aftermath_text(face: CardFace) -> str | None:
    """An aftermath half's text without its "Aftermath" keyword line (CR 702.127a); None if
    its first line isn't that keyword."""
    lines = face.text.split("\n")
    if not lines or lines[0].split(" (")[0].strip() != "Aftermath":
        return None
    return "\n".join(lines[1:])


def _plus(cost: ManaCost | None, more: ManaCost | None) -> ManaCost | None:
    if cost is None or more is None:
        return cost or more
    return ManaCost(
        cost.generic + more.generic,
        (*cost.colored, *more.colored),
        (*cost.phyrexian, *more.phyrexian),
        cost.x + more.x,
        (*cost.hybrid, *more.hybrid),
    )


def _ways(*ways: tuple[str, CardFace]) -> tuple[CastingKeyword, ...]:
    return tuple(CastingKeyword(keyword=way, cost=face.mana_cost or "") for way, face in ways)


def _combined(layout: str, faces: Sequence[CardFace], cards: Sequence[CardDef]) -> CardDef:
    """A split card off the stack: its halves combined (CR 709.4). The 2011 rules gave it
    two sets of characteristics there instead (2011: 708.4-5, two answers to a question
    about a characteristic); an object has one mana cost here, so both editions play
    today's combined characteristics."""
    first, second = faces
    second_way = AFTERMATH if layout == AFTERMATH_LAYOUT else SECOND_HALF
    ways = _ways((FIRST_HALF, first), (second_way, second))
    return CardDef(
        name=SEPARATOR.join(card.name for card in cards),
        types=frozenset().union(*(card.types for card in cards)),
        mana_cost=_plus(cards[0].mana_cost, cards[1].mana_cost),  # CR 709.4b: combined
        subtypes=frozenset().union(*(card.subtypes for card in cards)),
        supertypes=frozenset().union(*(card.supertypes for card in cards)),
        keywords=frozenset().union(*(card.keywords for card in cards)),
        statics=tuple(s for card in cards for s in card.statics) + ways,
        activated=tuple(a for card in cards for a in card.activated),
        triggers=tuple(t for card in cards for t in card.triggers),
        text="\n".join(card.text for card in cards),
        parts=tuple(cards),
        layout=layout,
    )


def _shape_problem(layout: str, faces: Sequence[CardFace]) -> tuple[str, str] | None:
    """Why the engine can't play this card's parts as its layout says, or None."""
    if len(faces) != 2:
        return f"({layout} layout: {len(faces)} faces)", "a card of more than two parts"
    first, second = faces
    if layout in (SPLIT, AFTERMATH_LAYOUT):
        if not all(_SPELL_TYPES.intersection(f.types) for f in faces):
            return (
                f"({layout} layout: a permanent half)",
                "a split card with permanent halves (a Room's doors, CR 709.5) the engine "
                "doesn't play",
            )
        if any(f.mana_cost is None for f in faces):
            return f"({layout} layout: a half without mana cost)", "a half that can't be cast"
    if layout == ADVENTURER and not (
        _SPELL_TYPES.intersection(second.types)
        and "Adventure" in second.subtypes
        and not _SPELL_TYPES.intersection(first.types)
    ):
        return (
            "(adventure layout: no Adventure)",
            "an adventurer card is a permanent card with an instant or sorcery Adventure "
            "(CR 715.2)",
        )
    if layout == MODAL_DFC and "Land" not in second.types:
        if "Land" in first.types:
            return (
                "(modal_dfc layout: a land front face)",
                "casting the spell back face of a card whose front face is a land the engine "
                "doesn't do yet",
            )
        if second.mana_cost is None:
            return "(modal_dfc layout: a back face without mana cost)", "a face that can't be cast"
    return None


def _faces_compiled(
    faces: Sequence[CardFace], texts: Sequence[str | None]
) -> tuple[list[CardDef], CompiledCard]:
    """Every face compiled on its own: their cards and the abilities of all (``card`` None
    and the first failing face's clause and reason if one fails)."""
    from mtgrules.cards.compiler import CompiledCard, compile_face

    results = [compile_face(_single(f, t)) for f, t in zip(faces, texts, strict=True)]
    abilities = tuple(a for r in results for a in r.abilities)
    failing = next((r for r in results if r.card is None), None)
    if failing is None:
        cards = [r.definition() for r in results]
        return cards, CompiledCard(faces[0], abilities, cards[0])
    which = ("first", "second", "third")[min(results.index(failing), 2)]
    understood = all(r.supported or r.needs for r in results)
    return [], CompiledCard(
        faces[0],
        abilities,
        None,
        failing.unsupported,
        f"{failing.reason} (the {which} face, {failing.face.name})",
        tuple(n for r in results for n in r.needs) if understood else (),
    )


def rendered_faces(face: CardFace) -> list[str]:
    """Every face's abilities rendered back to text, each with its own name."""
    from mtgrules.cards.compiler import compile_face

    texts: list[str | None] = [None] * (1 + len(face.parts))
    if face.layout == AFTERMATH_LAYOUT and len(texts) == 2:
        texts[1] = _aftermath_text(face.parts[0])
    return [
        line
        for part, text in zip((face, *face.parts), texts, strict=True)
        for line in compile_face(_single(part, text)).rendered()
    ]


def compile_multi(face: CardFace) -> CompiledCard:
    """Compile a card of several parts (see the module): supported only when every face
    compiles and the engine plays its layout."""
    from mtgrules.cards.compiler import CompiledCard, compile_face

    layout = face.layout
    if layout == REVERSIBLE and _same_card(face):
        return compile_face(_single(face))
    if not face.parts:
        return _refused(
            face,
            f"({layout} layout: the card data holds one face)",
            "a card of several faces or parts the card data holds only one of",
        )
    if layout not in PLAYED:
        reason = _NOT_PLAYED.get(layout, "a card layout the engine doesn't play")
        return _refused(face, f"({layout} layout)", reason)
    faces = (face, *face.parts)
    problem = _shape_problem(layout, faces)
    if problem is not None:
        return _refused(face, *problem)
    texts: list[str | None] = [None, None]
    if layout == AFTERMATH_LAYOUT:
        texts[1] = _aftermath_text(faces[1])
        if texts[1] is None:
            return _refused(
                face, "(aftermath layout: no Aftermath)", "its second half has no aftermath"
            )
    cards, compiled = _faces_compiled(faces, texts)
    if compiled.card is None:
        return compiled
    if layout in (SPLIT, AFTERMATH_LAYOUT):
        whole = _combined(layout, faces, cards)
    else:
        way = ADVENTURE if layout == ADVENTURER else BACK_FACE
        first = cards[0]
        # a land back face is played, not cast (CR 305.1; rules/card_parts.py)
        ways = () if "Land" in faces[1].types else _ways((way, faces[1]))
        whole = dataclasses.replace(
            first,
            statics=first.statics + ways,
            parts=tuple(cards),
            layout=layout,
        )
    return CompiledCard(face, compiled.abilities, whole)
