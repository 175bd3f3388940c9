"""CR 601.2i (2011: 601.2h), 603.2: "When you cast ~, ..." triggers as the spell becomes
cast; the trigger's source is the spell on the stack, so it resolves before the spell. "When
you cast ~ and whenever ~ attacks" is two trigger events of one ability. A permanent already
on the battlefield doesn't trigger when another spell with its name is cast. Real cards, both
rulesets (Devoid, CR 702.114a: the Eldrazi are colorless)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.events import AbilityTriggered
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.stack import ItemKind
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When you cast ~, create three 0/1 colorless Eldrazi Spawn creature tokens with"
        ' "Sacrifice ~: Add {C}".',
        "When you cast ~ and whenever ~ attacks, put a +1/+1 counter on each colorless creature"
        " you control.",
    ],
)
def test_cr601_2i_when_you_cast_round_trip(line: str) -> None:
    round_trip(line)


def _spawn(t: Table) -> int:
    return sum(1 for o in t.game.state.battlefield() if o.token and "Spawn" in o.subtypes)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2i_spawn_gang_commander_trigger_resolves_before_the_spell(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    commander = t.put("Spawn-Gang Commander", t.alice, "hand")
    t.begin()
    events = t.act(CastSpell(commander, ()))
    (fired,) = [e for e in events if isinstance(e, AbilityTriggered)]
    stack = t.game.state.stack
    spell = stack[0].id  # the card on the stack, a new object (CR 400.7)
    assert fired.source == spell and fired.rule == "603.2"
    assert [i.kind for i in stack] == [ItemKind.SPELL, ItemKind.TRIGGERED]  # the trigger on top
    t.resolve()  # the trigger
    assert _spawn(t) == 3
    assert t.game.state.objects[spell].zone is Zone.STACK  # the spell still waits
    t.resolve()
    assert "Spawn-Gang Commander" in t.zone_of(t.alice, Zone.BATTLEFIELD)
    assert _spawn(t) == 3


def _vanguard_cast(ruleset: str) -> tuple[Table, int, int]:
    """Alice controls a Titans' Vanguard and an Ornithopter and casts a second Vanguard."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.lands("Forest", t.alice, 1)
    veteran = t.put("Titans' Vanguard", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    second = t.put("Titans' Vanguard", t.alice, "hand")
    t.begin()
    events = t.act(CastSpell(second, ()))
    spell = t.game.state.stack[0].id
    assert [e.source for e in events if isinstance(e, AbilityTriggered)] == [spell]
    return t, veteran, thopter


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2i_titans_vanguard_counters_on_colorless_creatures(ruleset: str) -> None:
    """One trigger (the spell's, not the Vanguard already on the battlefield): one counter on
    each colorless creature Alice controls; the Ornithopter (colorless artifact) too."""
    t, veteran, thopter = _vanguard_cast(ruleset)
    t.resolve()
    assert t.game.counters(veteran).get(PLUS_ONE) == 1
    assert t.game.counters(thopter).get(PLUS_ONE) == 1
    t.resolve()  # the second Vanguard enters with no counter
    (entered,) = [
        o for o in t.game.state.battlefield() if o.name == "Titans' Vanguard" and o.id != veteran
    ]
    assert not entered.counters


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_titans_vanguard_also_whenever_it_attacks(ruleset: str) -> None:
    t = Table(ruleset)
    vanguard = t.put("Titans' Vanguard", t.alice)
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.act(DeclareAttackers(((vanguard, t.bob),)))
    t.resolve()
    assert t.game.counters(vanguard).get(PLUS_ONE) == 1
