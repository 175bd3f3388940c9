"""Rulings on turns, costs, triggers and combat found in review, each with its rule."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import (
    ActivateAbility,
    AssignCombatDamage,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, CardDef, Cost, Restriction
from mtgrules.effects.base import Match, Who
from mtgrules.effects.instructions import AddMana, DrawCards, GainLife
from mtgrules.effects.triggers import TriggeredAbility, WhenAttacks
from mtgrules.errors import RulesError
from mtgrules.objects import CardType, Step
from mtgrules.rules.casting import IllegalActionError
from mtgrules.turn_events import StepSkipped
from tests.cards import FOREST


def to_step(game: Game, step: Step) -> None:
    while game.state.step is not step and game.decision_kind() == "priority":
        game.apply(PassPriority())


def test_107_5_an_abilitys_own_source_cant_pay_its_tap_cost(ruleset: str) -> None:
    """A Mind Stone-like artifact: "{1}, {T}, Sacrifice: Draw a card." can't tap itself for
    the {1} it also needs."""
    stone = CardDef(
        name="Mind Stone",
        types=frozenset({CardType.ARTIFACT}),
        activated=(
            ActivatedAbility(cost=Cost(tap=True), effect=(AddMana(mana="C"),)),
            ActivatedAbility(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    )
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    source = game.add_card_def(stone, owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    assert ActivateAbility(source, 1) not in game.legal_actions()
    before = game.state.copy()
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(source, 1))
    assert game.state == before
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    assert ActivateAbility(source, 1) in game.legal_actions()


def test_603_2c_whenever_a_creature_you_control_attacks_triggers_per_creature(
    ruleset: str,
) -> None:
    banner = CardDef(
        name="Banner",
        types=frozenset({CardType.ENCHANTMENT}),
        triggers=(
            TriggeredAbility(
                when=WhenAttacks(who=Match(kinds=frozenset({"Creature"}), controller=Who.YOU)),
                effect=GainLife(amount=1),
                text="Whenever a creature you control attacks, you gain 1 life.",
            ),
        ),
    )
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    game.add_card_def(banner, owner=alice, zone="battlefield")
    bears = [
        game.add_permanent(f"Bear {i}", controller=alice, types={"Creature"}, power=2, toughness=2)
        for i in range(3)
    ]
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((b, bob) for b in bears)))
    assert len(game.state.stack) == 3
    while game.state.stack:
        game.apply(PassPriority())
    assert game.life(alice) == 23


def test_506_4_an_attacked_planeswalker_that_changes_controller_is_attacked_no_more(
    ruleset: str,
) -> None:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    ogre = game.add_permanent("Ogre", controller=alice, types={"Creature"}, power=3, toughness=3)
    walker = game.add_permanent("Walker", controller=bob, types={"Planeswalker"}, loyalty=5)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((ogre, walker),)))
    to_step(game, Step.DECLARE_BLOCKERS)
    game.apply(DeclareBlockers())
    game.set_controller(walker, alice)
    to_step(game, Step.COMBAT_DAMAGE)
    assert game.loyalty(walker) == 5 and game.life(bob) == 20


def test_510_1c_the_game_assigns_when_only_one_whole_assignment_is_legal() -> None:
    """Two 1/5s blocked by a Brigade (first in both orders) and a 0/1 each: the Brigade
    needs 4, so each must assign its 1 to it; the game doesn't ask."""
    game = Game("cr2011")
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    a, c = (
        game.add_permanent(n, controller=alice, types={"Creature"}, power=1, toughness=5)
        for n in "AC"
    )
    brigade = game.add_permanent(
        "Brigade",
        controller=bob,
        types={"Creature"},
        power=2,
        toughness=4,
        restrictions={Restriction.EXTRA_BLOCK},
    )
    y1, y2 = (
        game.add_permanent(n, controller=bob, types={"Creature"}, power=0, toughness=1)
        for n in ("Y1", "Y2")
    )
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((a, bob), (c, bob))))
    to_step(game, Step.DECLARE_BLOCKERS)
    game.apply(DeclareBlockers(((brigade, a), (y1, a), (brigade, c), (y2, c))))
    game.apply(OrderDamageAssignment(((a, (brigade, y1)), (c, (brigade, y2)))))
    game.apply(OrderDamageAssignment(((brigade, (a, c)),)))
    to_step(game, Step.COMBAT_DAMAGE)
    # Neither player is asked: the Brigade too must give both its damage to A (CR 510.1d).
    assert game.decision_kind() == "priority"
    assert game.damage_on(brigade) == 2 and game.damage_on(a) == 2


