"""Cumulative upkeep with a cost in life, "Cumulative upkeep—Pay 1 life" (CR 702.24a; 2011:
702.22a): at the beginning of its controller's upkeep an age counter is put on the permanent,
then they may pay the cost once per age counter; if they don't, they sacrifice it. Life is
paid only with that much (CR 119.4; 2011: 118.4). Real cards under both editions:
Gallowbraid, Inner Sanctum."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    ["Cumulative upkeep—Pay 1 life.", "Cumulative upkeep—Pay 2 life.", "Cumulative upkeep {1}"],
)
def test_cr702_24a_cumulative_upkeep_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_24a_cumulative_upkeep_with_another_cost_in_words_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Cumulative upkeep—Sacrifice a land.")


def _upkeep(t: Table, *answers: bool) -> None:
    """Alice's upkeep: the trigger goes on the stack and resolves."""
    t.game.apply(PassPriority())
    t.act(PassPriority(), *answers)


def _begin(ruleset: str, name: str) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    permanent = t.put(name, t.alice)
    t.game.begin("upkeep", active=t.alice)
    return t, permanent


@pytest.mark.parametrize(("counters", "life"), [(0, 19), (1, 18), (3, 16)])
def test_cr702_24a_gallowbraid_pays_once_per_age_counter(
    ruleset: str, counters: int, life: int
) -> None:
    """Gallowbraid with 0, 1 or 3 age counters gets one more, then Alice pays 1 life per
    counter: 1, 2 or 4 life."""
    t = Table(ruleset)
    braid = t.put("Gallowbraid", t.alice)
    if counters:
        t.game.state.objects[braid].counters["age"] = counters
    t.game.begin("upkeep", active=t.alice)
    _upkeep(t, True)
    assert t.game.state.objects[braid].counter("age") == counters + 1
    assert t.game.life(t.alice) == life
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Gallowbraid"]


@pytest.mark.parametrize(("pays", "life", "kept"), [(True, 18, True), (False, 20, False)])
def test_cr702_24a_inner_sanctum_pay_2_life_or_sacrifice(
    ruleset: str, pays: bool, life: int, kept: bool
) -> None:
    """Inner Sanctum: Alice pays 2 life for its age counter, or sacrifices it."""
    t, _ = _begin(ruleset, "Inner Sanctum")
    _upkeep(t, pays)
    assert t.game.life(t.alice) == life
    assert ("Inner Sanctum" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is kept


def test_cr119_4_cumulative_upkeep_not_paid_without_enough_life(ruleset: str) -> None:
    """Alice at 1 life can't pay 2 life (CR 119.4): nothing is asked, Inner Sanctum is
    sacrificed and her life stays 1."""
    t, _ = _begin(ruleset, "Inner Sanctum")
    state = t.game.state
    state.life[state.players[t.alice].pool] = 1
    _upkeep(t)
    assert t.game.life(t.alice) == 1
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Inner Sanctum"]
