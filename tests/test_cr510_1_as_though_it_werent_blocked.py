"""CR 510.1b-c: "You may have ~ assign its combat damage as though it weren't blocked."
(Thorn Elemental, 7/7): blocked, its controller chooses either to assign all its combat
damage to the player it attacks, as an unblocked creature does (510.1b), or to assign it
among its blockers (510.1c); it can't split it between them."""

from __future__ import annotations

import pytest

from mtgrules.actions import AssignCombatDamage
from mtgrules.errors import RulesError
from tests.combat_table import CombatTable


def test_cr510_1b_all_to_the_player_though_blocked(ruleset: str) -> None:
    """Blocked by Grizzly Bears, Thorn Elemental assigns its 7 to Bob: the Bears survive."""
    t = CombatTable(ruleset)
    thorn = t.put("Thorn Elemental", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(thorn, blocks=((bears, thorn),))
    t.pass_until("assign combat damage")
    legal = t.game.legal_assignments(thorn)
    assert {t.bob: 7} in legal and {bears: 7} in legal
    assert not any(t.bob in a and bears in a for a in legal)
    t.game.apply(AssignCombatDamage(((thorn, ((t.bob, 7),)),)))
    assert t.game.life(t.bob) == 13
    assert t.game.is_on_battlefield(bears) and t.obj(bears).damage == 0
    assert t.obj(thorn).damage == 2  # the Bears still deal their damage


def test_cr510_1c_or_to_its_blockers(ruleset: str) -> None:
    """Or the usual way: 7 to the Bears, Bob takes nothing."""
    t = CombatTable(ruleset)
    thorn = t.put("Thorn Elemental", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(thorn, blocks=((bears, thorn),))
    t.pass_until("assign combat damage")
    t.game.apply(AssignCombatDamage(((thorn, ((bears, 7),)),)))
    assert t.game.life(t.bob) == 20 and not t.game.is_on_battlefield(bears)


def test_cr510_1c_no_split_between_player_and_blockers(ruleset: str) -> None:
    """Part to the Bears and part to Bob is illegal (it has no trample): refused, naming
    the creature, and nothing changes."""
    t = CombatTable(ruleset)
    thorn = t.put("Thorn Elemental", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(thorn, blocks=((bears, thorn),))
    t.pass_until("assign combat damage")
    before = len(t.game.log)
    with pytest.raises(RulesError, match=r"can't assign"):
        t.game.apply(AssignCombatDamage(((thorn, ((bears, 2), (t.bob, 5))),)))
    assert len(t.game.log) == before and t.game.life(t.bob) == 20


def test_cr510_1c_blockers_removed_it_may_still_assign_to_the_player(ruleset: str) -> None:
    """The Bears leave combat before damage: the blocked Elemental may still assign its
    damage to Bob as though it weren't blocked (or assign none)."""
    t = CombatTable(ruleset)
    thorn = t.put("Thorn Elemental", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(thorn, blocks=((bears, thorn),))
    t.game.move_to_zone(bears, "graveyard")
    t.pass_until("assign combat damage")
    assert t.game.legal_assignments(thorn) == [{}, {t.bob: 7}]
    t.game.apply(AssignCombatDamage(((thorn, ((t.bob, 7),)),)))
    assert t.game.life(t.bob) == 13


def test_cr510_1b_unblocked_it_is_an_ordinary_attacker(ruleset: str) -> None:
    """Unblocked, nothing to choose: 7 to Bob."""
    t = CombatTable(ruleset)
    thorn = t.put("Thorn Elemental", t.alice)
    t.attack(thorn)
    t.finish_combat()
    assert t.game.life(t.bob) == 13
