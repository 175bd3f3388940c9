"""A prevention effect whose follow-up removes a counter (CR 615.5): "If damage would be
dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (the Phantom creatures).
Played with a real card under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import CountersRemoved, DamageDealt, DamagePrevented
from mtgrules.objects import PLUS_ONE, Zone
from tests.card_table import RULESETS, round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("counters", "survives"), [(3, True), (1, False)])
def test_cr615_5_phantom_centaur_prevents_the_damage_and_loses_a_counter(
    ruleset: str, counters: int, survives: bool
) -> None:
    """Phantom Centaur (2/0) with +1/+1 counters is dealt 2 by Shock: the damage is
    prevented, then one counter is removed. With three it is a 4/2; with one it is a 2/0 and
    is put into its owner's graveyard (CR 704.5f)."""
    t = Table(ruleset)
    centaur = t.put("Phantom Centaur", t.bob)
    t.game.state.objects[centaur].counters[PLUS_ONE] = counters
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (centaur,)))
    events = t.resolve()
    assert not [e for e in events if isinstance(e, DamageDealt)]
    assert [e.amount for e in events if isinstance(e, DamagePrevented)] == [2]
    removed = [e for e in events if isinstance(e, CountersRemoved)]
    assert [(e.kind, e.amount, e.rule) for e in removed] == [(PLUS_ONE, 1, "615.5")]
    if survives:
        assert t.game.state.objects[centaur].counter(PLUS_ONE) == counters - 1
        assert t.game.power(centaur) == 4
    else:
        assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Phantom Centaur"]


def test_cr615_5_phantom_template_round_trips() -> None:
    round_trip("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.")
