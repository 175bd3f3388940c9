"""CR 614.1a, 700.4: "If a permanent dealt damage this way would die this turn, exile it
instead." covers every permanent the spell dealt damage to, planeswalkers too (a permanent
dies when it is put into a graveyard from the battlefield). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import Restriction
from mtgrules.objects import Zone
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr700_4_round_trip() -> None:
    round_trip(
        "~ deals 1 damage to each creature and each planeswalker. If a permanent dealt damage "
        "this way would die this turn, exile it instead."
    )


@pytest.mark.parametrize("name", ["Underworld Fires", "Chandra, Awakened Inferno"])
def test_cr700_4_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _zone_of(t: Table, name: str) -> Zone:
    (zone,) = {o.zone for o in t.game.state.objects.values() if o.name == name}
    return zone


def test_cr700_4_underworld_fires_exiles_a_planeswalker_and_a_creature(table: Table) -> None:
    """Bob's Chandra Nalaar at 1 loyalty and Llanowar Elves are dealt 1 damage each and would
    die: both are exiled (CR 306.8 / 2011 306.8: damage removes loyalty; 704.5i). His Grizzly
    Bears, dealt 1 too, doesn't die and stays."""
    t = table
    chandra = t.put("Chandra Nalaar", t.bob)
    shock = t.put("Shock", t.alice, "graveyard")
    t.game.deal_damage(shock, chandra, 5)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 2)
    t.main_phase()
    t.cast(t.put("Underworld Fires", t.alice, "hand"))
    assert _zone_of(t, "Chandra Nalaar") is Zone.EXILE
    assert _zone_of(t, "Llanowar Elves") is Zone.EXILE
    assert t.game.obj(bears).zone is Zone.BATTLEFIELD
    assert t.game.damage_on(bears) == 1
    assert _zone_of(t, "Grizzly Bears") is Zone.BATTLEFIELD
    assert elves not in {o.id for o in t.game.state.battlefield()}


# -- CR 509.1b, 608.2c: "A creature dealt damage this way can't block this turn." ------------------
def test_cr509_1b_round_trip() -> None:
    round_trip(
        "{2}{R}: ~ deals 1 damage to any target. A creature dealt damage this way can't block "
        "this turn."
    )


def test_cr509_1b_ballista_wielder_the_damaged_creature_cant_block(table: Table) -> None:
    """It is night, so Ballista Watcher enters transformed into Ballista Wielder (CR
    702.145b); it pings Bob's Grizzly Bears: the Bears can't block this turn; his Savannah
    Lions, not dealt damage, can; pinging Bob himself restricts nothing."""
    t = table
    t.game.state.day_night = "night"  # the scenario's starting designation (CR 702.145)
    bears = t.put("Grizzly Bears", t.bob)
    lions = t.put("Savannah Lions", t.bob)
    t.lands("Mountain", t.alice, 10)
    t.main_phase()
    t.cast(t.put("Ballista Watcher", t.alice, "hand"))
    watcher = t.on_battlefield("Ballista Wielder")
    t.game.apply(ActivateAbility(watcher, 0, (bears,)))
    t.resolve()
    assert t.game.damage_on(bears) == 1
    t.game.apply(ActivateAbility(watcher, 0, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 19
    assert Restriction.CANT_BLOCK in {m.restriction for m in t.game.obj(bears).modifiers}
    assert not any(m.restriction for m in t.game.obj(lions).modifiers)
