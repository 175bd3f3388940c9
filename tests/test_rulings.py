"""Rulings on the finer points: damage triggers per event, contested prevention shields,
shared team life under a floor, prevention follow-ups per edition, unpreventable damage,
static prevention, SELF in statics, bad input, control and zone changes, starting life.
Each test is named by the CR rule it rules on; unless it says otherwise it runs under both
editions."""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from typing import TypeVar

import pytest

from mtgrules import (
    SELF,
    CardType,
    ConfigurationError,
    ControlsA,
    DamageCantBePrevented,
    DamagePart,
    Decision,
    Duration,
    GainLife,
    GainLifeFromPrevented,
    Game,
    IllegalDamageError,
    IllegalLifeActionError,
    LifeFloor,
    Match,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
    RulesError,
    TriggeredAbility,
    UnknownEntityError,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenGainLife,
    Zone,
)
from mtgrules.events import (
    AbilityTriggered,
    ControlChanged,
    DamageDealt,
    DamageEventOccurred,
    DamagePrevented,
    EffectCreated,
    EffectEnded,
    Event,
    LifeGained,
    PlayerJoined,
    ShieldReduced,
    ZoneChanged,
)
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


# -- helpers -----------------------------------------------------------------------------------
def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [event for event in events if type(event) is kind]


def index_of(events: list[Event], kind: type[Event]) -> int:
    return next(i for i, event in enumerate(events) if type(event) is kind)


def life_rule(ruleset: str, clause: str) -> str:
    return f"{118 if ruleset == 'cr2011' else 119}.{clause}"


def damage_rule(ruleset: str, clause: str) -> str:
    return f"{119 if ruleset == 'cr2011' else 120}.{clause}"


def two_players(game: Game) -> tuple[EntityId, EntityId]:
    return game.add_player("Alice"), game.add_player("Bob")


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


def pick_label(decisions: list[Decision], *, prefer: str) -> Callable[[Decision], Hashable]:
    """A policy that records every decision and, for a 615.7 shield choice, picks the damage
    whose label names ``prefer``; otherwise the first option."""

    def policy(decision: Decision) -> Hashable:
        decisions.append(decision)
        if decision.kind == "prevention_shield":
            for option, label in zip(decision.options, decision.labels, strict=True):
                if f"from {prefer} (" in label:
                    return option
        return decision.options[0]

    return policy


# -- CR 603.2: a damage trigger triggers once per damage event ---------------------------------
def reckoner(game: Game, controller: EntityId) -> EntityId:
    return game.add_permanent(
        "Boros Reckoner",
        controller=controller,
        types={"Creature"},
        power=3,
        toughness=3,
        triggers=[
            TriggeredAbility(when=WhenDealtDamage(to=Match.ids_of(SELF)), effect=GainLife(amount=1))
        ],
    )


def test_cr603_2_dealt_damage_by_two_sources_at_once_triggers_once(game: Game) -> None:
    alice, bob = two_players(game)
    rk = reckoner(game, alice)
    x = creature(game, "x", bob, 1, 1)
    y = creature(game, "y", bob, 1, 1)
    events = game.deal_damage_event(
        [DamagePart(x, rk, 1, combat=True), DamagePart(y, rk, 1, combat=True)]
    )
    assert len(of_type(events, DamageDealt)) == 2
    triggered = of_type(events, AbilityTriggered)
    assert len(triggered) == 1
    assert triggered[0].source == rk
    assert triggered[0].rule == "603.2"
    assert len(game.pending_triggers) == 1
    game.resolve_triggers()
    assert game.life(alice) == 21


def test_cr603_2_dealt_damage_in_two_separate_events_triggers_twice(game: Game) -> None:
    alice, bob = two_players(game)
    rk = reckoner(game, alice)
    x = creature(game, "x", bob, 1, 1)
    y = creature(game, "y", bob, 1, 1)
    game.deal_damage(x, rk, 1)
    game.deal_damage(y, rk, 1)
    assert len(game.pending_triggers) == 2
    game.resolve_triggers()
    assert game.life(alice) == 22


