"""CR 508-509: declaring attackers and blockers, played through the game, in both editions.

What a creature may attack (a player or a planeswalker, CR 508.1b), who may attack (untapped,
no summoning sickness unless it has haste: CR 508.1a, 302.6; not with defender, 702.3b), what
attacking does (taps, unless vigilance: 508.1f; vigilance is 702.19 in 2011, 702.20 today), who
may block (untapped, 509.1a; restrictions 509.1b: "can't block", flying 702.9b, reach (2011
702.16, today 702.17), menace (today 702.111; not in the 2011 rules)), how many
creatures a creature may block ("can block an additional creature"), and the damage
assignment orders of CR 2011 509.2-509.3 (gone today). An illegal declaration raises an error
naming the rule and leaves the game exactly as it was (CR 508.1, 509.1: "the game returns to
the moment before the declaration").
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules import Game
from mtgrules.actions import (
    Action,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.cards.model import Restriction
from mtgrules.effects.base import Match
from mtgrules.effects.instructions import SELF, GainLife
from mtgrules.effects.triggers import TriggeredAbility, WhenBlocks
from mtgrules.errors import RulesError
from mtgrules.events import AbilityTriggered, Event
from mtgrules.objects import Step
from mtgrules.state import EntityId
from mtgrules.turn_events import StepBegan, Tapped
from tests.cards import (
    FORIYSIAN_BRIGADE,
    GOBLIN_PIKER,
    HILL_GIANT,
    MOUNTAIN,
    PRIDE_GUARDIAN,
    RAGING_GOBLIN,
    SQUADRON_HAWK,
)
from tests.play import decision, pass_step

Pairs = tuple[tuple[EntityId, EntityId], ...]

BLOCKS_TRIGGER_RULE = {"cr2011": "509.4a", "current": "509.3a"}


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def creature(
    game: Game,
    controller: EntityId,
    name: str,
    power: int = 2,
    toughness: int = 2,
    *keywords: str,
    tapped: bool = False,
    restrictions: tuple[Restriction, ...] = (),
) -> EntityId:
    return game.add_card(
        name,
        owner=controller,
        types={"Creature"},
        power=power,
        toughness=toughness,
        keywords=keywords,
        tapped=tapped,
        restrictions=restrictions,
    )


def to_blocks(game: Game, *attacks: tuple[EntityId, EntityId]) -> list[Event]:
    """Declare attackers, then pass to the declare blockers step."""
    events = game.apply(DeclareAttackers(tuple(attacks)))
    events += pass_step(game)
    assert decision(game).kind == "declare blockers"
    return events


def rejected(game: Game, action: Action) -> RulesError:
    """Apply an illegal action: it raises, and the game is exactly as it was."""
    state, log_length = game.state.copy(), len(game.log)
    waiting = game.decision()
    with pytest.raises(RulesError) as caught:
        game.apply(action)
    assert game.state == state and len(game.log) == log_length
    assert game.decision() == waiting
    return caught.value


def accepted(game: Game, action: Action) -> bool:
    """Whether a copy of the game accepts the action."""
    trial = game.copy()
    try:
        trial.apply(action)
    except RulesError:
        return False
    return True


def as_set(pairs: Pairs) -> frozenset[tuple[EntityId, EntityId]]:
    return frozenset(pairs)


def attack_sets(game: Game) -> set[frozenset[tuple[EntityId, EntityId]]]:
    found = set()
    for action in game.legal_actions():
        assert isinstance(action, DeclareAttackers)
        found.add(as_set(action.attacks))
    return found


def block_sets(game: Game) -> set[frozenset[tuple[EntityId, EntityId]]]:
    found = set()
    for action in game.legal_actions():
        assert isinstance(action, DeclareBlockers)
        found.add(as_set(action.blocks))
    return found


# -- CR 508.1: declaring attackers -------------------------------------------------------------
def test_508_1b_attack_a_player_or_a_planeswalker(ruleset: str) -> None:
    """CR 508.1b: each attacker attacks the defending player or a planeswalker he controls; not
    its own controller, nor its controller's planeswalker."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    jace = game.add_permanent("Jace", controller=bob, types={"Planeswalker"}, loyalty=3)
    mine = game.add_permanent("Ajani", controller=alice, types={"Planeswalker"}, loyalty=3)
    game.begin("declare attackers", active=alice)
    d = decision(game)
    assert (d.kind, d.player, d.rule) == ("declare attackers", alice, "508.1")
    assert game.legal_actions() == [
        DeclareAttackers(()),
        DeclareAttackers(((bear, bob),)),
        DeclareAttackers(((bear, jace),)),
    ]
    for wrong in (alice, mine):
        assert rejected(game, DeclareAttackers(((bear, wrong),))).rule == "508.1b"
    events = game.apply(DeclareAttackers(((bear, jace),)))
    combat = game.state.combat
    assert combat is not None and combat.attackers == {bear: jace}
    assert [e.rule for e in events if isinstance(e, Tapped)] == ["508.1f"]
    assert game.state.objects[bear].tapped


