"""Amass (CR 701.44a, a keyword action from after 2011, played by today's rule under both
rulesets): "Amass Orcs N." — with no Army, a 0/0 black Orc Army creature token is created
first; an Army you control gets N +1/+1 counters and becomes an Orc in addition to its other
types. Real cards from the bundled database: Mordor Muster ("You draw a card and you lose 1
life. Amass Orcs 1.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import PLUS_ONE, CardType, Zone
from mtgrules.state import GameObject
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = ["Amass Orcs 1.", "Amass Zombies 4.", "You draw a card and you lose 1 life. Amass Orcs 1."]


@pytest.mark.parametrize("line", LINES)
def test_cr701_44a_amass_lines_round_trip(line: str) -> None:
    round_trip(line)


def _armies(t: Table) -> list[GameObject]:
    return [
        o
        for o in t.game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD and "Army" in o.subtypes
    ]


def _muster(t: Table) -> None:
    """Alice casts Mordor Muster ({1}{B}) and it resolves."""
    t.lands("Swamp", t.alice, 2)
    t.put("Grizzly Bears", t.alice, "library")
    muster = t.put("Mordor Muster", t.alice, "hand")
    t.act(CastSpell(muster, ()))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_44a_amass_without_an_army_creates_an_orc_army_with_counters(ruleset: str) -> None:
    """No Army: a 0/0 black Orc Army token is created and gets the counter before state-based
    actions are checked, so it lives as a 1/1."""
    t = Table(ruleset)
    t.begin()
    _muster(t)
    (army,) = _armies(t)
    assert army.token and army.controller == t.alice
    assert army.subtypes == frozenset({"Orc", "Army"})
    assert army.colors == frozenset({"black"}) and CardType.CREATURE in army.types
    assert army.counter(PLUS_ONE) == 1
    assert (army.current_power(), army.current_toughness()) == (1, 1)
    assert t.game.life(t.alice) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_44a_amass_again_grows_the_same_army(ruleset: str) -> None:
    t = Table(ruleset)
    t.begin()
    _muster(t)
    _muster(t)
    (army,) = _armies(t)
    assert army.counter(PLUS_ONE) == 2
    assert (army.current_power(), army.current_toughness()) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_44a_an_army_of_another_type_becomes_an_orc_too(ruleset: str) -> None:
    """Alice controls a Zombie Army (0/0 with two +1/+1 counters): no token is created; it
    gets the counter and becomes an Orc in addition to its other types."""
    t = Table(ruleset)
    zombies = t.game.add_card(
        "Zombie Army",
        owner=t.alice,
        types=("Creature",),
        subtypes=("Zombie", "Army"),
        power=0,
        toughness=0,
        counters={PLUS_ONE: 2},
        token=True,
        colors=("black",),
    )
    t.begin()
    _muster(t)
    (army,) = _armies(t)
    assert army.id == zombies
    assert army.counter(PLUS_ONE) == 3
    assert army.subtypes == frozenset({"Zombie", "Orc", "Army"})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_44a_bobs_army_isnt_yours(ruleset: str) -> None:
    """Only an Army you control counts: Bob's Orc Army is left alone, Alice gets her own."""
    t = Table(ruleset)
    bobs = t.game.add_card(
        "Orc Army",
        owner=t.bob,
        types=("Creature",),
        subtypes=("Orc", "Army"),
        power=0,
        toughness=0,
        counters={PLUS_ONE: 1},
        token=True,
    )
    t.begin()
    _muster(t)
    armies = {a.controller: a for a in _armies(t)}
    assert set(armies) == {t.alice, t.bob}
    assert armies[t.bob].id == bobs and armies[t.bob].counter(PLUS_ONE) == 1
    assert armies[t.alice].counter(PLUS_ONE) == 1
