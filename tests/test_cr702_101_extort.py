"""Extort (CR 702.101a, a keyword from after 2011, cited by today's number under both
editions): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
life and you gain life equal to the total life lost this way." Played with real cards."""

from __future__ import annotations

from collections.abc import Hashable
from typing import cast

from mtgrules import Game
from mtgrules.actions import Action, CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.state import EntityId


class Table:
    """Alice (active, in her main phase) with Syndic of Tithes (extort), a Mountain and a
    Lightning Bolt in hand."""

    def __init__(self, ruleset: str, *lands: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        for name in ("Syndic of Tithes", "Mountain", *lands):
            self.put(name)
        self.bolt = self.put("Lightning Bolt", "hand")
        self.asked: list[str] = []

    def put(self, name: str, zone: str = "battlefield") -> EntityId:
        card = bundled_database().card(name)
        return self.game.add_card_def(card, owner=self.alice, zone=zone)

    def play(self, pay: bool) -> None:
        """Alice bolts Bob; to each "may" she answers ``pay``; everything resolves."""
        self.game.begin("precombat main", active=self.alice)
        self.game.apply(CastSpell(self.bolt, (self.bob,)))
        for _ in range(30):
            found = self.game.decision()
            if found is None:
                return
            if found.kind == "priority":
                if not self.game.state.stack and not self.game.state.pending_triggers:
                    return
                self.game.apply(PassPriority())
                continue
            self.asked.append(found.kind)
            answers = [cast(Choose, o).answer for o in found.options]
            wanted: Hashable = pay if pay in answers else answers[0]
            self.game.apply(cast(Action, Choose(wanted)))


def test_cr702_101a_extort_drains_each_opponent(ruleset: str) -> None:
    """Alice casts Lightning Bolt at Bob and pays {W/B} with a Plains for extort: Bob loses
    3 + 1 life, Alice gains 1."""
    t = Table(ruleset, "Plains")
    t.play(pay=True)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 16)


def test_cr702_101a_extort_is_optional(ruleset: str) -> None:
    """Alice declines to pay: only the Bolt's damage."""
    t = Table(ruleset, "Swamp")
    t.play(pay=False)
    assert t.asked
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


def test_cr702_101a_extort_needs_its_mana(ruleset: str) -> None:
    """With no white or black mana left (a second Mountain), paying {W/B} fails: nothing
    happens (CR 601.2h: no partial payment)."""
    t = Table(ruleset, "Mountain")
    t.play(pay=True)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
