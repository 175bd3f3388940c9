"""Alternative costs paid only if something happened this turn (CR 118.9, 601.2b):
freerunning (CR 702.173a, after 2011: today's number in both editions) after combat damage
to a player by an Assassin you controlled; prowl (CR 702.76a; 702.74a in the 2011 rules)
after combat damage to a player by a creature you controlled sharing a creature type with
the spell; surge (CR 702.117a, after 2011) after you cast another spell this turn. Played
with Eagle Vision, Stinkdrinker Bandit and Boulder Salvo under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable


def _after_attack(t: CombatTable, attacker: str) -> EntityId:
    """``attacker`` (Alice's) attacks Bob unblocked; play on to Alice's postcombat main."""
    creature = t.put(attacker, t.alice)
    t.attack(creature)
    for _ in range(20):
        step = t.game.state.step
        if step is not None and step.value == "postcombat main" and not t.game.state.stack:
            break
        t.game.apply(PassPriority())
    return creature


def _refused(t: CombatTable, action: CastSpell, rule: str, words: str) -> None:
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match=words) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before


@pytest.mark.parametrize("line", ["Freerunning {1}{U}", "Prowl {1}{B}", "Surge {1}{R}"])
def test_cr702_173a_conditional_cost_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_173a_freerunning_after_an_assassin_dealt_combat_damage(ruleset: str) -> None:
    """Merciless Harlequin (an Assassin) hits Bob for 2: Eagle Vision is cast for {1}{U}
    with two Islands and Alice draws three cards."""
    t = CombatTable(ruleset)
    t.lands("Island", 2)
    vision = t.put("Eagle Vision", t.alice, "hand")
    _after_attack(t, "Merciless Harlequin")
    assert t.game.life(t.bob) == 18
    way = CastSpell(vision, (), "freerunning")
    assert way in t.game.legal_actions()
    hand = in_hand(t)
    t.game.apply(way)
    t.resolve()
    assert in_hand(t) == hand - 1 + 3


def test_cr702_173a_freerunning_not_after_another_creature(ruleset: str) -> None:
    """Grizzly Bears (no Assassin) hits Bob: freerunning is refused with its rule."""
    t = CombatTable(ruleset)
    t.lands("Island", 2)
    vision = t.put("Eagle Vision", t.alice, "hand")
    _after_attack(t, "Grizzly Bears")
    assert t.game.life(t.bob) == 18
    _refused(t, CastSpell(vision, (), "freerunning"), "702.173a", "Assassin")


def test_cr702_76a_prowl_after_a_goblin_dealt_combat_damage(ruleset: str) -> None:
    """Raging Goblin hits Bob: Stinkdrinker Bandit (Goblin Rogue) is cast for {1}{B}."""
    t = CombatTable(ruleset)
    t.lands("Swamp", 2)
    bandit = t.put("Stinkdrinker Bandit", t.alice, "hand")
    _after_attack(t, "Raging Goblin")
    t.game.apply(CastSpell(bandit, (), "prowl"))
    t.resolve()
    assert [o.zone for o in t.game.state.objects.values() if o.name == "Stinkdrinker Bandit"] == [
        Zone.BATTLEFIELD
    ]


def test_cr702_76a_prowl_refused_without_a_shared_type(ruleset: str) -> None:
    """Grizzly Bears (a Bear) hits Bob: prowl is refused (702.76a; 2011: 702.74a)."""
    t = CombatTable(ruleset)
    t.lands("Swamp", 2)
    bandit = t.put("Stinkdrinker Bandit", t.alice, "hand")
    _after_attack(t, "Grizzly Bears")
    rule = "702.74a" if ruleset == "cr2011" else "702.76a"
    _refused(t, CastSpell(bandit, (), "prowl"), rule, "creature type")


def test_cr702_117a_surge_after_another_spell(ruleset: str) -> None:
    """Lightning Bolt first, then Boulder Salvo for {1}{R}: the Hill Giant (3/3) dies."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 3)
    salvo = t.put("Boulder Salvo", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    _refused(t, CastSpell(salvo, (giant,), "surge"), "702.117a", "another spell")
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()
    t.game.apply(CastSpell(salvo, (giant,), "surge"))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
