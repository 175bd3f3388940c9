"""Bad input: a RulesError naming the rule, and the game state exactly as it was."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from mtgrules import (
    ConfigurationError,
    DamagePart,
    Game,
    IllegalDamageError,
    IllegalLifeActionError,
    RulesError,
    UnknownEntityError,
)
from mtgrules.state import EntityId

UNKNOWN: EntityId = 999


def damage_rule(ruleset: str, clause: str) -> str:
    return f"{119 if ruleset == 'cr2011' else 120}.{clause}"


def life_rule(ruleset: str, clause: str) -> str:
    return f"{118 if ruleset == 'cr2011' else 119}.{clause}"


def setup(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    """Alice, Bob, Bob's Grizzly Bears and Alice's Lightning Bolt on the stack."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bears = game.add_permanent(
        "Grizzly Bears", controller=bob, types={"Creature"}, power=2, toughness=2
    )
    bolt = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
    return game, alice, bob, bears, bolt


def rejected(
    game: Game, error: type[RulesError], action: Callable[[], object], rule: str | None
) -> RulesError:
    """``action`` raises ``error`` naming ``rule`` (when given) and changes nothing."""
    before = copy.deepcopy(game.state)
    log_length = len(game.log)
    with pytest.raises(error) as raised:
        action()
    assert isinstance(raised.value, RulesError)
    if rule is not None:
        assert raised.value.rule == rule
        assert f"(CR {rule})" in str(raised.value)
    assert game.state == before
    assert len(game.log) == log_length
    return raised.value


# -- damage --------------------------------------------------------------------------------------
def test_negative_damage(ruleset: str) -> None:
    game, _alice, bob, _bears, bolt = setup(ruleset)
    rejected(game, IllegalDamageError, lambda: game.deal_damage(bolt, bob, -3), "107.1b")
    assert game.life(bob) == 20


def test_one_negative_part_rejects_the_whole_event(ruleset: str) -> None:
    game, _alice, bob, bears, bolt = setup(ruleset)
    parts = [DamagePart(bolt, bob, 3), DamagePart(bolt, bears, -1)]
    rejected(game, IllegalDamageError, lambda: game.deal_damage_event(parts), "107.1b")
    assert game.life(bob) == 20


def test_non_integer_damage(ruleset: str) -> None:
    """CR 107.1: the only numbers the game uses are integers."""
    game, _alice, bob, _bears, bolt = setup(ruleset)
    half: Any = 1.5
    error = rejected(game, IllegalDamageError, lambda: game.deal_damage(bolt, bob, half), None)
    assert error.rule is not None
    assert error.rule.startswith("107.1")


def test_unknown_damage_source(ruleset: str) -> None:
    game, _alice, bob, _bears, _bolt = setup(ruleset)
    error = rejected(
        game,
        UnknownEntityError,
        lambda: game.deal_damage(UNKNOWN, bob, 2),
        damage_rule(ruleset, "7"),
    )
    assert str(UNKNOWN) in str(error)


def test_unknown_damage_recipient(ruleset: str) -> None:
    game, _alice, _bob, _bears, bolt = setup(ruleset)
    error = rejected(
        game,
        UnknownEntityError,
        lambda: game.deal_damage(bolt, UNKNOWN, 2),
        damage_rule(ruleset, "1"),
    )
    assert str(UNKNOWN) in str(error)


def test_unknown_excess_damage_recipient(ruleset: str) -> None:
    """CR 120.1 (current); under cr2011 an excess clause itself is refused (no CR 120.4a)."""
    game, _alice, _bob, bears, bolt = setup(ruleset)
    rejected(
        game,
        UnknownEntityError if ruleset == "current" else IllegalDamageError,
        lambda: game.deal_damage(bolt, bears, 5, excess_to=UNKNOWN),
        damage_rule(ruleset, "1" if ruleset == "current" else "4"),
    )


def test_a_player_is_not_a_damage_source(ruleset: str) -> None:
    """CR 120.2 / 119.2: objects deal damage; a player isn't an object."""
    game, alice, bob, _bears, _bolt = setup(ruleset)
    rejected(
        game,
        IllegalDamageError,
        lambda: game.deal_damage(alice, bob, 2),
        damage_rule(ruleset, "2"),
    )


def test_damage_to_a_noncreature_permanent(ruleset: str) -> None:
    """CR 120.1a / 119.1a: damage can't be dealt to an object that's neither a creature nor a
    planeswalker."""
    game, _alice, bob, _bears, bolt = setup(ruleset)
    land = game.add_permanent("Mountain", controller=bob, types={"Land"})
    rejected(
        game,
        IllegalDamageError,
        lambda: game.deal_damage(bolt, land, 2),
        damage_rule(ruleset, "1a"),
    )


