"""CR 702: the keywords that change combat damage, played through the game in both editions.

Trample (CR 2011 702.18, today 702.19), deathtouch (702.2; "any nonzero damage is lethal" is
702.2b in 2011 and 702.2c today), lifelink (2011 702.14, today 702.15; damage result CR 2011
119.3f / today 120.3f), infect (today 702.90) and wither (2011 702.78, today 702.80) (poison:
119.3b / 120.3b; -1/-1 counters: 119.3d / 120.3d), first strike
(702.7) and double strike (702.4) with the first-strike combat damage step (CR 2011 510.5,
today 510.4).
"""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import (
    AssignCombatDamage,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import CardDef, Restriction, SpellAbility
from mtgrules.effects.instructions import GrantKeyword, target
from mtgrules.effects.targets import TARGET_CREATURE
from mtgrules.events import (
    CountersPut,
    DamageDealt,
    DamagePrevented,
    Event,
    LifeGained,
    LifeLost,
    PermanentDestroyed,
    PlayerLost,
    PoisonCountersGiven,
)
from mtgrules.objects import MINUS_ONE, CardType, Keyword, Step
from mtgrules.rules.damage_assignment import IllegalDamageAssignmentError
from mtgrules.state import EntityId
from mtgrules.turn_events import FirstStrikeDamageStep
from tests.cards import FOREST, GIANT_GROWTH, MENDING_HANDS, MOUNTAIN, PLAINS
from tests.play import creature, decision, pass_step

# "Target creature gains double strike until end of turn." (Temur Battle Rage, {1}{R}, without
# its ferocious clause)
BATTLE_RAGE = CardDef(
    name="Temur Battle Rage",
    types=frozenset({CardType.INSTANT}),
    mana_cost=parse_mana_cost("{1}{R}"),
    spell=SpellAbility(
        effect=(GrantKeyword(keyword=Keyword.DOUBLE_STRIKE, on=target(0)),),
        targets=(TARGET_CREATURE,),
        text="Target creature gains double strike until end of turn.",
    ),
)

TRAMPLE_B = {"cr2011": "702.18b", "current": "702.19b"}
SECTION = {"cr2011": "119", "current": "120"}


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def fight(
    game: Game,
    alice: EntityId,
    bob: EntityId,
    attackers: tuple[EntityId, ...],
    blocks: tuple[tuple[EntityId, EntityId], ...] = (),
) -> list[Event]:
    """Begin at declare attackers, attack Bob with ``attackers``, declare ``blocks``, and pass
    to the (first) combat damage step; returns the events from the declaration of blockers."""
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((a, bob) for a in attackers)))
    pass_step(game)
    assert decision(game).kind == "declare blockers"
    events = game.apply(DeclareBlockers(blocks))
    return events + pass_step(game)


def combat_damage(events: list[Event]) -> dict[tuple[EntityId, EntityId], int]:
    found: dict[tuple[EntityId, EntityId], int] = {}
    for e in events:
        if isinstance(e, DamageDealt) and e.combat:
            found[(e.source, e.recipient)] = found.get((e.source, e.recipient), 0) + e.amount
    return found


def assign(game: Game, *parts: tuple[EntityId, dict[EntityId, int]]) -> list[Event]:
    data = tuple((c, tuple(sorted(a.items()))) for c, a in parts)
    return game.apply(AssignCombatDamage(data))


def normalized(options: list[dict[EntityId, int]]) -> list[tuple[tuple[EntityId, int], ...]]:
    return sorted(tuple(sorted(o.items())) for o in options)


def destroyed_for(events: list[Event], permanent: EntityId) -> str | None:
    for e in events:
        if isinstance(e, PermanentDestroyed) and e.permanent == permanent:
            return e.rule
    return None


