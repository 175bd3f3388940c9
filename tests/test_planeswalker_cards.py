"""Real planeswalkers played through the game's entry point under both rulesets: attacked
in combat (CR 508.1b; combat damage removes loyalty counters, CR 120.3c / 2011 119.3c),
their loyalty abilities (CR 606) with what they do, their static and triggered abilities,
and the emblems they give (CR 114; 2011: 113)."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.database import bundled_database
from mtgrules.objects import LOYALTY, Step, Zone
from mtgrules.rules.emblems import emblems_of
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


def walker(t: Table, name: str, owner: EntityId, loyalty: int | None = None) -> EntityId:
    """A planeswalker on the battlefield, with its printed loyalty or ``loyalty`` counters."""
    card = bundled_database().card(name)
    counters = {LOYALTY: loyalty} if loyalty is not None else None
    return t.game.add_card_def(card, owner=owner, zone="battlefield", counters=counters)


def creatures(t: Table, controller: EntityId) -> list[str]:
    return sorted(
        o.name for o in t.game.state.battlefield() if o.is_creature and o.controller == controller
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1b_combat_damage_to_an_attacked_planeswalker(ruleset: str) -> None:
    """Alice's Grizzly Bears attack Bob's Chandra, Pyrogenius and aren't blocked: the 2
    combat damage removes two loyalty counters (no redirection: CR 2011 306.7 is for
    noncombat damage to a player)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    chandra = walker(t, "Chandra, Pyrogenius", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((bears, chandra),)))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    while t.game.state.step is not Step.END_OF_COMBAT:
        pass_step(t.game)
    assert t.game.state.objects[chandra].counter(LOYALTY) == 3
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_vraska_relic_seeker_minus_ten_sets_a_life_total(ruleset: str) -> None:
    """Vraska, Relic Seeker "[−10]: Target player's life total becomes 1." (CR 119.5;
    2011: 118.5)."""
    t = Table(ruleset)
    vraska = walker(t, "Vraska, Relic Seeker", t.alice, loyalty=10)
    t.begin()
    t.act(ActivateAbility(vraska, 2, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 1
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Vraska, Relic Seeker"]  # 704.5i


@pytest.mark.parametrize("ruleset", RULESETS)
def test_vraska_relic_seeker_plus_two_creates_a_pirate(ruleset: str) -> None:
    t = Table(ruleset)
    vraska = walker(t, "Vraska, Relic Seeker", t.alice)
    t.begin()
    t.act(ActivateAbility(vraska, 0))
    t.resolve()
    assert t.game.state.objects[vraska].counter(LOYALTY) == 8
    [pirate] = [o for o in t.game.state.battlefield() if "Pirate" in o.subtypes]
    assert pirate.controller == t.alice and pirate.token
    assert (pirate.current_power(), pirate.current_toughness()) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_huatli_radiant_champion_loyalty_for_each_creature_and_her_emblem(ruleset: str) -> None:
    """Huatli, Radiant Champion "[+1]: Put a loyalty counter on Huatli for each creature you
    control." with two creatures: 3 + 1 + 2. Then with eight counters, "[−8]: You get an
    emblem with "Whenever a creature you control enters, you may draw a card."": a creature
    entering later lets Alice draw."""
    t = Table(ruleset)
    huatli = walker(t, "Huatli, Radiant Champion", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(huatli, 0))
    t.resolve()
    assert t.game.state.objects[huatli].counter(LOYALTY) == 6

    t = Table(ruleset)
    huatli = walker(t, "Huatli, Radiant Champion", t.alice, loyalty=8)
    t.put("Mountain", t.alice, "library")
    t.begin()
    t.act(ActivateAbility(huatli, 2))
    t.resolve()
    [emblem] = emblems_of(t.game.state, t.alice)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Huatli, Radiant Champion"]
    t.lands("Forest", t.alice, 2)
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.act(CastSpell(bears))
    t.resolve()  # the Bears enter: the emblem triggers
    assert t.game.state.stack and t.game.state.stack[-1].source == emblem.id
    t.resolve(True)  # "you may draw a card": yes
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_tibalt_rakish_instigator_devil_token_deals_damage_when_it_dies(ruleset: str) -> None:
    """Tibalt's "[−2]: Create a 1/1 red Devil creature token with "When this token dies, it
    deals 1 damage to any target."": Chandra, Flame's Fury's 2 damage kills the Devil, whose
    ability deals 1 damage to Bob; "Your opponents can't gain life." holds for Bob."""
    t = Table(ruleset)
    tibalt = walker(t, "Tibalt, Rakish Instigator", t.alice)
    fury = walker(t, "Chandra, Flame's Fury", t.alice)
    t.begin()
    t.act(ActivateAbility(tibalt, 0))
    t.resolve()
    [devil] = [o.id for o in t.game.state.battlefield() if "Devil" in o.subtypes]
    t.act(ActivateAbility(fury, 0, (devil,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    if t.game.state.pending_choice is not None:
        t.game.apply(Choose((t.bob,)))  # the Devil's trigger targets Bob
    t.resolve()
    assert creatures(t, t.alice) == []
    assert t.game.life(t.bob) == 19
    t.game.gain_life(t.bob, 3)
    assert t.game.life(t.bob) == 19  # Tibalt: Bob can't gain life


@pytest.mark.parametrize("ruleset", RULESETS)
def test_ob_nixilis_hate_twisted_each_card_drawn_is_one_damage(ruleset: str) -> None:
    """Ob Nixilis, the Hate-Twisted "[−2]: Destroy target creature. Its controller draws two
    cards.": Bob draws two cards, and "Whenever an opponent draws a card, Ob Nixilis deals 1
    damage to that player" triggers twice."""
    t = Table(ruleset)
    ob = walker(t, "Ob Nixilis, the Hate-Twisted", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    for _ in range(3):
        t.put("Mountain", t.bob, "library")
    t.begin()
    t.act(ActivateAbility(ob, 0, (bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.bob, Zone.HAND) == ["Mountain", "Mountain"]
    while t.game.state.stack:
        t.resolve()
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_gideon_ally_of_zendikar_becomes_a_creature_that_is_still_a_planeswalker(
    ruleset: str,
) -> None:
    """Gideon, Ally of Zendikar "[+1]: Until end of turn, Gideon becomes a 5/5 Human Soldier
    Ally creature with indestructible that's still a planeswalker. Prevent all damage that
    would be dealt to him this turn.": Bob's Shock at him is prevented; he attacks for 5; at
    the cleanup step he is only a planeswalker again (5 loyalty)."""
    t = Table(ruleset)
    for player in (t.alice, t.bob):
        t.put("Mountain", player, "library")
    gideon = walker(t, "Gideon, Ally of Zendikar", t.alice)
    t.lands("Mountain", t.bob, 1)
    shock = t.put("Shock", t.bob, "hand")
    t.begin()
    t.act(ActivateAbility(gideon, 0))
    t.resolve()
    him = t.game.state.objects[gideon]
    assert him.is_creature and him.is_planeswalker and him.counter(LOYALTY) == 5
    assert (him.current_power(), him.current_toughness()) == (5, 5)
    assert "Human" in him.subtypes and "Gideon" in him.subtypes
    t.game.apply(PassPriority())  # Alice passes in her main phase: Bob may cast Shock
    t.act(CastSpell(shock, (gideon,)))
    t.resolve()
    assert t.game.state.objects[gideon].counter(LOYALTY) == 5  # the damage was prevented
    assert t.game.state.objects[gideon].damage == 0
    until_combat = t.game.state
    while until_combat.step is not Step.DECLARE_ATTACKERS:
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((gideon, t.bob),)))
    pass_step(t.game)
    t.game.apply(DeclareBlockers(()))
    while t.game.state.step is not Step.END_OF_COMBAT:
        pass_step(t.game)
    assert t.game.life(t.bob) == 15
    while t.game.state.turn == 1:
        pass_step(t.game)
    him = t.game.state.objects[gideon]
    assert not him.is_creature and him.is_planeswalker and him.counter(LOYALTY) == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_gideon_ally_of_zendikar_emblem_pumps_creatures(ruleset: str) -> None:
    """Gideon's "[−4]: You get an emblem with "Creatures you control get +1/+1"." and his
    "[0]: Create a 2/2 white Knight Ally creature token." on the next turn: a 3/3 Knight."""
    t = Table(ruleset)
    gideon = walker(t, "Gideon, Ally of Zendikar", t.alice, loyalty=4)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(ActivateAbility(gideon, 2))
    t.resolve()
    assert t.game.state.objects[bears].current_power() == 3
    assert len(emblems_of(t.game.state, t.alice)) == 1


@pytest.mark.parametrize(
    "line",
    [
        "[+1]: Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with "
        "indestructible that's still a planeswalker. Prevent all damage that would be dealt to "
        "him this turn.",
        "[0]: Until end of turn, ~ becomes a 6/6 Human Soldier creature that's still a "
        "planeswalker. Prevent all damage that would be dealt to him this turn.",
        "[−X]: ~ deals X damage to target creature.",
        "[+1]: Put a loyalty counter on ~ for each creature you control.",
    ],
)
def test_planeswalker_templates_round_trip(line: str) -> None:
    round_trip(line)
