"""Typecycling and landcycling (CR 702.29e; 702.27e in the 2011 rules): "[Type]cycling [cost]"
means "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it
into your hand, then shuffle.", activated only from the hand. And searches for a card with a
stated quality (CR 701.23, 2011: 701.15), which may find none (701.23b). Played with real
cards under both editions."""

from __future__ import annotations

from typing import cast

import pytest

from mtgrules import Game
from mtgrules.actions import Action, ActivateAbility, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId


class Table:
    """Alice (active, in her main phase) with lands to pay costs."""

    def __init__(self, ruleset: str, library: tuple[str, ...]) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        for name in library:
            self.put(name, "library")

    def put(self, name: str, zone: str = "battlefield") -> EntityId:
        card = bundled_database().card(name)
        return self.game.add_card_def(card, owner=self.alice, zone=zone)

    def in_zone(self, zone: Zone) -> list[str]:
        objects = self.game.state.objects.values()
        return sorted(o.name for o in objects if o.zone is zone and o.owner == self.alice)

    def resolve(self) -> None:
        """Everything resolves; a search finds the first card it may (CR 701.23)."""
        while self.game.state.stack:
            found = self.game.decision()
            assert found is not None
            if found.kind == "search":
                # finding nothing is a choice (CR 701.23b)
                assert found.options[-1] == Choose(())
                self.game.apply(cast(Action, found.options[0]))
            else:
                self.game.apply(PassPriority())


def test_cr702_29e_swampcycling_finds_a_swamp(ruleset: str) -> None:
    """Twisted Abomination (Swampcycling {2}) cycled with two Plains: it goes to the
    graveyard, and Alice finds the Swamp of her library, not the Forest or the Bears."""
    t = Table(ruleset, ("Forest", "Swamp", "Grizzly Bears"))
    abomination = t.put("Twisted Abomination", "hand")
    t.put("Plains"), t.put("Plains")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(ActivateAbility(abomination, 1, ()))
    assert t.in_zone(Zone.GRAVEYARD) == ["Twisted Abomination"]
    t.resolve()
    assert t.in_zone(Zone.HAND) == ["Swamp"]
    assert t.in_zone(Zone.LIBRARY) == ["Forest", "Grizzly Bears"]


def test_cr702_29e_basic_landcycling_finds_a_basic_land(ruleset: str) -> None:
    """Ash Barrens (Basic landcycling {1}) finds a basic land, never a nonbasic one; its
    mana ability can't be activated from the hand."""
    t = Table(ruleset, ("Forgotten Cave", "Mountain"))
    barrens = t.put("Ash Barrens", "hand")
    t.put("Plains")
    t.game.begin("precombat main", active=t.alice)
    with pytest.raises(RulesError, match="battlefield"):
        t.game.apply(ActivateAbility(barrens, 0, ()))
    t.game.apply(ActivateAbility(barrens, 1, ()))
    t.resolve()
    assert t.in_zone(Zone.HAND) == ["Mountain"]
    assert t.in_zone(Zone.LIBRARY) == ["Forgotten Cave"]


def test_cr701_23b_a_search_may_find_nothing(ruleset: str) -> None:
    """Twisted Abomination cycled with no Swamp in the library: nothing is found, the
    library is shuffled and stays whole."""
    t = Table(ruleset, ("Forest", "Grizzly Bears"))
    abomination = t.put("Twisted Abomination", "hand")
    t.put("Plains"), t.put("Plains")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(ActivateAbility(abomination, 1, ()))
    t.resolve()
    assert t.in_zone(Zone.HAND) == []
    assert t.in_zone(Zone.LIBRARY) == ["Forest", "Grizzly Bears"]


def test_cr701_23_evolving_wilds_puts_a_basic_land_onto_the_battlefield_tapped(
    ruleset: str,
) -> None:
    """Evolving Wilds: sacrificed, it finds a basic land, which enters tapped."""
    t = Table(ruleset, ("Grizzly Bears", "Island"))
    wilds = t.put("Evolving Wilds")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(ActivateAbility(wilds, 0, ()))
    t.resolve()
    (island,) = [o for o in t.game.state.battlefield() if o.name == "Island"]
    assert island.tapped and island.controller == t.alice
    assert t.in_zone(Zone.GRAVEYARD) == ["Evolving Wilds"]
    assert t.in_zone(Zone.LIBRARY) == ["Grizzly Bears"]
