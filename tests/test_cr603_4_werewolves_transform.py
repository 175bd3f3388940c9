"""Werewolves: "At the beginning of each upkeep, if no spells were cast last turn, transform
this creature." / "..., if a player cast two or more spells last turn, transform this
creature." An intervening "if" (CR 603.4) asking about the spells cast (CR 601.2) during the
whole previous turn, by any player / by one player; the transform is CR 701.28a (2011:
701.25a). Real cards (Village Ironsmith // Ironfang) under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.effects.conditions import Condition
from mtgrules.objects import Step
from mtgrules.rules.conditions import holds
from mtgrules.state import EntityId
from mtgrules.transform_events import Transformed
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of each upkeep, if no spells were cast last turn, transform ~.",
        "At the beginning of each upkeep, if a player cast two or more spells last turn, "
        "transform ~.",
        "When ~ enters, if you've cast two or more spells this turn, draw a card.",
        "When ~ enters, if an opponent cast two or more spells this turn, ~ deals 2 damage "
        "to any target.",
    ],
)
def test_cr603_4_spell_count_conditions_round_trip(line: str) -> None:
    round_trip(line)


def _to_next_upkeep(game: Game) -> None:
    """Pass (declaring no attackers) until the next turn's upkeep begins, then resolve
    whatever triggered there."""
    turn = game.state.turn
    while not (game.state.turn == turn + 1 and game.state.step is Step.UPKEEP):
        if game.decision_kind() == "declare attackers":
            game.apply(DeclareAttackers(()))
        else:
            game.apply(PassPriority())
    while game.state.stack or game.state.pending_triggers:
        game.apply(PassPriority())


def _ironsmith(t: Table, *, transformed: bool = False) -> EntityId:
    return t.game.add_card_def(
        bundled_database().card("Village Ironsmith"),
        owner=t.alice,
        zone="battlefield",
        transformed=transformed,
    )


def _cast_bolts(t: Table, caster: EntityId, count: int) -> None:
    """``caster`` casts ``count`` Lightning Bolts at the other player; each resolves."""
    target = t.bob if caster == t.alice else t.alice
    for _ in range(count):
        t.lands("Mountain", caster, 1)
        bolt = t.put("Lightning Bolt", caster, "hand")
        if t.game.state.priority != caster:
            t.game.apply(PassPriority())  # the other player receives priority
        assert t.game.state.priority == caster
        t.game.apply(CastSpell(bolt, (target,)))
        t.resolve()


def _turn_two(t: Table) -> None:
    t.game.begin("precombat main", active=t.alice, turn=2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_no_spells_cast_last_turn_transforms_the_werewolf(ruleset: str) -> None:
    """Nobody casts a spell in Alice's turn: at the beginning of Bob's upkeep Village
    Ironsmith (1/1 first strike) transforms into Ironfang, a 3/1."""
    t = Table(ruleset)
    smith = _ironsmith(t)
    _turn_two(t)
    _to_next_upkeep(t.game)
    fang = t.game.state.objects[smith]
    assert (fang.name, fang.current_power(), fang.current_toughness()) == ("Ironfang", 3, 1)
    assert [e.face for e in t.game.log if isinstance(e, Transformed)] == ["back"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_a_spell_cast_last_turn_keeps_the_human(ruleset: str) -> None:
    """Bob casts one Lightning Bolt in Alice's turn: the ability doesn't trigger at Bob's
    upkeep (the condition is false as the upkeep begins)."""
    t = Table(ruleset)
    smith = _ironsmith(t)
    _turn_two(t)
    _cast_bolts(t, t.alice, 1)
    _to_next_upkeep(t.game)
    assert t.game.state.objects[smith].name == "Village Ironsmith"
    assert not any(isinstance(e, Transformed) for e in t.game.log)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_one_player_casting_two_spells_transforms_back(ruleset: str) -> None:
    """Ironfang, and Alice casts two Lightning Bolts in her turn: at Bob's upkeep it
    transforms back into Village Ironsmith."""
    t = Table(ruleset)
    fang = _ironsmith(t, transformed=True)
    _turn_two(t)
    _cast_bolts(t, t.alice, 2)
    _to_next_upkeep(t.game)
    smith = t.game.state.objects[fang]
    assert (smith.name, smith.current_power()) == ("Village Ironsmith", 1)
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_4_two_players_casting_one_spell_each_is_not_two_spells(ruleset: str) -> None:
    """Ruling (2016-04-08): a single player must have cast two or more spells. Alice and Bob
    each cast one Lightning Bolt in Alice's turn: Ironfang stays."""
    t = Table(ruleset)
    fang = _ironsmith(t, transformed=True)
    _turn_two(t)
    _cast_bolts(t, t.alice, 1)
    _cast_bolts(t, t.bob, 1)
    _to_next_upkeep(t.game)
    assert t.game.state.objects[fang].name == "Ironfang"
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2_spells_cast_this_turn_and_last_turn(ruleset: str) -> None:
    """The counts are kept per turn: two spells this turn are not "last turn" until the next
    turn; the first turn of a game has no last turn."""
    t = Table(ruleset)
    _turn_two(t)
    two_this_turn = Condition("spells cast", who="you", amount=2)
    two_last_turn = Condition("spells cast", who="a player", amount=2, last_turn=True)
    none_last_turn = Condition("no spells cast", who="a player", last_turn=True)
    state = t.game.state
    assert holds(state, none_last_turn, t.alice, t.alice)
    _cast_bolts(t, t.alice, 2)
    state = t.game.state
    assert holds(state, two_this_turn, t.alice, t.alice)
    assert not holds(state, two_this_turn, t.bob, t.bob)
    assert not holds(state, two_last_turn, t.alice, t.alice)
    first = Table(ruleset)
    first.game.begin("upkeep", active=first.alice, turn=1)
    assert not holds(first.game.state, none_last_turn, first.alice, first.alice)
