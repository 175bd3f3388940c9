"""Shared helpers of the card template tests: the round trip of one Oracle line, and a table
of two players where real bundled cards are put and played."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.faces import CardFace
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.cards.text import comparable
from mtgrules.objects import Zone
from mtgrules.state import EntityId

RULESETS = ["cr2011", "current"]


def round_trip(line: str) -> None:
    """The line compiles, renders back to its own words, and the engine implements it."""
    ability = parse_line(line)
    assert comparable(render_ability(ability)) == comparable(line)
    assert missing(ability) is None, missing(ability)


class Table:
    """Alice and Bob, and real cards from the bundled database."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def lands(self, name: str, count: int) -> None:
        for _ in range(count):
            self.put(name, self.alice)

    def resolve(self) -> None:
        """Both players pass: the top of the stack resolves."""
        assert self.game.state.stack
        self.game.apply(PassPriority())
        self.game.apply(PassPriority())

    def main_phase(self) -> None:
        self.game.begin("precombat main", active=self.alice)


def creature_supported(text: str) -> bool:
    """Whether a 1/1 creature card named Testcard with ``text`` compiles to a supported card
    (its name in ``text`` stands for itself)."""
    face = CardFace(
        name="Testcard",
        mana_cost="{1}",
        types=("Creature",),
        power="1",
        toughness="1",
        text=text,
    )
    return compile_face(face).supported


def in_hand(t: Table) -> int:
    """How many cards Alice has in her hand."""
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == t.alice)
