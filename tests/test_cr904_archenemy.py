"""Archenemy (CR 904; the same section in the rules of 2011): the archenemy starts at 40 life
(CR 118.1d in 2011, 119.1d today), has a scheme deck (904.4), and sets the top scheme in
motion immediately after their precombat main phase begins (904.9): its "When you set this
scheme in motion" abilities trigger; a non-ongoing scheme goes to the bottom of the scheme
deck once its abilities have left the stack (904.10, a state-based action). Real cards from
the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell, PassPriority
from mtgrules.errors import ConfigurationError
from mtgrules.objects import Zone
from mtgrules.rules.schemes import scheme_deck
from mtgrules.scenario import ScenarioError, parse_scenario, run_scenario
from mtgrules.variant_events import SchemePutBack, SchemeSetInMotion
from tests.card_table import RULESETS, round_trip
from tests.variant_play import VariantTable, card


def _archenemy(ruleset: str, *schemes: str) -> VariantTable:
    t = VariantTable(ruleset, "archenemy", archenemy=True)
    t.game.give_scheme_deck(t.alice, [card(name) for name in schemes])
    return t


def _resolve_all(t: VariantTable) -> None:
    while t.game.state.stack:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_9_i_delight_in_your_convulsions_set_in_motion(ruleset: str) -> None:
    """ "When you set this scheme in motion, each opponent loses 3 life. You gain life equal
    to the life lost this way." """
    t = _archenemy(ruleset, "I Delight in Your Convulsions", "Know Naught but Fire")
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (40, 20)
    t.game.begin("upkeep", active=t.alice)
    t.pass_until("priority")
    assert t.command_zone() == []  # not before the precombat main phase
    while t.game.state.step is not None and t.game.state.step.value != "precombat main":
        t.game.apply(PassPriority())
    assert t.command_zone() == ["I Delight in Your Convulsions"]
    assert len(t.game.state.stack) == 1  # the trigger, on the stack before anyone acts
    _resolve_all(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (43, 17)
    # CR 904.10: the scheme went to the bottom once its ability left the stack
    assert t.command_zone() == []
    assert scheme_deck(t.game.state, t.alice) == [
        "Know Naught but Fire",
        "I Delight in Your Convulsions",
    ]
    rules = [e.rule for e in t.game.log if isinstance(e, SchemeSetInMotion | SchemePutBack)]
    assert rules == ["904.9", "904.10"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_9_know_naught_but_fire_counts_each_opponents_hand(ruleset: str) -> None:
    """ "When you set this scheme in motion, it deals damage to each opponent equal to the
    number of cards in that player's hand." """
    t = _archenemy(ruleset, "Know Naught but Fire")
    for _ in range(4):
        t.put("Island", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    _resolve_all(t)
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_9_one_scheme_per_turn_and_only_the_archenemys(ruleset: str) -> None:
    """Only in the archenemy's precombat main phase: not in their postcombat main phase, not
    in the other player's turn; the next scheme comes on their next turn."""
    t = _archenemy(ruleset, "I Delight in Your Convulsions", "Know Naught but Fire")
    t.put("Island", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    _resolve_all(t)
    t.play_to("postcombat main", t.bob)
    assert t.game.life(t.bob) == 17  # nothing in Alice's second main phase nor Bob's turn
    t.play_to("precombat main", t.alice)
    _resolve_all(t)
    assert t.game.life(t.bob) <= 17 - 1  # Know Naught but Fire: Bob has cards in hand
    names = [e.name for e in t.game.log if isinstance(e, SchemeSetInMotion)]
    assert names == ["I Delight in Your Convulsions", "Know Naught but Fire"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_9_there_is_no_refuge_targets_up_to_one_creature(ruleset: str) -> None:
    """ "When you set this scheme in motion, it deals 3 damage to up to one target creature.
    Create a 3/3 black Horror creature token." """
    t = _archenemy(ruleset, "There Is No Refuge")
    bears = t.put("Grizzly Bears", t.bob)
    t.game.begin("precombat main", active=t.alice)
    (trigger,) = t.game.state.stack
    assert trigger.targets == (bears,)  # the only creature, chosen as it went on the stack
    _resolve_all(t)
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    horrors = [o for o in t.game.state.battlefield() if "Horror" in o.subtypes]
    assert [(h.controller, h.power, h.toughness) for h in horrors] == [(t.alice, 3, 3)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_4_scheme_decks_are_the_archenemys_and_hold_schemes(ruleset: str) -> None:
    t = VariantTable(ruleset, "archenemy", archenemy=True)
    before = t.game.state.copy()
    with pytest.raises(ConfigurationError, match="only the archenemy"):
        t.game.give_scheme_deck(t.bob, [card("Know Naught but Fire")])
    with pytest.raises(ConfigurationError, match="Grizzly Bears is not a scheme card"):
        t.game.give_scheme_deck(t.alice, [card("Know Naught but Fire"), card("Grizzly Bears")])
    assert t.game.state == before
    game = Game(ruleset)
    game.add_player("Alice")
    with pytest.raises(ConfigurationError, match="Archenemy games"):
        game.give_scheme_deck(1, [card("Know Naught but Fire")])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_9_delight_in_the_hunt_prevention_lasts_the_turn(ruleset: str) -> None:
    """ "When you set this scheme in motion, create a 3/3 black Horror creature token and
    prevent all damage that would be dealt to creatures you control this turn." The
    prevention outlasts the scheme, which went to the bottom of the deck (CR 904.10)."""
    t = _archenemy(ruleset, "Delight in the Hunt")
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    _resolve_all(t)
    (horror,) = [o.id for o in t.game.state.battlefield() if "Horror" in o.subtypes]
    assert t.command_zone() == []
    t.game.apply(PassPriority())  # Bob gets priority and bolts the Horror
    t.game.apply(CastSpell(bolt, targets=(horror,)))
    _resolve_all(t)
    assert t.obj(horror).damage == 0 and t.zone("Lightning Bolt") is Zone.GRAVEYARD


def test_cr904_9_set_in_motion_line_round_trips() -> None:
    round_trip("When you set ~ in motion, you gain 5 life.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_11_the_very_soil_shall_shake_stays_until_abandoned(ruleset: str) -> None:
    """Ongoing Scheme: "Creatures you control get +2/+2 and have trample." and "When a
    creature you control dies, abandon this scheme." It stays face up (not put back by CR
    904.10) until a creature of the archenemy dies."""
    t = _archenemy(ruleset, "The Very Soil Shall Shake", "Know Naught but Fire")
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    assert t.command_zone() == ["The Very Soil Shall Shake"]
    assert (t.obj(bears).current_power(), t.obj(bears).current_toughness()) == (4, 4)
    t.play_to("upkeep", t.bob)
    assert t.command_zone() == ["The Very Soil Shall Shake"]  # ongoing: still face up
    t.pass_until("priority")
    assert t.game.state.priority == t.bob  # Bob bolts the 4/4 Bears in his upkeep: it survives
    t.game.apply(CastSpell(bolt, targets=(bears,)))
    _resolve_all(t)
    assert t.zone("Grizzly Bears") is Zone.BATTLEFIELD
    assert t.command_zone() == ["The Very Soil Shall Shake"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_11_abandoned_when_a_creature_dies(ruleset: str) -> None:
    t = _archenemy(ruleset, "The Very Soil Shall Shake", "Know Naught but Fire")
    elves = t.put("Llanowar Elves", t.alice)
    t.put("Mountain", t.bob)
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    shock = t.put("Shock", t.bob, "hand")
    t.game.begin("precombat main", active=t.alice)
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(bolt, targets=(elves,)))
    t.game.apply(CastSpell(shock, targets=(elves,)))  # 3 + 2 damage to a 3/3 Elves
    _resolve_all(t)
    assert t.zone("Llanowar Elves") is Zone.GRAVEYARD
    assert t.command_zone() == []
    assert scheme_deck(t.game.state, t.alice) == [
        "Know Naught but Fire",
        "The Very Soil Shall Shake",
    ]
    (put_back,) = [e for e in t.game.log if isinstance(e, SchemePutBack)]
    assert put_back.rule == "904.11"


def test_cr904_11_abandon_line_round_trips() -> None:
    round_trip("When a creature you control dies, abandon ~.")


SCENARIO = """
title = "Archenemy and planar decks"
ruleset = "{ruleset}"
variant = "archenemy"

[[players]]
id = "alice"
archenemy = true
schemes = ["I Delight in Your Convulsions", "Know Naught but Fire"]
planes = ["Naar Isle"]

[[players]]
id = "bob"

[start]
step = "precombat main"
active = "alice"

[[actions]]
pass = 2

[[actions]]
expect = {{ life = {{ alice = 43, bob = 17 }} }}
"""


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr904_4_a_scenario_gives_scheme_and_planar_decks(ruleset: str) -> None:
    scenario = SCENARIO.format(ruleset=ruleset)
    assert run_scenario(parse_scenario(scenario, "archenemy.toml")).passed
    not_schemes = scenario.replace('"Know Naught but Fire"', '"Grizzly Bears"')
    with pytest.raises(ScenarioError, match="not a scheme card"):
        run_scenario(parse_scenario(not_schemes, "archenemy.toml"))
