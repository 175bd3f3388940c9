"""Mentor (CR 702.134a, a keyword from after 2011, played under both editions by today's
rule): "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with
lesser power." Played with Sunhome Stalwart (2/2, first strike, mentor), Llanowar Elves (1/1)
and Grizzly Bears (2/2)."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId
from tests.combat_table import CombatTable


def _attack(t: CombatTable, *attackers: EntityId) -> list[str]:
    """``attackers`` attack Bob, no blocks, to the end of combat; the decisions asked."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    asked: list[str] = []
    for _ in range(60):
        step = t.game.state.step
        if step is not None and step.value in ("end of combat", "postcombat main"):
            return asked
        found = t.asked()
        asked.append(found.kind)
        t.game.apply(DeclareBlockers(()) if found.kind == "declare blockers" else PassPriority())
    raise AssertionError("combat doesn't end")


def test_cr702_134a_the_attacker_with_lesser_power_gets_the_counter(ruleset: str) -> None:
    """The Elves (power 1 < 2) are the only legal target: the Bears' power isn't lesser.
    Bob takes 2 (Stalwart) + 2 (Elves, now 2/2) + 2 (Bears)."""
    t = CombatTable(ruleset)
    stalwart = t.put("Sunhome Stalwart", t.alice)
    elves = t.put("Llanowar Elves", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    _attack(t, stalwart, elves, bears)
    assert t.obj(elves).counters == {PLUS_ONE: 1}
    assert t.obj(bears).counters == {}
    assert t.obj(stalwart).counters == {}
    assert t.game.life(t.bob) == 14


def test_cr702_134a_no_attacker_with_lesser_power_no_counter(ruleset: str) -> None:
    """Beside the Bears only (equal power), the ability has no legal target: it is removed
    from the stack as it would be put there (CR 603.3d); nobody gets a counter."""
    t = CombatTable(ruleset)
    stalwart = t.put("Sunhome Stalwart", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    _attack(t, stalwart, bears)
    assert t.obj(bears).counters == {} and t.obj(stalwart).counters == {}
    assert t.game.life(t.bob) == 16


def test_cr702_134a_creatures_not_attacking_cant_be_targeted(ruleset: str) -> None:
    """The Elves stay home: not an attacking creature; the Stalwart attacks alone."""
    t = CombatTable(ruleset)
    stalwart = t.put("Sunhome Stalwart", t.alice)
    elves = t.put("Llanowar Elves", t.alice)
    _attack(t, stalwart)
    assert t.obj(elves).counters == {}
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("name", ["Sunhome Stalwart", "Truefire Captain"])
def test_cr702_134a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