def test_cr603_2_trampler_hitting_blocker_and_player_triggers_once(game: Game) -> None:
    alice, bob = two_players(game)
    trampler = game.add_permanent(
        "trampler",
        controller=alice,
        types={"Creature"},
        power=5,
        toughness=5,
        keywords={"trample"},
        triggers=[
            TriggeredAbility(
                when=WhenDealsDamage(from_=Match.ids_of(SELF), combat_only=True),
                effect=GainLife(amount=1),
            )
        ],
    )
    blocker = creature(game, "blocker", bob, 2, 2)
    events = game.deal_damage_event(
        [
            DamagePart(trampler, blocker, 2, combat=True),
            DamagePart(trampler, bob, 3, combat=True),
        ]
    )
    assert len(of_type(events, DamageDealt)) == 2
    assert len(of_type(events, AbilityTriggered)) == 1
    assert len(game.pending_triggers) == 1


def test_cr118_9_gain_life_trigger_still_triggers_once_per_lifelink_source(
    game: Game, ruleset: str
) -> None:
    alice, bob = two_players(game)
    watcher = game.add_permanent(
        "watcher",
        controller=alice,
        types={"Enchantment"},
        triggers=[TriggeredAbility(when=WhenGainLife(who=Match.you()), effect=GainLife(amount=1))],
    )
    l1 = creature(game, "l1", alice, 2, 2, frozenset({"lifelink"}))
    l2 = creature(game, "l2", alice, 3, 3, frozenset({"lifelink"}))
    events = game.deal_damage_event(
        [DamagePart(l1, bob, 2, combat=True), DamagePart(l2, bob, 3, combat=True)]
    )
    assert sorted(e.amount for e in of_type(events, LifeGained)) == [2, 3]
    triggered = of_type(events, AbilityTriggered)
    assert [t.source for t in triggered] == [watcher, watcher]
    assert {t.rule for t in triggered} == {life_rule(ruleset, "9")}
    assert len(game.pending_triggers) == 2
    assert game.life(alice) == 25


# -- CR 615.7: every shield's controller chooses ---------------------------------------------
def test_cr615_7_each_shield_in_one_event_lets_its_controller_choose(game: Game) -> None:
    alice, bob = two_players(game)
    x_target = creature(game, "X", bob, 1, 9)
    y_target = creature(game, "Y", alice, 1, 9)
    s1 = creature(game, "s1", alice, 2, 2)
    s2 = creature(game, "s2", alice, 2, 2)
    s3 = creature(game, "s3", bob, 2, 2, frozenset({"lifelink"}))
    s4 = creature(game, "s4", bob, 2, 2)
    game.add_effect(PreventDamage(amount=1, to=Match.ids_of(x_target)), controller=bob)
    game.add_effect(PreventDamage(amount=1, to=Match.ids_of(y_target)), controller=alice)
    decisions: list[Decision] = []
    events = game.deal_damage_event(
        [
            DamagePart(s1, x_target, 2),
            DamagePart(s2, x_target, 2),
            DamagePart(s3, y_target, 2),
            DamagePart(s4, y_target, 2),
        ],
        choices=pick_label(decisions, prefer="s3"),
    )
    shield_choices = [d for d in decisions if d.kind == "prevention_shield"]
    assert [d.kind for d in decisions].count("prevention_shield") == 2
    assert {d.player for d in shield_choices} == {alice, bob}
    assert {d.rule for d in shield_choices} == {"615.7"}
    # Alice chose to protect Y from the lifelinker s3: 1 of its 2 damage prevented.
    prevented = {(e.source, e.recipient): e.amount for e in of_type(events, DamagePrevented)}
    assert prevented[(s3, y_target)] == 1
    assert (s4, y_target) not in prevented
    assert game.life(bob) == 21
    assert game.damage_on(x_target) == 3
    assert game.damage_on(y_target) == 3


