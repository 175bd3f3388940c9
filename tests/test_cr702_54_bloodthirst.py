"""Bloodthirst N (CR 702.54a; 702.52a in the 2011 rules): "If an opponent was dealt damage
this turn, this permanent enters with N +1/+1 counters on it." Played with real cards under
both editions."""

from __future__ import annotations

from typing import cast

from mtgrules import Game
from mtgrules.actions import Action, CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.state import EntityId, GameObject


class Table:
    """Alice (active, in her main phase) with five Mountains, Lightning Bolt and Gorehorn
    Minotaurs (3/3, bloodthirst 2) in hand."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        for _ in range(5):
            self.put("Mountain")
        self.bolt = self.put("Lightning Bolt", "hand")
        self.minotaurs = self.put("Gorehorn Minotaurs", "hand")
        self.game.begin("precombat main", active=self.alice)

    def put(self, name: str, zone: str = "battlefield") -> EntityId:
        card = bundled_database().card(name)
        return self.game.add_card_def(card, owner=self.alice, zone=zone)

    def cast(self, spell: EntityId, *targets: EntityId) -> None:
        self.game.apply(CastSpell(spell, targets))
        for _ in range(20):
            found = self.game.decision()
            if found is None or (found.kind == "priority" and not self.game.state.stack):
                return
            if found.kind == "priority":
                self.game.apply(PassPriority())
            else:
                self.game.apply(cast(Action, found.options[0]))

    def minotaurs_on_battlefield(self) -> GameObject:
        objects = self.game.state.objects.values()
        (found,) = [o for o in objects if o.name == "Gorehorn Minotaurs"]
        assert found.zone is Zone.BATTLEFIELD
        return found


def test_cr702_54a_bloodthirst_after_an_opponent_was_dealt_damage(ruleset: str) -> None:
    """Lightning Bolt at Bob, then Gorehorn Minotaurs: it enters with two +1/+1 counters."""
    t = Table(ruleset)
    t.cast(t.bolt, t.bob)
    t.cast(t.minotaurs)
    minotaurs = t.minotaurs_on_battlefield()
    assert minotaurs.counter(PLUS_ONE) == 2
    assert (minotaurs.current_power(), minotaurs.current_toughness()) == (5, 5)


def test_cr702_54a_no_bloodthirst_without_damage_to_an_opponent(ruleset: str) -> None:
    """No damage this turn: a plain 3/3."""
    t = Table(ruleset)
    t.cast(t.minotaurs)
    minotaurs = t.minotaurs_on_battlefield()
    assert minotaurs.counter(PLUS_ONE) == 0 and minotaurs.current_power() == 3


def test_cr702_54a_damage_to_yourself_is_not_to_an_opponent(ruleset: str) -> None:
    """Alice bolts herself: she isn't her own opponent, the Minotaurs stay 3/3."""
    t = Table(ruleset)
    t.cast(t.bolt, t.alice)
    t.cast(t.minotaurs)
    assert t.game.life(t.alice) == 17
    assert t.minotaurs_on_battlefield().counter(PLUS_ONE) == 0