# -- Trample -----------------------------------------------------------------------------------
def test_702_19b_trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player(
    ruleset: str,
) -> None:
    """CR 702.19b (2011: 702.18b): a 5/5 trampler blocked by a 2/2 assigns at least lethal (2)
    to the blocker and may assign the rest to Bob; less than lethal to the blocker with some
    to Bob is illegal and changes nothing."""
    game, alice, bob = new_game(ruleset)
    trampler = creature(game, alice, "Trampler", 5, 5, "trample")
    blocker = creature(game, bob, "Blocker", 2, 2)
    fight(game, alice, bob, (trampler,), ((blocker, trampler),))
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", alice)
    assert normalized(game.legal_assignments(trampler)) == normalized(
        [{blocker: 2, bob: 3}, {blocker: 3, bob: 2}, {blocker: 4, bob: 1}, {blocker: 5}]
    )
    state, log_length = game.state.copy(), len(game.log)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(game, (trampler, {blocker: 1, bob: 4}))
    assert (caught.value.rule, caught.value.creature) == (TRAMPLE_B[ruleset], trampler)
    assert game.state == state and len(game.log) == log_length
    assign(game, (trampler, {blocker: 2, bob: 3}))
    assert game.life(bob) == 17 and not game.is_on_battlefield(blocker)
    assert game.damage_on(trampler) == 2


def test_702_19b_trample_counts_damage_already_marked(ruleset: str) -> None:
    """CR 702.19b / 510.1c: lethal damage counts damage already marked: a 3/3 with 2 damage
    needs 1, so the 5/5 trampler may assign 4 to Bob."""
    game, alice, bob = new_game(ruleset)
    trampler = creature(game, alice, "Trampler", 5, 5, "trample")
    hurt = creature(game, bob, "Hurt", 3, 3, damage=2)
    fight(game, alice, bob, (trampler,), ((hurt, trampler),))
    options = game.legal_assignments(trampler)
    assert {hurt: 1, bob: 4} in options and len(options) == 5
    assign(game, (trampler, {hurt: 1, bob: 4}))
    assert game.life(bob) == 16 and not game.is_on_battlefield(hurt)


def test_702_2_trample_with_deathtouch_one_damage_is_lethal(ruleset: str) -> None:
    """CR 2011 702.2b / today 702.2c: with deathtouch, 1 damage is lethal for assignment; the
    4/4 blocker dealt 1 deathtouch damage is destroyed (CR 704.5h)."""
    game, alice, bob = new_game(ruleset)
    trampler = creature(game, alice, "Stinger", 5, 5, "trample", "deathtouch")
    wall = creature(game, bob, "Wall", 0, 4)
    fight(game, alice, bob, (trampler,), ((wall, trampler),))
    options = game.legal_assignments(trampler)
    assert min(o.get(wall, 0) for o in options) == 1
    assert {wall: 1, bob: 4} in options and len(options) == 5
    events = assign(game, (trampler, {wall: 1, bob: 4}))
    assert [e.deathtouch for e in events if isinstance(e, DamageDealt)] == [True, True]
    assert destroyed_for(events, wall) == "704.5h"
    assert game.life(bob) == 16


def test_702_19b_trample_over_two_blockers_order_in_2011_free_today(ruleset: str) -> None:
    """Both blockers must be assigned lethal damage before any goes to Bob; under cr2011 the
    order (First, Second) also binds between them: {First 1, Second 4} is illegal then (510.1c)
    and legal today."""
    game, alice, bob = new_game(ruleset)
    trampler = creature(game, alice, "Trampler", 5, 5, "trample")
    first = creature(game, bob, "First", 2, 2)
    second = creature(game, bob, "Second", 2, 2)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((trampler, bob),)))
    pass_step(game)
    game.apply(DeclareBlockers(((first, trampler), (second, trampler))))
    if ruleset == "cr2011":
        game.apply(OrderDamageAssignment(((trampler, (first, second)),)))
    pass_step(game)
    options = game.legal_assignments(trampler)
    assert {first: 2, second: 2, bob: 1} in options
    assert all(o.get(bob, 0) <= 1 for o in options)
    assert ({first: 1, second: 4} in options) == (ruleset == "current")
    assert len(options) == (5 if ruleset == "cr2011" else 7)
    assign(game, (trampler, {first: 2, second: 2, bob: 1}))
    assert game.life(bob) == 19
    assert not game.is_on_battlefield(first) and not game.is_on_battlefield(second)


