"""Planechase (CR 901; the same section in the rules of 2011): the starting player turns the
top card of their planar deck face up (CR 103.6 in 2011, 103.7 today); the active player may
roll the planar die in their main phase with an empty stack, a special action costing {0}
and {1} more for each roll they made that turn (901.9): {CHAOS} triggers the plane's "Whenever
chaos ensues" abilities, {PW} makes them planeswalk (701.24 today, 701.21 in 2011). The
plane's controller is the active player (901.6), so "your upkeep" is each player's. Real cards
from the bundled database, under both rulesets; the die is the game's seeded random source."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, PassPriority, RollPlanarDie
from mtgrules.errors import ConfigurationError
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from mtgrules.rules.planechase import face_up_plane
from mtgrules.variant_events import PLANAR_DECK, PlanarDieRolled, Planeswalked
from tests.card_table import RULESETS, round_trip
from tests.random_play import rolls, seed_game
from tests.variant_play import VariantTable, card

CHAOS_ROLL, PLANESWALKER_ROLL, BLANK_ROLL = 6, 1, 3
"""Six-sided rolls giving the planar die's faces (rules/planechase.py: FACES)."""


def _planechase(ruleset: str, *planes: str) -> VariantTable:
    t = VariantTable(ruleset)
    t.game.give_planar_deck(t.alice, [card(name) for name in planes])
    return t


def _deck(t: VariantTable) -> list[str]:
    return [c.name for c in t.game.state.command_decks[(t.alice, PLANAR_DECK)]]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_the_starting_plane_is_face_up(ruleset: str) -> None:
    t = _planechase(ruleset, "Naar Isle", "The Lux Foundation Library")
    assert t.command_zone() == ["Naar Isle"]
    assert _deck(t) == ["The Lux Foundation Library"]
    (started,) = [e for e in t.game.log if isinstance(e, Planeswalked)]
    assert started.rule == ("103.6" if ruleset == "cr2011" else "103.7")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_9_chaos_ensues_naar_isle_deals_3_damage(ruleset: str) -> None:
    """ "Whenever chaos ensues, Naar Isle deals 3 damage to target player or planeswalker." """
    t = _planechase(ruleset, "Naar Isle", "The Lux Foundation Library")
    t.game.begin("precombat main", active=t.alice)
    assert RollPlanarDie() in t.game.legal_actions()
    seed_game(t.game, rolls(6, CHAOS_ROLL))
    t.game.apply(RollPlanarDie())
    t.game.apply(Choose((t.bob,)))  # the chaos ability's target
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 17
    assert t.command_zone() == ["Naar Isle"]  # chaos doesn't planeswalk
    (rolled,) = [e for e in t.game.log if isinstance(e, PlanarDieRolled)]
    assert (rolled.face, rolled.cost, rolled.rule) == ("chaos", 0, "901.9")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_9_planeswalker_symbol_planeswalks(ruleset: str) -> None:
    t = _planechase(ruleset, "Naar Isle", "The Lux Foundation Library")
    t.game.begin("precombat main", active=t.alice)
    seed_game(t.game, rolls(6, PLANESWALKER_ROLL))
    t.game.apply(RollPlanarDie())
    assert t.command_zone() == ["The Lux Foundation Library"]
    assert _deck(t) == ["Naar Isle"]  # to the bottom of its owner's planar deck
    assert not t.game.state.stack  # no chaos ability triggered
    walked = [e for e in t.game.log if isinstance(e, Planeswalked) and e.away is not None]
    assert [(w.away_name, w.name, w.rule) for w in walked] == [
        ("Naar Isle", "The Lux Foundation Library", "701.21" if ruleset == "cr2011" else "701.24")
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_9_each_roll_costs_one_more_this_turn(ruleset: str) -> None:
    """The first roll of the turn costs {0}, the second {1}, the third {2}."""
    t = _planechase(ruleset, "Naar Isle")
    t.game.begin("precombat main", active=t.alice)
    seed_game(t.game, rolls(6, BLANK_ROLL, BLANK_ROLL))
    t.game.apply(RollPlanarDie())
    assert RollPlanarDie() not in t.game.legal_actions()
    with pytest.raises(IllegalActionError, match=r"can't pay \{1\}"):
        t.game.apply(RollPlanarDie())
    mountain = t.put("Mountain", t.alice)
    t.game.apply(RollPlanarDie())
    assert t.obj(mountain).tapped
    costs = [e.cost for e in t.game.log if isinstance(e, PlanarDieRolled)]
    assert costs == [0, 1]
    assert t.game.life(t.bob) == 20 and t.command_zone() == ["Naar Isle"]  # blank: nothing


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_9_only_the_active_player_in_a_main_phase(ruleset: str) -> None:
    t = _planechase(ruleset, "Naar Isle")
    t.game.begin("upkeep", active=t.alice)
    t.pass_until("priority")
    with pytest.raises(IllegalActionError, match="main phase"):
        t.game.apply(RollPlanarDie())
    t.play_to("precombat main", t.bob)
    t.game.apply(PassPriority())  # Alice gets priority in Bob's main phase
    assert t.game.state.priority == t.alice
    with pytest.raises(IllegalActionError, match="only the active player"):
        t.game.apply(RollPlanarDie())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_6_naar_isle_upkeep_of_each_planar_controller(ruleset: str) -> None:
    """ "At the beginning of your upkeep, put a flame counter on Naar Isle, then it deals
    damage to you equal to the number of flame counters on it." The active player controls
    the plane, so it triggers in each player's upkeep; the counters stay on the plane."""
    t = _planechase(ruleset, "Naar Isle")
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.alice) == 19
    t.play_to("upkeep", t.bob)
    plane = face_up_plane(t.game.state)
    assert plane is not None and plane.controller == t.bob
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 18)
    plane = face_up_plane(t.game.state)
    assert plane is not None and plane.counters == {"flame": 2}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_3_planar_decks_hold_planes(ruleset: str) -> None:
    t = VariantTable(ruleset)
    before = t.game.state.copy()
    with pytest.raises(ConfigurationError, match="Grizzly Bears is not a plane card"):
        t.game.give_planar_deck(t.alice, [card("Naar Isle"), card("Grizzly Bears")])
    with pytest.raises(ConfigurationError, match="needs plane cards"):
        t.game.give_planar_deck(t.alice, [])
    assert t.game.state == before
    t.game.begin("precombat main", active=t.alice)
    with pytest.raises(IllegalActionError, match="no face-up plane"):
        t.game.apply(RollPlanarDie())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr901_9_the_lux_foundation_library_chaos_gives_shadow(ruleset: str) -> None:
    """ "Whenever chaos ensues, put a shadow counter on target creature." (a keyword counter)"""
    t = _planechase(ruleset, "The Lux Foundation Library")
    bears = t.put("Grizzly Bears", t.bob)
    t.game.begin("precombat main", active=t.alice)
    seed_game(t.game, rolls(6, CHAOS_ROLL))
    t.game.apply(RollPlanarDie())  # the only creature: the target
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.obj(bears).counters == {"shadow": 1}
    assert t.obj(bears).has(Keyword.SHADOW)


def test_cr901_9_chaos_line_round_trips() -> None:
    round_trip("Whenever chaos ensues, ~ deals 3 damage to target player or planeswalker.")
