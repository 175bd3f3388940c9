"""CR 615: prevention effects (shields, "prevent all", "the next time"), in both editions."""

from __future__ import annotations

import copy
from typing import TypeVar

import pytest

from mtgrules import (
    ChoiceRequired,
    DamageCantBePrevented,
    DamagePart,
    Duration,
    GainLifeFromPrevented,
    Game,
    Match,
    PreventDamage,
)
from mtgrules.events import (
    DamageDealt,
    DamageEventOccurred,
    DamagePrevented,
    EffectCreated,
    EffectEnded,
    Event,
    LifeGained,
    LifeLost,
    ShieldReduced,
)
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [event for event in events if type(event) is kind]


def dealt_rule(ruleset: str) -> str:
    """The rule of noncombat damage being dealt: CR 119.4a in 2011, 120.4b today."""
    return "119.4a" if ruleset == "cr2011" else "120.4b"


def life_loss_rule(ruleset: str) -> str:
    return "119.3a" if ruleset == "cr2011" else "120.3a"


def lifelink_rule(ruleset: str) -> str:
    return "119.3f" if ruleset == "cr2011" else "120.3f"


def two_players(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def creature(
    game: Game,
    name: str,
    controller: EntityId,
    power: int,
    toughness: int,
    keywords: frozenset[str] = frozenset(),
) -> EntityId:
    return game.add_permanent(
        name,
        controller=controller,
        types={"Creature"},
        power=power,
        toughness=toughness,
        keywords=keywords,
    )


def spell(game: Game, name: str, owner: EntityId) -> EntityId:
    return game.add_card(name, owner=owner, types={"Instant"}, zone="stack")


def shield_amount(game: Game, effect_id: int) -> int | None:
    effect = game.state.effects[effect_id]
    assert isinstance(effect, PreventDamage)
    return effect.amount


# -- CR 615.7: "prevent the next N damage" ---------------------------------------------------------
def test_615_7_shield_on_recipient_prevents_the_next_n(ruleset: str) -> None:
    """CR 615.7: a shield on a creature prevents the next N damage dealt to it, then ends."""
    game, alice, bob = two_players(ruleset)
    bears = creature(game, "Grizzly Bears", bob, 2, 2)
    bolt = spell(game, "Lightning Bolt", alice)
    shield = game.add_effect(PreventDamage(amount=2, to=Match.ids_of(bears)), controller=bob)

    events = game.deal_damage(bolt, bears, 3)

    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=bolt, recipient=bears, amount=2, effect=shield, rule="615.1")
    ]
    assert of_type(events, DamageDealt) == [
        DamageDealt(source=bolt, recipient=bears, amount=1, rule=dealt_rule(ruleset))
    ]
    assert game.damage_on(bears) == 1
    # The shield is used up: it ends, and isn't merely reduced to 0.
    assert of_type(events, EffectEnded) == [EffectEnded(effect=shield, rule="615.7")]
    assert of_type(events, ShieldReduced) == []
    assert shield not in game.state.effects


def test_615_7_shield_on_player_prevents_the_next_n(ruleset: str) -> None:
    """CR 615.7: a shield on a player prevents damage to them and is reduced by each 1 prevented."""
    game, alice, bob = two_players(ruleset)
    shock = spell(game, "Shock", alice)
    shield = game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bob)), controller=bob)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=shock, recipient=bob, amount=2, effect=shield, rule="615.1")
    ]
    assert of_type(events, DamageDealt) == []
    assert of_type(events, LifeLost) == []
    assert game.life(bob) == 20
    assert of_type(events, ShieldReduced) == [
        ShieldReduced(effect=shield, remaining=1, rule="615.7")
    ]
    assert shield_amount(game, shield) == 1