def test_damage_to_a_creature_card_in_the_graveyard(ruleset: str) -> None:
    game, _alice, bob, _bears, bolt = setup(ruleset)
    dead = game.add_card("Dead Bears", owner=bob, types={"Creature"}, zone="graveyard")
    rejected(
        game,
        IllegalDamageError,
        lambda: game.deal_damage(bolt, dead, 2),
        damage_rule(ruleset, "1a"),
    )


# -- life ------------------------------------------------------------------------------------------
def test_negative_life_gain(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(game, IllegalLifeActionError, lambda: game.gain_life(alice, -2), "107.1b")
    assert game.life(alice) == 20


def test_negative_life_loss(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(game, IllegalLifeActionError, lambda: game.lose_life(alice, -2), "107.1b")


def test_negative_life_payment(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(game, IllegalLifeActionError, lambda: game.pay_life(alice, -2), "107.1b")


def test_paying_more_life_than_one_has(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    error = rejected(
        game, IllegalLifeActionError, lambda: game.pay_life(alice, 21), life_rule(ruleset, "4")
    )
    assert "21" in str(error)
    assert game.life(alice) == 20


def test_a_joint_payment_is_all_or_nothing(ruleset: str) -> None:
    game, alice, bob, _bears, _bolt = setup(ruleset)
    game.lose_life(bob, 18)
    rejected(
        game,
        IllegalLifeActionError,
        lambda: game.pay_life_jointly({alice: 3, bob: 3}),
        life_rule(ruleset, "4"),
    )
    assert game.life(alice) == 20
    assert game.life(bob) == 2


@pytest.mark.parametrize("action", ["gain_life", "lose_life", "pay_life", "set_life"])
def test_unknown_player_in_a_life_action(ruleset: str, action: str) -> None:
    game, _alice, _bob, _bears, _bolt = setup(ruleset)
    error = rejected(game, UnknownEntityError, lambda: getattr(game, action)(UNKNOWN, 1), None)
    assert str(UNKNOWN) in str(error)


def test_unknown_player_in_an_exchange(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(game, UnknownEntityError, lambda: game.exchange_life(alice, UNKNOWN), None)


# -- configuration ---------------------------------------------------------------------------------
def test_unknown_ruleset() -> None:
    with pytest.raises(ConfigurationError) as raised:
        Game("cr1994")
    assert isinstance(raised.value, RulesError)
    assert "cr1994" in str(raised.value)
    assert "current" in str(raised.value)
    assert "cr2011" in str(raised.value)


def test_unknown_variant() -> None:
    with pytest.raises(ConfigurationError) as raised:
        Game("current", variant="three-headed giant")
    assert "three-headed giant" in str(raised.value)
    assert "commander" in str(raised.value)


def test_unknown_card_type(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    error = rejected(
        game,
        ConfigurationError,
        lambda: game.add_permanent("Thing", controller=alice, types={"Creture"}),
        None,
    )
    assert "Creture" in str(error)


def test_unknown_keyword(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    error = rejected(
        game,
        ConfigurationError,
        lambda: game.add_permanent(
            "Thing",
            controller=alice,
            types={"Creature"},
            power=1,
            toughness=1,
            keywords={"lifelinks"},
        ),
        None,
    )
    assert "lifelinks" in str(error)


def test_unknown_controller_of_a_permanent(ruleset: str) -> None:
    game, _alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(
        game,
        UnknownEntityError,
        lambda: game.add_permanent("Thing", controller=UNKNOWN, types={"Creature"}),
        None,
    )


def test_negative_counters(ruleset: str) -> None:
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    rejected(
        game,
        ConfigurationError,
        lambda: game.add_permanent(
            "Thing", controller=alice, types={"Creature"}, counters={"+1/+1": -1}
        ),
        None,
    )


def test_non_integer_life_gain(ruleset: str) -> None:
    """CR 107.1: the only numbers the game uses are integers."""
    game, alice, _bob, _bears, _bolt = setup(ruleset)
    half: Any = 1.5
    error = rejected(game, IllegalLifeActionError, lambda: game.gain_life(alice, half), None)
    assert error.rule is not None
    assert error.rule.startswith("107.1")


def test_a_third_player_on_a_two_headed_giant_team(ruleset: str) -> None:
    """CR 810.1: Two-Headed Giant teams have two players each."""
    game = Game(ruleset, variant="two-headed giant")
    game.add_player("A1", team=1)
    game.add_player("A2", team=1)
    rejected(game, ConfigurationError, lambda: game.add_player("A3", team=1), None)


def test_a_two_headed_giant_player_without_a_team(ruleset: str) -> None:
    game = Game(ruleset, variant="two-headed giant")
    game.add_player("A1", team=1)
    rejected(game, ConfigurationError, lambda: game.add_player("Loner"), None)


def test_an_archenemy_outside_an_archenemy_game(ruleset: str) -> None:
    game = Game(ruleset)
    game.add_player("Alice")
    rejected(game, ConfigurationError, lambda: game.add_player("Boss", archenemy=True), None)