def test_510_1e_validator_and_action_take_the_same_assignment(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    a = game.add_permanent("A", controller=alice, types={"Creature"}, power=2, toughness=2)
    c = game.add_permanent("C", controller=alice, types={"Creature"}, power=2, toughness=2)
    y0, y1, y2 = (
        game.add_permanent(n, controller=bob, types={"Creature"}, power=0, toughness=1)
        for n in ("Y0", "Y1", "Y2")
    )
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((a, bob), (c, bob))))
    to_step(game, Step.DECLARE_BLOCKERS)
    game.apply(DeclareBlockers(((y0, a), (y1, c), (y2, c))))
    if game.decision_kind() == "order blockers":
        game.apply(OrderDamageAssignment(((c, (y1, y2)),)))
    to_step(game, Step.COMBAT_DAMAGE)
    game.check_combat_damage_assignment(alice, {c: {y1: 1, y2: 1}})
    with pytest.raises(RulesError) as error:
        game.check_combat_damage_assignment(alice, {c: {y1: 3}})
    assert "C" in str(error.value)
    game.apply(AssignCombatDamage(((c, ((y1, 1), (y2, 1))),)))
    assert not game.is_on_battlefield(y1) and not game.is_on_battlefield(y2)


def test_508_8_no_attackers_skips_the_blockers_and_damage_steps(ruleset: str) -> None:
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    game.begin("declare attackers", active=alice)
    events = game.apply(DeclareAttackers())
    events += game.apply(PassPriority()) + game.apply(PassPriority())
    skipped = [e for e in events if isinstance(e, StepSkipped)]
    assert [e.step for e in skipped] == [Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE]
    assert {e.rule for e in skipped} == {"508.8" if ruleset == "current" else "508.6"}
    assert game.state.step is Step.END_OF_COMBAT


def test_a_choices_options_are_actions(ruleset: str) -> None:
    """Every decision's options are actions that apply as they are."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    banner = CardDef(
        name="Twin Banner",
        types=frozenset({CardType.ENCHANTMENT}),
        triggers=tuple(
            TriggeredAbility(
                when=WhenAttacks(who=Match(kinds=frozenset({"Creature"}), controller=Who.YOU)),
                effect=GainLife(amount=n),
                text=f"gain {n}",
            )
            for n in (1, 2)
        ),
    )
    game.add_card_def(banner, owner=alice, zone="battlefield")
    bear = game.add_permanent("Bear", controller=alice, types={"Creature"}, power=2, toughness=2)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((bear, bob),)))
    decision = game.decision()
    assert decision is not None and decision.kind == "trigger order"
    assert all(isinstance(o, Choose) for o in decision.options)
    assert list(decision.options) == game.legal_actions()
    first = decision.options[0]
    assert isinstance(first, Choose)
    game.apply(first)
    assert len(game.state.stack) == 2


def test_107_1_ids_in_actions_are_whole_numbers(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bear = game.add_permanent("Bear", controller=alice, types={"Creature"}, power=2, toughness=2)
    game.begin("declare attackers", active=alice)
    before = game.state.copy()
    with pytest.raises(RulesError):
        game.apply(DeclareAttackers(((float(bear), bob),)))  # type: ignore[arg-type]
    assert game.state == before
