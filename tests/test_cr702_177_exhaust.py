"""Exhaust (CR 702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
once." Once for this object, in any turn; a permanent that leaves and returns is a new
object that can activate it again (CR 400.7). Printed after 2011, it applies under the 2011
rules too, with today's rule number. Played with Skystreak Engineer ("Exhaust — {4}{U}: Put
two +1/+1 counters on ~.") and Stampeding Scurryfoot ("Exhaust — {3}{G}: Put a +1/+1
counter on ~. Create a 3/3 green Elephant creature token.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import Zone
from tests.activation_play import moved, refused, to_main_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Exhaust — {4}{U}: Put two +1/+1 counters on ~.",
        "Exhaust — {3}{G}: Put three +1/+1 counters on ~.",
        "Exhaust — {R}, {T}: ~ deals 3 damage to any target.",
        "Exhaust — {U}, {T}: Draw three cards.",
    ],
)
def test_cr702_177a_exhaust_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_177a_exhaust_only_once_even_in_a_later_turn(ruleset: str) -> None:
    """Skystreak Engineer gets its two counters once; in Alice's next turn, with mana enough,
    the ability is refused."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 5)
    engineer = t.put("Skystreak Engineer", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(engineer, 0))
    t.resolve()
    assert t.game.obj(engineer).counters.get("+1/+1") == 2
    to_main_of(t, t.alice)
    message = refused(t, ActivateAbility(engineer, 0), "702.177a")
    assert "only once" in message
    assert t.game.obj(engineer).counters.get("+1/+1") == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_exhaust_of_a_new_object_can_be_activated(ruleset: str) -> None:
    """Stampeding Scurryfoot exhausted, exiled and returned is a new object: its exhaust
    ability is activated again (one more Elephant)."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 8)
    scurry = t.put("Stampeding Scurryfoot", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(scurry, 0))
    t.resolve()
    assert t.game.obj(scurry).counters.get("+1/+1") == 1
    refused(t, ActivateAbility(scurry, 0), "702.177a")
    exiled = moved(t.game.move_to_zone(scurry, Zone.EXILE))
    again = moved(t.game.move_to_zone(exiled, Zone.BATTLEFIELD))
    t.game.apply(ActivateAbility(again, 0))
    t.resolve()
    assert t.game.obj(again).counters.get("+1/+1") == 1
    objects = t.game.state.objects.values()
    elephants = [o for o in objects if o.name == "Elephant Token" and o.zone is Zone.BATTLEFIELD]
    assert len(elephants) == 2
