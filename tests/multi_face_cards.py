"""Real cards of several parts as MTGJSON AtomicCards lists them (every face, with its
``faceName`` and ``side``), for the tests of split cards, aftermath, adventurer cards and
modal double-faced cards. The package's bundled card data holds only the first face of
these cards, so the tests read this document instead."""

from __future__ import annotations

from functools import cache
from typing import Any

from mtgrules.cards.database import CardDatabase, parse_atomic
from mtgrules.state import EntityId
from tests.card_table import Table


def _face(card: str, side: str, layout: str, printed: tuple[Any, ...]) -> dict[str, Any]:
    """One face: (face name, mana cost, type line, text[, power, toughness])."""
    face, cost, type_line, text, *body = printed
    power, toughness = body if body else (None, None)
    left, _, right = str(type_line).partition(" — ")
    return {
        "name": card,
        "faceName": face,
        "side": side,
        "layout": layout,
        "manaCost": cost,
        "type": type_line,
        "types": left.split(),
        "subtypes": right.split(),
        "supertypes": [],
        "power": power,
        "toughness": toughness,
        "text": text,
    }


def _card(layout: str, *faces: tuple[Any, ...]) -> tuple[str, list[dict[str, Any]]]:
    name = " // ".join(str(f[0]) for f in faces)
    return name, [_face(name, "ab"[i], layout, f) for i, f in enumerate(faces)]


DOCUMENT: dict[str, Any] = {
    "meta": {},
    "data": dict(
        [
            _card(
                "split",
                (
                    "Fire",
                    "{1}{R}",
                    "Instant",
                    "Fire deals 2 damage divided as you choose among one or two targets.",
                ),
                ("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card."),
            ),
            _card(
                "split",
                ("Assault", "{R}", "Sorcery", "Assault deals 2 damage to any target."),
                ("Battery", "{3}{G}", "Sorcery", "Create a 3/3 green Elephant creature token."),
            ),
            _card(
                "aftermath",
                ("Cut", "{1}{R}", "Sorcery", "Cut deals 4 damage to target creature."),
                (
                    "Ribbons",
                    "{X}{B}{B}",
                    "Sorcery",
                    "Aftermath (Cast this spell only from your "
                    "graveyard. Then exile it.)\nEach opponent loses X life.",
                ),
            ),
            _card(
                "adventure",
                ("Foulmire Knight", "{B}", "Creature — Zombie Knight", "Deathtouch", "1", "1"),
                (
                    "Profane Insight",
                    "{2}{B}",
                    "Instant — Adventure",
                    "You draw a card and you lose 1 life.",
                ),
            ),
            _card(
                "adventure",
                ("Smitten Swordmaster", "{1}{B}", "Creature — Human Knight", "Lifelink", "2", "1"),
                (
                    "Curry Favor",
                    "{B}",
                    "Sorcery — Adventure",
                    "You gain X life and each "
                    "opponent loses X life, where X is the number of Knights you control.",
                ),
            ),
            _card(
                "modal_dfc",
                (
                    "Zof Consumption",
                    "{4}{B}{B}",
                    "Sorcery",
                    "Each opponent loses 4 life and you gain 4 life.",
                ),
                ("Zof Bloodbog", None, "Land", "This land enters tapped.\n{T}: Add {B}."),
            ),
            _card(
                "modal_dfc",
                ("Akoum Warrior", "{5}{R}", "Creature — Minotaur Warrior", "Trample", "4", "5"),
                ("Akoum Teeth", None, "Land", "This land enters tapped.\n{T}: Add {R}."),
            ),
        ]
    ),
}


@cache
def database() -> CardDatabase:
    """The cards of :data:`DOCUMENT`, every face kept."""
    return CardDatabase(parse_atomic(DOCUMENT), origin="multi-face test cards")


def put(t: Table, name: str, owner: EntityId, zone: str = "hand") -> EntityId:
    """Put the card ``name`` of :data:`DOCUMENT` into ``owner``'s ``zone``."""
    return t.game.add_card_def(database().card(name), owner=owner, zone=zone)
