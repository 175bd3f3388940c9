"""CR 120 Damage (CR 119 in the rules of 30 September 2011), clause by clause.

Every test that can run under both editions takes the ``ruleset`` fixture (or ``game``, which
depends on it); rule numbers are checked in the edition in force: Damage is 120 and Life 119
today, Damage 119 and Life 118 in 2011. Excess damage (CR 120.4a) exists only today.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

import pytest

from mtgrules import (
    LOYALTY,
    MINUS_ONE,
    SELF,
    DamagePart,
    Duration,
    Event,
    Game,
    IllegalDamageError,
    Match,
    ModifyDamage,
    ModifyLifeGain,
    PreventDamage,
    PutCounters,
    RedirectDamage,
    TriggeredAbility,
    UnknownEntityError,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenGainLife,
)
from mtgrules.events import (
    AbilityTriggered,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    DamageEventOccurred,
    DamageMarked,
    DamagePrevented,
    DamageRedirected,
    DamageRemoved,
    DamageReplaced,
    EffectEnded,
    LifeGained,
    LifeLost,
    PermanentDestroyed,
    PlayerLost,
    PoisonCountersGiven,
    Regenerated,
    ResultReplaced,
    ShieldReduced,
    ZoneChanged,
)
from mtgrules.objects import CardType
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


# -- helpers -------------------------------------------------------------------------------------


def assert_no_excess_in_2011(game: Game, action: Callable[[], object]) -> None:
    """CR 2011 119.4 has no excess-damage step (CR 120.4a is new): an excess clause is
    rejected with the damage sequence's rule, and the state is unchanged."""
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalDamageError) as error:
        action()
    assert error.value.rule == "119.4"
    assert game.state == before


