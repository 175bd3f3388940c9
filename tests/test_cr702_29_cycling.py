"""Cycling (CR 702.29; 702.27 in the 2011 rules): "Cycling [cost]" means "[Cost], Discard this
card: Draw a card.", activated only while the card is in its owner's hand (702.29a, 602.2).
Played with real cards under both editions."""

from __future__ import annotations

from typing import cast

import pytest

from mtgrules import Game
from mtgrules.actions import Action, ActivateAbility, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId


class Table:
    """Alice (active, in her main phase) with two Plains and a library of Grizzly Bears."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        for _ in range(3):
            self.put("Grizzly Bears", "library")

    def put(self, name: str, zone: str = "battlefield") -> EntityId:
        card = bundled_database().card(name)
        return self.game.add_card_def(card, owner=self.alice, zone=zone)

    def hand(self) -> list[str]:
        objects = self.game.state.objects.values()
        return sorted(o.name for o in objects if o.zone is Zone.HAND and o.owner == self.alice)

    def zone_of(self, name: str) -> Zone:
        return next(o.zone for o in self.game.state.objects.values() if o.name == name)

    def actions(self) -> list[Action]:
        found = self.game.decision()
        assert found is not None and found.kind == "priority"
        return [cast(Action, o) for o in found.options]

    def resolve(self) -> None:
        while self.game.state.stack:
            self.game.apply(PassPriority())


@pytest.fixture
def t(ruleset: str) -> Table:
    return Table(ruleset)


def test_cr702_29a_cycling_discards_it_and_draws_a_card(t: Table) -> None:
    """Lull (Cycling {2}) in hand with two Plains: cycling it puts Lull into the graveyard as
    a cost, and Alice draws a card as the ability resolves."""
    lull = t.put("Lull", "hand")
    t.put("Plains"), t.put("Plains")
    t.game.begin("precombat main", active=t.alice)
    assert ActivateAbility(lull, 0, ()) in t.actions()
    t.game.apply(ActivateAbility(lull, 0, ()))
    assert t.zone_of("Lull") is Zone.GRAVEYARD and t.hand() == []
    t.resolve()
    assert t.hand() == ["Grizzly Bears"]


def test_cr702_29a_cycling_needs_its_cost(t: Table) -> None:
    """Without mana to pay {2}, cycling isn't offered, and trying it is refused with the
    game unchanged."""
    lull = t.put("Lull", "hand")
    t.game.begin("precombat main", active=t.alice)
    assert not any(isinstance(a, ActivateAbility) for a in t.actions())
    with pytest.raises(RulesError, match="pay"):
        t.game.apply(ActivateAbility(lull, 0, ()))
    assert t.hand() == ["Lull"]


def test_cr602_2_cycling_only_from_the_hand(t: Table) -> None:
    """Forgotten Cave ({T}: Add {R}; Cycling {R}) on the battlefield can't cycle; in the hand
    its mana ability can't be activated, only cycling."""
    cave = t.put("Forgotten Cave")
    in_hand = t.put("Forgotten Cave", "hand")
    t.put("Mountain")
    t.game.begin("precombat main", active=t.alice)
    offered = [a for a in t.actions() if isinstance(a, ActivateAbility)]
    assert ActivateAbility(in_hand, 1, ()) in offered
    assert ActivateAbility(cave, 1, ()) not in offered
    assert ActivateAbility(in_hand, 0, ()) not in offered
    with pytest.raises(RulesError, match="hand"):
        t.game.apply(ActivateAbility(cave, 1, ()))
    with pytest.raises(RulesError, match="battlefield"):
        t.game.apply(ActivateAbility(in_hand, 0, ()))
