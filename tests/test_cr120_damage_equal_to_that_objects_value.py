"""Damage equal to a value of an object named before, said before the recipient: "~ deals
damage equal to that creature's power to each creature without flying and each player"
(Rupture: the creature sacrificed), "... equal to that card's power to target creature" (Lie
in Wait: the card returned), "... equal to that card's mana value to each creature your
opponents control" (Volcanic Vision). The value is determined as the instruction is carried
out, from the object as it last existed when it has left its zone (CR 608.2h; 2011: 608.2g);
one instruction's damage is one damage event (CR 120.2b, 120.4; 2011: 119.2b, 119.4). Real
cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Sacrifice a creature. ~ deals damage equal to that creature's power to each creature"
        " without flying and each player.",
        "Return target creature card from your graveyard to your hand. ~ deals damage equal to"
        " that card's power to target creature.",
        "Return target instant or sorcery card from your graveyard to your hand. ~ deals damage"
        " equal to that card's mana value to each creature your opponents control.",
        "When enchanted creature dies, ~ deals damage equal to that creature's toughness to its"
        " controller.",
    ],
)
def test_cr608_2h_damage_equal_to_that_objects_value_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _damage_events(events: list[Event]) -> int:
    return len([e for e in events if isinstance(e, DamageEventOccurred)])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_rupture_deals_the_sacrificed_creatures_power(ruleset: str) -> None:
    """Rupture sacrificing Alice's Hill Giant (3/3): 3 damage to Bob's Grizzly Bears (dies)
    and to both players, not to his Wind Drake (flying), all in one event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    giant = t.put("Hill Giant", t.alice)
    bears, drake = t.put("Grizzly Bears", t.bob), t.put("Wind Drake", t.bob)
    rupture = t.put("Rupture", t.alice, "hand")
    t.begin()
    t.act(CastSpell(rupture))
    events = t.resolve()
    assert not t.game.is_on_battlefield(giant) and not t.game.is_on_battlefield(bears)
    assert _dealt(events) == sorted([(bears, 3), (t.alice, 3), (t.bob, 3)])
    assert _damage_events(events) == 1
    assert t.game.damage_on(drake) == 0
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_lie_in_wait_deals_the_returned_cards_power(ruleset: str) -> None:
    """Lie in Wait returning Craw Wurm (6/4) from Alice's graveyard: 6 damage to Bob's Hill
    Giant, which dies; the Wurm is in her hand."""
    t = Table(ruleset)
    for land in ("Swamp", "Forest", "Island"):
        t.lands(land, t.alice, 1)
    wurm = t.put("Craw Wurm", t.alice, "graveyard")
    giant = t.put("Hill Giant", t.bob)
    spell = t.put("Lie in Wait", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, (wurm, giant)))
    events = t.resolve()
    assert _dealt(events) == [(giant, 6)]
    assert not t.game.is_on_battlefield(giant)
    assert "Craw Wurm" in t.zone_of(t.alice, Zone.HAND)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_volcanic_vision_deals_the_returned_cards_mana_value(ruleset: str) -> None:
    """Volcanic Vision returning Divination (mana value 3): 3 damage to each of Bob's
    creatures (Hill Giant dies, Craw Wurm survives), none to Alice's Grizzly Bears."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 7)
    divination = t.put("Divination", t.alice, "graveyard")
    mine = t.put("Grizzly Bears", t.alice)
    giant, wurm = t.put("Hill Giant", t.bob), t.put("Craw Wurm", t.bob)
    vision = t.put("Volcanic Vision", t.alice, "hand")
    t.begin()
    t.act(CastSpell(vision, (divination,)))
    events = t.resolve()
    assert _dealt(events) == sorted([(giant, 3), (wurm, 3)])
    assert _damage_events(events) == 1
    assert not t.game.is_on_battlefield(giant) and t.game.damage_on(wurm) == 3
    assert t.game.damage_on(mine) == 0
    assert "Divination" in t.zone_of(t.alice, Zone.HAND)