def test_615_7_shield_from_a_source_only_prevents_that_sources_damage(ruleset: str) -> None:
    """CR 615.7: a shield against one source prevents only that source's damage."""
    game, alice, bob = two_players(ruleset)
    bolt = spell(game, "Lightning Bolt", alice)
    shock = spell(game, "Shock", alice)
    shield = game.add_effect(PreventDamage(amount=2, from_=Match.ids_of(bolt)), controller=bob)

    shock_events = game.deal_damage(shock, bob, 2)
    assert of_type(shock_events, DamagePrevented) == []
    assert game.life(bob) == 18
    assert shield_amount(game, shield) == 2

    bolt_events = game.deal_damage(bolt, bob, 3)
    assert of_type(bolt_events, DamagePrevented) == [
        DamagePrevented(source=bolt, recipient=bob, amount=2, effect=shield, rule="615.1")
    ]
    assert of_type(bolt_events, LifeLost) == [
        LifeLost(player=bob, amount=1, source=bolt, rule=life_loss_rule(ruleset))
    ]
    assert game.life(bob) == 17
    assert shield not in game.state.effects


def test_615_7_shield_from_a_source_to_a_recipient_needs_both(ruleset: str) -> None:
    """CR 615.7: a shield against one source to one recipient needs both to match."""
    game, alice, bob = two_players(ruleset)
    bears = creature(game, "Grizzly Bears", bob, 2, 4)
    bolt = spell(game, "Lightning Bolt", alice)
    shock = spell(game, "Shock", alice)
    shield = game.add_effect(
        PreventDamage(amount=3, from_=Match.ids_of(bolt), to=Match.ids_of(bears)), controller=bob
    )

    # The right source, the wrong recipient; the right recipient, the wrong source.
    game.deal_damage(bolt, bob, 2)
    game.deal_damage(shock, bears, 1)
    assert game.life(bob) == 18
    assert game.damage_on(bears) == 1
    assert shield_amount(game, shield) == 3

    events = game.deal_damage(bolt, bears, 3)
    assert [e.amount for e in of_type(events, DamagePrevented)] == [3]
    assert of_type(events, DamageDealt) == []
    assert game.damage_on(bears) == 1
    assert shield not in game.state.effects


def test_615_7_shield_used_up_across_several_events(ruleset: str) -> None:
    """CR 615.7: ShieldReduced while some is left, then EffectEnded when it reaches 0."""
    game, alice, bob = two_players(ruleset)
    wall = creature(game, "Wall", bob, 0, 10)
    source = spell(game, "Pyroclasm", alice)
    shield = game.add_effect(PreventDamage(amount=5, to=Match.ids_of(wall)), controller=bob)

    first = game.deal_damage(source, wall, 3)
    assert of_type(first, ShieldReduced) == [
        ShieldReduced(effect=shield, remaining=2, rule="615.7")
    ]
    assert of_type(first, EffectEnded) == []
    assert of_type(first, DamageDealt) == []
    assert game.damage_on(wall) == 0
    assert shield_amount(game, shield) == 2

    second = game.deal_damage(source, wall, 4)
    assert [e.amount for e in of_type(second, DamagePrevented)] == [2]
    assert of_type(second, ShieldReduced) == []
    assert of_type(second, EffectEnded) == [EffectEnded(effect=shield, rule="615.7")]
    assert [e.amount for e in of_type(second, DamageDealt)] == [2]
    assert game.damage_on(wall) == 2
    assert shield not in game.state.effects

    third = game.deal_damage(source, wall, 1)
    assert of_type(third, DamagePrevented) == []
    assert game.damage_on(wall) == 3


def test_615_7_shield_counts_damage_from_several_sources_in_one_event(ruleset: str) -> None:
    """CR 615.7: shields count only the amount of damage, not events or sources."""
    game, alice, bob = two_players(ruleset)
    first = creature(game, "Goblin", alice, 2, 2)
    second = creature(game, "Goblin", alice, 2, 2)
    shield = game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bob)), controller=bob)

    events = game.deal_damage_event(
        [DamagePart(first, bob, 2, combat=True), DamagePart(second, bob, 2, combat=True)],
        choices=lambda decision: decision.options[0],
    )

    assert sum(e.amount for e in of_type(events, DamagePrevented)) == 3
    assert sum(e.amount for e in of_type(events, DamageDealt)) == 1
    assert game.life(bob) == 19
    assert of_type(events, EffectEnded) == [EffectEnded(effect=shield, rule="615.7")]