def test_cr615_7_choice_offered_when_a_doubler_makes_the_shield_too_small(game: Game) -> None:
    alice, bob = two_players(game)
    x_target = creature(game, "X", bob, 1, 9)
    s1 = creature(game, "s1", alice, 1, 1)
    s2 = creature(game, "s2", alice, 1, 1, frozenset({"lifelink"}))
    shield = game.add_effect(PreventDamage(amount=2, to=Match.ids_of(x_target)), controller=bob)
    doubler = game.add_effect(
        ModifyDamage(multiplier=2, to=Match.ids_of(x_target)), controller=alice
    )
    decisions: list[Decision] = []
    shield_policy = pick_label(decisions, prefer="s2")

    def policy(decision: Decision) -> Hashable:
        if decision.kind == "replacement_order" and doubler in decision.options:
            decisions.append(decision)
            return doubler
        return shield_policy(decision)

    game.deal_damage_event(
        [DamagePart(s1, x_target, 1), DamagePart(s2, x_target, 1)], choices=policy
    )
    assert "prevention_shield" in [d.kind for d in decisions]
    # Bob protected X from the lifelinker: its doubled 2 damage was prevented, Alice gains none.
    assert game.life(alice) == 20
    assert game.damage_on(x_target) == 2
    assert shield not in game.state.effects


# -- CR 810.9: a life floor in Two-Headed Giant counts both teammates ----------------------
def test_cr810_9_worship_counts_damage_to_both_teammates(ruleset: str) -> None:
    game = Game(ruleset, variant="two-headed giant")
    a1, a2 = game.add_player("A1", team=1), game.add_player("A2", team=1)
    b1, _ = game.add_player("B1", team=2), game.add_player("B2", team=2)
    game.set_life(a1, 5)
    game.add_permanent(
        "Worship",
        controller=a1,
        types={"Enchantment"},
        statics=[
            LifeFloor(
                who=Match.you(),
                floor=1,
                condition=ControlsA(card_type=CardType.CREATURE),
                duration=Duration.STATIC,
            )
        ],
    )
    creature(game, "bear", a1, 2, 2)
    x = creature(game, "x", b1, 3, 3)
    y = creature(game, "y", b1, 3, 3)
    game.deal_damage_event([DamagePart(x, a1, 3, combat=True), DamagePart(y, a2, 3, combat=True)])
    assert game.life(a1) == 1
    assert game.life(a2) == 1


# -- CR 615.5 (current) vs the CR 2011 119.4 Awe Strike example ----------------------------
def awe_strike_event(ruleset: str) -> tuple[Game, EntityId, list[Event]]:
    game = Game(ruleset)
    alice, bob = two_players(game)
    struck = creature(game, "struck", alice, 3, 3)
    other = creature(game, "other", alice, 2, 2)
    game.add_effect(
        PreventDamage(from_=Match.ids_of(struck), next_time=True, then=GainLifeFromPrevented()),
        controller=bob,
    )
    events = game.deal_damage_event(
        [DamagePart(struck, bob, 3, combat=True), DamagePart(other, bob, 2, combat=True)]
    )
    return game, bob, events


def test_cr615_5_current_follow_up_comes_after_the_damage_event() -> None:
    game, bob, events = awe_strike_event("current")
    assert game.ruleset.prevention_follow_up_in_event is False
    assert index_of(events, LifeGained) > index_of(events, DamageEventOccurred)
    assert [e.amount for e in of_type(events, LifeGained)] == [3]
    assert game.life(bob) == 21


def test_cr2011_119_4_awe_strike_follow_up_is_inside_the_damage_event() -> None:
    game, bob, events = awe_strike_event("cr2011")
    assert game.ruleset.prevention_follow_up_in_event is True
    assert index_of(events, LifeGained) < index_of(events, DamageEventOccurred)
    assert [e.amount for e in of_type(events, LifeGained)] == [3]
    assert game.life(bob) == 21


# -- CR 615.12 (2011: 615.11): "can't be prevented" still uses up "next time" effects -------
def cant_be_prevented_rule(ruleset: str) -> str:
    return "615.11" if ruleset == "cr2011" else "615.12"


