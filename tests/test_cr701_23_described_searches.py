"""A search for a permanent card of a subtype with a mana value (CR 701.23a-b, 2011:
701.15a-b: only a card with the stated qualities can be found; CR 110.4b: a permanent card;
CR 202.3: its mana value): "Search your library for a Mercenary permanent card with mana
value 3 or less, put it onto the battlefield, then shuffle." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, PassPriority
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{3}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put "
        "it onto the battlefield, then shuffle.",
        "{6}, {T}: Search your library for a Mercenary permanent card with mana value 6 or less, "
        "put it onto the battlefield, then shuffle.",
        "{2}, {T}: Search your library for an Elf permanent card, put it into your hand, then "
        "shuffle.",
    ],
)
def test_cr701_23a_described_searches_round_trip(line: str) -> None:
    round_trip(line)


def _search_options(t: Table) -> tuple[object, ...]:
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    decision = t.asked()
    assert decision.kind == "search"
    return decision.options


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr202_3_rathi_fiend_finds_only_a_cheap_mercenary(ruleset: str) -> None:
    """Rathi Fiend ("{3}, {T}: ... a Mercenary permanent card with mana value 3 or less ...").
    Its library: Cateran Overlord (a Mercenary, mana value 7), Grizzly Bears (no Mercenary)
    and Cateran Persuader (a Mercenary, mana value 2): only the Persuader can be found; it
    enters the battlefield and the library is shuffled."""
    t = Table(ruleset)
    fiend = t.put("Rathi Fiend", t.alice)
    t.put("Cateran Overlord", t.alice, "library")
    t.put("Grizzly Bears", t.alice, "library")
    persuader = t.put("Cateran Persuader", t.alice, "library")
    t.lands("Swamp", t.alice, 3)
    t.begin()
    t.act(ActivateAbility(fiend, 0))
    assert _search_options(t) == ((persuader,), ())
    t.act(Choose((persuader,)))
    # CR 400.7: a new object on the battlefield
    assert "Cateran Persuader" in t.zone_of(t.alice, Zone.BATTLEFIELD)
    assert sorted(t.zone_of(t.alice, Zone.LIBRARY)) == ["Cateran Overlord", "Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23b_blightspeaker_may_find_nothing(ruleset: str) -> None:
    """Blightspeaker ("{4}, {T}: ... a Rebel permanent card with mana value 3 or less ...").
    Its library: Ramosian Captain (a Rebel, mana value 3) and Grizzly Bears. The Captain is
    the only card offered; choosing none (CR 701.23b) leaves it in the library."""
    t = Table(ruleset)
    speaker = t.put("Blightspeaker", t.alice)
    captain = t.put("Ramosian Captain", t.alice, "library")
    t.put("Grizzly Bears", t.alice, "library")
    t.lands("Swamp", t.alice, 4)
    t.begin()
    t.act(ActivateAbility(speaker, 1))
    assert _search_options(t) == ((captain,), ())
    t.act(Choose(()))
    assert t.game.obj(captain).zone is Zone.LIBRARY
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("Ramosian Captain") == 0