def test_702_19b_trampler_may_rely_on_another_attackers_damage(ruleset: str) -> None:
    """CR 702.19b (2011: 702.18b), like its example: a 1/3 that can block an additional creature
    blocks a 3/3 and a 2/2 trampler. The 3/3 must assign its 3 to it, which is lethal, so the
    trampler may assign its 2 to Bob (lethal counts "damage from other creatures that's being
    assigned during the same combat damage step"). Alice must be asked; today and in 2011."""
    game, alice, bob = new_game(ruleset)
    ogre = creature(game, alice, "Ogre", 3, 3)
    trampler = creature(game, alice, "Trampler", 2, 2, "trample")
    wall = game.add_card(
        "Wide Wall",
        owner=bob,
        types={"Creature"},
        power=1,
        toughness=3,
        restrictions={Restriction.EXTRA_BLOCK},
    )
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((ogre, bob), (trampler, bob))))
    pass_step(game)
    game.apply(DeclareBlockers(((wall, ogre), (wall, trampler))))
    if ruleset == "cr2011":
        game.apply(OrderDamageAssignment(((wall, (ogre, trampler)),)))
    pass_step(game)
    assert {bob: 2} in game.legal_assignments(trampler, others={ogre: {wall: 3}})
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", alice)
    assign(game, (trampler, {bob: 2}))  # the Ogre's assignment is forced: not Alice's choice
    if decision(game).kind == "assign combat damage":  # today Bob divides the Wall's 1
        assert decision(game).player == bob
        assign(game, (wall, {ogre: 1}))
    assert game.life(bob) == 18 and not game.is_on_battlefield(wall)


def test_702_19d_double_strike_trampler_second_strike_all_to_the_player(ruleset: str) -> None:
    """Double strike and trample: the first strike kills the 2/2 blocker (2 to it, 1 to Bob);
    in the second step the attacker is still blocked with no blockers left and assigns all 3
    to Bob (CR 2011 702.18c / today 702.19d)."""
    game, alice, bob = new_game(ruleset)
    trampler = creature(game, alice, "Trampler", 3, 3, "trample", "double strike")
    blocker = creature(game, bob, "Blocker", 2, 2)
    fight(game, alice, bob, (trampler,), ((blocker, trampler),))
    assign(game, (trampler, {blocker: 2, bob: 1}))
    assert not game.is_on_battlefield(blocker) and game.life(bob) == 19
    second = pass_step(game)
    assert combat_damage(second) == {(trampler, bob): 3}
    assert game.life(bob) == 16 and game.damage_on(trampler) == 0


# -- Deathtouch --------------------------------------------------------------------------------
def test_702_2b_deathtouch_blocker_destroys_a_big_attacker(ruleset: str) -> None:
    """CR 702.2b today (702.2c in 2011) / 704.5h: a creature dealt damage by a deathtouch source
    is destroyed: the 1/1 deathtouch blocker and the 5/5 attacker both die."""
    game, alice, bob = new_game(ruleset)
    giant = creature(game, alice, "Giant", 5, 5)
    asp = creature(game, bob, "Asp", 1, 1, "deathtouch")
    events = fight(game, alice, bob, (giant,), ((asp, giant),))
    assert combat_damage(events) == {(giant, asp): 5, (asp, giant): 1}
    assert destroyed_for(events, giant) == "704.5h"
    assert destroyed_for(events, asp) == "704.5g"
    assert not game.is_on_battlefield(giant) and not game.is_on_battlefield(asp)