def test_cr615_12_next_time_effect_is_used_up_and_gains_nothing(game: Game, ruleset: str) -> None:
    alice, bob = two_players(game)
    x = creature(game, "x", alice, 3, 3)
    unpreventable = game.add_effect(DamageCantBePrevented(), controller=alice)
    created = [e for e in of_type(game.log, EffectCreated) if e.effect == unpreventable]
    assert [e.rule for e in created] == [cant_be_prevented_rule(ruleset)]
    awe = game.add_effect(
        PreventDamage(from_=Match.ids_of(x), next_time=True, then=GainLifeFromPrevented()),
        controller=bob,
    )
    events = game.deal_damage(x, bob, 3)
    ended = of_type(events, EffectEnded)
    assert [(e.effect, e.rule) for e in ended] == [(awe, "615.8")]
    assert awe not in game.state.effects
    assert of_type(events, LifeGained) == []
    assert not [e for e in of_type(events, DamagePrevented) if e.amount > 0]
    assert game.life(bob) == 17


def test_cr615_12_shield_is_not_reduced(game: Game) -> None:
    alice, bob = two_players(game)
    x = creature(game, "x", alice, 3, 3)
    game.add_effect(DamageCantBePrevented(), controller=alice)
    shield = game.add_effect(PreventDamage(amount=3), controller=bob)
    events = game.deal_damage(x, bob, 3)
    assert of_type(events, ShieldReduced) == []
    assert of_type(events, EffectEnded) == []
    effect = game.state.effects[shield]
    assert isinstance(effect, PreventDamage)
    assert effect.amount == 3
    assert game.life(bob) == 17


# -- CR 615.10 (2011: 615.9): a static "prevent 1 of that damage" applies per source -------
def test_cr615_10_static_prevention_applies_to_each_source_and_lasts(game: Game) -> None:
    alice, bob = two_players(game)
    game.add_permanent(
        "Guard",
        controller=bob,
        types={"Creature"},
        power=0,
        toughness=9,
        statics=[PreventDamage(amount=1, to=Match.you(), duration=Duration.STATIC)],
    )
    x = creature(game, "x", alice, 2, 2)
    y = creature(game, "y", alice, 2, 2)
    parts = [DamagePart(x, bob, 2, combat=True), DamagePart(y, bob, 2, combat=True)]
    first = game.deal_damage_event(parts)
    assert [e.amount for e in of_type(first, DamagePrevented)] == [1, 1]
    assert game.life(bob) == 18
    assert of_type(first, EffectEnded) == []
    assert of_type(first, ShieldReduced) == []
    second = game.deal_damage_event(parts)
    assert [e.amount for e in of_type(second, DamagePrevented)] == [1, 1]
    assert of_type(second, EffectEnded) == []
    assert of_type(second, ShieldReduced) == []
    assert game.life(bob) == 16


# -- CR 611.3 / SELF: "this creature" in a static ability ----------------------------------
def test_cr615_1_static_prevention_of_damage_to_self(game: Game) -> None:
    alice, bob = two_players(game)
    wall = game.add_permanent(
        "Wall",
        controller=bob,
        types={"Creature"},
        power=0,
        toughness=4,
        statics=[PreventDamage(to=Match.ids_of(SELF), duration=Duration.STATIC)],
    )
    bolt = spell(game, "bolt", alice)
    events = game.deal_damage(bolt, wall, 3)
    assert [(e.recipient, e.amount) for e in of_type(events, DamagePrevented)] == [(wall, 3)]
    assert game.damage_on(wall) == 0


# -- CR 2011 119.4: no excess damage step ----------------------------------------------------
def test_cr2011_119_4_excess_damage_is_an_error() -> None:
    game = Game("cr2011")
    alice, bob = two_players(game)
    one_one = creature(game, "1/1", bob, 1, 1)
    bolt = spell(game, "bolt", alice)
    before = copy.deepcopy(game.state)
    log_length = len(game.log)
    with pytest.raises(IllegalDamageError) as raised:
        game.deal_damage(bolt, one_one, 5, excess_to=bob)
    assert raised.value.rule == "119.4"
    assert game.state == before
    assert len(game.log) == log_length


def test_cr120_4a_excess_damage_is_dealt_to_the_controller_today() -> None:
    game = Game("current")
    alice, bob = two_players(game)
    one_one = creature(game, "1/1", bob, 1, 1)
    bolt = spell(game, "bolt", alice)
    game.deal_damage(bolt, one_one, 5, excess_to=bob)
    assert game.damage_on(one_one) == 1
    assert game.life(bob) == 16


