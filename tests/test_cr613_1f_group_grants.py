"""Quoted abilities a static ability gives a group (CR 613.1f, 113.2c): "Sliver creatures
you control have "Whenever this creature attacks, it deals 1 damage to any target."", "All
Slivers have "{T}: This permanent deals 1 damage to target attacking or blocking
creature."". Each permanent of the group has the ability as its own ("this creature" is that
permanent) while the source is on the battlefield (CR 611.3a). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.events import DamageDealt
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_thorncaster_sliver_gives_each_sliver_its_attack_trigger(ruleset: str) -> None:
    """Thorncaster Sliver and Alice's other Sliver (Quilled Sliver) each have "Whenever this
    creature attacks, it deals 1 damage to any target." Quilled Sliver attacks alone: its own
    trigger deals 1 damage to Bob, from Quilled Sliver (CR 113.2c), then 1 combat damage."""
    t = CombatTable(ruleset)
    t.put("Thorncaster Sliver", t.alice)
    quilled = t.put("Quilled Sliver", t.alice)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((quilled, t.bob),)))
    for _ in range(20):
        found = t.asked()
        if found.kind == "declare blockers":
            break
        if found.kind == "targets":  # the trigger's target: Bob
            t.game.apply(Choose((t.bob,)))
        else:
            t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.finish_combat()
    pings = [e for e in t.game.log if isinstance(e, DamageDealt) and not e.combat]
    assert [(e.source, e.recipient, e.amount) for e in pings] == [(quilled, t.bob, 1)]
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_all_slivers_includes_the_opponents(ruleset: str) -> None:
    """Quilled Sliver: "All Slivers have "{T}: ..."": Bob's Sliver has the ability too, and
    deals 1 damage to Alice's attacking Grizzly Bears. When Quilled Sliver leaves, Bob's
    Sliver no longer has it (CR 611.3a)."""
    t = CombatTable(ruleset)
    quilled = t.put("Quilled Sliver", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Thorncaster Sliver", t.bob)
    assert len(t.obj(bobs).all_activated) == 1
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    ping = ActivateAbility(bobs, 0, (bears,))
    t.pass_until("priority")
    while t.asked().player != t.bob:
        t.game.apply(PassPriority())
    assert ping in t.game.legal_actions()
    t.game.apply(ping)
    t.pass_until("declare blockers")
    assert t.game.state.objects[bears].damage == 1
    t.game.move_to_zone(quilled, "graveyard")
    assert t.obj(bobs).all_activated == ()


@pytest.mark.parametrize(
    "line",
    [
        'Sliver creatures you control have "Whenever ~ attacks, it deals 1 damage to any target".',
        'All Slivers have "{T}: ~ deals 1 damage to target attacking or blocking creature".',
        'All Sliver creatures have "Whenever ~ is dealt damage, put a +1/+1 counter on it".',
        'Creatures you control have "{T}: You gain 1 life".',
    ],
)
def test_cr613_1f_group_grant_templates_round_trip(line: str) -> None:
    round_trip(line)