def test_702_2_deathtouch_attacker_divides_one_lethal_each(ruleset: str) -> None:
    """Deathtouch makes 1 damage lethal for assignment: a 2/2 deathtouch attacker blocked by two
    3/3s may assign 1 to each (both die). Under cr2011 its order (First, Second) allows 1/1 or
    2/0; today 0/2 is legal too."""
    game, alice, bob = new_game(ruleset)
    asp = creature(game, alice, "Asp", 2, 2, "deathtouch")
    first = creature(game, bob, "First", 3, 3)
    second = creature(game, bob, "Second", 3, 3)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((asp, bob),)))
    pass_step(game)
    game.apply(DeclareBlockers(((first, asp), (second, asp))))
    if ruleset == "cr2011":
        game.apply(OrderDamageAssignment(((asp, (first, second)),)))
    pass_step(game)
    expected = [{first: 1, second: 1}, {first: 2}]
    if ruleset == "current":
        expected.append({second: 2})
    assert normalized(game.legal_assignments(asp)) == normalized(expected)
    events = assign(game, (asp, {first: 1, second: 1}))
    assert destroyed_for(events, first) == "704.5h" and destroyed_for(events, second) == "704.5h"
    assert not game.is_on_battlefield(asp)


def test_702_7_first_strike_deathtouch_kills_before_the_blocker_strikes(ruleset: str) -> None:
    """First strike and deathtouch: the 1/1 kills the 5/5 blocker in the first-strike step, so
    the blocker deals no combat damage."""
    game, alice, bob = new_game(ruleset)
    asp = creature(game, alice, "Asp", 1, 1, "first strike", "deathtouch")
    giant = creature(game, bob, "Giant", 5, 5)
    first = fight(game, alice, bob, (asp,), ((giant, asp),))
    assert combat_damage(first) == {(asp, giant): 1}
    assert destroyed_for(first, giant) == "704.5h"
    second = pass_step(game)
    assert combat_damage(second) == {}
    assert game.is_on_battlefield(asp)


# -- Lifelink ----------------------------------------------------------------------------------
def test_702_15_lifelink_unblocked_and_blocked(ruleset: str) -> None:
    """Lifelink (damage result CR 2011 119.3f / today 120.3f): its controller gains as much life
    as it deals, to a player or to a creature (all of it, even beyond lethal)."""
    game, alice, bob = new_game(ruleset)
    linker = creature(game, alice, "Linker", 3, 3, "lifelink")
    other = creature(game, alice, "Other Linker", 4, 4, "lifelink")
    bear = creature(game, bob, "Bear", 2, 2)
    events = fight(game, alice, bob, (linker, other), ((bear, other),))
    gains = [e for e in events if isinstance(e, LifeGained)]
    assert sorted(e.amount for e in gains) == [3, 4]
    assert all(e.player == alice and e.rule == f"{SECTION[ruleset]}.3f" for e in gains)
    assert game.life(alice) == 27 and game.life(bob) == 17


def test_702_15_both_lifelinkers_gain_at_the_same_time(ruleset: str) -> None:
    """Combat damage is one event (CR 510.2): two lifelinkers blocking each other both gain,
    and both die."""
    game, alice, bob = new_game(ruleset)
    mine = creature(game, alice, "Mine", 2, 2, "lifelink")
    theirs = creature(game, bob, "Theirs", 3, 2, "lifelink")
    fight(game, alice, bob, (mine,), ((theirs, mine),))
    assert game.life(alice) == 22 and game.life(bob) == 23
    assert not game.is_on_battlefield(mine) and not game.is_on_battlefield(theirs)


def test_702_15_lifelink_with_double_strike_gains_in_each_step(ruleset: str) -> None:
    """A double striker with lifelink deals damage, and its controller gains life, in each
    combat damage step: two life gains of 2."""
    game, alice, bob = new_game(ruleset)
    linker = creature(game, alice, "Linker", 2, 2, "lifelink", "double strike")
    events = fight(game, alice, bob, (linker,))
    events += pass_step(game)
    assert [e.amount for e in events if isinstance(e, LifeGained)] == [2, 2]
    assert game.life(alice) == 24 and game.life(bob) == 16


