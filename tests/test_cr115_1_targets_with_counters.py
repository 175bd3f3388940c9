"""Targets described by the counters on them (CR 115.1, 122.1): "target creature with a
bounty counter on it", "target creature you control with a +1/+1 counter on it". The game lists
only the permanents with such a counter, refuses the others naming CR 601.2c and changing
nothing, and checks the counter again as the ability resolves (CR 608.2b)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import Table

BOUNTY = "bounty"
PLUS_ONE = "+1/+1"


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Destroy target creature with a bounty counter on it.",
        "At the beginning of your upkeep, destroy target creature with a -1/-1 counter on it.",
        "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.",
        "Whenever you attack, target attacking creature with a +1/+1 counter on it gains first "
        "strike until end of turn.",
        "At the beginning of combat on your turn, target creature you control with a +1/+1 "
        "counter on it gains menace until end of turn.",
    ],
)
def test_cr115_1_targets_with_counters_round_trip(line: str) -> None:
    """Each description compiles, renders back to its own words, and is implemented."""
    round_trip(line)


def _activations(t: Table, source: EntityId, index: int) -> set[tuple[EntityId, ...]]:
    return {
        a.targets
        for a in t.game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == source and a.index == index
    }


def test_cr122_1_bounty_hunter_destroys_only_a_creature_with_a_bounty_counter(
    ruleset: str,
) -> None:
    """Bounty Hunter's "{T}: Destroy target creature with a bounty counter on it." may target
    the Grizzly Bears with a bounty counter, not the Hill Giant without one (refused, CR
    601.2c, the game unchanged); the bears are destroyed."""
    t = Table(ruleset)
    hunter = t.put("Bounty Hunter", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.game.state.objects[bears].counters[BOUNTY] = 1
    t.begin()
    assert _activations(t, hunter, 1) == {(bears,)}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(ActivateAbility(hunter, 1, (giant,)))
    assert error.value.rule == "601.2c" and t.game.state == before
    t.act(ActivateAbility(hunter, 1, (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.game.is_on_battlefield(giant)


def test_cr608_2b_bounty_hunter_target_without_its_counter_on_resolution(ruleset: str) -> None:
    """The bounty counter is removed while the ability waits on the stack: its only target is
    illegal, and the ability does nothing (CR 608.2b)."""
    t = Table(ruleset)
    hunter = t.put("Bounty Hunter", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.state.objects[bears].counters[BOUNTY] = 1
    t.begin()
    t.act(ActivateAbility(hunter, 1, (bears,)))
    del t.game.state.objects[bears].counters[BOUNTY]
    t.resolve()
    assert t.game.is_on_battlefield(bears)


def test_cr122_1_tempered_veteran_grows_only_a_creature_with_a_plus_one_counter(
    ruleset: str,
) -> None:
    """Tempered Veteran's "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1
    counter on it.": a -1/-1 counter isn't a +1/+1 counter (CR 122.1)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    veteran = t.put("Tempered Veteran", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.game.state.objects[bears].counters[PLUS_ONE] = 1
    t.game.state.objects[giant].counters["-1/-1"] = 1
    t.begin()
    assert t.game.is_on_battlefield(giant)
    assert _activations(t, veteran, 0) == {(bears,)}
    t.act(ActivateAbility(veteran, 0, (bears,)))
    t.resolve()
    assert t.game.state.objects[bears].counters[PLUS_ONE] == 2
    assert t.game.state.objects[bears].current_power() == 4
