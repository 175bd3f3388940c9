"""Renown N (CR 702.112, a keyword from after 2011, cited by today's number under both
editions): "When this creature deals combat damage to a player, if it isn't renowned, put N
+1/+1 counters on it and it becomes renowned." (702.112a); renowned is a designation it keeps
until it leaves the battlefield (702.112b). Played with a real card."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.keyword_events import BecameRenowned
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.state import EntityId, GameObject


class Table:
    """Alice attacks Bob with Topan Freeblade (2/2, vigilance, renown 1); both have Grizzly
    Bears to draw."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        card = bundled_database().card("Topan Freeblade")
        self.game.add_card_def(card, owner=self.alice, zone="battlefield")
        for player in (self.alice, self.bob):
            for _ in range(5):
                library = bundled_database().card("Grizzly Bears")
                self.game.add_card_def(library, owner=player, zone="library")

    def freeblade(self) -> GameObject:
        objects = self.game.state.objects.values()
        (found,) = [o for o in objects if o.name == "Topan Freeblade"]
        return found

    def attack_unblocked(self) -> None:
        """A combat: the Freeblade attacks, isn't blocked, and combat ends."""
        if self.game.state.step is None:
            self.game.begin("declare attackers", active=self.alice)
        self.game.apply(DeclareAttackers(((self.freeblade().id, self.bob),)))
        self.play_until("declare attackers")

    def play_until(self, kind: str) -> None:
        """Play on (no blocks, Bob doesn't attack) until Alice must make a ``kind`` decision;
        or until the game waits for nothing."""
        for _ in range(200):
            found = self.game.decision()
            if found is None or (found.kind == kind and found.player == self.alice):
                return
            if found.kind == "declare blockers":
                self.game.apply(DeclareBlockers(()))
            elif found.kind == "declare attackers":
                self.game.apply(DeclareAttackers(()))
            else:
                self.game.apply(PassPriority())

    def renowned_events(self) -> list[EntityId]:
        return [e.permanent for e in self.game.log if isinstance(e, BecameRenowned)]


def test_cr702_112a_renown_after_combat_damage_to_a_player(ruleset: str) -> None:
    """Topan Freeblade deals 2 combat damage to Bob: it gets a +1/+1 counter (3/3) and
    becomes renowned."""
    t = Table(ruleset)
    t.attack_unblocked()
    freeblade = t.freeblade()
    assert t.game.life(t.bob) == 18
    assert freeblade.renowned and freeblade.counter(PLUS_ONE) == 1
    assert (freeblade.current_power(), freeblade.current_toughness()) == (3, 3)
    assert t.renowned_events() == [freeblade.id]


def test_cr702_112a_renown_only_while_not_renowned(ruleset: str) -> None:
    """Attacking again on Alice's next turn, the renowned Freeblade deals 3 but its ability
    doesn't trigger (the intervening if, CR 603.4): still one counter."""
    t = Table(ruleset)
    t.attack_unblocked()
    t.attack_unblocked()
    assert t.game.life(t.bob) == 15
    assert t.freeblade().counter(PLUS_ONE) == 1
    assert len(t.renowned_events()) == 1
    triggered = [e for e in t.game.log if isinstance(e, AbilityTriggered)]
    assert [e.text.split(" ")[0] for e in triggered] == ["Renown"]


def test_cr702_112b_renowned_until_it_leaves_the_battlefield(ruleset: str) -> None:
    """The renowned Freeblade returns to Alice's hand and is put onto the battlefield again:
    a new object (CR 400.7), not renowned, without counters."""
    t = Table(ruleset)
    t.attack_unblocked()
    t.game.move_to_zone(t.freeblade().id, "hand")
    assert t.freeblade().zone is Zone.HAND and not t.freeblade().renowned
    t.game.move_to_zone(t.freeblade().id, "battlefield")
    assert not t.freeblade().renowned and t.freeblade().counter(PLUS_ONE) == 0
