"""Leaves-the-battlefield and beginning-of-step triggers (CR 603.6c, 603.10a, 603.2),
compiled from real Oracle text and played."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import CardDef
from mtgrules.objects import Step


def card(name: str) -> CardDef:
    return compile_face(bundled_database().face(name)).definition()


def test_603_10a_perilous_myr_dies_and_deals_2_damage(ruleset: str) -> None:
    """Perilous Myr: "When Perilous Myr dies, it deals 2 damage to any target." The ability
    looks back in time: the Myr is in the graveyard, its last known information deals the
    damage."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    myr = game.add_card_def(card("Perilous Myr"), owner=alice, zone="battlefield")
    bear = game.add_permanent("Bear", controller=bob, types={"Creature"}, power=2, toughness=2)
    game.begin("precombat main", active=alice)
    game.deal_damage(bear, myr, 2)  # lethal; state-based actions run when priority is given
    game.apply(PassPriority())  # Alice passes; SBAs: the Myr dies; its ability triggers
    decision = game.decision()
    assert decision is not None and decision.kind == "targets"
    target = next(o for o in decision.options if isinstance(o, Choose) and o.answer == (bear,))
    game.apply(target)
    assert not game.is_on_battlefield(myr) and len(game.state.stack) == 1
    while game.state.stack:
        game.apply(PassPriority())
    assert not game.is_on_battlefield(bear)


def test_603_2_phyrexian_arena_at_the_beginning_of_your_upkeep(ruleset: str) -> None:
    """Phyrexian Arena: "At the beginning of your upkeep, you draw a card and you lose 1
    life." It triggers in its controller's upkeep only."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    game.add_card_def(card("Phyrexian Arena"), owner=alice, zone="battlefield")
    for player in (alice, bob):
        for _ in range(10):
            game.add_card_def(card("Swamp"), owner=player, zone="library")
    game.begin("end", active=bob)
    while not (game.state.step is Step.UPKEEP and game.state.active_player == alice):
        game.apply(PassPriority())
    assert len(game.state.stack) == 1
    while game.state.stack:
        game.apply(PassPriority())
    assert game.life(alice) == 19 and len(game.hand_of(alice)) == 1
    assert game.life(bob) == 20


def test_614_1c_a_land_that_enters_tapped(ruleset: str) -> None:
    """Coastal Tower: "Coastal Tower enters tapped." (a replacement effect, CR 614.1c)."""
    from mtgrules.actions import ActivateAbility, PlayLand

    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    tower = game.add_card_def(card("Coastal Tower"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(PlayLand(tower))
    (on_battlefield,) = [o for o in game.state.battlefield() if o.name == "Coastal Tower"]
    assert on_battlefield.tapped
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


def test_603_7c_copper_tablet_that_player_is_the_player_whose_upkeep_it_is(
    ruleset: str,
) -> None:
    """Copper Tablet: "At the beginning of each player's upkeep, this artifact deals 1
    damage to that player." """
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    game.add_card_def(card("Copper Tablet"), owner=alice, zone="battlefield")
    for player in (alice, bob):
        for _ in range(5):
            game.add_card_def(card("Swamp"), owner=player, zone="library")
    game.begin("end", active=alice)
    while not (game.state.step is Step.UPKEEP and game.state.active_player == bob):
        game.apply(PassPriority())
    while game.state.stack:
        game.apply(PassPriority())
    assert (game.life(alice), game.life(bob)) == (20, 19)


def test_603_7c_abyssal_specter_that_player_discards(ruleset: str) -> None:
    """Abyssal Specter: "Whenever this creature deals damage to a player, that player
    discards a card." """
    from mtgrules.actions import DeclareAttackers, DeclareBlockers

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    specter = game.add_card_def(card("Abyssal Specter"), owner=alice, zone="battlefield")
    game.add_card_def(card("Swamp"), owner=bob, zone="hand")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((specter, bob),)))
    while game.decision_kind() == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers())
    while game.state.step is not Step.COMBAT_DAMAGE or game.state.stack:
        game.apply(PassPriority())
    assert game.life(bob) == 18 and game.hand_of(bob) == []


def test_608_2c_chandras_outrage_damages_the_targets_controller(ruleset: str) -> None:
    """Chandra's Outrage: "... deals 4 damage to target creature and 2 damage to that
    creature's controller." """
    from mtgrules.actions import CastSpell

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bear = game.add_permanent("Bear", controller=bob, types={"Creature"}, power=2, toughness=2)
    for _ in range(4):
        game.add_card_def(card("Mountain"), owner=alice, zone="battlefield")
    outrage = game.add_card_def(card("Chandra's Outrage"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(outrage, (bear,)))
    while game.state.stack:
        game.apply(PassPriority())
    assert not game.is_on_battlefield(bear) and game.life(bob) == 18


def test_603_2_whenever_you_cast_a_noncreature_spell(ruleset: str) -> None:
    """Boar-q-pine: "Whenever you cast a noncreature spell, put a +1/+1 counter on this
    creature." It triggers on casting (the spell is still on the stack), not on creature
    spells."""
    from mtgrules.actions import CastSpell

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    boar = game.add_card_def(card("Boar-q-pine"), owner=alice, zone="battlefield")
    for _ in range(3):
        game.add_card_def(card("Mountain"), owner=alice, zone="battlefield")
    bolt = game.add_card_def(card("Lightning Bolt"), owner=alice, zone="hand")
    goblin = game.add_card_def(card("Raging Goblin"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (bob,)))
    assert len(game.state.stack) == 2  # the trigger above the Bolt
    while game.state.stack:
        game.apply(PassPriority())
    game.apply(CastSpell(goblin, ()))
    while game.state.stack:
        game.apply(PassPriority())
    assert game.counters(boar) == {"+1/+1": 1} and game.life(bob) == 17