def test_702_15_lifelink_gains_only_the_damage_actually_dealt(ruleset: str) -> None:
    """Mending Hands prevents the next 4 damage to Bob's blocker: the 3/3 lifelinker deals none
    to it, so Alice gains no life (lifelink is a result of damage dealt)."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(PLAINS, owner=bob, zone="battlefield")
    hands = game.add_card_def(MENDING_HANDS, owner=bob, zone="hand")
    linker = creature(game, alice, "Linker", 3, 3, "lifelink")
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((linker, bob),)))
    pass_step(game)
    game.apply(DeclareBlockers(((wall, linker),)))
    game.apply(PassPriority())
    game.apply(CastSpell(hands, (wall,)))
    events = game.apply(PassPriority()) + game.apply(PassPriority())  # Mending Hands resolves
    events += pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    assert sum(e.amount for e in events if isinstance(e, DamagePrevented)) == 3
    assert not any(isinstance(e, LifeGained) for e in events)
    assert game.life(alice) == 20 and game.damage_on(wall) == 0


# -- Infect and wither -------------------------------------------------------------------------
def test_702_90_infect_gives_poison_to_players_and_counters_to_creatures(ruleset: str) -> None:
    """Infect: combat damage to a player gives poison counters instead of life loss (CR 2011
    119.3b / 120.3b); to a creature, -1/-1 counters instead of marked damage (119.3d /
    120.3d): a 2/2 blocked by a 2/2 infect creature becomes 0/0 and is put into the graveyard
    (CR 704.5f)."""
    game, alice, bob = new_game(ruleset)
    rot = creature(game, alice, "Rot", 2, 2, "infect")
    other = creature(game, alice, "Other Rot", 2, 3, "infect")
    bear = creature(game, bob, "Bear", 2, 2)
    events = fight(game, alice, bob, (rot, other), ((bear, other),))
    poison = [e for e in events if isinstance(e, PoisonCountersGiven)]
    assert [(e.player, e.amount, e.rule) for e in poison] == [(bob, 2, f"{SECTION[ruleset]}.3b")]
    counters = [e for e in events if isinstance(e, CountersPut) and e.permanent == bear]
    assert [(e.kind, e.amount, e.rule) for e in counters] == [
        (MINUS_ONE, 2, f"{SECTION[ruleset]}.3d")
    ]
    assert game.poison(bob) == 2 and game.life(bob) == 20
    assert not any(isinstance(e, LifeLost) for e in events)
    assert destroyed_for(events, bear) is None  # not destroyed: toughness 0 (704.5f)
    assert not game.is_on_battlefield(bear)
    assert game.damage_on(other) == 2  # the Bear's damage is ordinary damage


def test_704_5c_ten_poison_counters_from_combat_lose_the_game(ruleset: str) -> None:
    """An unblocked 10/10 with infect gives Bob 10 poison counters: he loses (CR 704.5c)."""
    game, alice, bob = new_game(ruleset)
    horror = creature(game, alice, "Horror", 10, 10, "infect")
    events = fight(game, alice, bob, (horror,))
    assert game.poison(bob) == 10 and game.life(bob) == 20
    assert [e.rule for e in events if isinstance(e, PlayerLost) and e.player == bob] == ["704.5c"]
    assert game.winners == frozenset({alice})
    assert game.decision() is None


def test_702_80_wither_counters_on_creatures_life_loss_to_players(ruleset: str) -> None:
    """Wither: damage to a creature is -1/-1 counters (the 4/4 blocker becomes 2/2, no damage
    marked), damage to a player is ordinary life loss."""
    game, alice, bob = new_game(ruleset)
    thorn = creature(game, alice, "Thorn", 2, 2, "wither")
    other = creature(game, alice, "Other Thorn", 2, 2, "wither")
    ox = creature(game, bob, "Ox", 1, 4)
    fight(game, alice, bob, (thorn, other), ((ox, other),))
    assert game.counters(ox) == {MINUS_ONE: 2} and game.damage_on(ox) == 0
    assert game.toughness(ox) == 2 and game.power(ox) == -1
    assert game.life(bob) == 18 and game.poison(bob) == 0


def test_702_7_first_strike_wither_shrinks_the_blocker_before_it_strikes(ruleset: str) -> None:
    """First strike and wither: the -1/-1 counters from the first-strike step lower the
    blocker's power before it assigns damage in the second step (CR 510.1a: damage equal to
    its power then): the 3/3 blocker becomes 1/1 and deals 1."""
    game, alice, bob = new_game(ruleset)
    thorn = creature(game, alice, "Thorn", 2, 2, "wither", "first strike")
    ox = creature(game, bob, "Ox", 3, 3)
    first = fight(game, alice, bob, (thorn,), ((ox, thorn),))
    assert combat_damage(first) == {(thorn, ox): 2}
    assert game.power(ox) == 1
    second = pass_step(game)
    assert combat_damage(second) == {(ox, thorn): 1}
    assert game.damage_on(thorn) == 1 and game.is_on_battlefield(thorn)


# -- First strike and double strike ------------------------------------------------------------
def test_702_7b_first_strike_blocker_kills_the_attacker_first(ruleset: str) -> None:
    """A blocker with first strike deals its damage in the first-strike step; the 2/2 attacker
    dies before it deals damage."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear", 2, 2)
    knight = creature(game, bob, "Knight", 2, 2, "first strike")
    first = fight(game, alice, bob, (bear,), ((knight, bear),))
    assert [e.creatures for e in first if isinstance(e, FirstStrikeDamageStep)] == [(knight,)]
    assert combat_damage(first) == {(knight, bear): 2}
    assert not game.is_on_battlefield(bear)
    assert combat_damage(pass_step(game)) == {}
    assert game.damage_on(knight) == 0


