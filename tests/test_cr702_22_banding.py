"""Banding (CR 702.22; 2011: 702.20, the same letters), played with real cards under both
rulesets: attacking bands (702.22c-d), a band blocked as one (702.22h), and who divides the
combat damage (702.22j: the defending player, for an attacker blocked by a creature with
banding; 702.22k: the active player, for a blocker blocking a creature with banding), free
of the 2011 damage assignment order."""

from __future__ import annotations

import copy

import pytest

from mtgrules.actions import (
    AssignCombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.explain import explain
from mtgrules.rules.banding import BandDeclared
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _rule(ruleset: str, letter: str) -> str:
    return ("702.20" if ruleset == "cr2011" else "702.22") + letter


def _band_attack(t: CombatTable, *band: EntityId) -> None:
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in band), bands=(band,)))
    t.pass_until("declare blockers")


def _assign(t: CombatTable, player: EntityId, parts: dict[EntityId, dict[EntityId, int]]) -> None:
    """Play to the combat damage assignment ``player`` makes, and make it."""
    for _ in range(20):
        found = t.asked()
        if found.kind == "assign combat damage":
            assert found.player == player
            t.game.apply(
                AssignCombatDamage(
                    tuple((c, tuple(sorted(a.items()))) for c, a in sorted(parts.items()))
                )
            )
            return
        if found.kind in ("order blockers", "order attackers"):
            (action,) = [a for a in t.game.legal_actions() if isinstance(a, OrderDamageAssignment)][
                :1
            ]
            t.game.apply(action)
        else:
            assert found.kind == "priority", found.kind
            t.game.apply(PassPriority())
    raise AssertionError("no combat damage assignment")


