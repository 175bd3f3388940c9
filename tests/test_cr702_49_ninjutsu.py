"""Ninjutsu (CR 702.49a; 702.47a in the 2011 rules): "[Cost], Reveal this card from your
hand, Return an unblocked attacking creature you control to its owner's hand: Put this card
onto the battlefield from your hand tapped and attacking." It attacks what the returned
creature attacked (702.49c; 2011: 702.47c). Played with Ninja of the Deep Hours ({1}{U}
ninjutsu, 2/2, "Whenever this creature deals combat damage to a player, you may draw a
card.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, Choose, DeclareAttackers, PassPriority
from mtgrules.combat_keyword_events import EnteredAttacking, UnblockedAttackerReturned
from mtgrules.errors import RulesError
from mtgrules.explain import explain
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.combat_table import CombatTable

RULE = {"cr2011": ("702.47a", "702.47c"), "current": ("702.49a", "702.49c")}


def _table(ruleset: str) -> tuple[CombatTable, EntityId, EntityId]:
    """Alice: Llanowar Elves attacking, Ninja of the Deep Hours in hand, two Islands."""
    t = CombatTable(ruleset)
    elves = t.put("Llanowar Elves", t.alice)
    ninja = t.put("Ninja of the Deep Hours", t.alice, "hand")
    t.put("Island", t.alice)
    t.put("Island", t.alice)
    return t, elves, ninja


def test_cr702_49a_swap_an_unblocked_attacker_for_the_ninja(ruleset: str) -> None:
    """Unblocked, the Elves go back to Alice's hand; the Ninja enters tapped and attacking
    Bob, deals 2, and its trigger draws Alice a card."""
    t, elves, ninja = _table(ruleset)
    t.attack(elves)
    ninjutsu = ActivateAbility(ninja, 0)
    while ninjutsu not in t.game.legal_actions():
        t.game.apply(PassPriority())
    paid = t.game.apply(ninjutsu)
    assert t.zone("Llanowar Elves") is Zone.HAND
    (returned,) = [e for e in paid if isinstance(e, UnblockedAttackerReturned)]
    assert returned.rule == RULE[ruleset][0] and "ninjutsu" in explain(returned, t.game)
    t.resolve()
    (entered,) = [e for e in t.game.log if isinstance(e, EnteredAttacking)]
    assert entered.rule == RULE[ruleset][1] and entered.attacked == t.bob
    assert "en attaquant Bob" in explain(entered, t.game, "fr")
    ninja_now = t.named("Ninja of the Deep Hours")
    assert ninja_now.zone is Zone.BATTLEFIELD and ninja_now.tapped
    combat = t.game.state.combat
    assert combat is not None and combat.attackers[ninja_now.id] == t.bob
    assert ninja_now.id not in combat.blocked
    for _ in range(10):
        found = t.asked()
        if found.kind == "may":
            t.game.apply(Choose(True))
        elif t.game.state.step is not None and t.game.state.step.value == "end of combat":
            break
        else:
            t.game.apply(PassPriority())
    assert t.game.life(t.bob) == 18
    hand = [o.name for o in t.game.state.objects.values() if o.zone is Zone.HAND]
    assert sorted(hand) == ["Island", "Llanowar Elves"]


def test_cr702_49a_not_before_blockers_are_declared(ruleset: str) -> None:
    """In the declare attackers step no attacker is unblocked yet: refused, nothing changes."""
    t, elves, ninja = _table(ruleset)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((elves, t.bob),)))
    assert ActivateAbility(ninja, 0) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="unblocked"):
        t.game.apply(ActivateAbility(ninja, 0))
    assert t.game.state == before


def test_cr702_49a_a_blocked_attacker_cant_be_returned(ruleset: str) -> None:
    """The Elves are blocked by Grizzly Bears: no unblocked attacker, no ninjutsu."""
    t, elves, ninja = _table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(elves, blocks=((bears, elves),))
    assert ActivateAbility(ninja, 0) not in t.game.legal_actions()
    assert t.zone("Llanowar Elves") is Zone.BATTLEFIELD