def test_615_7_shield_against_two_sources_at_once_lets_the_shielded_player_choose(
    ruleset: str,
) -> None:
    """CR 615.7: "If damage would be dealt to the shielded creature or player by two or more
    applicable sources at the same time, the player or the controller of the creature chooses
    which damage the shield prevents." The choice matters here: only one source has
    lifelink."""
    game, alice, bob = two_players(ruleset)
    plain = creature(game, "Goblin", alice, 2, 2)
    lifelinker = creature(game, "Vampire", alice, 2, 2, frozenset({"lifelink"}))
    shield = game.add_effect(PreventDamage(amount=2, to=Match.ids_of(bob)), controller=bob)
    before = copy.deepcopy(game.state)
    parts = [DamagePart(plain, bob, 2, combat=True), DamagePart(lifelinker, bob, 2, combat=True)]

    with pytest.raises(ChoiceRequired) as raised:
        game.deal_damage_event(parts)

    decision = raised.value.decision
    assert decision.kind == "prevention_shield"
    assert decision.player == bob
    assert decision.rule == "615.7"
    assert game.state == before
    assert len(decision.options) == 2

    # Bob has the shield prevent the lifelinker's damage: Alice gains no life.
    lifelink_index = next(
        option
        for option, label in zip(decision.options, decision.labels, strict=True)
        if "Vampire" in label
    )
    plain_index = next(option for option in decision.options if option != lifelink_index)
    prevent_lifelink = game.copy()
    events = prevent_lifelink.deal_damage_event(parts, choices=[lifelink_index])
    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=lifelinker, recipient=bob, amount=2, effect=shield, rule="615.1")
    ]
    assert of_type(events, LifeGained) == []
    assert prevent_lifelink.life(alice) == 20
    assert prevent_lifelink.life(bob) == 18

    # The other choice: the plain damage is prevented and Alice gains 2.
    events = game.deal_damage_event(parts, choices=[plain_index])
    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=plain, recipient=bob, amount=2, effect=shield, rule="615.1")
    ]
    assert of_type(events, LifeGained) == [
        LifeGained(player=alice, amount=2, source=lifelinker, rule=lifelink_rule(ruleset))
    ]
    assert game.life(alice) == 22
    assert game.life(bob) == 18


# -- prevent all (combat) damage -------------------------------------------------------------------
def test_615_1a_fog_prevents_all_combat_damage_but_not_noncombat_damage(ruleset: str) -> None:
    """CR 615.1a: Fog prevents only combat damage; not used up, it lasts the turn (CR 615.3)."""
    game, alice, bob = two_players(ruleset)
    attacker = creature(game, "Hill Giant", alice, 3, 3)
    blocker = creature(game, "Grizzly Bears", bob, 2, 2)
    other = creature(game, "Goblin", alice, 1, 1)
    fog = game.add_effect(PreventDamage(combat=True, text="Fog"), controller=bob)

    combat = game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 3, combat=True),
            DamagePart(blocker, attacker, 2, combat=True),
            DamagePart(other, bob, 1, combat=True),
        ]
    )
    assert sorted(e.amount for e in of_type(combat, DamagePrevented)) == [1, 2, 3]
    assert all(e.effect == fog for e in of_type(combat, DamagePrevented))
    assert of_type(combat, DamageDealt) == []
    assert game.damage_on(blocker) == 0
    assert game.damage_on(attacker) == 0
    assert game.life(bob) == 20
    # Prevent all damage has no shield to use up: it lasts the turn.
    assert fog in game.state.effects
    assert of_type(combat, EffectEnded) == []

    shock = spell(game, "Shock", alice)
    noncombat = game.deal_damage(shock, bob, 2)
    assert of_type(noncombat, DamagePrevented) == []
    assert game.life(bob) == 18
    game.deal_damage(attacker, blocker, 1)  # noncombat damage from a creature (a fight, say)
    assert game.damage_on(blocker) == 1


