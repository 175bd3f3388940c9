"""CR 509.1c (both editions): "~ must be blocked if able." is a requirement: the defending
player's declaration of blockers must obey as many requirements as possible without breaking
a restriction. Real cards (Inescapable Brute, Canopy Stalker), both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Step
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr509_1c_must_be_blocked_round_trip() -> None:
    round_trip("~ must be blocked if able.")


def _attack(t: Table, *attackers: int) -> None:
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.act(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    while t.decision().kind != "declare blockers":
        t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1c_no_block_refused_when_a_creature_can_block(ruleset: str) -> None:
    """Bob's untapped Grizzly Bears can block Inescapable Brute: declaring no blockers (or
    blocking the Hill Giant instead) is refused, the game still waits; blocking the Brute is
    accepted."""
    t = Table(ruleset)
    brute = t.put("Inescapable Brute", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    _attack(t, brute, giant)
    listed = [a.blocks for a in t.game.legal_actions() if isinstance(a, DeclareBlockers)]
    assert listed == [((bears, brute),)]
    for refused in ((), ((bears, giant),)):
        with pytest.raises(RulesError) as caught:
            t.game.apply(DeclareBlockers(refused))
        assert caught.value.rule == "509.1c"
        assert t.decision().kind == "declare blockers"
        assert t.game.state.step is Step.DECLARE_BLOCKERS
    t.game.apply(DeclareBlockers(((bears, brute),)))
    assert t.game.state.combat is not None and brute in t.game.state.combat.blocked


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_1c_a_tapped_creature_is_not_able(ruleset: str) -> None:
    """Bob's only creature is tapped: no block is possible, so none is required."""
    t = Table(ruleset)
    stalker = t.put("Canopy Stalker", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.state.objects[bears].tapped = True
    _attack(t, stalker)
    t.game.apply(DeclareBlockers(()))  # accepted
    power = t.game.power(stalker)
    while t.game.life(t.bob) == 20:
        t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 20 - power
