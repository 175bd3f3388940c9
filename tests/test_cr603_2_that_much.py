"""CR 603.2 with CR 608.2h: "that much" in a triggered ability is the damage dealt, or the
life gained or lost, in the event that triggered it ("Whenever this creature deals damage,
you gain that much life"), fixed as the ability resolves. A damage trigger triggers once
per damage event for each object it watches (CR 603.2c), so "that much" is all the damage
of that event it saw. Only damage actually dealt counts: prevented damage is not dealt
(CR 615.1; 2011: the same rules). Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules import Match, PreventDamage
from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.events import AbilityTriggered
from mtgrules.proposed import DamagePart
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


def _triggers(events: Sequence[object]) -> list[int]:
    """The amounts ("that much") of the abilities that triggered."""
    return [e.that_amount or 0 for e in events if isinstance(e, AbilityTriggered)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_spirit_link_gains_all_the_damage_of_one_event_once(ruleset: str) -> None:
    """Spirit Link on Hill Giant: "Whenever enchanted creature deals damage, you gain that
    much life." The Giant deals 2 damage to Grizzly Bears and 1 to Bob at once: one trigger,
    Alice gains 3."""
    t = Table(ruleset)
    link = t.put("Spirit Link", t.alice, "hand")
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.put_onto_battlefield_attached(link, giant)
    events = t.game.deal_damage_event(
        [DamagePart(giant, bears, 2, False, None), DamagePart(giant, t.bob, 1, False, None)]
    )
    assert _triggers(events) == [3]
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 23 and t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_jackal_pup_deals_the_damage_it_was_dealt_after_prevention(
    ruleset: str,
) -> None:
    """Jackal Pup: "Whenever this creature is dealt damage, it deals that much damage to
    you." Lightning Bolt's 3 damage, 1 of it prevented: the Pup is dealt 2 and dies, and
    still deals 2 damage to Alice as it last existed (CR 608.2h)."""
    t = Table(ruleset)
    pup = t.put("Jackal Pup", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.add_effect(PreventDamage(amount=1, to=Match.ids_of(pup)), controller=t.alice)
    t.game.deal_damage(bolt, pup, 3)
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(pup)
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_exquisite_blood_gains_the_life_the_opponent_lost(ruleset: str) -> None:
    """Exquisite Blood: "Whenever an opponent loses life, you gain that much life." Alice
    casts Lightning Bolt at Bob: Bob loses 3, Alice gains 3."""
    t = Table(ruleset)
    t.put("Exquisite Blood", t.alice)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(CastSpell(bolt, (t.bob,)))
    t.resolve()
    t.resolve()  # Exquisite Blood's trigger
    assert t.game.life(t.bob) == 17 and t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_sanguine_bond_makes_the_target_lose_the_life_gained(ruleset: str) -> None:
    """Sanguine Bond: "Whenever you gain life, target opponent loses that much life."
    Vampire Nighthawk (2/3 lifelink) attacks unblocked: Bob is dealt 2, Alice gains 2, and
    the trigger makes Bob lose 2 more (16)."""
    t = Table(ruleset)
    t.put("Sanguine Bond", t.alice)
    hawk = t.put("Vampire Nighthawk", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((hawk, t.bob),)))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    pass_step(t.game)  # combat damage
    pass_step(t.game)  # the trigger resolves
    assert t.game.life(t.alice) == 22 and t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_noble_purpose_once_per_creature_each_its_own_damage(ruleset: str) -> None:
    """Noble Purpose: "Whenever a creature you control deals combat damage, you gain that
    much life." Hill Giant (3) and Grizzly Bears (2) attack unblocked: two triggers, 3 and
    2 (CR 603.2c: once per creature), Alice gains 5."""
    t = Table(ruleset)
    t.put("Noble Purpose", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((giant, t.bob), (bears, t.bob))))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    events = pass_step(t.game)  # combat damage
    assert sorted(_triggers(events)) == [2, 3]
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.life(t.alice) == 25 and t.game.life(t.bob) == 15


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_wall_of_essence_only_combat_damage(ruleset: str) -> None:
    """Wall of Essence: "Whenever this creature is dealt combat damage, you gain that much
    life." Lightning Bolt's noncombat damage doesn't trigger it."""
    t = Table(ruleset)
    wall = t.put("Wall of Essence", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    events = t.game.deal_damage(bolt, wall, 3)
    assert _triggers(events) == []
    giant = t.put("Hill Giant", t.bob)
    events = t.game.deal_damage_event([DamagePart(giant, wall, 3, True, None)])
    assert _triggers(events) == [3]
    t.game.resolve_triggers()
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_guilty_conscience_deals_that_much_to_that_creature(ruleset: str) -> None:
    """Guilty Conscience on Hill Giant: "Whenever enchanted creature deals damage, Guilty
    Conscience deals that much damage to that creature." The Giant deals 3 to Bob and is
    dealt 3: it dies."""
    t = Table(ruleset)
    conscience = t.put("Guilty Conscience", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.game.put_onto_battlefield_attached(conscience, giant)
    t.game.deal_damage_event([DamagePart(giant, t.alice, 3, True, None)])
    t.game.resolve_triggers()
    assert t.game.damage_on(giant) == 3
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_spitemare_deals_that_much_to_any_target(ruleset: str) -> None:
    """Spitemare: "Whenever this creature is dealt damage, it deals that much damage to any
    target." Alice's Lightning Bolt kills it; Bob's trigger targets Alice and deals her the
    3 damage Spitemare was dealt, as Spitemare last existed (CR 608.2h)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    spitemare = t.put("Spitemare", t.bob)
    t.begin()
    t.act(CastSpell(bolt, (spitemare,)))
    t.game.apply(PassPriority())
    t.act(PassPriority(), (t.alice,))  # Bolt resolves; Bob targets Alice
    assert not t.game.is_on_battlefield(spitemare)
    t.resolve()
    assert t.game.life(t.alice) == 17 and t.game.life(t.bob) == 20