# -- CR 615.8: the next time a source would deal damage --------------------------------------------
def test_615_8_next_time_prevention_covers_the_whole_event_then_ends(ruleset: str) -> None:
    """CR 615.8 (with 615.5): Awe Strike on an attacker dealing damage to a blocker and a
    player at once (a trample split): all of it is prevented, the follow-up gains life equal
    to all of it, then the effect ends."""
    game, alice, bob = two_players(ruleset)
    attacker = creature(game, "Craw Wurm", alice, 6, 4)
    blocker = creature(game, "Grizzly Bears", bob, 2, 2)
    awe = game.add_effect(
        PreventDamage(
            from_=Match.ids_of(attacker),
            next_time=True,
            then=GainLifeFromPrevented(),
            text="Awe Strike",
        ),
        controller=bob,
    )

    events = game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 2, combat=True),
            DamagePart(attacker, bob, 4, combat=True),
            DamagePart(blocker, attacker, 2, combat=True),
        ]
    )

    prevented = of_type(events, DamagePrevented)
    assert sorted((e.recipient, e.amount) for e in prevented) == sorted([(blocker, 2), (bob, 4)])
    assert all(e.effect == awe and e.source == attacker for e in prevented)
    # Only the blocker's damage is dealt.
    assert of_type(events, DamageDealt) == [
        DamageDealt(source=blocker, recipient=attacker, amount=2, combat=True, rule="510.2")
    ]
    assert game.damage_on(blocker) == 0
    # "You gain life equal to the damage prevented this way": one gain of 6.
    assert of_type(events, LifeGained) == [LifeGained(player=bob, amount=6, rule="615.5")]
    assert of_type(events, LifeLost) == []
    assert game.life(bob) == 26
    # CR 615.8: "the next time a source would deal damage" applies once, then ends.
    assert of_type(events, EffectEnded) == [EffectEnded(effect=awe, rule="615.8")]
    assert awe not in game.state.effects

    # The next damage event from that source is dealt normally.
    later = game.deal_damage(attacker, bob, 6, combat=True)
    assert of_type(later, DamagePrevented) == []
    assert game.life(bob) == 20


def test_615_8_next_time_prevention_waits_for_its_source(ruleset: str) -> None:
    """CR 615.8: a "next time" effect isn't used by damage from other sources."""
    game, alice, bob = two_players(ruleset)
    attacker = creature(game, "Craw Wurm", alice, 6, 4)
    shock = spell(game, "Shock", alice)
    awe = game.add_effect(
        PreventDamage(from_=Match.ids_of(attacker), next_time=True, then=GainLifeFromPrevented()),
        controller=bob,
    )

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamagePrevented) == []
    assert of_type(events, LifeGained) == []
    assert game.life(bob) == 18
    assert awe in game.state.effects


# -- CR 615.11 (2011) / 615.12 (today): damage that can't be prevented -----------------------------
def test_615_12_damage_that_cant_be_prevented_ignores_the_shield_and_leaves_it_whole(
    ruleset: str,
) -> None:
    """CR 615.12 (2011: 615.11): unpreventable damage is dealt and doesn't reduce the shield."""
    game, alice, bob = two_players(ruleset)
    flames = spell(game, "Flames of the Blood Hand", alice)
    shock = spell(game, "Shock", alice)
    game.add_effect(DamageCantBePrevented(from_=Match.ids_of(flames)), controller=alice)
    shield = game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bob)), controller=bob)

    events = game.deal_damage(flames, bob, 4)

    assert of_type(events, DamagePrevented) == []
    assert of_type(events, ShieldReduced) == []
    assert of_type(events, EffectEnded) == []
    assert of_type(events, LifeLost) == [
        LifeLost(player=bob, amount=4, source=flames, rule=life_loss_rule(ruleset))
    ]
    assert game.life(bob) == 16
    # CR 615.12a today: shields aren't reduced by damage that can't be prevented.
    assert shield_amount(game, shield) == 3

    # The shield still works on other damage.
    later = game.deal_damage(shock, bob, 2)
    assert [e.amount for e in of_type(later, DamagePrevented)] == [2]
    assert game.life(bob) == 16
    assert shield_amount(game, shield) == 1


def test_615_12_damage_that_cant_be_prevented_ignores_prevent_all(ruleset: str) -> None:
    """CR 615.12 (2011: 615.11): unpreventable damage isn't prevented by "prevent all"."""
    game, alice, bob = two_players(ruleset)
    attacker = creature(game, "Hill Giant", alice, 3, 3)
    fog = game.add_effect(PreventDamage(combat=True), controller=bob)
    game.add_effect(DamageCantBePrevented(), controller=alice)

    events = game.deal_damage(attacker, bob, 3, combat=True)

    assert of_type(events, DamagePrevented) == []
    assert game.life(bob) == 17
    assert fog in game.state.effects