# -- Atomicity: bad input is a typed error, and nothing changes ----------------------------
def assert_unchanged(
    game: Game, error: type[RulesError], action: Callable[[], object]
) -> RulesError:
    before = copy.deepcopy(game.state)
    log_length = len(game.log)
    with pytest.raises(error) as raised:
        action()
    assert isinstance(raised.value, RulesError)
    assert game.state == before
    assert game.state.next_id == before.next_id
    assert len(game.log) == log_length
    return raised.value


def test_cr611_2_add_effect_rejects_what_is_not_an_effect(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_effect("not an effect", controller=alice),  # type: ignore[arg-type]
    )


def test_cr615_7_add_effect_rejects_a_shield_of_zero(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game, ConfigurationError, lambda: game.add_effect(PreventDamage(amount=0), controller=alice)
    )


def test_cr614_9_add_effect_rejects_redirection_to_an_unknown_id(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        UnknownEntityError,
        lambda: game.add_effect(RedirectDamage(redirect_to=999), controller=alice),
    )


def test_cr614_1a_add_effect_rejects_a_negative_multiplier(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_effect(ModifyDamage(multiplier=-1), controller=alice),
    )


def test_cr120_1_damage_to_none_is_an_unknown_recipient(game: Game) -> None:
    alice, _ = two_players(game)
    bolt = spell(game, "bolt", alice)
    assert_unchanged(
        game,
        UnknownEntityError,
        lambda: game.deal_damage(bolt, None, 3),  # type: ignore[arg-type]
    )


def test_cr120_1_damage_to_a_list_is_an_unknown_recipient(game: Game) -> None:
    alice, _ = two_players(game)
    bolt = spell(game, "bolt", alice)
    assert_unchanged(
        game,
        UnknownEntityError,
        lambda: game.deal_damage(bolt, [1], 3),  # type: ignore[arg-type]
    )


def test_cr120_4_damage_event_of_tuples_is_rejected(game: Game) -> None:
    alice, bob = two_players(game)
    bolt = spell(game, "bolt", alice)
    assert_unchanged(
        game,
        IllegalDamageError,
        lambda: game.deal_damage_event([(bolt, bob, 3)]),  # type: ignore[list-item]
    )


def test_cr120_4_damage_event_of_none_is_rejected(game: Game) -> None:
    two_players(game)
    assert_unchanged(
        game,
        IllegalDamageError,
        lambda: game.deal_damage_event(None),  # type: ignore[arg-type]
    )


def test_cr208_power_must_be_a_number(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_permanent(
            "weird",
            controller=alice,
            types={"Creature"},
            power="2",  # type: ignore[arg-type]
            toughness=2,
        ),
    )


def test_cr122_counters_must_be_numbers(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_permanent(
            "weird",
            controller=alice,
            types={"Creature"},
            power=2,
            toughness=2,
            counters={"+1/+1": "2"},  # type: ignore[dict-item]
        ),
    )


def test_cr119_1_starting_life_must_be_a_number(game: Game) -> None:
    two_players(game)
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_player("C", life="x"),  # type: ignore[arg-type]
    )


def test_cr119_1b_vanguard_life_modifier_must_be_a_number(ruleset: str) -> None:
    game = Game(ruleset, variant="vanguard")
    game.add_player("A")
    assert_unchanged(
        game,
        ConfigurationError,
        lambda: game.add_player("B", life_modifier="x"),  # type: ignore[arg-type]
    )


def test_cr810_9_second_teammate_cannot_set_the_shared_life(ruleset: str) -> None:
    game = Game(ruleset, variant="two-headed giant")
    first = game.add_player("A1", team=1)
    assert_unchanged(game, ConfigurationError, lambda: game.add_player("A2", team=1, life=7))
    assert game.life(first) == 30


def test_cr400_7_damage_to_a_creature_that_died_is_illegal(game: Game) -> None:
    alice, bob = two_players(game)
    bears = creature(game, "bears", bob, 2, 2)
    bolt = spell(game, "bolt", alice)
    game.deal_damage(bolt, bears, 3)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(bears)
    shock = spell(game, "shock", alice)
    error = assert_unchanged(game, IllegalDamageError, lambda: game.deal_damage(shock, bears, 2))
    assert error.rule == "400.7"