def test_302_6_creature_cast_this_turn_cant_attack_but_haste_can(ruleset: str) -> None:
    """CR 302.6 (2011 also 508.1a): a creature can't attack unless its controller has
    controlled it continuously since their most recent turn began; haste lifts this."""
    game, alice, bob = new_game(ruleset)
    for _ in range(4):
        game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    veteran = creature(game, alice, "Veteran")
    game.begin("precombat main", active=alice)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    game.apply(CastSpell(giant, ()))
    game.apply(PassPriority())
    game.apply(PassPriority())  # Hill Giant resolves and enters the battlefield
    entered = [o.id for o in game.state.battlefield() if o.name == "Hill Giant"]
    assert len(entered) == 1
    giant_now = entered[0]
    pass_step(game)  # to the beginning of combat
    pass_step(game)  # to the declare attackers step
    assert decision(game).kind == "declare attackers"
    assert attack_sets(game) == {
        frozenset(),
        frozenset({(veteran, bob)}),
        frozenset({(goblin, bob)}),
        frozenset({(veteran, bob), (goblin, bob)}),
    }
    error = rejected(game, DeclareAttackers(((giant_now, bob),)))
    assert error.rule == "302.6" and "Hill Giant" in error.message
    game.apply(DeclareAttackers(((veteran, bob), (goblin, bob))))


def test_302_6_summoning_sickness_doesnt_stop_blocking(ruleset: str) -> None:
    """CR 302.6 restricts attacking and {T} abilities only: a creature that came under Bob's
    control this turn may block."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    game.begin("declare attackers", active=alice)
    fresh = creature(game, bob, "Fresh Recruit")
    to_blocks(game, (bear, bob))
    assert DeclareBlockers(((fresh, bear),)) in game.legal_actions()
    game.apply(DeclareBlockers(((fresh, bear),)))


def test_702_3b_defender_cant_attack_but_can_block(ruleset: str) -> None:
    """CR 702.3b: a creature with defender can't attack (Pride Guardian); it can block."""
    game, alice, bob = new_game(ruleset)
    guardian = game.add_card_def(PRIDE_GUARDIAN, owner=alice, zone="battlefield")
    bear = creature(game, alice, "Bear")
    game.begin("declare attackers", active=alice)
    assert attack_sets(game) == {frozenset(), frozenset({(bear, bob)})}
    error = rejected(game, DeclareAttackers(((guardian, bob),)))
    assert error.rule == "702.3b" and "defender" in error.message
    # Bob's Pride Guardian blocks.
    game2, alice2, bob2 = new_game(ruleset)
    bear2 = creature(game2, alice2, "Bear")
    wall = game2.add_card_def(PRIDE_GUARDIAN, owner=bob2, zone="battlefield")
    game2.begin("declare attackers", active=alice2)
    to_blocks(game2, (bear2, bob2))
    game2.apply(DeclareBlockers(((wall, bear2),)))


def test_702_20b_vigilance_attacks_without_tapping(ruleset: str) -> None:
    """CR 508.1f: attacking creatures become tapped; vigilance (today 702.20b, 2011 702.19b):
    not those with vigilance."""
    game, alice, bob = new_game(ruleset)
    watcher = creature(game, alice, "Watcher", 2, 2, "vigilance")
    bear = creature(game, alice, "Bear")
    game.begin("declare attackers", active=alice)
    events = game.apply(DeclareAttackers(((watcher, bob), (bear, bob))))
    assert [(e.permanent, e.rule) for e in events if isinstance(e, Tapped)] == [(bear, "508.1f")]
    assert not game.state.objects[watcher].tapped and game.state.objects[bear].tapped


