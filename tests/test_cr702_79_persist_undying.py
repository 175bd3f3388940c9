"""Persist (CR 702.79a; 702.77a in the 2011 rules) and undying (CR 702.93a, a keyword from
after 2011, cited by today's number): when the creature dies, if it had no -1/-1 (persist) or
+1/+1 (undying) counters on it, it returns to the battlefield under its owner's control with
such a counter on it. Played with real cards under both editions."""

from __future__ import annotations

from typing import cast

from mtgrules import Game
from mtgrules.actions import Action, CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import MINUS_ONE, PLUS_ONE, Zone
from mtgrules.state import EntityId, GameObject


class Table:
    """Alice (active, in her main phase) with two Mountains and Lightning Bolts in hand."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        self.put("Mountain", self.alice)
        self.put("Mountain", self.alice)

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def bolt(self, target: EntityId) -> None:
        """Alice casts Lightning Bolt at ``target`` and everything resolves."""
        bolt = self.put("Lightning Bolt", self.alice, "hand")
        self.game.apply(CastSpell(bolt, (target,)))
        self.resolve_all()

    def resolve_all(self) -> None:
        for _ in range(30):
            found = self.game.decision()
            if found is None:
                return
            if found.kind == "priority":
                if not self.game.state.stack and not self.game.state.pending_triggers:
                    return
                self.game.apply(PassPriority())
            else:
                self.game.apply(cast(Action, found.options[0]))

    def named(self, name: str) -> list[GameObject]:
        return [o for o in self.game.state.objects.values() if o.name == name]

    def permanent(self, name: str) -> GameObject:
        (found,) = [o for o in self.named(name) if o.zone is Zone.BATTLEFIELD]
        return found


def test_cr702_79a_persist_returns_it_with_a_minus_one_counter(ruleset: str) -> None:
    """Kitchen Finks (3/2, persist; enters: gain 2 life) dies to Lightning Bolt: it returns
    under its owner's control as a 2/1 with a -1/-1 counter, and its enters ability gains
    Bob 2 more life."""
    t = Table(ruleset)
    t.put("Kitchen Finks", t.bob)
    t.game.begin("precombat main", active=t.alice)
    finks = t.permanent("Kitchen Finks")
    t.bolt(finks.id)
    back = t.permanent("Kitchen Finks")
    assert back.id != finks.id and back.controller == t.bob
    assert back.counter(MINUS_ONE) == 1
    assert (back.current_power(), back.current_toughness()) == (2, 1)
    assert t.game.life(t.bob) == 22


def test_cr702_79a_persist_not_with_a_minus_one_counter(ruleset: str) -> None:
    """Kitchen Finks that came back with its -1/-1 counter dies again: it stays in the
    graveyard (the intervening if of CR 603.4)."""
    t = Table(ruleset)
    t.put("Kitchen Finks", t.bob)
    t.game.begin("precombat main", active=t.alice)
    t.bolt(t.permanent("Kitchen Finks").id)
    t.bolt(t.permanent("Kitchen Finks").id)
    assert [o.zone for o in t.named("Kitchen Finks")] == [Zone.GRAVEYARD]
    assert not t.game.state.stack and not t.game.state.pending_triggers


def test_cr702_93a_undying_returns_it_with_a_plus_one_counter(ruleset: str) -> None:
    """Geralf's Messenger (3/2, undying; enters: target opponent loses 2 life) dies: it
    returns with a +1/+1 counter as a 4/3; killed again (Bolt deals 3), it stays dead."""
    t = Table(ruleset)
    t.put("Geralf's Messenger", t.bob)
    t.game.begin("precombat main", active=t.alice)
    t.bolt(t.permanent("Geralf's Messenger").id)
    back = t.permanent("Geralf's Messenger")
    assert back.counter(PLUS_ONE) == 1 and back.counter(MINUS_ONE) == 0
    assert (back.current_power(), back.current_toughness()) == (4, 3)
    assert t.game.life(t.alice) == 18
    back_id = back.id
    t.game.move_to_zone(back_id, "graveyard")
    t.resolve_all()
    assert [o.zone for o in t.named("Geralf's Messenger")] == [Zone.GRAVEYARD]


def test_cr400_7_persist_finds_no_card_that_left_the_graveyard(ruleset: str) -> None:
    """Kitchen Finks dies; before its persist ability resolves, its card leaves the
    graveyard (exiled): the ability does nothing (the exiled card is a new object)."""
    t = Table(ruleset)
    t.put("Kitchen Finks", t.bob)
    t.game.begin("precombat main", active=t.alice)
    finks = t.permanent("Kitchen Finks")
    t.game.move_to_zone(finks.id, "graveyard")
    (card,) = [o for o in t.named("Kitchen Finks") if o.zone is Zone.GRAVEYARD]
    t.game.move_to_zone(card.id, "exile")
    t.resolve_all()
    assert [o.zone for o in t.named("Kitchen Finks")] == [Zone.EXILE]