def test_cr800_4a_damage_to_a_player_who_lost_is_illegal(game: Game) -> None:
    alice, bob = two_players(game)
    carol = game.add_player("Carol")
    game.set_life(carol, 0)
    game.check_state_based_actions()
    assert game.has_lost(carol)
    assert game.winners is None
    bolt = spell(game, "bolt", alice)
    error = assert_unchanged(game, IllegalDamageError, lambda: game.deal_damage(bolt, carol, 3))
    assert error.rule == "800.4a"
    assert game.life(bob) == 20


# -- Control changes and zone changes are events; LKI -------------------------------------
def test_cr613_1b_control_change_is_an_event_and_moves_lifelink(game: Game) -> None:
    alice, bob = two_players(game)
    linker = creature(game, "linker", alice, 2, 2, frozenset({"lifelink"}))
    events = game.set_controller(linker, bob)
    changed = of_type(events, ControlChanged)
    assert [(e.permanent, e.controller, e.rule) for e in changed] == [(linker, bob, "613.1b")]
    assert changed[0] in game.log
    assert game.obj(linker).controller == bob
    game.deal_damage(linker, alice, 2)
    assert game.life(bob) == 22
    assert game.life(alice) == 18


def test_cr120_7_lifelink_of_a_source_that_left_uses_last_known_information(
    game: Game,
) -> None:
    alice, bob = two_players(game)
    linker = creature(game, "linker", alice, 2, 2, frozenset({"lifelink"}))
    events = game.move_to_zone(linker, "graveyard")
    moved = of_type(events, ZoneChanged)
    assert len(moved) == 1
    assert moved[0].rule == "400.7"
    assert moved[0].object == linker
    new_id = moved[0].new_id
    assert new_id != linker
    assert moved[0] in game.log
    assert game.obj(new_id).zone is Zone.GRAVEYARD
    last_known = game.obj(linker)
    assert last_known.zone is Zone.BATTLEFIELD
    assert last_known.name == "linker"
    assert not game.is_on_battlefield(linker)
    game.deal_damage(linker, bob, 2)
    assert game.life(bob) == 18
    assert game.life(alice) == 22


def test_cr400_7_obj_returns_a_copy(game: Game) -> None:
    alice, _ = two_players(game)
    bears = creature(game, "bears", alice, 2, 2)
    view = game.obj(bears)
    view.power = 99
    view.damage = 5
    view.counters["+1/+1"] = 3
    assert game.power(bears) == 2
    assert game.damage_on(bears) == 0
    assert game.counters(bears) == {}
    assert game.obj(bears).power == 2


# -- CR 119.1 (2011: 118.1): the starting life total is logged ----------------------------
@pytest.mark.parametrize(
    ("variant", "clause", "life"),
    [(None, "1", 20), ("commander", "1c", 40), ("two-headed giant", "1a", 30)],
)
def test_cr119_1_player_joined_logs_starting_life(
    ruleset: str, variant: str | None, clause: str, life: int
) -> None:
    game = Game(ruleset, variant=variant)
    team = 1 if variant == "two-headed giant" else None
    first = game.add_player("A", team=team)
    second = game.add_player("B", team=team)
    joined = of_type(game.log, PlayerJoined)
    assert [(e.player, e.life, e.rule) for e in joined] == [
        (first, life, life_rule(ruleset, clause)),
        (second, life, life_rule(ruleset, clause)),
    ]


# -- Life actions: unknown sources and malformed payments ---------------------------------
def test_cr119_3_gain_life_from_an_unknown_source(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(game, UnknownEntityError, lambda: game.gain_life(alice, 2, source=999))


def test_cr119_3_lose_life_from_an_unknown_source(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(game, UnknownEntityError, lambda: game.lose_life(alice, 2, source=999))


def test_cr119_4_pay_life_jointly_needs_a_mapping(game: Game) -> None:
    alice, _ = two_players(game)
    assert_unchanged(
        game,
        IllegalLifeActionError,
        lambda: game.pay_life_jointly([(alice, 1)]),  # type: ignore[arg-type]
    )
