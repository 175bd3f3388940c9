"""CR 122.1, 611.3a: "Creatures you control with +1/+1 counters on them have trample." (Training
Regimen), "... have reach and trample." (Sphere Grid): the group is checked continuously, by
one kind of counter. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Creatures you control with +1/+1 counters on them have trample.",
        "Creatures you control with +1/+1 counters on them have reach and trample.",
        "During your turn, creatures you control with +1/+1 counters on them have first strike.",
    ],
)
def test_cr122_1_kind_of_counter_groups_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_training_regimen_only_creatures_with_plus_one_counters(ruleset: str) -> None:
    """Battlegrowth puts a +1/+1 counter on Alice's Grizzly Bears: with Training Regimen they
    have trample; her Savannah Lions (no counter) and Bob's Hill Giant with a counter don't."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    lions = t.put("Savannah Lions", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.put("Training Regimen", t.alice)
    t.lands("Forest", t.alice, 2)
    t.main_phase()
    assert not t.game.state.objects[bears].has(Keyword.TRAMPLE)
    t.cast(t.put("Battlegrowth", t.alice, "hand"), bears)
    t.cast(t.put("Battlegrowth", t.alice, "hand"), giant)
    objects = t.game.state.objects
    assert objects[bears].has(Keyword.TRAMPLE)
    assert not objects[lions].has(Keyword.TRAMPLE) and not objects[giant].has(Keyword.TRAMPLE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_another_kind_of_counter_doesnt_count(ruleset: str) -> None:
    """Sphere Grid: a -1/-1 counter isn't a +1/+1 counter; Grizzly Bears with a +1/+1 counter
    have reach and trample."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.put("Sphere Grid", t.alice)
    t.lands("Forest", t.alice, 1)
    t.main_phase()
    t.game.state.objects[giant].counters["-1/-1"] = 1
    t.cast(t.put("Battlegrowth", t.alice, "hand"), bears)
    objects = t.game.state.objects
    assert objects[bears].has(Keyword.REACH) and objects[bears].has(Keyword.TRAMPLE)
    assert not objects[giant].has(Keyword.REACH)
