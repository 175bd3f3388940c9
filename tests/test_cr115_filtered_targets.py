"""Targets with conditions (CR 115.1): "target attacking or blocking creature", compiled
from real Oracle text and played."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import CardDef
from mtgrules.objects import Step
from mtgrules.rules.casting import IllegalActionError


def card(name: str) -> CardDef:
    return compile_face(bundled_database().face(name)).definition()


def test_115_1_divine_verdict_targets_only_an_attacking_or_blocking_creature(
    ruleset: str,
) -> None:
    """Divine Verdict: "Destroy target attacking or blocking creature." """
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    raider = game.add_permanent(
        "Raider", controller=alice, types={"Creature"}, power=2, toughness=2
    )
    home = game.add_permanent("Home", controller=alice, types={"Creature"}, power=2, toughness=2)
    for _ in range(4):
        game.add_card_def(card("Plains"), owner=bob, zone="battlefield")
    verdict = game.add_card_def(card("Divine Verdict"), owner=bob, zone="hand")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((raider, bob),)))
    game.apply(PassPriority())  # Bob has priority in the declare attackers step
    targets = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert targets == {(raider,)}
    before = game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        game.apply(CastSpell(verdict, (home,)))
    assert error.value.rule == "601.2c" and game.state == before
    game.apply(CastSpell(verdict, (raider,)))
    while game.state.stack:
        game.apply(PassPriority())
    assert not game.is_on_battlefield(raider) and game.is_on_battlefield(home)
    assert game.state.step is Step.DECLARE_ATTACKERS


def test_202_2_doom_blade_cant_target_a_black_creature(ruleset: str) -> None:
    """Doom Blade: "Destroy target nonblack creature." An object's colors come from the mana
    symbols of its cost (CR 202.2)."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    rats = game.add_card_def(card("Typhoid Rats"), owner=bob, zone="battlefield")
    elves = game.add_card_def(card("Llanowar Elves"), owner=bob, zone="battlefield")
    for _ in range(2):
        game.add_card_def(card("Swamp"), owner=alice, zone="battlefield")
    blade = game.add_card_def(card("Doom Blade"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    targets = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert targets == {(elves,)}
    assert game.state.objects[rats].colors == frozenset({"black"})
    game.apply(CastSpell(blade, (elves,)))
    while game.state.stack:
        game.apply(PassPriority())
    assert not game.is_on_battlefield(elves) and game.is_on_battlefield(rats)


def test_115_1_up_to_one_target_may_choose_none(ruleset: str) -> None:
    """ "Destroy up to one target creature": zero targets is a legal choice (CR 115.1), and
    a spell with no chosen target resolves (CR 608.2b needs illegal chosen targets)."""
    from mtgrules.cards.compiler import compile_text
    from mtgrules.rules.casting import NO_TARGET

    sweep = compile_text(
        "Sweep", text="Destroy up to one target creature.", types=("Sorcery",), mana_cost="{B}"
    )
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bear = game.add_permanent("Bear", controller=bob, types={"Creature"}, power=2, toughness=2)
    game.add_card_def(card("Swamp"), owner=alice, zone="battlefield")
    spell = game.add_card_def(sweep, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    targets = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert targets == {(bear,), (NO_TARGET,)}
    game.apply(CastSpell(spell, (NO_TARGET,)))
    while game.state.stack:
        game.apply(PassPriority())
    assert game.is_on_battlefield(bear)
    assert not game.state.stack and game.state.step is Step.PRECOMBAT_MAIN


def test_608_2c_maze_of_ith_that_creature_is_the_target_again(ruleset: str) -> None:
    """Maze of Ith: "{T}: Untap target attacking creature. Prevent all combat damage that
    would be dealt to and dealt by that creature this turn." """
    from mtgrules.actions import ActivateAbility

    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    ogre = game.add_permanent("Ogre", controller=alice, types={"Creature"}, power=3, toughness=3)
    maze = game.add_card_def(card("Maze of Ith"), owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((ogre, bob),)))
    game.apply(PassPriority())
    game.apply(ActivateAbility(maze, 0, (ogre,)))
    while game.state.stack:
        game.apply(PassPriority())
    assert not game.state.objects[ogre].tapped
    while game.state.step is not Step.COMBAT_DAMAGE:
        if game.decision_kind() == "declare blockers":
            from mtgrules.actions import DeclareBlockers

            game.apply(DeclareBlockers())
        else:
            game.apply(PassPriority())
    assert game.life(bob) == 20


def test_115_3_deadshot_another_target_and_damage_equal_to_power(ruleset: str) -> None:
    """Deadshot: "Tap target creature. It deals damage equal to its power to another target
    creature." "Another target" can't be the first one."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    ogre = game.add_permanent("Ogre", controller=bob, types={"Creature"}, power=3, toughness=3)
    bear = game.add_permanent("Bear", controller=bob, types={"Creature"}, power=2, toughness=2)
    for _ in range(4):
        game.add_card_def(card("Mountain"), owner=alice, zone="battlefield")
    deadshot = game.add_card_def(card("Deadshot"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    targets = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert (ogre, ogre) not in targets and (ogre, bear) in targets
    before = game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        game.apply(CastSpell(deadshot, (ogre, ogre)))
    assert error.value.rule == "115.3" and game.state == before
    game.apply(CastSpell(deadshot, (ogre, bear)))
    while game.state.stack:
        game.apply(PassPriority())
    assert game.state.objects[ogre].tapped and not game.is_on_battlefield(bear)
