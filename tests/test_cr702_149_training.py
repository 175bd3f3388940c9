"""Training (CR 702.149a; 2021: today's number under both rulesets): "Whenever this creature
attacks with another creature with greater power, put a +1/+1 counter on this creature."
Played with Jenny Flint (2/2, first strike, training)."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _attack_with(ruleset: str, other: str | None) -> tuple[CombatTable, EntityId]:
    t = CombatTable(ruleset)
    jenny = t.put("Jenny Flint", t.alice)
    attackers = [jenny] + ([t.put(other, t.alice)] if other else [])
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())
    return t, jenny


def test_cr702_149a_attacking_with_a_greater_creature(ruleset: str) -> None:
    """With Hill Giant (power 3): the ability triggers and Jenny gets a +1/+1 counter (3/3)."""
    t, jenny = _attack_with(ruleset, "Hill Giant")
    fired = [e for e in t.game.log if isinstance(e, AbilityTriggered) and e.source == jenny]
    assert [e.rule for e in fired] == ["702.149a"]
    assert t.obj(jenny).counters.get(PLUS_ONE) == 1
    assert (t.game.power(jenny), t.game.toughness(jenny)) == (3, 3)


@pytest.mark.parametrize("other", [None, "Grizzly Bears"])
def test_cr702_149a_alone_or_with_no_greater_power_nothing(ruleset: str, other: str | None) -> None:
    """Alone, or with Grizzly Bears (power 2, not greater): no trigger, no counter."""
    t, jenny = _attack_with(ruleset, other)
    assert not [e for e in t.game.log if isinstance(e, AbilityTriggered) and e.source == jenny]
    assert t.obj(jenny).counters.get(PLUS_ONE, 0) == 0


def test_cr702_149a_round_trip() -> None:
    round_trip("Training")


def test_cr702_149a_the_card_is_supported() -> None:
    card = bundled_database().compiled("Jenny Flint")
    assert card.supported, card.reason
