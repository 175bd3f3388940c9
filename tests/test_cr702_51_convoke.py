"""Convoke (CR 702.51; 702.49 in the 2011 rules): "For each colored mana in this spell's total
cost, you may tap an untapped creature of that color you control rather than pay that mana.
For each generic mana in this spell's total cost, you may tap an untapped creature you control
rather than pay that mana." Played with Stoke the Flames ({2}{R}{R}, Convoke: 4 damage to any
target) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.errors import RulesError
from mtgrules.turn_events import ManaAdded, Tapped
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.49a" if t.game.ruleset.name == "cr2011" else "702.51a"


def test_cr702_51a_convoke_line_round_trips() -> None:
    round_trip("Convoke")


def test_cr702_51a_creatures_pay_generic_and_their_color(ruleset: str) -> None:
    """Two Mountains, a Goblin Piker (red) and Grizzly Bears (green), all just arrived: the
    Mountains pay {R}{R}, the two creatures are tapped for the generic {2} (no mana is
    added for them); summoning sickness doesn't stop convoke."""
    t = Table(ruleset)
    stoke = t.put("Stoke the Flames", t.alice, "hand")
    t.lands("Mountain", 2)
    piker = t.put("Goblin Piker", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    assert CastSpell(stoke, (t.bob,)) in t.game.legal_actions()
    events = t.game.apply(CastSpell(stoke, (t.bob,)))
    convoked = {e.permanent for e in events if isinstance(e, Tapped) and e.rule == _rule(t)}
    assert convoked == {piker, bears}
    assert sum(1 for e in events if isinstance(e, ManaAdded)) == 2
    t.resolve()
    assert t.game.life(t.bob) == 16


def test_cr702_51a_a_creature_pays_only_its_own_color(ruleset: str) -> None:
    """One Mountain and three green Grizzly Bears: {R}{R} needs two red sources, so Stoke the
    Flames can't be cast; refused with the game unchanged."""
    t = Table(ruleset)
    stoke = t.put("Stoke the Flames", t.alice, "hand")
    t.lands("Mountain", 1)
    for _ in range(3):
        t.put("Grizzly Bears", t.alice)
    t.main_phase()
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(stoke, (t.bob,)))
    assert t.game.state == before


def test_cr702_51a_only_spells_with_convoke(ruleset: str) -> None:
    """Lava Axe ({4}{R}) with one Mountain and four creatures: no convoke, can't be cast."""
    t = Table(ruleset)
    axe = t.put("Lava Axe", t.alice, "hand")
    t.lands("Mountain", 1)
    for _ in range(4):
        t.put("Goblin Piker", t.alice)
    t.main_phase()
    with pytest.raises(RulesError, match="can't pay"):
        t.game.apply(CastSpell(axe, (t.bob,)))


def test_cr702_51a_a_red_creature_pays_red_mana(ruleset: str) -> None:
    """One Mountain, Goblin Piker and two Grizzly Bears: the Mountain and the red Goblin pay
    {R}{R}, the Bears {2}; Bob takes 4."""
    t = Table(ruleset)
    stoke = t.put("Stoke the Flames", t.alice, "hand")
    t.lands("Mountain", 1)
    piker = t.put("Goblin Piker", t.alice)
    bears = [t.put("Grizzly Bears", t.alice) for _ in range(2)]
    t.main_phase()
    events = t.game.apply(CastSpell(stoke, (t.bob,)))
    convoked = {e.permanent for e in events if isinstance(e, Tapped) and e.rule == _rule(t)}
    assert convoked == {piker, *bears}
    t.resolve()
    assert t.game.life(t.bob) == 16
