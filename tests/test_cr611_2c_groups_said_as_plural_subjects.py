"""Groups of creatures said as the plural subject of a one-shot effect (CR 611.2c: the
creatures affected are those in the group as the effect begins): "When ~ enters, creatures
your opponents control get -2/-2 until end of turn." (Massacre Wurm), "When ~ leaves the
battlefield, all creatures get -3/-3 until end of turn." (Night Incarnate), "Other creatures
get -1/-1 until end of turn." Real cards under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, creatures your opponents control get -2/-2 until end of turn.",
        "When ~ leaves the battlefield, all creatures get -3/-3 until end of turn.",
        "All creatures get -1/-1 and gain flying until end of turn.",
        "Other creatures get -1/-1 until end of turn.",
    ],
)
def test_cr611_2c_said_groups_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2c_massacre_wurm_shrinks_only_bobs_creatures(ruleset: str) -> None:
    """Alice casts Massacre Wurm: Bob's Grizzly Bears die (and he loses 2 life from its other
    ability), his Hill Giant survives as a 1/1, her Llanowar Elves are untouched."""
    t = Table(ruleset)
    elves = t.put("Llanowar Elves", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Swamp", t.alice, 6)
    wurm = t.put("Massacre Wurm", t.alice, "hand")
    t.begin()
    t.act(CastSpell(wurm, ()))
    t.resolve()  # the Wurm enters; its ability triggers
    t.resolve()  # -2/-2 to Bob's creatures: the Bears die
    assert not t.game.is_on_battlefield(bears)
    t.resolve()  # "that player loses 2 life"
    assert t.game.life(t.bob) == 18
    obj = t.game.state.objects
    assert (obj[giant].current_power(), obj[giant].current_toughness()) == (1, 1)
    assert (obj[elves].current_power(), obj[elves].current_toughness()) == (1, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_2c_night_incarnate_leaving_shrinks_every_creature(ruleset: str) -> None:
    """Alice's Night Incarnate is destroyed by her Murder: every creature gets -3/-3, hers and
    Bob's: Llanowar Elves and Hill Giant die, Serra Angel is a 1/1."""
    t = Table(ruleset)
    night = t.put("Night Incarnate", t.alice)
    elves = t.put("Llanowar Elves", t.alice)
    giant = t.put("Hill Giant", t.bob)
    angel = t.put("Serra Angel", t.bob)
    t.lands("Swamp", t.alice, 3)
    murder = t.put("Murder", t.alice, "hand")
    t.begin()
    t.act(CastSpell(murder, (night,)))
    t.resolve()
    assert [item.text for item in t.game.state.stack] == [
        "When Night Incarnate leaves the battlefield, all creatures get -3/-3 until end of turn."
    ]
    t.resolve()
    assert not t.game.is_on_battlefield(elves) and not t.game.is_on_battlefield(giant)
    angel_now = t.game.state.objects[angel]
    assert (angel_now.current_power(), angel_now.current_toughness()) == (1, 1)