def test_cr702_22h_a_band_is_blocked_as_one(ruleset: str) -> None:
    """Mesa Pegasus (1/1 flying, banding) and Grizzly Bears attack as a band. Bob's Hill
    Giant, without flying, blocks the Bears: the Pegasus becomes blocked by it too (the
    example of 702.22h). Bob takes no damage."""
    t = CombatTable(ruleset)
    pegasus = t.put("Mesa Pegasus", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    _band_attack(t, pegasus, bears)
    band = [e for e in t.game.log if isinstance(e, BandDeclared)]
    assert [(e.members, e.rule) for e in band] == [((pegasus, bears), _rule(ruleset, "c"))]
    assert explain(band[0], t.game).startswith("Mesa Pegasus and Grizzly Bears attack as a band")
    assert "Grizzly Bears attaquent en formant une bande" in explain(band[0], t.game, "fr")
    t.game.apply(DeclareBlockers(((giant, bears),)))
    combat = t.game.state.combat
    assert combat is not None
    assert sorted(combat.blocking[giant]) == sorted([pegasus, bears])
    assert combat.blocked_by[pegasus] == [giant]
    _assign(t, t.alice, {giant: {pegasus: 3}})
    t.finish_combat()
    assert t.game.life(t.bob) == 20
    assert not t.game.is_on_battlefield(giant)  # 1 + 2 damage
    assert t.game.is_on_battlefield(bears)
    assert not t.game.is_on_battlefield(pegasus)


def test_cr702_22k_the_active_player_divides_the_blockers_damage(ruleset: str) -> None:
    """The Giant blocks a creature with banding, so Alice (the active player) assigns its 3
    damage: all of it to Benalish Hero, and her Bears live. Under the 2011 rules Bob orders
    the attackers the Giant blocks (509.3); Alice may ignore that order (702.20k)."""
    t = CombatTable(ruleset)
    hero = t.put("Benalish Hero", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    _band_attack(t, hero, bears)
    t.game.apply(DeclareBlockers(((giant, hero),)))
    if ruleset == "cr2011":
        t.pass_until("order attackers")
        assert t.asked().player == t.bob
        t.game.apply(OrderDamageAssignment(((giant, (bears, hero)),)))
    _assign(t, t.alice, {giant: {hero: 3}})
    t.finish_combat()
    assert t.game.is_on_battlefield(bears)
    assert not t.game.is_on_battlefield(hero)
    assert not t.game.is_on_battlefield(giant)


def test_cr702_22j_the_defending_player_divides_the_attackers_damage(ruleset: str) -> None:
    """Alice's Hill Giant is blocked by Bob's Benalish Hero (banding) and Grizzly Bears: Bob
    (the defending player) assigns the Giant's damage, all 3 to the Hero, and his Bears live.
    Alice isn't asked for it."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.alice)
    hero = t.put("Benalish Hero", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(giant, blocks=((hero, giant), (bears, giant)))
    if ruleset == "cr2011":
        t.pass_until("order blockers")
        assert t.asked().player == t.alice
        t.game.apply(OrderDamageAssignment(((giant, (bears, hero)),)))
    assert giant not in [a.id for a in t.game.open_assigners(t.alice)]
    _assign(t, t.bob, {giant: {hero: 3}})
    t.finish_combat()
    assert t.game.is_on_battlefield(bears)
    assert not t.game.is_on_battlefield(hero)
    assert not t.game.is_on_battlefield(giant)  # 1 + 2 damage


def test_cr702_22j_a_wrong_division_is_refused(ruleset: str) -> None:
    """Bob must still assign all 3 damage (510.1a); the state is unchanged."""
    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.alice)
    hero = t.put("Benalish Hero", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(giant, blocks=((hero, giant), (bears, giant)))
    for _ in range(20):
        if t.asked().kind == "assign combat damage":
            break
        if t.asked().kind == "order blockers":
            t.game.apply(OrderDamageAssignment(((giant, (hero, bears)),)))
        else:
            t.game.apply(PassPriority())
    before = copy.deepcopy(t.game.state)
    with pytest.raises(RulesError) as error:
        t.game.apply(AssignCombatDamage(((giant, ((hero, 1),)),)))
    assert error.value.rule == "510.1a"
    assert t.game.state == before


def test_cr702_22c_a_band_of_creatures_without_banding_is_refused(ruleset: str) -> None:
    t = CombatTable(ruleset)
    bears = [t.put("Grizzly Bears", t.alice) for _ in range(2)]
    t.to_attackers()
    before = copy.deepcopy(t.game.state)
    with pytest.raises(RulesError) as error:
        t.game.apply(DeclareAttackers(tuple((b, t.bob) for b in bears), bands=(tuple(bears),)))
    assert error.value.rule == _rule(ruleset, "c")
    assert t.game.state == before


def test_cr702_22c_band_members_must_attack(ruleset: str) -> None:
    """A band of one, or with a creature that isn't attacking, is refused."""
    t = CombatTable(ruleset)
    hero = t.put("Benalish Hero", t.alice)
    wolves = t.put("Timber Wolves", t.alice)
    t.to_attackers()
    before = copy.deepcopy(t.game.state)
    for bands in (((hero,),), ((hero, wolves),)):
        with pytest.raises(RulesError) as error:
            t.game.apply(DeclareAttackers(((hero, t.bob),), bands=bands))
        assert error.value.rule == _rule(ruleset, "c")
        assert t.game.state == before


def test_cr702_22c_legal_actions_offer_the_bands(ruleset: str) -> None:
    """Two creatures with banding and one without: the declarations of all three include
    every legal set of bands, and never a band with two creatures without banding."""
    t = CombatTable(ruleset)
    hero = t.put("Benalish Hero", t.alice)
    wolves = t.put("Timber Wolves", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bears2 = t.put("Grizzly Bears", t.alice)
    t.to_attackers()
    everyone = {hero, wolves, bears, bears2}
    found = {
        frozenset(frozenset(b) for b in a.bands)
        for a in t.game.legal_actions()
        if isinstance(a, DeclareAttackers) and {x for x, _ in a.attacks} == everyone
    }
    assert frozenset({frozenset({hero, wolves, bears})}) in found
    assert frozenset({frozenset({hero, bears}), frozenset({wolves, bears2})}) in found
    assert frozenset() in found
    for bands in found:
        for band in bands:
            assert len(band - {hero, wolves}) <= 1
    # no band (1); the Hero and the Wolves apart, each with no Bears or a different one (3 x 3
    # less the 2 pairs naming the same Bears, less "no partners": 6); together, with no Bears
    # or either one (3)
    assert len(found) == 10


@pytest.mark.parametrize(
    "line", ["Banding", "Flying; banding", "First strike; banding", "Protection from red; banding"]
)
def test_cr702_22_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "name", ["Benalish Hero", "Mesa Pegasus", "Pikemen", "War Elephant", "Kjeldoran Skycaptain"]
)
def test_cr702_22_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
