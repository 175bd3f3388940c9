"""Explore (CR 701.40a today; a keyword action from after the 2011 rules, cited by today's
number under both rulesets): the controller reveals the top card of their library. A land card
goes to their hand; otherwise the permanent gets a +1/+1 counter and the player may put the
card into their graveyard. An empty library reveals nothing: the counter is still put. Real
cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import CountersPut, ZoneChanged
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.proposed import DamagePart
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _vanguard_hits(t: Table, *library: str, answer: str | None = None) -> EntityId:
    """Emperor's Vanguard deals combat damage to Bob; its trigger resolves (``answer`` to the
    explore choice, if one is asked). Alice's library holds ``library``, top card first."""
    t.begin()
    for name in reversed(library):
        t.put(name, t.alice, "library")
    vanguard = t.put("Emperor's Vanguard", t.alice)
    t.game.deal_damage_event([DamagePart(vanguard, t.bob, 4, True, None)])
    t.game.resolve_triggers(choices=[answer] if answer is not None else None)
    return vanguard


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_40a_a_land_goes_to_the_hand_without_a_counter(ruleset: str) -> None:
    t = Table(ruleset)
    vanguard = _vanguard_hits(t, "Forest", "Island")
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest"]
    assert t.library(t.alice) == ["Island"]
    assert t.game.state.objects[vanguard].counter(PLUS_ONE) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_40a_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard(
    ruleset: str,
) -> None:
    """Lava Axe revealed: Emperor's Vanguard gets a +1/+1 counter (5/4) and Alice puts Lava
    Axe into her graveyard."""
    t = Table(ruleset)
    vanguard = _vanguard_hits(t, "Lava Axe", "Island", answer="graveyard")
    obj = t.game.state.objects[vanguard]
    assert obj.counter(PLUS_ONE) == 1
    assert (obj.current_power(), obj.current_toughness()) == (5, 4)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lava Axe"]
    assert t.library(t.alice) == ["Island"]
    counters = [e for e in t.game.log if isinstance(e, CountersPut)]
    assert [e.rule for e in counters] == ["701.40a"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_40a_the_nonland_card_may_stay_on_top(ruleset: str) -> None:
    t = Table(ruleset)
    vanguard = _vanguard_hits(t, "Lava Axe", "Island", answer="top")
    assert t.game.state.objects[vanguard].counter(PLUS_ONE) == 1
    assert t.library(t.alice) == ["Lava Axe", "Island"]
    assert t.zone_of(t.alice, Zone.HAND) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_40a_an_empty_library_still_gives_the_counter(ruleset: str) -> None:
    t = Table(ruleset)
    vanguard = _vanguard_hits(t)
    assert t.game.state.objects[vanguard].counter(PLUS_ONE) == 1
    assert not any(isinstance(e, ZoneChanged) for e in t.game.log)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_40a_kinjallis_dawnrunner_explores_as_it_enters(ruleset: str) -> None:
    """Kinjalli's Dawnrunner ({2}{W}, 1/1 double strike) is cast; as its enters trigger
    resolves, Lava Axe is revealed: it becomes 2/2 and Alice keeps Lava Axe on top."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    t.put("Lava Axe", t.alice, "library")
    t.begin()
    card = t.put("Kinjalli's Dawnrunner", t.alice, "hand")
    t.act(CastSpell(card, ()))
    t.resolve()  # the creature spell
    t.resolve("top")  # its enters trigger
    (dawnrunner,) = [o for o in t.game.state.battlefield() if o.name == "Kinjalli's Dawnrunner"]
    assert dawnrunner.counter(PLUS_ONE) == 1 and dawnrunner.current_power() == 2
    assert t.library(t.alice) == ["Lava Axe"]


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, it explores.",
        "Whenever ~ deals combat damage to a player, it explores.",
        "Whenever you gain life, ~ explores.",
    ],
)
def test_cr701_40_explore_round_trip(line: str) -> None:
    round_trip(line)