def of_type(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [event for event in events if isinstance(event, kind)]


def names(events: Sequence[Event]) -> list[str]:
    return [type(event).__name__ for event in events]


def players(game: Game) -> tuple[EntityId, EntityId]:
    return game.add_player("Alice"), game.add_player("Bob")


def creature(
    game: Game,
    controller: EntityId,
    power: int,
    toughness: int,
    *,
    name: str = "creature",
    keywords: Iterable[str] = (),
    damage: int = 0,
    counters: dict[str, int] | None = None,
    triggers: Sequence[TriggeredAbility] = (),
) -> EntityId:
    return game.add_permanent(
        name,
        controller=controller,
        types={"Creature"},
        power=power,
        toughness=toughness,
        keywords=keywords,
        damage=damage,
        counters=counters,
        triggers=triggers,
    )


def bolt(game: Game, owner: EntityId) -> EntityId:
    """An instant on the stack, the source of noncombat damage."""
    return game.add_card("Lightning Bolt", owner=owner, types={"Instant"}, zone="stack")


def planeswalker(game: Game, controller: EntityId, loyalty: int) -> EntityId:
    return game.add_permanent(
        "Planeswalker", controller=controller, types={"Planeswalker"}, loyalty=loyalty
    )


def boon_reflection(game: Game, controller: EntityId) -> EntityId:
    return game.add_permanent(
        "Boon Reflection",
        controller=controller,
        types={"Enchantment"},
        statics=[ModifyLifeGain(who=Match.you(), multiplier=2, duration=Duration.STATIC)],
    )


def dealt(events: Sequence[Event]) -> list[tuple[EntityId, EntityId, int]]:
    return [(e.source, e.recipient, e.amount) for e in of_type(events, DamageDealt)]


# -- CR 120.1 / 120.1a: who can be dealt damage --------------------------------------------------
def test_120_1_damage_can_be_dealt_to_a_player(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    events = game.deal_damage(source, bob, 3)
    assert dealt(events) == [(source, bob, 3)]
    assert game.life(bob) == 17


def test_120_1_damage_can_be_dealt_to_a_creature_on_the_battlefield(game: Game) -> None:
    alice, bob = players(game)
    bears = creature(game, bob, 2, 2)
    source = bolt(game, alice)
    events = game.deal_damage(source, bears, 1)
    assert dealt(events) == [(source, bears, 1)]
    assert game.damage_on(bears) == 1


def test_120_1_damage_can_be_dealt_to_a_planeswalker_on_the_battlefield(game: Game) -> None:
    alice, bob = players(game)
    walker = planeswalker(game, bob, 4)
    source = bolt(game, alice)
    events = game.deal_damage(source, walker, 1)
    assert dealt(events) == [(source, walker, 1)]
    assert game.loyalty(walker) == 3


def _assert_illegal_recipient(game: Game, source: EntityId, recipient: EntityId) -> None:
    snapshot = game.state.copy()
    log_length = len(game.log)
    with pytest.raises(IllegalDamageError) as raised:
        game.deal_damage(source, recipient, 3)
    assert raised.value.rule == game.ruleset.damage("1a")
    assert game.state == snapshot
    assert len(game.log) == log_length


def test_120_1a_an_enchantment_cant_be_dealt_damage_and_nothing_changes(game: Game) -> None:
    alice, bob = players(game)
    worship = game.add_permanent("Worship", controller=bob, types={"Enchantment"})
    _assert_illegal_recipient(game, bolt(game, alice), worship)
    assert game.damage_on(worship) == 0


def test_120_1a_an_artifact_or_land_cant_be_dealt_damage(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    for types in ({"Artifact"}, {"Land"}):
        target = game.add_permanent("noncreature", controller=bob, types=types)
        _assert_illegal_recipient(game, source, target)


def test_120_1a_a_creature_card_in_a_graveyard_cant_be_dealt_damage(game: Game) -> None:
    alice, bob = players(game)
    dead = game.add_card(
        "Grizzly Bears", owner=bob, zone="graveyard", types={"Creature"}, power=2, toughness=2
    )
    _assert_illegal_recipient(game, bolt(game, alice), dead)


def test_120_1a_a_spell_on_the_stack_cant_be_dealt_damage(game: Game) -> None:
    alice, bob = players(game)
    spell = game.add_card(
        "Grizzly Bears", owner=bob, zone="stack", types={"Creature"}, power=2, toughness=2
    )
    _assert_illegal_recipient(game, bolt(game, alice), spell)


def test_120_1a_an_illegal_part_cancels_the_whole_simultaneous_event(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    bears = creature(game, bob, 2, 2)
    worship = game.add_permanent("Worship", controller=bob, types={"Enchantment"})
    snapshot = game.state.copy()
    with pytest.raises(IllegalDamageError) as raised:
        game.deal_damage_event([DamagePart(source, bears, 3), DamagePart(source, worship, 3)])
    assert raised.value.rule == game.ruleset.damage("1a")
    assert game.state == snapshot
    assert game.damage_on(bears) == 0
    assert game.life(bob) == 20


def test_120_1_an_unknown_recipient_is_rejected(game: Game) -> None:
    alice, _ = players(game)
    with pytest.raises(UnknownEntityError):
        game.deal_damage(bolt(game, alice), 999, 3)


# -- CR 120.2: any object can deal damage -------------------------------------------------------
def test_120_2_an_instant_on_the_stack_can_deal_damage(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    events = game.deal_damage(source, bob, 3)
    assert dealt(events) == [(source, bob, 3)]
    assert of_type(events, LifeLost)[0].source == source
    assert game.life(bob) == 17


def test_120_2_an_enchantment_can_deal_damage(game: Game) -> None:
    alice, bob = players(game)
    vortex = game.add_permanent("Sulfuric Vortex", controller=alice, types={"Enchantment"})
    bears = creature(game, bob, 2, 2)
    events = game.deal_damage_event([DamagePart(vortex, bob, 2), DamagePart(vortex, bears, 1)])
    assert dealt(events) == [(vortex, bob, 2), (vortex, bears, 1)]
    assert game.life(bob) == 18
    assert game.damage_on(bears) == 1


def test_120_2_a_land_and_an_artifact_can_deal_damage(game: Game) -> None:
    alice, bob = players(game)
    land = game.add_permanent("Keldon Megaliths", controller=alice, types={"Land"})
    rod = game.add_permanent("Rod of Ruin", controller=alice, types={"Artifact"})
    game.deal_damage(land, bob, 1)
    game.deal_damage(rod, bob, 1)
    assert game.life(bob) == 18


def test_120_2_a_card_in_a_graveyard_can_deal_damage_and_its_owner_gains(game: Game) -> None:
    alice, bob = players(game)
    card = game.add_card(
        "Vampire card",
        owner=alice,
        zone="graveyard",
        types={"Creature"},
        power=2,
        toughness=2,
        keywords={"lifelink"},
    )
    events = game.deal_damage(card, bob, 2)
    assert dealt(events) == [(card, bob, 2)]
    # CR 702.15b / 2011 702.14b: its controller, or its owner if it has no controller.
    assert [(e.player, e.amount) for e in of_type(events, LifeGained)] == [(alice, 2)]
    assert (game.life(alice), game.life(bob)) == (22, 18)


def test_120_2_a_creature_spell_on_the_stack_can_deal_damage(game: Game) -> None:
    alice, bob = players(game)
    spell = game.add_card(
        "Creature spell", owner=alice, zone="stack", types={"Creature"}, power=2, toughness=2
    )
    events = game.deal_damage(spell, bob, 2)
    assert dealt(events) == [(spell, bob, 2)]
    assert game.life(bob) == 18


def test_120_2_a_player_is_not_an_object_and_cant_be_a_source(game: Game) -> None:
    alice, bob = players(game)
    snapshot = game.state.copy()
    with pytest.raises(IllegalDamageError) as raised:
        game.deal_damage(alice, bob, 3)
    assert raised.value.rule == game.ruleset.damage("2")
    assert game.state == snapshot


def test_120_2a_combat_damage_is_marked_as_combat(game: Game) -> None:
    alice, bob = players(game)
    attacker = creature(game, alice, 3, 3)
    events = game.deal_damage(attacker, bob, 3, combat=True)
    (event,) = of_type(events, DamageDealt)
    assert event.combat is True
    assert event.rule == "510.2"
    assert game.life(bob) == 17


# -- CR 120.3: the results of damage -------------------------------------------------------------
def test_120_3a_damage_to_a_player_causes_life_loss(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    events = game.deal_damage(source, bob, 3)
    (lost,) = of_type(events, LifeLost)
    assert (lost.player, lost.amount, lost.source, lost.rule) == (
        bob,
        3,
        source,
        game.ruleset.damage("3a"),
    )
    assert game.life(bob) == 17
    assert game.poison(bob) == 0
    assert not of_type(events, PoisonCountersGiven)


def test_120_3a_wither_doesnt_change_damage_to_a_player(game: Game) -> None:
    alice, bob = players(game)
    wither = creature(game, alice, 2, 2, keywords={"wither"})
    events = game.deal_damage(wither, bob, 2)
    assert [e.rule for e in of_type(events, LifeLost)] == [game.ruleset.damage("3a")]
    assert game.life(bob) == 18
    assert game.poison(bob) == 0


def test_120_3b_infect_damage_to_player_gives_poison_counters(game: Game) -> None:
    alice, bob = players(game)
    infect = creature(game, alice, 3, 3, keywords={"infect"})
    events = game.deal_damage(infect, bob, 3, combat=True)
    (poison,) = of_type(events, PoisonCountersGiven)
    assert (poison.player, poison.amount, poison.source, poison.rule) == (
        bob,
        3,
        infect,
        game.ruleset.damage("3b"),
    )
    assert not of_type(events, LifeLost)
    assert game.life(bob) == 20
    assert game.poison(bob) == 3


def test_120_3b_ten_poison_counters_from_infect_lose_the_game(game: Game) -> None:
    alice, bob = players(game)
    infect = creature(game, alice, 10, 10, keywords={"infect"})
    game.deal_damage(infect, bob, 10, combat=True)
    assert game.poison(bob) == 10
    lost = of_type(game.check_state_based_actions(), PlayerLost)
    assert [(e.player, e.rule) for e in lost] == [(bob, "704.5c")]


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_counters(game: Game) -> None:
    alice, bob = players(game)
    walker = planeswalker(game, bob, 5)
    source = bolt(game, alice)
    events = game.deal_damage(source, walker, 3)
    (removed,) = of_type(events, CountersRemoved)
    assert (removed.permanent, removed.kind, removed.amount, removed.source, removed.rule) == (
        walker,
        LOYALTY,
        3,
        source,
        game.ruleset.damage("3c"),
    )
    assert not of_type(events, DamageMarked)
    assert game.loyalty(walker) == 2
    assert game.damage_on(walker) == 0


@pytest.mark.parametrize("keyword", ["infect", "wither"])
def test_120_3c_infect_or_wither_damage_to_a_planeswalker_removes_loyalty_counters(
    game: Game, keyword: str
) -> None:
    alice, bob = players(game)
    walker = planeswalker(game, bob, 5)
    source = creature(game, alice, 2, 2, keywords={keyword})
    events = game.deal_damage(source, walker, 2, combat=True)
    assert [(e.kind, e.amount, e.rule) for e in of_type(events, CountersRemoved)] == [
        (LOYALTY, 2, game.ruleset.damage("3c"))
    ]
    assert not of_type(events, CountersPut)  # no -1/-1 counters: it isn't a creature
    assert not of_type(events, PoisonCountersGiven)
    assert game.counters(walker) == {LOYALTY: 3}
    assert game.poison(bob) == 0


def test_120_3c_a_planeswalker_loses_only_the_loyalty_counters_it_has(game: Game) -> None:
    alice, bob = players(game)
    walker = planeswalker(game, bob, 3)
    events = game.deal_damage(bolt(game, alice), walker, 5)
    assert [e.amount for e in of_type(events, CountersRemoved)] == [3]
    assert game.loyalty(walker) == 0
    assert game.is_on_battlefield(walker)  # CR 120.5: not until state-based actions
    sba = game.check_state_based_actions()
    assert [e.rule for e in of_type(sba, ZoneChanged)] == ["704.5i"]
    assert not game.is_on_battlefield(walker)


def test_120_3c_and_3e_a_planeswalker_creature_loses_loyalty_and_is_marked(game: Game) -> None:
    alice, bob = players(game)
    both = game.add_permanent(
        "Gideon, animated",
        controller=bob,
        types={"Planeswalker", "Creature"},
        power=5,
        toughness=5,
        loyalty=4,
    )
    events = game.deal_damage(bolt(game, alice), both, 2)
    assert [e.rule for e in of_type(events, CountersRemoved)] == [game.ruleset.damage("3c")]
    assert [e.rule for e in of_type(events, DamageMarked)] == [game.ruleset.damage("3e")]
    assert game.loyalty(both) == 2
    assert game.damage_on(both) == 2


@pytest.mark.parametrize(
    "keywords", [{"wither"}, {"infect"}, {"wither", "infect"}], ids=["wither", "infect", "both"]
)
def test_120_3d_wither_and_or_infect_damage_puts_minus_one_counters_on_creature(
    game: Game, keywords: set[str]
) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 2, 2, keywords=keywords)
    target = creature(game, bob, 4, 4)
    events = game.deal_damage(source, target, 2, combat=True)
    (put,) = of_type(events, CountersPut)
    assert (put.permanent, put.kind, put.amount, put.source, put.rule) == (
        target,
        MINUS_ONE,
        2,
        source,
        game.ruleset.damage("3d"),
    )
    assert not of_type(events, DamageMarked)
    assert game.damage_on(target) == 0
    assert game.counters(target) == {MINUS_ONE: 2}
    assert (game.power(target), game.toughness(target)) == (2, 2)
    assert game.poison(bob) == 0
    assert game.life(bob) == 20


def test_120_3d_minus_one_counters_to_zero_toughness_put_it_into_graveyard(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 2, 2, keywords={"wither"})
    target = creature(game, bob, 2, 2)
    game.deal_damage(source, target, 2, combat=True)
    assert game.is_on_battlefield(target)
    sba = game.check_state_based_actions()
    assert not of_type(sba, PermanentDestroyed)  # CR 704.5f isn't destruction
    assert [e.rule for e in of_type(sba, ZoneChanged)] == ["704.5f"]


def test_120_3e_damage_without_wither_or_infect_is_marked(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 2, 2, keywords={"lifelink", "trample"})
    target = creature(game, bob, 4, 4)
    events = game.deal_damage(source, target, 3, combat=True)
    (marked,) = of_type(events, DamageMarked)
    assert (marked.permanent, marked.amount, marked.source, marked.rule) == (
        target,
        3,
        source,
        game.ruleset.damage("3e"),
    )
    assert not of_type(events, CountersPut)
    assert game.damage_on(target) == 3
    assert game.counters(target) == {}
    assert game.toughness(target) == 4


def test_120_3f_lifelink_gains_life_in_addition_to_other_results(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 3, 3, keywords={"lifelink"})
    events = game.deal_damage(source, bob, 3, combat=True)
    (gained,) = of_type(events, LifeGained)
    assert (gained.player, gained.amount, gained.source, gained.rule) == (
        alice,
        3,
        source,
        game.ruleset.damage("3f"),
    )
    assert [e.amount for e in of_type(events, LifeLost)] == [3]
    assert (game.life(alice), game.life(bob)) == (23, 17)


def test_120_3f_lifelink_with_infect_gains_life_and_gives_poison(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 3, 3, keywords={"lifelink", "infect"})
    events = game.deal_damage(source, bob, 3, combat=True)
    assert [e.amount for e in of_type(events, PoisonCountersGiven)] == [3]
    assert [e.amount for e in of_type(events, LifeGained)] == [3]
    assert (game.life(alice), game.life(bob), game.poison(bob)) == (23, 20, 3)


def test_120_3f_lifelink_with_wither_gains_life_for_damage_to_a_creature(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 3, 3, keywords={"lifelink", "wither"})
    target = creature(game, bob, 5, 5)
    events = game.deal_damage(source, target, 3, combat=True)
    assert [e.amount for e in of_type(events, CountersPut)] == [3]
    assert [(e.player, e.amount) for e in of_type(events, LifeGained)] == [(alice, 3)]
    assert game.life(alice) == 23


def test_120_3f_lifelink_gains_for_the_controller_not_the_owner(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 2, 2, keywords={"lifelink"})
    game.set_controller(source, bob)
    game.deal_damage(source, alice, 2)
    assert (game.life(alice), game.life(bob)) == (18, 22)


def test_120_3f_a_trampling_lifelinker_gains_life_once_per_damage_event(game: Game) -> None:
    alice, bob = players(game)
    trampler = creature(game, alice, 5, 5, keywords={"lifelink", "trample"})
    blocker = creature(game, bob, 2, 2)
    events = game.deal_damage_event(
        [
            DamagePart(trampler, blocker, 2, combat=True),
            DamagePart(trampler, bob, 3, combat=True),
        ]
    )
    gains = of_type(events, LifeGained)
    assert [(e.player, e.amount, e.source, e.rule) for e in gains] == [
        (alice, 5, trampler, game.ruleset.damage("3f"))
    ]
    assert (game.life(alice), game.life(bob), game.damage_on(blocker)) == (25, 17, 2)


def test_120_3f_one_life_gain_event_triggers_whenever_you_gain_life_once(game: Game) -> None:
    alice, bob = players(game)
    pridemate = creature(
        game,
        alice,
        2,
        2,
        triggers=[TriggeredAbility(when=WhenGainLife(who=Match.you()), effect=PutCounters())],
    )
    trampler = creature(game, alice, 5, 5, keywords={"lifelink", "trample"})
    blocker = creature(game, bob, 2, 2)
    events = game.deal_damage_event(
        [
            DamagePart(trampler, blocker, 2, combat=True),
            DamagePart(trampler, bob, 3, combat=True),
        ]
    )
    triggered = of_type(events, AbilityTriggered)
    assert [(e.source, e.rule) for e in triggered] == [(pridemate, game.ruleset.life("9"))]
    assert len(game.pending_triggers) == 1


def test_120_3f_two_lifelinkers_gain_life_twice(game: Game) -> None:
    alice, bob = players(game)
    first = creature(game, alice, 2, 2, keywords={"lifelink"})
    second = creature(game, alice, 3, 3, keywords={"lifelink"})
    events = game.deal_damage_event(
        [DamagePart(first, bob, 2, combat=True), DamagePart(second, bob, 3, combat=True)]
    )
    gains = of_type(events, LifeGained)
    assert sorted((e.source, e.amount) for e in gains) == [(first, 2), (second, 3)]
    assert all(e.player == alice and e.rule == game.ruleset.damage("3f") for e in gains)
    assert (game.life(alice), game.life(bob)) == (25, 15)


def test_120_3f_a_lifelinker_with_damage_to_several_creatures_gains_once(game: Game) -> None:
    alice, bob = players(game)
    blocker = creature(game, alice, 2, 2, keywords={"lifelink"})
    first = creature(game, bob, 3, 3)
    second = creature(game, bob, 3, 3)
    boon_reflection(game, alice)
    events = game.deal_damage_event(
        [DamagePart(blocker, first, 1, combat=True), DamagePart(blocker, second, 1, combat=True)]
    )
    assert [(e.before, e.after) for e in of_type(events, ResultReplaced)] == [(2, 4)]
    assert [e.amount for e in of_type(events, LifeGained)] == [4]
    assert game.life(alice) == 24


def test_120_3f_lifelink_gains_only_the_damage_actually_dealt(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 4, 4, keywords={"lifelink"})
    game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bob)), controller=bob)
    events = game.deal_damage(source, bob, 4, combat=True)
    assert [e.amount for e in of_type(events, DamagePrevented)] == [3]
    assert [e.amount for e in of_type(events, LifeGained)] == [1]
    assert (game.life(alice), game.life(bob)) == (21, 19)


def test_120_3f_lifelink_damage_entirely_prevented_gains_nothing(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 4, 4, keywords={"lifelink"})
    game.add_effect(PreventDamage(to=Match.ids_of(bob)), controller=bob)
    events = game.deal_damage(source, bob, 4, combat=True)
    assert not of_type(events, DamageDealt)
    assert not of_type(events, LifeGained)
    assert (game.life(alice), game.life(bob)) == (20, 20)


def test_120_3f_lifelink_gains_the_damage_as_replaced(game: Game) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 2, 2, keywords={"lifelink"})
    game.add_effect(ModifyDamage(from_=Match.ids_of(source), multiplier=2), controller=alice)
    events = game.deal_damage(source, bob, 2, combat=True)
    assert [(e.before, e.after, e.rule) for e in of_type(events, DamageReplaced)] == [
        (2, 4, "614.1a")
    ]
    assert [e.amount for e in of_type(events, LifeGained)] == [4]
    assert (game.life(alice), game.life(bob)) == (24, 16)


# -- CR 120.4: the sequence ----------------------------------------------------------------------
STAGE_EXCESS, STAGE_DEALT_MODIFIED, STAGE_DEALT, STAGE_RESULTS, STAGE_OCCURS, STAGE_AFTER = range(6)


def stage_of(game: Game, event: Event) -> int:
    """Where ``event`` belongs in the damage sequence of CR 120.4 / 2011 119.4."""
    if isinstance(event, DamageRedirected) and event.rule == "120.4a":
        return STAGE_EXCESS
    if isinstance(event, DamagePrevented | DamageReplaced | DamageRedirected):
        return STAGE_DEALT_MODIFIED
    if isinstance(event, DamageDealt):
        return STAGE_DEALT
    if isinstance(
        event,
        LifeLost
        | LifeGained
        | PoisonCountersGiven
        | DamageMarked
        | CountersPut
        | CountersRemoved
        | ResultReplaced,
    ):
        return STAGE_RESULTS
    if isinstance(event, DamageEventOccurred):
        return STAGE_OCCURS
    return STAGE_AFTER


def test_120_4_events_follow_the_damage_sequence(game: Game, ruleset: str) -> None:
    alice, bob = players(game)
    source = creature(game, alice, 5, 5, keywords={"lifelink"})
    target = creature(game, bob, 3, 3)
    boon_reflection(game, alice)
    shield = game.add_effect(PreventDamage(amount=1, to=Match.ids_of(target)), controller=bob)
    # An excess clause exists only today (CR 120.4a); the 2011 event has none.
    events = game.deal_damage(source, target, 5, excess_to=bob if ruleset == "current" else None)
    stages = [stage_of(game, e) for e in events]
    assert stages == sorted(stages)
    occurred = of_type(events, DamageEventOccurred)
    assert [e.rule for e in occurred] == [
        game.ruleset.damage("4d" if ruleset == "current" else "4c")
    ]
    assert [e.rule for e in of_type(events, DamageDealt)] == [
        game.ruleset.damage("4b" if ruleset == "current" else "4a")
    ] * len(of_type(events, DamageDealt))
    assert [(e.amount, e.rule) for e in of_type(events, DamagePrevented)] == [(1, "615.1")]
    assert [e.effect for e in of_type(events, EffectEnded)] == [shield]
    if ruleset == "current":
        # 120.4a first: 3 is lethal to the 3/3, 2 is excess and goes to Bob; then the shield
        # prevents 1 of the 3 to the creature.
        assert names(events) == [
            "DamageRedirected",
            "DamagePrevented",
            "DamageDealt",
            "DamageDealt",
            "ResultReplaced",
            "DamageMarked",
            "LifeLost",
            "LifeGained",
            "DamageEventOccurred",
            "EffectEnded",
        ]
        (redirected,) = of_type(events, DamageRedirected)
        assert (redirected.original, redirected.recipient, redirected.amount) == (target, bob, 2)
        assert redirected.rule == "120.4a"
        assert dealt(events) == [(source, target, 2), (source, bob, 2)]
        assert occurred[0].parts == 2
        assert (game.damage_on(target), game.life(bob)) == (2, 18)
        gained = 4
    else:
        # No excess clause in 2011: the creature is dealt all 5, less the 1 prevented.
        assert not of_type(events, DamageRedirected)
        assert dealt(events) == [(source, target, 4)]
        assert occurred[0].parts == 1
        assert (game.damage_on(target), game.life(bob)) == (4, 20)
        gained = 4
    # 120.4c: the life gain is processed into its result, then replaced (Boon Reflection).
    assert [(e.before, e.after, e.rule) for e in of_type(events, ResultReplaced)] == [
        (gained, gained * 2, "614.1a")
    ]
    assert [e.amount for e in of_type(events, LifeGained)] == [gained * 2]
    assert game.life(alice) == 20 + gained * 2


def test_120_4_the_stage_rules_of_each_edition(ruleset: str) -> None:
    game = Game(ruleset)
    expected = (
        ["120.4a", "120.4b", "120.4c", "120.4d"]
        if ruleset == "current"
        else ["119.4a", "119.4b", "119.4c"]
    )
    assert [rule for _, rule in game.ruleset.damage_sequence] == expected
    assert game.ruleset.has_excess_damage_step is (ruleset == "current")


def test_120_4b_prevention_and_replacement_apply_before_damage_is_dealt(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    game.add_effect(ModifyDamage(to=Match.ids_of(bob), plus=2), controller=alice)
    events = game.deal_damage(source, bob, 3)
    assert names(events) == ["DamageReplaced", "DamageDealt", "LifeLost", "DamageEventOccurred"]
    assert dealt(events) == [(source, bob, 5)]
    assert game.life(bob) == 15


def test_120_4b_damage_triggers_trigger_and_wait(game: Game) -> None:
    alice, bob = players(game)
    watcher = creature(
        game,
        bob,
        4,
        4,
        triggers=[
            TriggeredAbility(when=WhenDealtDamage(to=Match.ids_of(SELF)), effect=PutCounters())
        ],
    )
    events = game.deal_damage(bolt(game, alice), watcher, 1)
    assert [(e.source, e.rule) for e in of_type(events, AbilityTriggered)] == [(watcher, "603.2")]
    assert [t.source for t in game.pending_triggers] == [watcher]
    assert game.counters(watcher) == {}  # waiting, not resolved


def test_120_4c_result_replacement_acts_on_the_results(game: Game) -> None:
    alice, bob = players(game)
    boon_reflection(game, alice)
    source = creature(game, alice, 3, 3, keywords={"lifelink"})
    events = game.deal_damage(source, bob, 3, combat=True)
    # The damage itself isn't changed; only its life-gain result is.
    assert dealt(events) == [(source, bob, 3)]
    assert not of_type(events, DamageReplaced)
    (replaced,) = of_type(events, ResultReplaced)
    assert (replaced.affected, replaced.what, replaced.before, replaced.after) == (
        alice,
        "life gain",
        3,
        6,
    )
    assert (game.life(alice), game.life(bob)) == (26, 17)


def test_120_4d_the_event_occurs_once_for_a_simultaneous_event(game: Game) -> None:
    alice, bob = players(game)
    first = creature(game, alice, 2, 2)
    second = creature(game, alice, 3, 3)
    blocker = creature(game, bob, 4, 4)
    events = game.deal_damage_event(
        [
            DamagePart(first, bob, 2, combat=True),
            DamagePart(second, blocker, 3, combat=True),
            DamagePart(blocker, second, 4, combat=True),
        ]
    )
    occurred = of_type(events, DamageEventOccurred)
    assert [(e.parts, e.rule) for e in occurred] == [
        (3, game.ruleset.damage("4d" if game.ruleset.name == "current" else "4c"))
    ]
    assert isinstance(events[-1], DamageEventOccurred)


# -- CR 120.4a: excess damage (today only) -------------------------------------------------------
def test_120_4a_excess_damage_is_dealt_to_another_recipient(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = players(game)
    source = bolt(game, alice)
    bears = creature(game, bob, 2, 2)
    if ruleset == "cr2011":
        assert_no_excess_in_2011(game, lambda: game.deal_damage(source, bears, 5, excess_to=bob))
        return
    events = game.deal_damage(source, bears, 5, excess_to=bob)
    if ruleset == "current":
        (redirected,) = of_type(events, DamageRedirected)
        assert (redirected.source, redirected.original, redirected.recipient) == (
            source,
            bears,
            bob,
        )
        assert (redirected.amount, redirected.effect, redirected.rule) == (3, None, "120.4a")
        assert dealt(events) == [(source, bears, 2), (source, bob, 3)]
        assert (game.damage_on(bears), game.life(bob)) == (2, 17)


def test_120_4a_excess_counts_damage_already_marked() -> None:
    game = Game("current")
    alice, bob = players(game)
    target = creature(game, bob, 3, 3, damage=1)
    source = bolt(game, alice)
    events = game.deal_damage(source, target, 4, excess_to=bob)
    assert dealt(events) == [(source, target, 2), (source, bob, 2)]
    assert (game.damage_on(target), game.life(bob)) == (3, 18)


def test_120_4a_excess_counts_counters_on_the_creature() -> None:
    game = Game("current")
    alice, bob = players(game)
    target = creature(game, bob, 3, 3, counters={MINUS_ONE: 1})
    source = bolt(game, alice)
    events = game.deal_damage(source, target, 4, excess_to=bob)
    assert dealt(events) == [(source, target, 2), (source, bob, 2)]


def test_120_4a_excess_counts_other_damage_dealt_at_the_same_time() -> None:
    game = Game("current")
    alice, bob = players(game)
    target = creature(game, bob, 4, 4)
    other = creature(game, alice, 2, 2)
    source = bolt(game, alice)
    events = game.deal_damage_event(
        [DamagePart(other, target, 2), DamagePart(source, target, 3, excess_to=bob)]
    )
    assert sorted(dealt(events)) == sorted(
        [(other, target, 2), (source, target, 2), (source, bob, 1)]
    )
    assert [e.amount for e in of_type(events, DamageRedirected)] == [1]
    assert (game.damage_on(target), game.life(bob)) == (4, 19)


def test_120_4a_two_excess_parts_to_one_creature_leave_it_lethal_damage() -> None:
    """Two parts of one event, each with an excess clause, aimed at the same 3/3: 5 damage in
    all, of which 3 is lethal. Whatever the split between the parts, the creature must be dealt
    lethal damage (3) and only the 2 beyond it is excess: excess damage is "damage greater than
    the creature's toughness, taking into account ... other damage being dealt to it at the
    same time"."""
    game = Game("current")
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    first, second = bolt(game, alice), bolt(game, alice)
    events = game.deal_damage_event(
        [DamagePart(first, target, 2, excess_to=bob), DamagePart(second, target, 3, excess_to=bob)]
    )
    to_creature = sum(amount for _, recipient, amount in dealt(events) if recipient == target)
    to_bob = sum(amount for _, recipient, amount in dealt(events) if recipient == bob)
    assert (to_creature, to_bob) == (3, 2)
    assert sum(e.amount for e in of_type(events, DamageRedirected)) == 2
    assert (game.damage_on(target), game.life(bob)) == (3, 18)


def test_120_4a_with_deathtouch_anything_above_1_is_excess() -> None:
    game = Game("current")
    alice, bob = players(game)
    source = creature(game, alice, 4, 4, keywords={"deathtouch"})
    target = creature(game, bob, 5, 5)
    events = game.deal_damage(source, target, 4, excess_to=bob)
    assert dealt(events) == [(source, target, 1), (source, bob, 3)]
    assert all(e.deathtouch for e in of_type(events, DamageDealt))
    assert (game.damage_on(target), game.life(bob)) == (1, 17)
    sba = game.check_state_based_actions()
    assert [e.rule for e in of_type(sba, PermanentDestroyed)] == ["704.5h"]


def test_120_4a_deathtouch_excess_under_cr2011_is_rejected() -> None:
    """CR 2011 119.4 has no excess-damage step: an excess clause is an error, nothing changes."""
    game = Game("cr2011")
    alice, bob = players(game)
    source = creature(game, alice, 4, 4, keywords={"deathtouch"})
    target = creature(game, bob, 5, 5)
    assert_no_excess_in_2011(game, lambda: game.deal_damage(source, target, 4, excess_to=bob))
    assert (game.damage_on(target), game.life(bob)) == (0, 20)


def test_120_4a_exactly_lethal_damage_has_no_excess(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = players(game)
    source = bolt(game, alice)
    target = creature(game, bob, 3, 3)
    if ruleset == "cr2011":
        assert_no_excess_in_2011(game, lambda: game.deal_damage(source, target, 3, excess_to=bob))
        return
    events = game.deal_damage(source, target, 3, excess_to=bob)
    assert not of_type(events, DamageRedirected)
    assert dealt(events) == [(source, target, 3)]
    assert game.life(bob) == 20


def test_120_4a_excess_is_computed_before_prevention(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = players(game)
    source = bolt(game, alice)
    bears = creature(game, bob, 2, 2)
    game.add_effect(PreventDamage(amount=2, to=Match.ids_of(bears)), controller=bob)
    if ruleset == "cr2011":
        assert_no_excess_in_2011(game, lambda: game.deal_damage(source, bears, 5, excess_to=bob))
        return
    events = game.deal_damage(source, bears, 5, excess_to=bob)
    if ruleset == "current":
        # 2 lethal to the bears (all prevented), 3 excess to Bob.
        assert [e.amount for e in of_type(events, DamageRedirected)] == [3]
        assert stage_of(game, events[0]) == STAGE_EXCESS
        assert dealt(events) == [(source, bob, 3)]
        assert (game.damage_on(bears), game.life(bob)) == (0, 17)


def test_120_4a_excess_damage_keeps_the_source_characteristics() -> None:
    game = Game("current")
    alice, bob = players(game)
    source = creature(game, alice, 5, 5, keywords={"infect", "lifelink"})
    target = creature(game, bob, 2, 2)
    events = game.deal_damage(source, target, 5, excess_to=bob)
    assert [e.amount for e in of_type(events, CountersPut)] == [2]
    assert [e.amount for e in of_type(events, PoisonCountersGiven)] == [3]
    assert [e.amount for e in of_type(events, LifeGained)] == [5]  # one gain for the source
    assert (game.poison(bob), game.life(bob), game.life(alice)) == (3, 20, 25)


def test_120_4a_excess_to_a_planeswalker() -> None:
    game = Game("current")
    alice, bob = players(game)
    source = bolt(game, alice)
    target = creature(game, bob, 1, 1)
    walker = planeswalker(game, bob, 5)
    game.deal_damage(source, target, 4, excess_to=walker)
    assert (game.damage_on(target), game.loyalty(walker), game.life(bob)) == (1, 2, 20)


def test_120_4a_excess_recipient_must_be_able_to_be_dealt_damage(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 1, 1)
    worship = game.add_permanent("Worship", controller=bob, types={"Enchantment"})
    source = bolt(game, alice)
    snapshot = game.state.copy()
    with pytest.raises(IllegalDamageError):
        game.deal_damage(source, target, 4, excess_to=worship)
    assert game.state == snapshot


# -- CR 120.5 / 120.6: damage doesn't destroy; marked damage stays until cleanup -----------------
def test_120_5_lethal_damage_doesnt_destroy_state_based_actions_do(game: Game) -> None:
    alice, bob = players(game)
    bears = creature(game, bob, 2, 2)
    events = game.deal_damage(bolt(game, alice), bears, 3)
    assert game.is_on_battlefield(bears)
    assert not of_type(events, PermanentDestroyed)
    assert not of_type(events, ZoneChanged)
    sba = game.check_state_based_actions()
    assert [(type(e).__name__, e.rule) for e in sba] == [
        ("PermanentDestroyed", "704.5g"),
        ("ZoneChanged", "400.7"),
    ]
    assert not game.is_on_battlefield(bears)


def test_120_5_a_planeswalker_with_no_loyalty_stays_until_sba(game: Game) -> None:
    alice, bob = players(game)
    walker = planeswalker(game, bob, 2)
    events = game.deal_damage(bolt(game, alice), walker, 2)
    assert not of_type(events, ZoneChanged)
    assert game.is_on_battlefield(walker)
    sba = game.check_state_based_actions()
    assert [e.rule for e in sba] == ["704.5i"]
    assert not game.is_on_battlefield(walker)


def test_120_6_damage_less_than_toughness_doesnt_kill(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    game.deal_damage(bolt(game, alice), target, 2)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(target)
    assert game.damage_on(target) == 2


def test_120_6_marked_damage_accumulates_until_lethal(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    source = bolt(game, alice)
    game.deal_damage(source, target, 2)
    game.check_state_based_actions()
    game.deal_damage(source, target, 1)
    assert game.damage_on(target) == 3
    sba = game.check_state_based_actions()
    assert [e.rule for e in of_type(sba, PermanentDestroyed)] == ["704.5g"]


def test_120_6_marked_damage_remains_until_cleanup(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    game.deal_damage(bolt(game, alice), target, 2)
    game.check_state_based_actions()
    assert game.damage_on(target) == 2
    events = game.cleanup()
    assert [(e.permanent, e.amount, e.rule) for e in of_type(events, DamageRemoved)] == [
        (target, 2, "514.2")
    ]
    assert game.damage_on(target) == 0


def test_120_6_marked_damage_remains_when_it_stops_being_a_creature(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    game.deal_damage(bolt(game, alice), target, 3)
    # No type-changing effects yet: change the state directly to stop it being a creature.
    game.state.objects[target].types = frozenset({CardType.ARTIFACT})
    assert game.check_state_based_actions() == []
    assert game.damage_on(target) == 3
    game.cleanup()
    assert game.damage_on(target) == 0


def test_120_6_regeneration_removes_all_marked_damage(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 3, 3)
    game.regenerate(target)
    game.deal_damage(bolt(game, alice), target, 4)
    sba = game.check_state_based_actions()
    assert [(type(e).__name__, e.rule) for e in sba] == [
        ("Regenerated", game.ruleset.regenerate_rule)
    ]
    assert isinstance(sba[0], Regenerated)
    assert game.is_on_battlefield(target)
    assert game.damage_on(target) == 0
    assert game.obj(target).tapped


def test_120_6_regenerate_rule_number_per_edition(ruleset: str) -> None:
    # CR 120.6 "see rule 701.14"; CR 2011 119.6 "see rule 701.12".
    assert Game(ruleset).ruleset.regenerate_rule == ("701.14" if ruleset == "current" else "701.12")


def test_120_6_indestructible_creature_keeps_lethal_damage(game: Game) -> None:
    alice, bob = players(game)
    target = creature(game, bob, 2, 2, keywords={"indestructible"})
    game.deal_damage(bolt(game, alice), target, 5)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(target)
    assert game.damage_on(target) == 5


# -- CR 120.7: the source, as it last existed -----------------------------------------------------
def _dies(game: Game, victim: EntityId, killer: EntityId) -> None:
    toughness = game.toughness(victim)
    game.deal_damage(killer, victim, toughness)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(victim)


def test_120_7_a_lifelinker_that_left_the_battlefield_still_gains_life(game: Game) -> None:
    alice, bob = players(game)
    lifelinker = creature(game, alice, 2, 2, keywords={"lifelink"})
    _dies(game, lifelinker, bolt(game, bob))
    events = game.deal_damage(lifelinker, bob, 2)
    assert dealt(events) == [(lifelinker, bob, 2)]
    assert [(e.player, e.amount, e.source) for e in of_type(events, LifeGained)] == [
        (alice, 2, lifelinker)
    ]
    assert (game.life(alice), game.life(bob)) == (22, 18)


def test_120_7_last_known_controller_gains_the_lifelink_life(game: Game) -> None:
    alice, bob = players(game)
    lifelinker = creature(game, alice, 2, 2, keywords={"lifelink"})
    game.set_controller(lifelinker, bob)
    _dies(game, lifelinker, bolt(game, alice))
    game.deal_damage(lifelinker, alice, 2)
    assert (game.life(alice), game.life(bob)) == (18, 22)


def test_120_7_an_infect_source_that_left_still_gives_poison(game: Game) -> None:
    alice, bob = players(game)
    infect = creature(game, alice, 2, 2, keywords={"infect"})
    _dies(game, infect, bolt(game, bob))
    events = game.deal_damage(infect, bob, 2)
    assert [(e.amount, e.rule) for e in of_type(events, PoisonCountersGiven)] == [
        (2, game.ruleset.damage("3b"))
    ]
    assert (game.poison(bob), game.life(bob)) == (2, 20)


def test_120_7_a_wither_source_that_left_still_puts_counters(game: Game) -> None:
    alice, bob = players(game)
    wither = creature(game, alice, 2, 2, keywords={"wither"})
    target = creature(game, bob, 4, 4)
    _dies(game, wither, bolt(game, bob))
    events = game.deal_damage(wither, target, 2)
    assert [(e.kind, e.amount) for e in of_type(events, CountersPut)] == [(MINUS_ONE, 2)]
    assert game.damage_on(target) == 0
    assert game.toughness(target) == 2


def test_120_7_a_deathtouch_source_that_left_still_has_deathtouch(game: Game) -> None:
    alice, bob = players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    target = creature(game, bob, 6, 6)
    _dies(game, deathtouch, bolt(game, bob))
    events = game.deal_damage(deathtouch, target, 1)
    assert [e.deathtouch for e in of_type(events, DamageDealt)] == [True]
    sba = game.check_state_based_actions()
    assert [e.rule for e in of_type(sba, PermanentDestroyed)] == ["704.5h"]
    assert not game.is_on_battlefield(target)


def test_120_7_a_new_object_in_the_graveyard_has_no_relation_to_the_old(game: Game) -> None:
    alice, bob = players(game)
    lifelinker = creature(game, alice, 2, 2, keywords={"lifelink"})
    _dies(game, lifelinker, bolt(game, bob))
    # The card in the graveyard is a new object (CR 400.7): the old id names the old one.
    assert lifelinker not in game.state.objects
    assert game.obj(lifelinker).keywords == frozenset({"lifelink"})


# -- CR 120.8: 0 damage is no damage -------------------------------------------------------------
def test_120_8_zero_damage_deals_no_damage(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    log_length = len(game.log)
    events = game.deal_damage(source, bob, 0)
    # Not dealt at all: no damage, no result, and no damage event occurs.
    assert events == []
    assert not of_type(events, DamageEventOccurred)
    assert len(game.log) == log_length
    assert game.life(bob) == 20


def test_120_8_zero_damage_triggers_nothing(game: Game) -> None:
    alice, bob = players(game)
    watcher = creature(
        game,
        bob,
        4,
        4,
        triggers=[
            TriggeredAbility(when=WhenDealtDamage(to=Match.ids_of(SELF)), effect=PutCounters())
        ],
    )
    dealer = creature(
        game,
        alice,
        0,
        4,
        keywords={"lifelink"},
        triggers=[
            TriggeredAbility(when=WhenDealsDamage(from_=Match.ids_of(SELF)), effect=PutCounters()),
            TriggeredAbility(when=WhenGainLife(who=Match.you()), effect=PutCounters()),
        ],
    )
    events = game.deal_damage(dealer, watcher, 0, combat=True)
    assert not of_type(events, AbilityTriggered)
    assert not of_type(events, LifeGained)
    assert game.pending_triggers == []
    # Control: 1 damage does trigger all three.
    events = game.deal_damage(dealer, watcher, 1, combat=True)
    assert sorted(e.source for e in of_type(events, AbilityTriggered)) == sorted(
        [watcher, dealer, dealer]
    )


def test_120_8_zero_damage_isnt_increased_by_a_replacement_effect(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    game.add_effect(ModifyDamage(from_=Match.ids_of(source), plus=2), controller=alice)
    events = game.deal_damage(source, bob, 0)
    assert not of_type(events, DamageReplaced)
    assert not of_type(events, DamageDealt)
    assert game.life(bob) == 20
    # Control: the same effect does apply to 1 damage.
    events = game.deal_damage(source, bob, 1)
    assert [(e.before, e.after) for e in of_type(events, DamageReplaced)] == [(1, 3)]
    assert game.life(bob) == 17


def test_120_8_zero_damage_isnt_redirected(game: Game) -> None:
    alice, bob = players(game)
    bears = creature(game, bob, 2, 2)
    source = bolt(game, alice)
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=bears), controller=bob)
    events = game.deal_damage(source, bob, 0)
    assert not of_type(events, DamageRedirected)
    assert game.damage_on(bears) == 0


def test_120_8_zero_damage_doesnt_use_up_a_prevention_shield(game: Game) -> None:
    alice, bob = players(game)
    source = bolt(game, alice)
    shield = game.add_effect(PreventDamage(amount=2, to=Match.ids_of(bob)), controller=bob)
    events = game.deal_damage(source, bob, 0)
    assert not of_type(events, DamagePrevented)
    assert not of_type(events, ShieldReduced)
    assert shield in game.state.effects
    # The full shield is still there: 3 damage, 2 prevented.
    game.deal_damage(source, bob, 3)
    assert game.life(bob) == 19


def test_120_8_a_zero_part_of_a_simultaneous_event_is_left_out(game: Game) -> None:
    alice, bob = players(game)
    first = creature(game, alice, 0, 2, keywords={"lifelink"})
    second = creature(game, alice, 2, 2)
    events = game.deal_damage_event(
        [DamagePart(first, bob, 0, combat=True), DamagePart(second, bob, 2, combat=True)]
    )
    assert dealt(events) == [(second, bob, 2)]
    assert [e.parts for e in of_type(events, DamageEventOccurred)] == [1]
    assert not of_type(events, LifeGained)
    assert (game.life(alice), game.life(bob)) == (20, 18)


def test_120_8_excess_of_zero_deals_nothing_to_the_excess_recipient() -> None:
    game = Game("current")
    alice, bob = players(game)
    game.add_effect(ModifyDamage(to=Match.ids_of(bob), plus=2), controller=alice)
    source = bolt(game, alice)
    target = creature(game, bob, 3, 3)
    events = game.deal_damage(source, target, 3, excess_to=bob)
    assert not of_type(events, DamageRedirected)
    assert not of_type(events, DamageReplaced)
    assert game.life(bob) == 20