def test_508_1a_tapped_creature_cant_attack(ruleset: str) -> None:
    """CR 508.1a: the chosen creatures must be untapped."""
    game, alice, bob = new_game(ruleset)
    tired = creature(game, alice, "Tired", tapped=True)
    game.begin("declare attackers", active=alice)
    assert game.legal_actions() == [DeclareAttackers(())]
    error = rejected(game, DeclareAttackers(((tired, bob),)))
    assert error.rule == "508.1a" and "tapped" in error.message


def test_508_1a_only_the_active_players_untapped_creatures_attack(ruleset: str) -> None:
    """CR 508.1a: Bob's creature can't be declared as Alice's attacker; a creature can't be
    declared twice; an unknown id is rejected; each with the state unchanged."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    theirs = creature(game, bob, "Their Bear")
    game.begin("declare attackers", active=alice)
    assert rejected(game, DeclareAttackers(((theirs, alice),))).rule == "508.1a"
    assert rejected(game, DeclareAttackers(((theirs, bob),))).rule == "508.1a"
    assert rejected(game, DeclareAttackers(((bear, bob), (bear, bob)))).rule == "508.1a"
    assert rejected(game, DeclareAttackers(((999, bob),))).rule == "508.1a"


def test_508_1_the_game_waits_for_the_declaration(ruleset: str) -> None:
    """CR 508.1 / 509.1: a turn-based action: the game waits for the declaration, not for
    priority; any other action is rejected with the rule and changes nothing."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    assert rejected(game, PassPriority()).rule == "508.1"
    assert rejected(game, DeclareBlockers(((wall, bear),))).rule == "508.1"
    to_blocks(game, (bear, bob))
    d = decision(game)
    assert (d.player, d.rule) == (bob, "509.1")
    assert rejected(game, PassPriority()).rule == "509.1"
    assert rejected(game, DeclareAttackers(((bear, bob),))).rule == "509.1"


def test_508_6_no_attackers_skips_to_end_of_combat(ruleset: str) -> None:
    """CR 2011 508.6 / today 508.8: if no creatures are declared as attackers, the declare
    blockers and combat damage steps are skipped."""
    game, alice, _ = new_game(ruleset)
    creature(game, alice, "Bear")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(()))
    events = pass_step(game)
    assert [e.step for e in events if isinstance(e, StepBegan)] == [Step.END_OF_COMBAT]


# -- CR 509.1: declaring blockers --------------------------------------------------------------
def test_509_1a_tapped_creature_cant_block(ruleset: str) -> None:
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    tired = creature(game, bob, "Tired", tapped=True)
    game.begin("declare attackers", active=alice)
    to_blocks(game, (bear, bob))
    assert game.legal_actions() == [DeclareBlockers(())]
    error = rejected(game, DeclareBlockers(((tired, bear),)))
    assert error.rule == "509.1a" and "tapped" in error.message


