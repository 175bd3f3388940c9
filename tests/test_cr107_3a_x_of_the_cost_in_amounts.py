"""CR 107.3a: X in a spell's text has the value announced for the {X} of its mana cost
(CR 601.2b) or for "pay X life" (CR 107.3), in every amount: "draw X cards", "mills X cards",
"gets +X/+X until end of turn", "Put X +1/+1 counters", "Create X ... tokens". X never
announced is 0 (CR 107.3b). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Draw X cards.",
        "You gain X life and draw X cards.",
        "Target player draws X cards and loses X life.",
        "Target player mills X cards and you gain X life.",
        "Target creature gets +X/+0 until end of turn.",
        "Target creature you control gets +X/+X until end of turn.",
        "Put X +1/+1 counters on target creature you control.",
        "Create X 1/1 green and white Citizen creature tokens.",
        "Target creature you control gets +X/+0 and gains first strike and trample until end "
        "of turn.",
        "Target creature you control gets +X/+X and gains hexproof and indestructible until "
        "end of turn.",
    ],
)
def test_cr107_3a_x_amounts_round_trip(line: str) -> None:
    round_trip(line)


def test_cr107_3a_x_in_a_triggered_ability_has_no_cost_to_come_from() -> None:
    """A triggered ability announces no X: "draw X cards" there is refused."""
    assert missing(parse_line("When ~ enters, draw X cards.")) is not None


@pytest.mark.parametrize(
    "name",
    [
        "Sphinx's Revelation",
        "Damnable Pact",
        "Primal Might",
        "Hatred",
        "Grand Crescendo",
        "Lunar Frenzy",
        "Tyvar's Stand",
    ],
)
def test_cr107_3a_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _library(t: Table, count: int) -> None:
    for _ in range(count):
        t.put("Island", t.alice, "library")
        t.put("Swamp", t.bob, "library")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3a_sphinxs_revelation_gains_and_draws_x(ruleset: str) -> None:
    """Sphinx's Revelation ({X}{W}{U}{U}) with X = 2: Alice gains 2 life and draws 2."""
    t = Table(ruleset)
    _library(t, 4)
    t.lands("Plains", t.alice, 3)
    t.lands("Island", t.alice, 2)
    revelation = t.put("Sphinx's Revelation", t.alice, "hand")
    t.begin()
    t.act(CastSpell(revelation, ()), 2)
    t.resolve()
    assert t.game.life(t.alice) == 22
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3b_x_of_zero_draws_nothing(ruleset: str) -> None:
    """Sphinx's Revelation with only {W}{U}{U}: X is 0, no card drawn, no life gained."""
    t = Table(ruleset)
    _library(t, 2)
    t.lands("Plains", t.alice, 1)
    t.lands("Island", t.alice, 2)
    revelation = t.put("Sphinx's Revelation", t.alice, "hand")
    t.begin()
    t.act(CastSpell(revelation, ()))
    t.resolve()
    assert t.game.life(t.alice) == 20
    assert len(t.game.state.libraries[t.alice]) == 2
    assert t.zone_of(t.alice, Zone.HAND) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3a_damnable_pact_target_player_draws_and_loses_x(ruleset: str) -> None:
    """Damnable Pact ({X}{B}{B}) on Bob with X = 3: Bob draws 3 and loses 3; Alice neither."""
    t = Table(ruleset)
    _library(t, 4)
    t.lands("Swamp", t.alice, 5)
    pact = t.put("Damnable Pact", t.alice, "hand")
    t.begin()
    t.act(CastSpell(pact, (t.bob,)), 3)
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
    assert t.zone_of(t.bob, Zone.HAND) == ["Swamp"] * 3
    assert t.zone_of(t.alice, Zone.HAND) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3a_primal_might_pumps_by_x_then_fights(ruleset: str) -> None:
    """Primal Might ({X}{G}) with X = 2 on Grizzly Bears: 4/4 until end of turn, it fights
    Bob's Hill Giant (3/3): the Giant dies, the Bears survive with 3 damage."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    might = t.put("Primal Might", t.alice, "hand")
    t.begin()
    t.act(CastSpell(might, (bears, giant)), 2)
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)
    assert not t.game.is_on_battlefield(giant)
    assert t.game.state.objects[bears].damage == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3_hatred_x_life_paid_is_the_pump(ruleset: str) -> None:
    """Hatred ("As an additional cost to cast this spell, pay X life.") with X = 4: Alice
    pays 4 life and her Grizzly Bears get +4/+0 until end of turn."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    bears = t.put("Grizzly Bears", t.alice)
    hatred = t.put("Hatred", t.alice, "hand")
    t.begin()
    t.act(CastSpell(hatred, (bears,)), 4)
    assert t.game.life(t.alice) == 16
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (6, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3a_grand_crescendo_creates_x_tokens(ruleset: str) -> None:
    """Grand Crescendo ({X}{W}{W}) with X = 3: three 1/1 Citizen tokens for Alice."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    crescendo = t.put("Grand Crescendo", t.alice, "hand")
    t.begin()
    t.act(CastSpell(crescendo, ()), 3)
    t.resolve()
    citizens = [o for o in t.game.state.battlefield() if "Citizen" in o.name]
    assert len(citizens) == 3
    assert all(o.controller == t.alice for o in citizens)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3a_lunar_frenzy_x_pump_and_keywords(ruleset: str) -> None:
    """Lunar Frenzy ({X}{R}) with X = 3 on Grizzly Bears: 5/2 with first strike and trample
    until end of turn; Bob's Bears are untouched."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    bears = t.put("Grizzly Bears", t.alice)
    other = t.put("Grizzly Bears", t.bob)
    frenzy = t.put("Lunar Frenzy", t.alice, "hand")
    t.begin()
    t.act(CastSpell(frenzy, (bears,)), 3)
    t.resolve()
    obj = t.game.obj(bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (5, 2)
    assert obj.has(Keyword.FIRST_STRIKE) and obj.has(Keyword.TRAMPLE)
    assert t.game.power(other) == 2 and not t.game.obj(other).has(Keyword.TRAMPLE)
