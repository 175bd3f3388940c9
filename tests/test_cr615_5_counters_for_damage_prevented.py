"""CR 615.5 (2011: the same rule): a prevention effect's additional effect that refers to the
damage prevented -- "For each 1 damage prevented this way, put a +1/+1 counter on that
creature." and the static "... prevent that damage. Put a -1/-1 counter on ~ for each 1
damage prevented this way." -- takes place immediately after the damage event: counters on
the permanent the damage was prevented for, as many as the damage prevented. Real cards,
both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import CountersPut
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _state(t: Table, entity: int) -> tuple[int, int, int]:
    """Power, toughness and damage marked."""
    return (t.game.power(entity), t.game.toughness(entity), t.game.state.objects[entity].damage)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_test_of_faith_counters_for_the_damage_its_shield_prevented(ruleset: str) -> None:
    """Test of Faith on Grizzly Bears: of Craw Wurm's 4 damage 3 are prevented, 1 is marked,
    and three +1/+1 counters are put on the Bears (one CountersPut, rule 615.5): a 5/5 with 1
    damage. The shield is used up: the next 2 damage is marked, no counter."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    faith = t.put("Test of Faith", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(CastSpell(faith, (bears,)))
    t.resolve()
    events = t.game.deal_damage(wurm, bears, 4)
    (put,) = [e for e in events if isinstance(e, CountersPut)]
    assert (put.permanent, put.kind, put.amount, put.rule) == (bears, "+1/+1", 3, "615.5")
    assert _state(t, bears) == (5, 5, 1)
    t.game.deal_damage(wurm, bears, 2)
    assert _state(t, bears) == (5, 5, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_brace_for_impact_counts_every_damage_prevented(ruleset: str) -> None:
    """Brace for Impact on Watchwolf (green-white 3/3): Hill Giant's 3 then Grizzly Bears' 2
    are prevented: 3 + 2 counters, an 8/8 with no damage."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    brace = t.put("Brace for Impact", t.alice, "hand")
    wolf = t.put("Watchwolf", t.alice)
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(brace, (wolf,)))
    t.resolve()
    t.game.deal_damage(giant, wolf, 3)
    t.game.deal_damage(bears, wolf, 2)
    assert _state(t, wolf) == (8, 8, 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_temper_with_x_of_two(ruleset: str) -> None:
    """Temper ({X}{1}{W}) with X = 2 on Grizzly Bears: of Hill Giant's 3 damage 2 are
    prevented (two counters), 1 is marked: a 4/4 with 1 damage."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    temper = t.put("Temper", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(CastSpell(temper, (bears,)))
    assert t.asked().kind == "X"
    t.game.apply(Choose(2))
    t.resolve()
    t.game.deal_damage(giant, bears, 3)
    assert _state(t, bears) == (4, 4, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_phyrexian_hydra_turns_damage_into_minus_counters(ruleset: str) -> None:
    """Phyrexian Hydra (7/7): Hill Giant's 3 damage is prevented and three -1/-1 counters are
    put on it: a 4/4 with no damage marked."""
    t = Table(ruleset)
    hydra = t.put("Phyrexian Hydra", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, hydra, 3)
    assert _state(t, hydra) == (4, 4, 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_stormwild_capridor_only_noncombat_damage(ruleset: str) -> None:
    """Stormwild Capridor (1/3): Hill Giant's 2 noncombat damage is prevented, two +1/+1
    counters (3/5); its 2 combat damage is marked."""
    t = Table(ruleset)
    capridor = t.put("Stormwild Capridor", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, capridor, 2)
    assert _state(t, capridor) == (3, 5, 0)
    t.game.deal_damage(giant, capridor, 2, combat=True)
    assert _state(t, capridor) == (3, 5, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_5_vigor_protects_your_other_creatures(ruleset: str) -> None:
    """Vigor (6/6): Hill Giant's 2 damage to Alice's Grizzly Bears is prevented, two counters
    (4/4); its 3 damage to Vigor itself is marked; Bob's Craw Wurm isn't protected."""
    t = Table(ruleset)
    vigor = t.put("Vigor", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.game.deal_damage(giant, bears, 2)
    assert _state(t, bears) == (4, 4, 0)
    t.game.deal_damage(giant, vigor, 3)
    assert _state(t, vigor) == (6, 6, 3)
    t.game.deal_damage(giant, wurm, 3)
    assert _state(t, wurm) == (6, 4, 3)


@pytest.mark.parametrize(
    "line",
    [
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 "
        "damage prevented this way, put a +1/+1 counter on that creature.",
        "Prevent all damage that would be dealt to target multicolored creature this turn. For "
        "each 1 damage prevented this way, put a +1/+1 counter on that creature.",
        "Prevent the next X damage that would be dealt to target creature this turn. For each 1 "
        "damage prevented this way, put a +1/+1 counter on that creature.",
        "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each "
        "1 damage prevented this way.",
        "If noncombat damage would be dealt to ~, prevent that damage. Put a +1/+1 counter on ~ "
        "for each 1 damage prevented this way.",
        "If damage would be dealt to another creature you control, prevent that damage. Put a "
        "+1/+1 counter on that creature for each 1 damage prevented this way.",
    ],
)
def test_cr615_5_counters_for_damage_prevented_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # "that creature" when the shield may protect a player
        "Prevent the next 3 damage that would be dealt to any target this turn. For each 1 "
        "damage prevented this way, put a +1/+1 counter on that creature.",
        # not one counter for each 1 damage
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each 2 "
        "damage prevented this way, put a +1/+1 counter on that creature.",
        # after something other than a prevention
        "Target creature gets +1/+1 until end of turn. For each 1 damage prevented this way, put "
        "a +1/+1 counter on that creature.",
        # counters for damage prevented to you
        "If damage would be dealt to you, prevent that damage. Put a +1/+1 counter on ~ for each "
        "1 damage prevented this way.",
    ],
)
def test_cr615_5_counters_for_damage_prevented_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
