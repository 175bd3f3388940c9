"""CR 611.3a: "During your turn, creatures you control get +1/+0 and have trample." (Street
Riot), "During your turn, ~ gets +2/+0 and has first strike." (Prickleboar): the static
ability applies only while its controller is the active player (CR 102.1), checked
continuously. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "During your turn, creatures you control get +1/+0 and have trample.",
        "During your turn, creature tokens you control get +1/+0 and have first strike.",
        "During your turn, Allies you control have double strike and lifelink.",
        "During your turn, ~ gets +2/+0 and has first strike.",
        "During your turn, ~ gets +1/+1.",
        "During your turn, ~ has first strike.",  # the older form (ConditionalKeywords)
    ],
)
def test_cr611_3a_during_your_turn_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_during_your_turn_refuses_an_unknown_group() -> None:
    with pytest.raises(ClauseError, match="not understood"):
        parse_line("During your turn, frobs you control get +1/+0.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_street_riot_only_on_its_controllers_turn(ruleset: str) -> None:
    """Street Riot (Alice's): in Alice's turn her Grizzly Bears are 3/2 with trample, Bob's
    Savannah Lions unchanged; in Bob's turn the Bears are 2/2 without trample."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    lions = t.put("Savannah Lions", t.bob)
    t.put("Street Riot", t.alice)
    t.game.begin("precombat main", active=t.alice)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 2)
    assert t.obj(bears).has(Keyword.TRAMPLE)
    assert t.game.power(lions) == 2 and not t.obj(lions).has(Keyword.TRAMPLE)
    t.play_to("upkeep", t.bob)
    assert t.game.state.active_player == t.bob
    assert t.game.power(bears) == 2 and not t.obj(bears).has(Keyword.TRAMPLE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_prickleboar_first_strike_in_its_controllers_turn(ruleset: str) -> None:
    """Prickleboar (3/3) attacks in Alice's turn as a 5/3 first striker: blocked by Hill
    Giant (3/3), it kills the Giant before the Giant deals damage (CR 510.4); in Bob's turn it
    is a 3/3 without first strike."""
    t = CombatTable(ruleset)
    boar = t.put("Prickleboar", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    assert (t.game.power(boar), t.game.toughness(boar)) == (5, 3)
    assert t.obj(boar).has(Keyword.FIRST_STRIKE)
    t.attack(boar, blocks=((giant, boar),))
    t.finish_combat()
    assert t.zone("Hill Giant").value == "graveyard"
    assert t.zone("Prickleboar").value == "battlefield" and t.obj(boar).damage == 0
    t.play_to("upkeep", t.bob)
    assert (t.game.power(boar), t.game.toughness(boar)) == (3, 3)
    assert not t.obj(boar).has(Keyword.FIRST_STRIKE)