def test_509_1a_only_the_defending_players_creatures_block_attackers(ruleset: str) -> None:
    """CR 509.1a: Bob's untapped creatures block creatures attacking him; Alice's creature
    can't block, nor can a creature block a creature that isn't attacking, or the same
    attacker twice."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    home = creature(game, alice, "Stay-at-home")
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    to_blocks(game, (bear, bob))
    assert rejected(game, DeclareBlockers(((home, bear),))).rule == "509.1a"
    assert rejected(game, DeclareBlockers(((wall, home),))).rule == "509.1a"
    assert rejected(game, DeclareBlockers(((wall, bear), (wall, bear)))).rule == "509.1a"
    assert rejected(game, DeclareBlockers(((999, bear),))).rule == "509.1a"
    game.apply(DeclareBlockers(((wall, bear),)))


def test_509_1b_goblin_piker_cant_block(ruleset: str) -> None:
    """CR 509.1b: Goblin Piker "can't block"."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear")
    piker = game.add_card_def(GOBLIN_PIKER, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    to_blocks(game, (bear, bob))
    assert game.legal_actions() == [DeclareBlockers(())]
    error = rejected(game, DeclareBlockers(((piker, bear),)))
    assert error.rule == "509.1b" and "Goblin Piker" in error.message


def test_702_9b_flying_is_blocked_only_by_flying_or_reach(ruleset: str) -> None:
    """CR 702.9b: Squadron Hawk can be blocked only by creatures with flying or reach (today
    702.17b, 2011 702.16b); a flyer may block a creature without flying."""
    game, alice, bob = new_game(ruleset)
    hawk = game.add_card_def(SQUADRON_HAWK, owner=alice, zone="battlefield")
    bear = creature(game, alice, "Bear")
    ground = creature(game, bob, "Ground")
    spider = creature(game, bob, "Spider", 1, 3, "reach")
    bird = creature(game, bob, "Bird", 1, 1, "flying")
    game.begin("declare attackers", active=alice)
    to_blocks(game, (hawk, bob), (bear, bob))
    error = rejected(game, DeclareBlockers(((ground, hawk),)))
    assert error.rule == "702.9b" and "flying" in error.message
    options = block_sets(game)
    for blocker in (spider, bird):
        assert frozenset({(blocker, hawk)}) in options
        assert frozenset({(blocker, bear)}) in options
    assert not any((ground, hawk) in o for o in options)
    # Each of 3 blockers: not block, block the Bear, or (spider, bird) block the Hawk too.
    assert len(options) == 2 * 3 * 3
    game.apply(DeclareBlockers(((spider, hawk), (bird, bear), (ground, bear))))


def test_menace_needs_two_or_more_blockers() -> None:
    """Menace (today CR 702.111b): a creature with menace can't be blocked except by two or
    more creatures; one blocker is illegal (nothing changes), two or three are fine."""
    game, alice, bob = new_game("current")
    brute = creature(game, alice, "Brute", 3, 3, "menace")
    first, second, third = (creature(game, bob, f"Blocker {i}") for i in range(3))
    game.begin("declare attackers", active=alice)
    to_blocks(game, (brute, bob))
    error = rejected(game, DeclareBlockers(((first, brute),)))
    assert "menace" in error.message
    assert block_sets(game) == {
        frozenset(),
        frozenset({(first, brute), (second, brute)}),
        frozenset({(first, brute), (third, brute)}),
        frozenset({(second, brute), (third, brute)}),
        frozenset({(first, brute), (second, brute), (third, brute)}),
    }
    game.apply(DeclareBlockers(((first, brute), (second, brute))))


def test_702_111b_menace_error_cites_the_menace_rule() -> None:
    """Menace is CR 702.111 today (702.110 is Exploit)."""
    game, alice, bob = new_game("current")
    brute = creature(game, alice, "Brute", 3, 3, "menace")
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    to_blocks(game, (brute, bob))
    assert rejected(game, DeclareBlockers(((wall, brute),))).rule == "702.111b"


def test_509_1a_brigade_can_block_an_additional_creature_but_not_three(ruleset: str) -> None:
    """Foriysian Brigade "can block an additional creature": it may block two attackers, not
    three; a creature without the ability blocks one (CR 509.1a: "one creature for it to
    block")."""
    game, alice, bob = new_game(ruleset)
    attackers = [creature(game, alice, f"Attacker {i}") for i in range(3)]
    brigade = game.add_card_def(FORIYSIAN_BRIGADE, owner=bob, zone="battlefield")
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    to_blocks(game, *((a, bob) for a in attackers))
    first, second, third = attackers
    error = rejected(game, DeclareBlockers(((brigade, first), (brigade, second), (brigade, third))))
    assert error.rule == "509.1a" and "Foriysian Brigade" in error.message
    error = rejected(game, DeclareBlockers(((wall, first), (wall, second))))
    assert error.rule == "509.1a"
    options = block_sets(game)
    # Brigade: none, one of 3, or two of 3 (7 ways); Wall: none or one of 3 (4 ways).
    assert len(options) == 7 * 4
    assert all(sum(b == brigade for b, _ in o) <= 2 for o in options)
    assert all(sum(b == wall for b, _ in o) <= 1 for o in options)
    game.apply(DeclareBlockers(((brigade, first), (brigade, second), (wall, second))))
    combat = game.state.combat
    assert combat is not None
    assert combat.blocking[brigade] == [first, second]
    assert combat.blocked_by[second] == [brigade, wall]
    assert combat.blocked == {first, second}


def test_509_1h_several_blockers_on_one_attacker_and_the_2011_order(ruleset: str) -> None:
    """Several creatures may block one attacker (CR 509.1a). Under cr2011 the active player
    then announces its damage assignment order (CR 2011 509.2); today there is none, and
    Alice gets priority at once. An order that doesn't list exactly the blockers is illegal."""
    game, alice, bob = new_game(ruleset)
    giant = creature(game, alice, "Giant", 5, 5)
    first = creature(game, bob, "First")
    second = creature(game, bob, "Second")
    game.begin("declare attackers", active=alice)
    to_blocks(game, (giant, bob))
    game.apply(DeclareBlockers(((first, giant), (second, giant))))
    d = decision(game)
    if ruleset == "current":
        assert (d.kind, d.player) == ("priority", alice)
        return
    assert (d.kind, d.player, d.rule) == ("order blockers", alice, "509.2")
    assert set(game.legal_actions()) == {
        OrderDamageAssignment(((giant, (first, second)),)),
        OrderDamageAssignment(((giant, (second, first)),)),
    }
    for wrong in ((first,), (first, first), (first, second, second), (first, 999)):
        assert rejected(game, OrderDamageAssignment(((giant, wrong),))).rule == "509.2"
    assert rejected(game, OrderDamageAssignment(())).rule == "509.2"
    assert rejected(game, PassPriority()).rule == "509.2"
    game.apply(OrderDamageAssignment(((giant, (second, first)),)))
    combat = game.state.combat
    assert combat is not None and combat.blocked_by[giant] == [second, first]
    assert decision(game).kind == "priority"


def test_509_3_malformed_blocker_order_cites_509_3() -> None:
    """CR 2011 509.3: the defending player orders the attackers a blocker blocks; an order
    that doesn't list exactly them is illegal under 509.3, not 509.2."""
    game, alice, bob = new_game("cr2011")
    first = creature(game, alice, "First")
    second = creature(game, alice, "Second")
    brigade = game.add_card_def(FORIYSIAN_BRIGADE, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    to_blocks(game, (first, bob), (second, bob))
    game.apply(DeclareBlockers(((brigade, first), (brigade, second))))
    d = decision(game)
    assert (d.kind, d.player, d.rule) == ("order attackers", bob, "509.3")
    assert rejected(game, OrderDamageAssignment(())).rule == "509.3"
    assert rejected(game, OrderDamageAssignment(((brigade, (first, first)),))).rule == "509.3"


def test_509_whenever_blocks_triggers_once_with_its_rule(ruleset: str) -> None:
    """A "whenever this creature blocks" ability triggers once per combat even if it blocks two
    creatures (CR 2011 509.4a / today 509.3a); the ability goes on the stack before Alice gets
    priority and Bob gains 3 life when it resolves."""
    game, alice, bob = new_game(ruleset)
    first = creature(game, alice, "First")
    second = creature(game, alice, "Second")
    text = "Whenever this creature blocks, you gain 3 life."
    guard = game.add_card(
        "Wide Guard",
        owner=bob,
        types={"Creature"},
        power=0,
        toughness=5,
        restrictions={Restriction.EXTRA_BLOCK},
        triggers=[
            TriggeredAbility(
                when=WhenBlocks(who=Match.ids_of(SELF)), effect=GainLife(amount=3), text=text
            )
        ],
    )
    game.begin("declare attackers", active=alice)
    to_blocks(game, (first, bob), (second, bob))
    events = game.apply(DeclareBlockers(((guard, first), (guard, second))))
    if ruleset == "cr2011":
        events += game.apply(OrderDamageAssignment(((guard, (first, second)),)))
    fired = [e for e in events if isinstance(e, AbilityTriggered)]
    assert [(e.source, e.rule) for e in fired] == [(guard, BLOCKS_TRIGGER_RULE[ruleset])]
    assert len(game.state.stack) == 1 and decision(game).player == alice
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.life(bob) == 23


def test_legal_actions_list_exactly_the_legal_declarations(ruleset: str) -> None:
    """In a small case legal_actions() is exactly the legal declarations, each accepted.
    Alice: a Hawk (flying), a Bear and a Wall (defender). Bob: a Spider (reach), an Elf and
    Goblin Piker (can't block)."""
    game, alice, bob = new_game(ruleset)
    hawk = game.add_card_def(SQUADRON_HAWK, owner=alice, zone="battlefield")
    bear = creature(game, alice, "Bear")
    creature(game, alice, "Wall", 0, 4, "defender")
    spider = creature(game, bob, "Spider", 1, 3, "reach")
    elf = creature(game, bob, "Elf", 1, 1)
    game.add_card_def(GOBLIN_PIKER, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    assert attack_sets(game) == {
        frozenset(),
        frozenset({(hawk, bob)}),
        frozenset({(bear, bob)}),
        frozenset({(hawk, bob), (bear, bob)}),
    }
    assert len(game.legal_actions()) == 4
    assert all(accepted(game, a) for a in game.legal_actions())
    to_blocks(game, (hawk, bob), (bear, bob))
    assert block_sets(game) == {
        frozenset(),
        frozenset({(spider, hawk)}),
        frozenset({(spider, bear)}),
        frozenset({(elf, bear)}),
        frozenset({(spider, hawk), (elf, bear)}),
        frozenset({(spider, bear), (elf, bear)}),
    }
    assert len(game.legal_actions()) == 6
    assert all(accepted(game, a) for a in game.legal_actions())


# -- Property: legal_actions() is exactly what apply() accepts ---------------------------------
KEYWORDS = ["flying", "reach", "defender", "haste", "menace", "vigilance"]
RESTRICTIONS = [None, Restriction.CANT_BLOCK, Restriction.EXTRA_BLOCK, Restriction.CANT_ATTACK]
DECLARATION_RULES = {"508.1a", "508.1b", "508.1c", "302.6", "702.3b"}
BLOCK_RULES = {"509.1a", "509.1b", "702.9b", "702.110b", "702.111b"}

Spec = tuple[frozenset[str], Restriction | None, bool, bool]


@st.composite
def spec(draw: st.DrawFn) -> Spec:
    return (
        frozenset(draw(st.lists(st.sampled_from(KEYWORDS), max_size=2))),
        draw(st.sampled_from(RESTRICTIONS)),
        draw(st.booleans()),  # tapped
        draw(st.booleans()),  # entered this turn
    )


def build(game: Game, controller: EntityId, specs: list[Spec], prefix: str) -> list[EntityId]:
    return [
        game.add_card(
            f"{prefix} {i}",
            owner=controller,
            types={"Creature"},
            power=2,
            toughness=2,
            keywords=keywords,
            tapped=tapped,
            restrictions=() if restriction is None else (restriction,),
        )
        for i, (keywords, restriction, tapped, _) in enumerate(specs)
    ]


def every_subset(
    items: list[tuple[EntityId, EntityId]], largest: int
) -> list[tuple[tuple[EntityId, EntityId], ...]]:
    return [c for n in range(largest + 1) for c in itertools.combinations(items, n)]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["cr2011", "current"]),
    st.lists(spec(), min_size=1, max_size=3),
    st.lists(spec(), min_size=1, max_size=3),
    st.data(),
)
def test_property_legal_actions_are_exactly_the_accepted_declarations(
    ruleset: str, mine: list[Spec], theirs: list[Spec], data: st.DataObject
) -> None:
    """For small random boards (tapped, summoning-sick, defender, haste, flying, reach, menace,
    "can't attack", "can't block", "can block an additional creature"), a declaration of
    attackers or blockers is accepted exactly when legal_actions() lists it (as a set of
    pairs); a rejected one names a declaration rule and changes nothing."""
    game, alice, bob = new_game(ruleset)
    ours = build(game, alice, [s for s in mine if not s[3]], "Attacker")
    defenders = build(game, bob, theirs, "Blocker")
    game.begin("declare attackers", active=alice)
    # Creatures put onto the battlefield now came under Alice's control this turn (CR 302.6).
    ours += build(game, alice, [s for s in mine if s[3]], "Fresh")
    listed = attack_sets(game)
    candidates = every_subset([(a, bob) for a in ours], len(ours))
    for attacks in candidates:
        if as_set(attacks) in listed:
            assert accepted(game, DeclareAttackers(attacks))
        else:
            assert rejected(game, DeclareAttackers(attacks)).rule in DECLARATION_RULES
    chosen = sorted(listed, key=sorted)[data.draw(st.integers(0, len(listed) - 1))]
    game.apply(DeclareAttackers(tuple(sorted(chosen))))
    pass_step(game)
    if decision(game).kind != "declare blockers":
        assert not chosen and game.state.step is Step.END_OF_COMBAT
        return
    attackers = [a for a, _ in sorted(chosen)]
    listed_blocks = block_sets(game)
    pairs = [(b, a) for b in defenders for a in attackers]
    for blocks in every_subset(pairs, min(len(pairs), 4)):
        if as_set(blocks) in listed_blocks:
            assert accepted(game, DeclareBlockers(blocks))
        else:
            assert rejected(game, DeclareBlockers(blocks)).rule in BLOCK_RULES
