"""Commanders (CR 903.3, the same number in 2011): a legendary creature card designated as a
deck's commander before a Commander game begins; the designation is an attribute of the card
and follows it from zone to zone, while a token or another card is never a commander. CR
903.3a (today's rules): a card that says it "can be your commander". CR 903.3d: controlling a
commander means controlling a permanent that is one. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import Choose, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.commander_events import CommanderDesignated
from mtgrules.errors import ConfigurationError
from mtgrules.explain import explain
from mtgrules.objects import Keyword, Step, Zone
from mtgrules.rules.commander import (
    commander_owner,
    controls_a_commander,
    controls_own_commander,
    is_commander,
)
from mtgrules.scenario import ScenarioError, parse_scenario, run_scenario
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.instruction_play import Table
from tests.play_turns import until_step


def _game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset, variant="commander")
    return game, game.add_player("Alice"), game.add_player("Bob")


def _card(game: Game, name: str, owner: EntityId, zone: str = "command") -> EntityId:
    return game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)


@pytest.mark.parametrize(
    "line",
    [
        "~ can be your commander.",
        "At the beginning of combat on your turn, if you control your commander, each opponent"
        " loses 3 life.",
        "As long as you control your commander, ~ gets +2/+2.",
    ],
)
def test_cr903_commander_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_the_designation_follows_the_card_through_zones(ruleset: str) -> None:
    game, alice, bob = _game(ruleset)
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice)
    other = _card(game, "Akiri, Line-Slinger", alice, "hand")
    events = game.designate_commanders(alice, kamahl)
    assert [(type(e), e.rule) for e in events] == [(CommanderDesignated, "903.3")]
    assert "is designated as Alice's commander" in explain(events[0], game)
    assert "commandant" in explain(events[0], game, "fr")
    assert not controls_a_commander(game.state, alice)
    game.move_to_zone(kamahl, "battlefield")
    on_battlefield = game.state.moved_to[kamahl]
    assert is_commander(game.state, on_battlefield)  # a new object, the same card (CR 400.7)
    assert commander_owner(game.state, on_battlefield) == alice
    assert not is_commander(game.state, other)
    assert controls_a_commander(game.state, alice) and controls_own_commander(game.state, alice)
    assert not controls_a_commander(game.state, bob)
    game.set_controller(on_battlefield, bob)
    # CR 903.3d: Bob controls a commander, not his own; Alice controls none.
    assert controls_a_commander(game.state, bob) and not controls_own_commander(game.state, bob)
    assert not controls_a_commander(game.state, alice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_a_nonlegendary_creature_cant_be_a_commander(ruleset: str) -> None:
    game, alice, _ = _game(ruleset)
    bears = _card(game, "Grizzly Bears", alice)
    before = game.state.copy()
    with pytest.raises(ConfigurationError, match=r"903\.3"):
        game.designate_commanders(alice, bears)
    assert game.state.commanders == before.commanders == {}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_commanders_are_designated_once_and_only_by_their_owner(ruleset: str) -> None:
    game, alice, bob = _game(ruleset)
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice)
    with pytest.raises(ConfigurationError, match="owns"):
        game.designate_commanders(bob, kamahl)
    game.designate_commanders(alice, kamahl)
    akiri = _card(game, "Akiri, Line-Slinger", alice)
    with pytest.raises(ConfigurationError, match="once"):
        game.designate_commanders(alice, akiri)
    assert game.state.commanders == {alice: (kamahl,)}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_only_a_commander_game_has_commanders(ruleset: str) -> None:
    game = Game(ruleset)
    alice = game.add_player("Alice")
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice)
    with pytest.raises(ConfigurationError, match="Commander variant"):
        game.designate_commanders(alice, kamahl)
    assert not game.state.commanders


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3a_a_card_that_can_be_your_commander(ruleset: str) -> None:
    game, alice, _ = _game(ruleset)
    walker = compile_text(
        "Test Walker",
        types=["Planeswalker"],
        supertypes=["Legendary"],
        loyalty=3,
        text="Test Walker can be your commander.",
    )
    plain = compile_text("Plain Walker", types=["Planeswalker"], supertypes=["Legendary"])
    card = game.add_card_def(walker, owner=alice, zone="command")
    refused = game.add_card_def(plain, owner=alice, zone="command")
    with pytest.raises(ConfigurationError, match=r"903\.3a"):
        game.designate_commanders(alice, refused)
    assert [e.rule for e in game.designate_commanders(alice, card)] == ["903.3a"]


class _CommanderTable(Table):
    """The shared table of real cards, in a Commander game (40 life each, CR 903.7)."""

    def __init__(self, ruleset: str) -> None:
        self.game = Game(ruleset, variant="commander")
        self.alice = self.game.add_player("Alice")
        self.bob = self.game.add_player("Bob")


def _lieutenant(ruleset: str, *, commander_on_battlefield: bool) -> _CommanderTable:
    """Alice controls Loyal Subordinate and Loyal Guardian (lieutenant: "At the beginning of
    combat on your turn, if you control your commander, ..."); her commander, Kamahl, is on
    the battlefield or in the command zone; the beginning of combat's triggers resolve."""
    t = _CommanderTable(ruleset)
    zone = "battlefield" if commander_on_battlefield else "command"
    kamahl = t.put("Kamahl, Heart of Krosa", t.alice, zone)
    t.game.designate_commanders(t.alice, kamahl)
    t.put("Loyal Subordinate", t.alice)
    t.put("Loyal Guardian", t.alice)
    t.begin()
    until_step(t.game, Step.BEGINNING_OF_COMBAT, 1)
    while t.game.state.stack or t.game.state.pending_choice is not None:
        pending = t.game.state.pending_choice
        if pending is not None:
            t.game.apply(Choose(pending.decision.options[0]))
        else:
            t.game.apply(PassPriority())
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3d_lieutenant_with_the_commander_on_the_battlefield(ruleset: str) -> None:
    t = _lieutenant(ruleset, commander_on_battlefield=True)
    assert t.game.life(t.bob) == 40 - 3  # Loyal Subordinate: each opponent loses 3 life
    counters = {
        o.name: o.counters.get("+1/+1", 0)
        for o in t.game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.controller == t.alice and o.is_creature
    }
    # Loyal Guardian: a +1/+1 counter on each creature Alice controls, Kamahl's too
    assert counters == {"Kamahl, Heart of Krosa": 1, "Loyal Subordinate": 1, "Loyal Guardian": 1}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3d_lieutenant_without_the_commander_does_nothing(ruleset: str) -> None:
    t = _lieutenant(ruleset, commander_on_battlefield=False)
    assert t.game.life(t.bob) == 40
    assert not any(o.counters.get("+1/+1") for o in t.game.state.objects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3d_as_long_as_you_control_your_commander(ruleset: str) -> None:
    """ "As long as you control your commander, ~ gets +2/+2." (lieutenant): only while
    Alice's own commander is a permanent under her control."""
    game, alice, bob = _game(ruleset)
    officer = compile_text(
        "Test Officer",
        types=["Creature"],
        power=2,
        toughness=2,
        text="As long as you control your commander, Test Officer gets +2/+2.",
    )
    soldier = game.add_card_def(officer, owner=alice, zone="battlefield")
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice)
    game.designate_commanders(alice, kamahl)
    assert game.state.objects[soldier].current_power() == 2
    game.move_to_zone(kamahl, "battlefield")
    assert game.state.objects[soldier].current_power() == 4
    game.set_controller(game.state.moved_to[kamahl], bob)
    assert game.state.objects[soldier].current_power() == 2


_SCENARIO = """
title = "Loyal Subordinate with Alice's commander"
ruleset = "RULESET"
variant = "commander"

[start]
step = "precombat main"
active = "alice"

[[players]]
id = "alice"
name = "Alice"

[[players.PLACE]]
id = "leader"
card = "LEADER"
commander = true

[[players.battlefield]]
id = "subordinate"
card = "Loyal Subordinate"

[[players]]
id = "bob"
name = "Bob"

[[actions]]
to_step = "beginning of combat"

[[actions]]
pass = 2

[expect]
life = { bob = 37 }
"""


def _scenario(ruleset: str, leader: str, place: str) -> str:
    text = _SCENARIO.replace("RULESET", ruleset).replace("LEADER", leader)
    return text.replace("PLACE", place)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_a_scenario_designates_commanders(ruleset: str) -> None:
    on_battlefield = _scenario(ruleset, "Akiri, Line-Slinger", "battlefield")
    assert run_scenario(parse_scenario(on_battlefield, "lieutenant.toml")).passed
    in_command_zone = _scenario(ruleset, "Akiri, Line-Slinger", "command")
    assert not run_scenario(parse_scenario(in_command_zone, "lieutenant.toml")).passed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_a_scenario_names_a_card_that_cant_be_a_commander(ruleset: str) -> None:
    text = _scenario(ruleset, "Grizzly Bears", "battlefield")
    with pytest.raises(ScenarioError, match="can't be a commander") as error:
        run_scenario(parse_scenario(text, "bears.toml"))
    assert error.value.line == text.splitlines().index("commander = true") + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3_commander_creatures_you_control(ruleset: str) -> None:
    """Bastion Protector: "Commander creatures you control get +2/+2 and have
    indestructible." Bob's commander, under Bob's control, is not Alice's to pump."""
    game, alice, bob = _game(ruleset)
    _card(game, "Bastion Protector", alice, "battlefield")
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice, "battlefield")
    akiri = _card(game, "Akiri, Line-Slinger", bob, "battlefield")
    bears = _card(game, "Grizzly Bears", alice, "battlefield")
    assert game.state.objects[kamahl].current_power() == 5  # not designated yet
    game.designate_commanders(alice, kamahl)
    game.designate_commanders(bob, akiri)
    objects = game.state.objects
    assert (objects[kamahl].current_power(), objects[kamahl].current_toughness()) == (7, 7)
    assert objects[bears].current_power() == 2 and objects[akiri].current_toughness() == 3
    game.deal_damage(akiri, kamahl, 20)
    game.check_state_based_actions()
    assert game.is_on_battlefield(kamahl)  # indestructible (CR 702.12b)
    game.set_controller(akiri, alice)  # now a commander Alice controls
    assert game.state.objects[akiri].current_toughness() == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr903_3d_commanders_you_control_have_keywords(ruleset: str) -> None:
    """Falthis, Shadowcat Familiar: "Commanders you control have menace and deathtouch."."""
    game, alice, _ = _game(ruleset)
    _card(game, "Falthis, Shadowcat Familiar", alice, "battlefield")
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice, "battlefield")
    bears = _card(game, "Grizzly Bears", alice, "battlefield")
    assert not game.state.objects[kamahl].has(Keyword.DEATHTOUCH)
    game.designate_commanders(alice, kamahl)
    objects = game.state.objects
    assert objects[kamahl].has(Keyword.DEATHTOUCH) and objects[kamahl].has(Keyword.MENACE)
    assert not objects[bears].has(Keyword.DEATHTOUCH)
