"""CR 701.15a: a goaded creature attacks each combat if able and attacks a player other than
the goading player if able; "Enchanted creature gets +2/+2 and is goaded." (Parasitic Impetus)
goads it for the Aura's controller for as long as it is attached. CR 508.1d: a declaration
must obey the requirements. "Enchanted creature attacks each combat if able." (Lust for War)
is the requirement alone. Goad is printed after 2011 and applies under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.rules import combat_rules_4
from mtgrules.rules.attachments import refresh as refresh_attached
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.attachment_play import RULESETS
from tests.card_table import round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature gets +2/+2 and is goaded.",
        "Enchanted creature is goaded.",
        "Enchanted creature gets +3/+3 and attacks each combat if able.",
        "Enchanted creature attacks each combat if able.",
    ],
)
def test_cr701_15a_goad_lines_round_trip(line: str) -> None:
    round_trip(line)


class Two:
    """Alice and Bob; Alice's Aura on Bob's Grizzly Bears, then Bob's turn."""

    def __init__(self, ruleset: str, aura: str) -> None:
        self.game = Game(ruleset)
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")
        self.bears = self.put("Grizzly Bears", self.bob)
        for _ in range(3):
            self.put("Swamp", self.alice)
            self.put("Mountain", self.alice)
        self.game.begin("precombat main", active=self.alice)
        self.game.apply(CastSpell(self.put(aura, self.alice, "hand"), (self.bears,)))
        while self.game.state.stack:
            self.game.apply(PassPriority())
        for player in self.game.state.players:  # cards to draw
            for _ in range(3):
                self.put("Island", player, "library")

    def put(self, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
        return self.game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)

    def decision(self) -> Decision:
        found = self.game.decision()
        assert found is not None
        return found

    def to_bobs_attack(self) -> None:
        for _ in range(300):
            state = self.game.state
            found = self.game.decision()
            assert found is not None
            if found.kind == "declare attackers" and state.active_player == self.bob:
                return
            if found.kind == "declare attackers":
                self.game.apply(DeclareAttackers(()))
            else:
                assert found.kind == "priority", found.kind
                self.game.apply(PassPriority())
        raise AssertionError("no attack of Bob's")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_15a_goaded_creature_attacks_another_player(ruleset: str) -> None:
    """Three players (the turn structure runs two-player games, so the choice of defenders is
    asked directly): Alice's Parasitic Impetus on Bob's Grizzly Bears makes them 4/4; among
    Alice, Carol and Carol's planeswalker, they may attack only Carol (a player other than
    the goading player); with the Aura gone, any of them."""
    game = Game(ruleset)
    alice, bob, carol = (game.add_player(n) for n in ("Alice", "Bob", "Carol"))
    db = bundled_database()
    bears = game.add_card_def(db.card("Grizzly Bears"), owner=bob, zone="battlefield")
    walker = game.add_card_def(db.card("Chandra Nalaar"), owner=carol, zone="battlefield")
    impetus = game.add_card_def(db.card("Parasitic Impetus"), owner=alice, zone="battlefield")
    game.state.objects[impetus].attached_to = bears
    refresh_attached(game.state, bears)  # its effects on the Bears (CR 613)
    assert game.power(bears) == 4
    obj = game.state.objects[bears]
    assert combat_rules_4.goaders(game.state, obj) == {alice}
    targets = [alice, carol, walker]
    assert combat_rules_4.goad_targets(game.state, obj, targets) == [carol]
    reason = combat_rules_4.why_goad_breaks(game.state, obj, alice, targets)
    assert reason is not None and reason[1] == "701.15a"
    assert combat_rules_4.goad_targets(game.state, obj, [alice, walker]) == [alice, walker]
    game.state.objects[impetus].attached_to = None
    refresh_attached(game.state, bears)
    assert combat_rules_4.goad_targets(game.state, game.state.objects[bears], targets) == targets


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_15a_two_players_the_goader_is_attacked(ruleset: str) -> None:
    """With two players, Bob's goaded Bears (4/4) can attack only Alice, the goading player:
    they must attack her (the other requirement can't be obeyed)."""
    t = Two(ruleset, "Parasitic Impetus")
    t.to_bobs_attack()
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareAttackers(()))
    offered = [tuple(getattr(o, "attacks", ())) for o in t.decision().options]
    assert offered == [((t.bears, t.alice),)]
    t.game.apply(DeclareAttackers(((t.bears, t.alice),)))
    assert t.game.state.combat is not None and t.bears in t.game.state.combat.attackers


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1d_lust_for_war_attacks_anyone(ruleset: str) -> None:
    """Alice's Lust for War on Bob's Bears: they must attack, and may attack Alice."""
    t = Two(ruleset, "Lust for War")
    t.to_bobs_attack()
    with pytest.raises(IllegalActionError) as none:
        t.game.apply(DeclareAttackers(()))
    assert none.value.rule == "508.1d"
    t.game.apply(DeclareAttackers(((t.bears, t.alice),)))
    assert t.game.state.combat is not None and t.bears in t.game.state.combat.attackers
