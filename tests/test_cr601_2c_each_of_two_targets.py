""" "~ deals N damage to each of [up to] two target creatures / targets" (CR 115.1, 601.2c:
one word "target" with a number; the same object or player can't be chosen twice for it),
played with Swelter, Pinnacle of Rage and Dual Shot under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.events import DamageDealt, DamageEventOccurred
from mtgrules.rules.casting import NO_TARGET, IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import Table


def test_601_2c_each_of_round_trips() -> None:
    round_trip("~ deals 2 damage to each of two target creatures.")
    round_trip("~ deals 3 damage to each of two targets.")
    round_trip("~ deals 1 damage to each of up to two target creatures.")


def test_601_2c_swelter_deals_its_damage_to_each_in_one_event(ruleset: str) -> None:
    """Swelter: 2 damage to each of two target creatures, in one damage event: both 2/2
    bears die."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Swelter", t.alice, "hand")
    first, second = t.put("Grizzly Bears", t.bob), t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(spell, (first, second)))
    events = t.resolve()
    dealt = sorted((e.recipient, e.amount) for e in events if isinstance(e, DamageDealt))
    assert dealt == [(first, 2), (second, 2)]
    assert len([e for e in events if isinstance(e, DamageEventOccurred)]) == 1
    assert not t.game.is_on_battlefield(first) and not t.game.is_on_battlefield(second)


def test_601_2c_swelter_cant_choose_one_creature_twice(ruleset: str) -> None:
    """Two different creatures: the same one twice is refused (CR 601.2c / 115.3), state
    unchanged; with one creature only, Swelter can't be cast."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Swelter", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert not [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(spell, (bears, bears)))
    assert t.game.state == before


def test_608_2b_pinnacle_of_rage_illegal_target_is_not_dealt_damage(ruleset: str) -> None:
    """Pinnacle of Rage: 3 damage to each of two targets (a creature and Bob). The creature
    left the battlefield: Bob is still dealt his 3 (CR 608.2b)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    spell = t.put("Pinnacle of Rage", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(spell, (giant, t.bob)))
    t.game.move_to_zone(giant, "hand")
    t.resolve()
    assert t.game.life(t.bob) == 17


def test_115_1_dual_shot_up_to_two_targets(ruleset: str) -> None:
    """Dual Shot: "1 damage to each of up to two target creatures": one target (or none) is
    fine."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    spell = t.put("Dual Shot", t.alice, "hand")
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    legal = {a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert (elves, NO_TARGET) in legal or (NO_TARGET, elves) in legal
    assert (elves, elves) not in legal
    t.act(CastSpell(spell, (elves, NO_TARGET)))
    t.resolve()
    assert not t.game.is_on_battlefield(elves)