# -- prevention and lifelink (CR 119.3f / 120.3f) --------------------------------------------------
def test_615_6_prevented_damage_from_a_lifelink_source_gives_no_life(ruleset: str) -> None:
    """CR 615.6: prevented damage never happens, so lifelink (CR 120.3f) gains no life."""
    game, alice, bob = two_players(ruleset)
    vampire = creature(game, "Vampire Nighthawk", alice, 2, 3, frozenset({"lifelink"}))
    game.add_effect(PreventDamage(combat=True), controller=bob)

    events = game.deal_damage(vampire, bob, 2, combat=True)

    assert of_type(events, LifeGained) == []
    assert of_type(events, LifeLost) == []
    assert game.life(alice) == 20
    assert game.life(bob) == 20


def test_615_6_partly_prevented_lifelink_damage_gives_only_the_damage_dealt(ruleset: str) -> None:
    """CR 615.6: the prevented part never happens; lifelink (CR 120.3f) gains only what's dealt."""
    game, alice, bob = two_players(ruleset)
    vampire = creature(game, "Vampire", alice, 3, 3, frozenset({"lifelink"}))
    game.add_effect(PreventDamage(amount=2, to=Match.ids_of(bob)), controller=bob)

    events = game.deal_damage(vampire, bob, 3, combat=True)

    assert of_type(events, LifeGained) == [
        LifeGained(player=alice, amount=1, source=vampire, rule=lifelink_rule(ruleset))
    ]
    assert game.life(alice) == 21
    assert game.life(bob) == 19


# -- durations (CR 514.2) --------------------------------------------------------------------------
def test_514_2_end_of_turn_effects_end_at_cleanup(ruleset: str) -> None:
    """CR 514.2: "this turn" effects end in the cleanup step; indefinite ones don't."""
    game, alice, bob = two_players(ruleset)
    attacker = creature(game, "Hill Giant", alice, 3, 3)
    fog = game.add_effect(PreventDamage(combat=True), controller=bob)
    shield = game.add_effect(
        PreventDamage(amount=2, to=Match.ids_of(bob)), controller=bob, duration=Duration.END_OF_TURN
    )
    lasting = game.add_effect(
        PreventDamage(amount=1, to=Match.ids_of(alice)),
        controller=alice,
        duration=Duration.INDEFINITE,
    )
    assert game.state.effects[fog].duration is Duration.END_OF_TURN

    events = game.cleanup()

    assert sorted(e.effect for e in of_type(events, EffectEnded)) == sorted([fog, shield])
    assert all(e.rule == "514.2" for e in of_type(events, EffectEnded))
    assert fog not in game.state.effects
    assert shield not in game.state.effects
    assert lasting in game.state.effects

    after = game.deal_damage(attacker, bob, 3, combat=True)
    assert of_type(after, DamagePrevented) == []
    assert game.life(bob) == 17


def test_615_1_add_effect_reports_a_prevention_effect(ruleset: str) -> None:
    """CR 615.1: a prevention effect is reported as a continuous prevention effect."""
    game, _alice, bob = two_players(ruleset)
    shield = game.add_effect(PreventDamage(amount=1, to=Match.ids_of(bob)), controller=bob)
    assert game.log[-1] == EffectCreated(effect=shield, rule="615.1")


def test_120_4d_damage_event_still_occurs_when_some_damage_is_dealt(ruleset: str) -> None:
    """CR 120.4d (2011: 119.4c): the damage event occurs when some of its damage is dealt."""
    game, alice, bob = two_players(ruleset)
    bolt = spell(game, "Lightning Bolt", alice)
    game.add_effect(PreventDamage(amount=1, to=Match.ids_of(bob)), controller=bob)
    events = game.deal_damage(bolt, bob, 3)
    occurred = of_type(events, DamageEventOccurred)
    assert occurred == [
        DamageEventOccurred(parts=1, rule="119.4c" if ruleset == "cr2011" else "120.4d")
    ]