def test_702_4_first_strike_against_double_strike_both_strike_first(ruleset: str) -> None:
    """A first striker and a double striker both deal damage in the first step (CR 510.5 /
    today 510.4); the double striker, if it survives, deals damage again in the second."""
    game, alice, bob = new_game(ruleset)
    duelist = creature(game, alice, "Duelist", 1, 3, "double strike")
    knight = creature(game, bob, "Knight", 1, 3, "first strike")
    first = fight(game, alice, bob, (duelist,), ((knight, duelist),))
    assert combat_damage(first) == {(duelist, knight): 1, (knight, duelist): 1}
    second = pass_step(game)
    assert combat_damage(second) == {(duelist, knight): 1}  # the Knight doesn't strike again
    assert game.damage_on(knight) == 2 and game.damage_on(duelist) == 1


def test_702_4d_double_strike_given_after_first_strike_damage_strikes_again(
    ruleset: str,
) -> None:
    """CR 702.4d: giving double strike to a creature with first strike after it has dealt combat
    damage in the first step lets it assign combat damage in the second step too (CR 510.5:
    "the remaining attackers and blockers that currently have double strike")."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    rage = game.add_card_def(BATTLE_RAGE, owner=alice, zone="hand")
    knight = creature(game, alice, "Knight", 2, 2, "first strike")
    first = fight(game, alice, bob, (knight,))
    assert combat_damage(first) == {(knight, bob): 2}
    game.apply(CastSpell(rage, (knight,)))
    game.apply(PassPriority())
    game.apply(PassPriority())  # resolves: the Knight has double strike now
    assert game.obj(knight).has(Keyword.DOUBLE_STRIKE)
    second = pass_step(game)
    assert combat_damage(second) == {(knight, bob): 2}
    assert game.life(bob) == 16


def test_702_7c_first_striker_deals_no_damage_in_the_second_step(ruleset: str) -> None:
    """CR 702.7c / 510.5: a creature with first strike (not double strike) deals combat damage
    only in the first step, even if it grows between the steps."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    knight = creature(game, alice, "Knight", 2, 2, "first strike")
    bear = creature(game, alice, "Bear", 2, 2)
    first = fight(game, alice, bob, (knight, bear))
    assert combat_damage(first) == {(knight, bob): 2}
    game.apply(CastSpell(growth, (knight,)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    second = pass_step(game)
    assert combat_damage(second) == {(bear, bob): 2}
    assert game.life(bob) == 16
