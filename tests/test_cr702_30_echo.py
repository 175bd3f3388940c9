"""Echo (CR 702.30a; 702.28a in the 2011 rules): "At the beginning of your upkeep, if this
permanent came under your control since the beginning of your last upkeep, sacrifice it
unless you pay [cost]." Played with a real card under both editions."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from mtgrules.state import EntityId


class Table:
    """Goblin War Buggy (2/2 haste, echo {1}{R}) on Alice's battlefield as her upkeep
    begins, with ``mountains`` Mountains; both players have cards to draw."""

    def __init__(self, ruleset: str, mountains: int) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        self.buggy = self.put("Goblin War Buggy", self.alice)
        for _ in range(mountains):
            self.put("Mountain", self.alice)
        for player in (self.alice, self.bob):
            for _ in range(4):
                self.put("Grizzly Bears", player, "library")
        self.asked = 0

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def play_upkeep(self, pay: bool) -> None:
        """Alice's upkeep: priority passes; to the echo question she answers ``pay``."""
        if self.game.state.step is None:
            self.game.begin("upkeep", active=self.alice)
        for _ in range(20):
            found = self.game.decision()
            if found is None or (
                self.game.state.step is not None and (self.game.state.step.value != "upkeep")
            ):
                return
            if found.kind == "may":
                self.asked += 1
                self.game.apply(Choose(pay))
            else:
                self.game.apply(PassPriority())

    def until_alice_upkeep(self) -> None:
        """Play on (no attacks, no blocks) to Alice's next upkeep."""
        for _ in range(200):
            state = self.game.state
            if (
                state.step is not None
                and state.step.value == "upkeep"
                and (state.active_player == self.alice and state.turn > 1)
            ):
                return
            found = self.game.decision()
            assert found is not None
            if found.kind == "declare attackers":
                self.game.apply(DeclareAttackers(()))
            elif found.kind == "declare blockers":
                self.game.apply(DeclareBlockers(()))
            else:
                self.game.apply(PassPriority())

    def buggy_zone(self) -> Zone:
        objects = self.game.state.objects.values()
        (found,) = [o for o in objects if o.name == "Goblin War Buggy"]
        return found.zone

    def echo_triggers(self) -> int:
        return sum(1 for e in self.game.log if isinstance(e, AbilityTriggered))


def test_cr702_30a_echo_paid_keeps_it_once(ruleset: str) -> None:
    """Alice pays {1}{R} with her two Mountains: the Buggy stays; at her next upkeep echo
    doesn't trigger again (she controlled it since her last upkeep)."""
    t = Table(ruleset, mountains=2)
    t.play_upkeep(pay=True)
    assert t.asked == 1 and t.buggy_zone() is Zone.BATTLEFIELD
    tapped = [o for o in t.game.state.battlefield() if o.name == "Mountain" and o.tapped]
    assert len(tapped) == 2
    t.until_alice_upkeep()
    assert t.game.state.turn == 3
    t.play_upkeep(pay=True)
    assert t.echo_triggers() == 1 and t.asked == 1
    assert t.buggy_zone() is Zone.BATTLEFIELD


def test_cr702_30a_echo_not_paid_sacrifices_it(ruleset: str) -> None:
    """Alice declines to pay: the Buggy is sacrificed."""
    t = Table(ruleset, mountains=2)
    t.play_upkeep(pay=False)
    assert t.asked == 1 and t.buggy_zone() is Zone.GRAVEYARD
    assert not any(o.tapped for o in t.game.state.battlefield())


def test_cr702_30a_echo_that_cant_be_paid_sacrifices_it(ruleset: str) -> None:
    """With one Mountain, {1}{R} can't be paid: she isn't asked, the Buggy is sacrificed."""
    t = Table(ruleset, mountains=1)
    t.play_upkeep(pay=True)
    assert t.asked == 0 and t.buggy_zone() is Zone.GRAVEYARD
