"""Damage of one sentence that can't be prevented: "~ deals 4 damage to target creature. The
damage can't be prevented." (Pinpoint Avalanche, Combust). Prevention effects still apply to
it but prevent none of it, and a prevention shield isn't used up by it (CR 615.12; 2011:
615.11); the damage is one damage event (CR 120.2b, 120.4; 2011: 119.2b, 119.4). Other damage
stays preventable. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.events import DamageDealt, DamagePrevented, Event
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 4 damage to target creature. The damage can't be prevented.",
        "~ deals 5 damage to target white or blue creature. The damage can't be prevented.",
        "~ deals 2 damage to any target and 2 damage to you. The damage can't be prevented.",
    ],
)
def test_cr615_12_unpreventable_sentence_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: list[Event]) -> list[tuple[int, int]]:
    return sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))


def _prevented(events: list[Event]) -> int:
    return sum(e.amount for e in events if isinstance(e, DamagePrevented))


def _shielded_table(ruleset: str, creature: str) -> tuple[Table, int]:
    """Alice's Mending Hands ("Prevent the next 4 damage that would be dealt to any target
    this turn") on Bob's ``creature``, resolved."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.alice, 5)  # Pinpoint Avalanche costs {3}{R}{R}
    hands = t.put("Mending Hands", t.alice, "hand")
    victim = t.put(creature, t.bob)
    t.begin()
    t.act(CastSpell(hands, (victim,)))
    t.resolve()
    return t, victim


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_12_pinpoint_avalanche_ignores_a_prevention_shield(ruleset: str) -> None:
    """Pinpoint Avalanche on a Craw Wurm (6/4) with a 4-damage shield: all 4 damage is
    dealt, none prevented, and the Wurm dies."""
    t, wurm = _shielded_table(ruleset, "Craw Wurm")
    avalanche = t.put("Pinpoint Avalanche", t.alice, "hand")
    t.act(CastSpell(avalanche, (wurm,)))
    events = t.resolve()
    assert _dealt(events) == [(wurm, 4)] and _prevented(events) == 0
    assert not t.game.is_on_battlefield(wurm)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_12_the_shield_is_not_used_up_and_later_damage_is_prevented(ruleset: str) -> None:
    """Pinpoint Avalanche on an Enormous Baloth (7/7) with a 4-damage shield: 4 damage marked;
    the shield is still whole, so a Shock afterwards is prevented entirely."""
    t, baloth = _shielded_table(ruleset, "Enormous Baloth")
    t.lands("Mountain", t.alice, 1)  # and Shock {R}
    avalanche = t.put("Pinpoint Avalanche", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    t.act(CastSpell(avalanche, (baloth,)))
    t.resolve()
    assert t.game.damage_on(baloth) == 4
    t.act(CastSpell(shock, (baloth,)))
    events = t.resolve()
    assert _dealt(events) == [] and _prevented(events) == 2
    assert t.game.damage_on(baloth) == 4


def test_cr615_12_the_rider_after_something_other_than_damage_is_not_compiled() -> None:
    with pytest.raises(UnsupportedCardError):
        compile_text(
            "Test",
            types=["Instant"],
            text="Draw a card. The damage can't be prevented.",
            mana_cost="{R}",
        )
