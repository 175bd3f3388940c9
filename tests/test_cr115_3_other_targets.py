"""Other targets and groups of targets (CR 115.1, 115.3, 601.2c, 608.2b; the same numbers in
2011), from real cards: "up to one other target creature gains flying until end of turn"
(Wingshield Agent: not the source, or no target at all), "another target Human you control
gets +2/+2 until end of turn" (Intrepid Provisioner: a subtype, not the source), "put a +1/+1
counter on each of up to two other target creatures you control" (Felidar Savior), "put a
shield counter on each of up to three target creatures" (Protection Magic: never one
creature twice)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from mtgrules.objects import Keyword
from mtgrules.rules.casting import NO_TARGET, IllegalActionError
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, up to one other target creature gains flying until end of turn.",
        "When ~ enters, another target Human you control gets +2/+2 until end of turn.",
        "Whenever ~ enters or attacks, another target Warrior creature you control gains "
        "double strike until end of turn.",
        "{T}: Regenerate another target Vampire.",
        "When ~ enters, put a +1/+1 counter on each of up to two other target creatures you "
        "control.",
        "Put a shield counter on each of up to three target creatures.",
        "Put a +1/+1 counter on each of up to two target creatures you control.",
    ],
)
def test_115_3_other_targets_round_trip(line: str) -> None:
    round_trip(line)


def test_115_3_wingshield_agent_up_to_one_other_creature(ruleset: str) -> None:
    """Wingshield Agent attacks: its trigger offers Alice's Grizzly Bears, Bob's Llanowar
    Elves, or no target; never the Agent itself. The Bears gain flying."""
    t = CombatTable(ruleset)
    agent = t.put("Wingshield Agent", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((agent, t.bob),)))
    assert t.asked().kind == "targets"
    offered = {o.answer for o in t.asked().options if isinstance(o, Choose)}
    assert offered == {(bears,), (elves,), (NO_TARGET,)}
    t.game.apply(Choose((bears,)))
    t.pass_until("declare blockers")
    assert t.obj(bears).has(Keyword.FLYING) and not t.obj(elves).has(Keyword.FLYING)


def _enters(t: Table, name: str, lands: str, count: int) -> None:
    """Alice casts ``name`` with ``count`` of ``lands``; it resolves and enters."""
    t.lands(lands, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


def _power(t: Table, name: str) -> int:
    (found,) = [o for o in t.game.state.objects.values() if o.name == name]
    return found.current_power()


def test_115_3_intrepid_provisioner_another_human_you_control(ruleset: str) -> None:
    """Intrepid Provisioner (a Human) enters: its trigger may target only another Human
    Alice controls: her Elite Vanguard, not the Provisioner, her Grizzly Bears or Bob's
    Elite Vanguard (the only choice, so the game makes it). The Vanguard gets +2/+2."""
    t = Table(ruleset)
    mine = t.put("Elite Vanguard", t.alice)
    t.put("Grizzly Bears", t.alice)
    his = t.put("Elite Vanguard", t.bob)
    _enters(t, "Intrepid Provisioner", "Forest", 4)
    (item,) = t.game.state.stack
    assert item.targets == (mine,)
    t.resolve()
    assert t.game.state.objects[mine].current_power() == 4
    assert t.game.state.objects[his].current_power() == 2
    assert _power(t, "Intrepid Provisioner") == 3


def test_603_3d_intrepid_provisioner_alone_has_no_target(ruleset: str) -> None:
    """With no other Human of Alice's, the trigger has no legal target and is removed (the
    Provisioner itself is a Human but not "another")."""
    t = Table(ruleset)
    t.put("Elite Vanguard", t.bob)
    _enters(t, "Intrepid Provisioner", "Forest", 4)
    assert not t.game.state.stack
    assert _power(t, "Intrepid Provisioner") == 3


def test_601_2c_felidar_savior_two_other_creatures_you_control(ruleset: str) -> None:
    """Felidar Savior enters: a +1/+1 counter on each of up to two other creatures Alice
    controls. The choices never name the Savior, Bob's creature or one creature twice."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    vanguard = t.put("Elite Vanguard", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    _enters(t, "Felidar Savior", "Plains", 4)
    assert t.asked().kind == "targets"
    offered = t.asked().options
    named = {e for choice in offered if isinstance(choice, tuple) for e in choice}
    assert named == {bears, vanguard, NO_TARGET}
    chosen = [[e for e in c if e != NO_TARGET] for c in offered if isinstance(c, tuple)]
    assert all(len(set(c)) == len(c) for c in chosen)
    t.act(Choose((bears, vanguard)))
    t.resolve()
    state = t.game.state
    assert state.objects[bears].current_power() == 3
    assert state.objects[vanguard].current_power() == 3
    assert _power(t, "Felidar Savior") == 2 and state.objects[elves].current_power() == 1


def test_601_2c_protection_magic_never_one_creature_twice(ruleset: str) -> None:
    """Protection Magic: a shield counter on each of up to three target creatures. Naming
    the Bears twice is refused, changing nothing; the Bears and the Elves get one each."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    spell = t.put("Protection Magic", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (bears, bears, NO_TARGET)))
    assert error.value.rule == "115.3" and t.game.state == before
    t.act(CastSpell(spell, (bears, elves, NO_TARGET)))
    t.resolve()
    state = t.game.state
    assert state.objects[bears].counters.get("shield") == 1
    assert state.objects[elves].counters.get("shield") == 1
