"""Transforming double-faced cards in the card data (CR 712; 2011: CR 711).

A transforming double-faced card has two faces, each with its own characteristics (CR 712.3;
2011: 711.2). MTGJSON files hold them in one of two shapes, both read here:

* the standard AtomicCards shape: the card's entry lists both faces, each with ``side``
  ``"a"`` (front) or ``"b"`` (back) and its own ``faceName``;
* a split-entry shape: the front face under the card's full name ("Delver of Secrets //
  Insectile Aberration", with ``back``: the back face's name), and the back face as an entry
  of its own under its name (with ``face``: ``"back"`` and ``front``: the front face's name).

Either way the card data keeps one entry per face, the two linked: a front :class:`CardFace`
carries its ``back``, a back face carries its ``front``. A double-faced card is supported
only when both faces compile and the engine plays both; its :class:`CardDef` is the front
face's, with the back face's definition as ``back``.

>>> front = CardFace(name="Day", types=("Creature",), power="1", toughness="1",
...     text="{2}: Transform this creature.", layout="transform",
...     back=CardFace(name="Night", types=("Creature",), power="3", toughness="3",
...     layout="transform"))
>>> card = compile_transforming(front).definition()
>>> card.name, card.back.name, card.back.power
('Day', 'Night', 3)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mtgrules.cards.errors import CardDataError
from mtgrules.cards.faces import CardFace
from mtgrules.cards.multi_face import MULTI_LAYOUTS, read_parts

if TYPE_CHECKING:
    from mtgrules.cards.compiler import CompiledCard

__all__ = ["TRANSFORM", "compile_transforming", "link_key", "read_entries", "with_link"]

TRANSFORM = "transform"
SEPARATOR = " // "


def _single(face: CardFace) -> CardFace:
    """One face compiled on its own, as a card of one face."""
    return dataclasses.replace(face, layout="normal", back=None, front=None)


def _understood(result: CompiledCard) -> bool:
    return result.supported or bool(result.needs)


def compile_transforming(face: CardFace) -> CompiledCard:
    """Compile a transforming double-faced card from either of its faces: supported only
    when both faces are (CR 712.3: each face has its own characteristics). The result is
    about ``face`` (its abilities, its name) and its definition is the whole card, front face
    up (CR 712.8a; 2011: 711.2a)."""
    from mtgrules.cards.compiler import CompiledCard, compile_face  # compiler imports this module

    front, back = (face.front, face) if face.front is not None else (face, face.back)
    if back is None:
        return CompiledCard(
            face,
            (),
            None,
            "(transform layout: no back face)",
            "a transforming double-faced card whose back face the card data doesn't hold",
        )
    if "Battle" in front.types:
        return CompiledCard(
            face,
            (),
            None,
            "(transform layout: a battle)",
            "a battle's defense counters and its defeat (CR 310) the engine doesn't play",
        )
    results = compile_face(_single(front)), compile_face(_single(back))
    own, other = results if face is front else results[::-1]
    front_result, back_result = results
    if front_result.card is not None and back_result.card is not None:
        card = dataclasses.replace(front_result.card, back=back_result.card)
        return CompiledCard(face, own.abilities, card)
    failing = own if own.card is None else other
    side = "front" if failing is front_result else "back"
    needs = (*front_result.needs, *back_result.needs) if all(map(_understood, results)) else ()
    return CompiledCard(
        face,
        own.abilities,
        None,
        failing.unsupported,
        f"{failing.reason} (the {side} face, {failing.face.name})",
        needs,
    )


def _face_name(entry: Mapping[str, Any], key: str) -> str:
    name = entry.get("faceName")
    if isinstance(name, str) and name:
        return name
    return key.split(SEPARATOR)[0]


def read_entries(data: Mapping[str, Any], where: str) -> dict[str, CardFace]:
    """Every card of an MTGJSON ``data`` object by entry name (a card's first face), with
    the faces of transforming double-faced cards linked (both shapes, see the module)."""
    cards: dict[str, CardFace] = {}
    backs: dict[str, str] = {}  # a front's entry name -> its back face's name
    fronts: dict[str, str] = {}  # a back face's entry name -> its front face's name
    extra: dict[str, CardFace] = {}  # back faces of the standard shape
    for key, faces in data.items():
        if not isinstance(faces, list) or not faces:
            raise CardDataError(f"{where}: card {key!r} has no list of faces")
        first = faces[0]
        face = CardFace.from_mtgjson(first)
        if face.layout in MULTI_LAYOUTS:  # split, adventure, modal_dfc, ...: every face
            cards[str(key)] = read_parts(faces, str(key))
            continue
        if face.layout != TRANSFORM:
            cards[str(key)] = face
            continue
        sides = {f.get("side"): f for f in faces if isinstance(f, Mapping)}
        if "a" in sides and "b" in sides:  # the standard shape: both faces in the entry
            front = dataclasses.replace(
                CardFace.from_mtgjson(sides["a"]), name=_face_name(sides["a"], key)
            )
            back = dataclasses.replace(
                CardFace.from_mtgjson(sides["b"]), name=_face_name(sides["b"], key)
            )
            cards[str(key)] = dataclasses.replace(front, back=back)
            extra[back.name] = dataclasses.replace(back, front=cards[str(key)])
        elif first.get("face") == "back" and isinstance(first.get("front"), str):
            cards[str(key)] = face
            fronts[str(key)] = first["front"]
        else:
            cards[str(key)] = dataclasses.replace(face, name=_face_name(first, key))
            if isinstance(first.get("back"), str):
                backs[str(key)] = first["back"]
    for name, back in extra.items():
        cards.setdefault(name, back)
    return _link(cards, backs, fronts)


def _link(
    cards: dict[str, CardFace], backs: Mapping[str, str], fronts: Mapping[str, str]
) -> dict[str, CardFace]:
    """The split-entry shape: each front face gets its back face and each back face its
    front face, found by name."""
    front_keys = {cards[key].name: key for key in backs}
    for key, back_name in backs.items():
        back = cards.get(back_name)
        if back is None or fronts.get(back_name) != cards[key].name:
            continue  # no such back face: the card stays unsupported (no back face)
        cards[key] = dataclasses.replace(cards[key], back=back)
    for key, front_name in fronts.items():
        front_key = front_keys.get(front_name)
        if front_key is not None and cards[front_key].back is not None:
            cards[key] = dataclasses.replace(cards[key], front=cards[front_key])
    return cards


def link_key(face: CardFace, front_keys: Mapping[str, str]) -> list[str] | None:
    """How the package's card file records a face's link: ``["back", entry]`` for a front
    face, ``["front", entry]`` for a back face (``front_keys``: the entry of each back face's
    front face, by the back face's name), None for a face of its own."""
    if face.back is not None:
        return ["back", face.back.name]
    if face.front is not None and face.name in front_keys:
        return ["front", front_keys[face.name]]
    return None


def with_link(face: CardFace, link: Sequence[str] | None, other: CardFace | None) -> CardFace:
    """A face read from the package's card file, linked again to its other face."""
    if link is None or other is None:
        return face
    if link[0] == "back":
        return dataclasses.replace(face, back=other)
    return dataclasses.replace(face, front=dataclasses.replace(other, back=face))
