"""A group whose controller is said before its keyword (CR 109.5: "you control"; CR 608.2c:
the instruction is followed for each object of the group as it resolves): "Put a +1/+1
counter on each creature you control with lifelink." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import PLUS_ONE
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{1}{B}, {T}: Put a +1/+1 counter on each creature you control with lifelink.",
        "{2}{G}, {T}: Put a +1/+1 counter on each creature you control with trample.",
        "~ deals 2 damage to each creature your opponents control with flying.",
    ],
)
def test_cr109_5_controlled_first_groups_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr109_5_duskfang_mentor_counts_only_her_lifelinkers(ruleset: str) -> None:
    """Duskfang Mentor: "{1}{B}, {T}: Put a +1/+1 counter on each creature you control with
    lifelink." Alice's Child of Night and Vampire Nighthawk (lifelink) get a counter; her
    Grizzly Bears (no lifelink) and Bob's Child of Night (not hers) don't."""
    t = Table(ruleset)
    mentor = t.put("Duskfang Mentor", t.alice)
    child = t.put("Child of Night", t.alice)
    hawk = t.put("Vampire Nighthawk", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Child of Night", t.bob)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    t.act(ActivateAbility(mentor, 0))
    t.resolve()
    counters = {e: t.game.obj(e).counter(PLUS_ONE) for e in (child, hawk, bears, bobs, mentor)}
    assert counters == {child: 1, hawk: 1, bears: 0, bobs: 0, mentor: 0}
    assert t.game.obj(child).current_power() == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr109_5_hornbash_mentor_counts_creatures_with_trample(ruleset: str) -> None:
    """Hornbash Mentor: "{2}{G}, {T}: ... each creature you control with trample." Colossal
    Dreadmaw (trample) gets a counter; Craw Wurm doesn't."""
    t = Table(ruleset)
    mentor = t.put("Hornbash Mentor", t.alice)
    dreadmaw = t.put("Colossal Dreadmaw", t.alice)
    wurm = t.put("Craw Wurm", t.alice)
    t.lands("Forest", t.alice, 3)
    t.begin()
    t.act(ActivateAbility(mentor, 0))
    t.resolve()
    assert t.game.obj(dreadmaw).counter(PLUS_ONE) == 1
    assert t.game.obj(wurm).counter(PLUS_ONE) == 0
