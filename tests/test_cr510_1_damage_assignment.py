"""CR 510.1a-e: combat damage assignment, with trample and deathtouch, in both editions.

The examples are those of CR 2011 510.1c and 702.18b (today's 702.19b). Rule numbers that moved:
trample is 702.18 in 2011 and 702.19 today ("no blockers left": 702.18c then, 702.19d now);
deathtouch's "nonzero damage is lethal" is 702.2b in 2011 and 702.2c today.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.rules.damage_assignment import (
    Assigner,
    Assignment,
    IllegalDamageAssignmentError,
    Recipient,
    TooManyAssignmentsError,
    check_assignment,
    forced_assignment,
    legal_assignments,
)
from mtgrules.rulesets import CR2011, CURRENT, Ruleset, get_ruleset
from mtgrules.state import EntityId

PLAYER = 100
TRAMPLE_B = {"cr2011": "702.18b", "current": "702.19b"}
TRAMPLE_NO_BLOCKERS = {"cr2011": "702.18c", "current": "702.19d"}

Board = dict[EntityId, Recipient]


def board(*creatures: Recipient) -> Board:
    return {c.id: c for c in creatures}


def attacker(
    cid: EntityId,
    power: int,
    *blockers: EntityId,
    trample: bool = False,
    deathtouch: bool = False,
    defender: EntityId | None = PLAYER,
) -> Assigner:
    """An attacking creature; blocked by ``blockers`` (in damage assignment order) if any."""
    return Assigner(
        cid,
        power,
        blockers,
        blocked=bool(blockers),
        defender=defender,
        trample=trample,
        deathtouch=deathtouch,
    )


def rejection(
    ruleset: Ruleset,
    assigners: Sequence[Assigner],
    assignments: Mapping[EntityId, Assignment],
    recipients: Mapping[EntityId, Recipient],
) -> IllegalDamageAssignmentError:
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        check_assignment(ruleset, assigners, assignments, recipients)
    return caught.value


# --- CR 510.1c: Vastwood Gorger (5/6), order Pride Guardian (0/3) then Llanowar Elves (1/1) ---

GORGER, GUARDIAN, ELVES = 1, 2, 3
VASTWOOD = attacker(GORGER, 5, GUARDIAN, ELVES)
GORGER_BOARD = board(Recipient(GUARDIAN, 3, 0), Recipient(ELVES, 1, 0))


def test_510_1c_vastwood_gorger_follows_its_order_under_cr2011() -> None:
    assert legal_assignments(CR2011, VASTWOOD, GORGER_BOARD) == [
        {GUARDIAN: 3, ELVES: 2},
        {GUARDIAN: 4, ELVES: 1},
        {GUARDIAN: 5},
    ]
    assert forced_assignment(CR2011, VASTWOOD, GORGER_BOARD) is None
    error = rejection(CR2011, [VASTWOOD], {GORGER: {GUARDIAN: 2, ELVES: 3}}, GORGER_BOARD)
    assert (error.rule, error.creature) == ("510.1c", GORGER)
    assert "creature 1" in str(error) and "(CR 510.1c)" in str(error)


def test_510_1c_vastwood_gorger_after_giant_growth_must_assign_all_to_the_guardian() -> None:
    grown = board(Recipient(GUARDIAN, 6, 0), Recipient(ELVES, 1, 0))
    assert legal_assignments(CR2011, VASTWOOD, grown) == [{GUARDIAN: 5}]
    assert forced_assignment(CR2011, VASTWOOD, grown) == {GUARDIAN: 5}


def test_510_1c_vastwood_gorger_mending_hands_prevention_is_not_counted() -> None:
    """A shield that prevents the next 4 damage doesn't change lethal damage: the Guardian
    still needs 3, so the Gorger has the same three choices (the model has no prevention input:
    only toughness and damage already marked count)."""
    shielded = board(Recipient(GUARDIAN, 3, 0), Recipient(ELVES, 1, 0))
    options = legal_assignments(CR2011, VASTWOOD, shielded)
    assert options == legal_assignments(CR2011, VASTWOOD, GORGER_BOARD)
    assert len(options) == 3


def test_510_1c_vastwood_gorger_divides_freely_today() -> None:
    options = legal_assignments(CURRENT, VASTWOOD, GORGER_BOARD)
    assert len(options) == 6
    expected = [{GUARDIAN: g, ELVES: 5 - g} for g in range(6)]
    assert [{k: v for k, v in o.items() if v} for o in expected] == options
    assert {ELVES: 5} in options  # 0 to the Guardian
    check_assignment(CURRENT, [VASTWOOD], {GORGER: {ELVES: 5}}, GORGER_BOARD)
    assert rejection(CR2011, [VASTWOOD], {GORGER: {ELVES: 5}}, GORGER_BOARD).rule == "510.1c"
    assert forced_assignment(CURRENT, VASTWOOD, GORGER_BOARD) is None


# --- CR 510.1c: Enormous Baloth and Durkwood Boars share Foriysian Brigade ---

BALOTH, BOARS, ARMODON, BRIGADE, APE, PIKER = 10, 11, 12, 13, 14, 15
BALOTH_A = attacker(BALOTH, 7, ARMODON, BRIGADE, APE)
BOARS_A = attacker(BOARS, 4, BRIGADE, PIKER)
BALOTH_BOARD = board(
    Recipient(ARMODON, 3, 2), Recipient(BRIGADE, 4, 0), Recipient(APE, 5, 0), Recipient(PIKER, 1, 0)
)
BALOTH_PART = {ARMODON: 1, BRIGADE: 1, APE: 5}


def test_510_1c_baloth_and_boars_count_each_others_damage_under_cr2011() -> None:
    whole = {BALOTH: BALOTH_PART, BOARS: {BRIGADE: 3, PIKER: 1}}
    check_assignment(CR2011, [BALOTH_A, BOARS_A], whole, BALOTH_BOARD)
    given_boars = [(BOARS_A, whole[BOARS])]
    assert BALOTH_PART in legal_assignments(CR2011, BALOTH_A, BALOTH_BOARD, given_boars)
    # Alone, the Baloth's 1 damage is not lethal to the Brigade (toughness 4).
    assert BALOTH_PART not in legal_assignments(CR2011, BALOTH_A, BALOTH_BOARD)
    # Passing the Baloth's own entry among the others is harmless: it is skipped.
    everyone = [(BALOTH_A, BALOTH_PART), *given_boars]
    assert BALOTH_PART in legal_assignments(CR2011, BALOTH_A, BALOTH_BOARD, everyone)


def test_510_1c_baloth_and_boars_brigade_not_lethal_is_illegal_under_cr2011() -> None:
    whole = {BALOTH: BALOTH_PART, BOARS: {BRIGADE: 2, PIKER: 2}}  # Brigade: 1 + 2 < 4
    error = rejection(CR2011, [BALOTH_A, BOARS_A], whole, BALOTH_BOARD)
    assert (error.rule, error.creature) == ("510.1c", BALOTH)
    assert f"creature {BALOTH}" in str(error) and f"{BRIGADE}" in error.message
    # Only the Boars go past a Brigade that isn't lethal: the error names the Boars.
    boars_only = {BALOTH: {ARMODON: 7}, BOARS: {BRIGADE: 2, PIKER: 2}}
    error = rejection(CR2011, [BALOTH_A, BOARS_A], boars_only, BALOTH_BOARD)
    assert (error.rule, error.creature) == ("510.1c", BOARS)
    # Today there is no order: both assignments are legal.
    check_assignment(CURRENT, [BALOTH_A, BOARS_A], whole, BALOTH_BOARD)
    check_assignment(CURRENT, [BALOTH_A, BOARS_A], boars_only, BALOTH_BOARD)


# --- CR 510.1a: damage equal to power; 0 or less assigns nothing ---


@pytest.mark.parametrize("power", [0, -2])
def test_510_1a_power_zero_or_less_assigns_nothing(ruleset: str, power: int) -> None:
    rules = get_ruleset(ruleset)
    for creature in (attacker(1, power), attacker(1, power, GUARDIAN, trample=True)):
        assert legal_assignments(rules, creature, GORGER_BOARD) == [{}]
        assert forced_assignment(rules, creature, GORGER_BOARD) == {}
        check_assignment(rules, [creature], {1: {}}, GORGER_BOARD)
        check_assignment(rules, [creature], {1: {GUARDIAN: 0}}, GORGER_BOARD)  # 0 is nothing
        assert rejection(rules, [creature], {1: {GUARDIAN: 1}}, GORGER_BOARD).rule == "510.1a"


def test_510_1a_total_must_equal_power_and_amounts_not_negative(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    for wrong in ({GUARDIAN: 3, ELVES: 1}, {GUARDIAN: 6}, {}):
        error = rejection(rules, [VASTWOOD], {GORGER: wrong}, GORGER_BOARD)
        assert (error.rule, error.creature) == ("510.1a", GORGER)
    error = rejection(rules, [VASTWOOD], {GORGER: {GUARDIAN: 6, ELVES: -1}}, GORGER_BOARD)
    assert (error.rule, error.creature) == ("510.1a", GORGER)
    assert "negative" in error.message


# --- CR 510.1b: unblocked creatures ---


def test_510_1b_unblocked_creature_assigns_all_to_what_it_attacks(ruleset: str) -> None:
    rules, bear = get_ruleset(ruleset), attacker(1, 2)
    assert legal_assignments(rules, bear, {}) == [{PLAYER: 2}]
    assert forced_assignment(rules, bear, {}) == {PLAYER: 2}
    check_assignment(rules, [bear], {1: {PLAYER: 2}}, {})
    for wrong in ({PLAYER: 1}, {}, {PLAYER: 1, GUARDIAN: 1}):
        assert rejection(rules, [bear], {1: wrong}, GORGER_BOARD).rule == "510.1b"


def test_510_1b_attacker_of_a_departed_planeswalker_assigns_nothing(ruleset: str) -> None:
    rules, bear = get_ruleset(ruleset), attacker(1, 2, defender=None)
    assert legal_assignments(rules, bear, {}) == [{}]
    assert forced_assignment(rules, bear, {}) == {}
    check_assignment(rules, [bear], {}, {})  # a missing entry assigns nothing
    error = rejection(rules, [bear], {1: {PLAYER: 2}}, {})
    assert (error.rule, error.creature) == ("510.1b", 1)


# --- CR 510.1c: blocked creatures ---


def test_510_1c_blocked_creature_with_no_blockers_left_assigns_nothing(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    blocked = Assigner(1, 4, (), blocked=True, defender=PLAYER)
    assert legal_assignments(rules, blocked, {}) == [{}]
    assert forced_assignment(rules, blocked, {}) == {}
    assert rejection(rules, [blocked], {1: {PLAYER: 4}}, {}).rule == "510.1c"


def test_510_1c_one_blocker_takes_all_the_damage(ruleset: str) -> None:
    rules, ogre = get_ruleset(ruleset), attacker(1, 3, ELVES)
    assert legal_assignments(rules, ogre, GORGER_BOARD) == [{ELVES: 3}]
    assert forced_assignment(rules, ogre, GORGER_BOARD) == {ELVES: 3}
    error = rejection(rules, [ogre], {1: {ELVES: 1, PLAYER: 2}}, GORGER_BOARD)
    assert (error.rule, error.creature) == ("510.1c", 1)


# --- CR 510.1d: a blocker blocking two attackers ---


def test_510_1d_blocker_of_two_attackers_follows_its_order_under_cr2011() -> None:
    brigade = Assigner(BRIGADE, 2, (PIKER, APE), blocked=True, defender=None, blocking=True)
    attackers = board(Recipient(PIKER, 2, 0), Recipient(APE, 5, 0))
    assert legal_assignments(CR2011, brigade, attackers) == [{PIKER: 2}]
    assert forced_assignment(CR2011, brigade, attackers) == {PIKER: 2}
    error = rejection(CR2011, [brigade], {BRIGADE: {PIKER: 1, APE: 1}}, attackers)
    assert (error.rule, error.creature) == ("510.1d", BRIGADE)
    assert legal_assignments(CURRENT, brigade, attackers) == [
        {APE: 2},
        {PIKER: 1, APE: 1},
        {PIKER: 2},
    ]
    assert forced_assignment(CURRENT, brigade, attackers) is None
    check_assignment(CURRENT, [brigade], {BRIGADE: {PIKER: 1, APE: 1}}, attackers)


def test_510_1d_blocker_with_no_attackers_left_and_trample_ignored(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    alone = Assigner(BRIGADE, 2, (), blocked=True, defender=None, blocking=True)
    assert forced_assignment(rules, alone, {}) == {}
    assert rejection(rules, [alone], {BRIGADE: {PIKER: 2}}, {}).rule == "510.1d"
    # CR 702.19a: trample does nothing for a blocker, even if given a defender by mistake.
    big = Assigner(BRIGADE, 9, (PIKER,), True, defender=PLAYER, trample=True, blocking=True)
    assert legal_assignments(rules, big, BALOTH_BOARD) == [{PIKER: 9}]


# --- CR 510.1e: the whole assignment is checked at once ---


def test_510_1e_error_names_the_creature_and_the_rule() -> None:
    error = rejection(CR2011, [VASTWOOD], {GORGER: {GUARDIAN: 1, ELVES: 4}}, GORGER_BOARD)
    assert error.creature == GORGER and error.rule == "510.1c"
    assert str(error).startswith(f"creature {GORGER} assigns damage to {ELVES} but {GUARDIAN}")
    assert str(error).endswith("(CR 510.1c)")
    stranger = rejection(CR2011, [VASTWOOD], {99: {GUARDIAN: 5}}, GORGER_BOARD)
    assert (stranger.creature, stranger.rule) == (99, "510.1")
    twice = rejection(CR2011, [VASTWOOD, VASTWOOD], {GORGER: {GUARDIAN: 5}}, GORGER_BOARD)
    assert twice.creature == GORGER


def test_510_1e_one_creature_can_make_another_legal(ruleset: str) -> None:
    """The example of CR 702.19b (2011: 702.18b): a 2/2 blocks a 1/1 and a 3/3 with trample;
    1 from each to the blocker makes it lethal, so the trampler may assign 2 to the player."""
    rules, wall = get_ruleset(ruleset), board(Recipient(5, 2, 0))
    small, trampler = attacker(1, 1, 5), attacker(2, 3, 5, trample=True)
    whole = {1: {5: 1}, 2: {5: 1, PLAYER: 2}}
    check_assignment(rules, [small, trampler], whole, wall)
    assert {5: 1, PLAYER: 2} in legal_assignments(rules, trampler, wall, [(small, {5: 1})])
    assert {5: 1, PLAYER: 2} not in legal_assignments(rules, trampler, wall)
    error = rejection(rules, [trampler], {2: whole[2]}, wall)
    assert (error.rule, error.creature) == (TRAMPLE_B[ruleset], 2)


# --- Trample: CR 702.19b-d today, 702.18b-c in 2011 ---


def test_702_19b_trample_needs_lethal_on_the_blocker_despite_protection(ruleset: str) -> None:
    """A 6/6 green trampler blocked by a 2/2 with protection from green must still assign 2."""
    rules, blocker = get_ruleset(ruleset), board(Recipient(5, 2, 0))
    trampler = attacker(1, 6, 5, trample=True)
    options = legal_assignments(rules, trampler, blocker)
    assert options == [
        {5: 2, PLAYER: 4},
        {5: 3, PLAYER: 3},
        {5: 4, PLAYER: 2},
        {5: 5, PLAYER: 1},
        {5: 6},
    ]
    assert forced_assignment(rules, trampler, blocker) is None
    error = rejection(rules, [trampler], {1: {5: 1, PLAYER: 5}}, blocker)
    assert (error.rule, error.creature) == (TRAMPLE_B[ruleset], 1)


def test_702_19b_damage_already_marked_counts(ruleset: str) -> None:
    rules, hurt = get_ruleset(ruleset), board(Recipient(ARMODON, 3, 2))
    trampler = attacker(1, 2, ARMODON, trample=True)
    assert legal_assignments(rules, trampler, hurt) == [{ARMODON: 1, PLAYER: 1}, {ARMODON: 2}]


def test_702_19b_trample_with_two_blockers_in_both_editions() -> None:
    pair = board(Recipient(5, 2, 0), Recipient(6, 2, 0))
    trampler = attacker(1, 5, 5, 6, trample=True)
    for rules in (CR2011, CURRENT):
        check_assignment(rules, [trampler], {1: {5: 2, 6: 2, PLAYER: 1}}, pair)
        error = rejection(rules, [trampler], {1: {5: 1, 6: 2, PLAYER: 2}}, pair)
        assert error.rule == ("510.1c" if rules is CR2011 else "702.19b")
    # Under cr2011 the order binds among the blockers; today they are divided freely.
    assert rejection(CR2011, [trampler], {1: {5: 1, 6: 4}}, pair).rule == "510.1c"
    check_assignment(CURRENT, [trampler], {1: {5: 1, 6: 4}}, pair)
    check_assignment(CURRENT, [trampler], {1: {6: 5}}, pair)
    # cr2011: 5/0, 4/1, 3/2, 2/3 and 2/2 + 1 to the player; today any split of 5, or 2/2 + 1.
    assert len(legal_assignments(CR2011, trampler, pair)) == 5
    assert len(legal_assignments(CURRENT, trampler, pair)) == 6 + 1


def test_702_19d_trampler_with_no_blockers_left_assigns_all_to_the_defender(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    trampler = Assigner(1, 5, (), blocked=True, defender=PLAYER, trample=True)
    assert legal_assignments(rules, trampler, {}) == [{PLAYER: 5}]
    assert forced_assignment(rules, trampler, {}) == {PLAYER: 5}
    check_assignment(rules, [trampler], {1: {PLAYER: 5}}, {})
    error = rejection(rules, [trampler], {1: {}}, {})
    assert (error.rule, error.creature) == (TRAMPLE_NO_BLOCKERS[ruleset], 1)


def test_702_19f_trampler_attacking_a_departed_planeswalker(ruleset: str) -> None:
    """CR 702.19f (2011: 702.18d): never to the defending player instead."""
    rules = get_ruleset(ruleset)
    lone = Assigner(1, 5, (), blocked=True, defender=None, trample=True)
    assert forced_assignment(rules, lone, {}) == {}
    assert rejection(rules, [lone], {1: {PLAYER: 5}}, {}).rule == "510.1c"
    blocked = attacker(1, 5, ELVES, trample=True, defender=None)
    assert legal_assignments(rules, blocked, GORGER_BOARD) == [{ELVES: 5}]


# --- Deathtouch: CR 702.2c today, 702.2b in 2011 ---


def test_702_2c_deathtouch_makes_one_damage_lethal_without_trample() -> None:
    walls = board(Recipient(5, 5, 0), Recipient(6, 5, 0))
    stinger = attacker(1, 3, 5, 6, deathtouch=True)
    assert legal_assignments(CR2011, stinger, walls) == [{5: 1, 6: 2}, {5: 2, 6: 1}, {5: 3}]
    assert len(legal_assignments(CURRENT, stinger, walls)) == 4
    plain = attacker(1, 3, 5, 6)
    assert legal_assignments(CR2011, plain, walls) == [{5: 3}]


def test_702_2c_deathtouch_with_trample(ruleset: str) -> None:
    rules, walls = get_ruleset(ruleset), board(Recipient(5, 4, 0), Recipient(6, 4, 0))
    stinger = attacker(1, 5, 5, 6, trample=True, deathtouch=True)
    options = legal_assignments(rules, stinger, walls)
    assert {5: 1, 6: 1, PLAYER: 3} in options
    assert max(o.get(PLAYER, 0) for o in options) == 3
    check_assignment(rules, [stinger], {1: {5: 1, 6: 1, PLAYER: 3}}, walls)
    assert forced_assignment(rules, stinger, walls) is None


def test_702_2c_another_creatures_deathtouch_damage_counts_as_lethal(ruleset: str) -> None:
    rules, wall = get_ruleset(ruleset), board(Recipient(5, 6, 0))
    stinger, trampler = attacker(1, 1, 5, deathtouch=True), attacker(2, 4, 5, trample=True)
    with_sting = legal_assignments(rules, trampler, wall, [(stinger, {5: 1})])
    assert with_sting[0] == {PLAYER: 4}  # 0 to the blocker: it is already lethal
    check_assignment(rules, [stinger, trampler], {1: {5: 1}, 2: {PLAYER: 4}}, wall)
    assert legal_assignments(rules, trampler, wall) == [{5: 4}]


# --- forced_assignment and the enumeration limit ---


def test_forced_assignment_single_legal_one_or_none() -> None:
    assert forced_assignment(CR2011, BALOTH_A, BALOTH_BOARD) is None
    big_first = board(Recipient(5, 9, 0), Recipient(6, 1, 0))
    assert forced_assignment(CR2011, attacker(1, 4, 5, 6), big_first) == {5: 4}
    assert forced_assignment(CURRENT, attacker(1, 4, 5, 6), big_first) is None
    lone_wall = board(Recipient(5, 9, 0))
    assert forced_assignment(CURRENT, attacker(1, 4, 5, trample=True), lone_wall) == {5: 4}


def test_legal_assignments_limit_raises() -> None:
    many = board(*(Recipient(i, 1, 0) for i in range(5, 9)))
    hydra = attacker(1, 12, 5, 6, 7, 8)
    assert len(legal_assignments(CURRENT, hydra, many)) == 455  # C(15, 3)
    with pytest.raises(TooManyAssignmentsError):
        legal_assignments(CURRENT, hydra, many, limit=100)


# --- Property tests ---

CREATURES = (5, 6, 7)


Scenario = tuple[Ruleset, Assigner, Board, list[tuple[Assigner, Assignment]]]


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    """A random creature, random blockers, and other creatures with one blocker each (their
    assignments are legal whatever this creature does, and their damage counts toward lethal)."""
    rules = draw(st.sampled_from([CR2011, CURRENT]))
    creatures = board(
        *(Recipient(c, draw(st.integers(0, 4)), draw(st.integers(0, 3))) for c in CREATURES)
    )
    # sampled_from shrinks toward its first element: start with the interesting cases.
    blockers = tuple(draw(st.permutations(CREATURES))[: draw(st.sampled_from([3, 2, 1, 0]))])
    blocking = draw(st.sampled_from([False, True]))
    blocked = blocking or draw(st.sampled_from([True, False]))
    creature = Assigner(
        1,
        draw(st.sampled_from([5, 3, 6, 4, 2, 1, 0, -1])),
        blockers if blocked else (),
        blocked=blocked,
        defender=draw(st.sampled_from([PLAYER, None])),
        trample=draw(st.sampled_from([True, False])),
        deathtouch=draw(st.booleans()),
        blocking=blocking,
    )
    others: list[tuple[Assigner, Assignment]] = []
    for oid in range(20, 20 + draw(st.integers(0, 2))):
        target, power = draw(st.sampled_from(CREATURES)), draw(st.integers(1, 4))
        other = Assigner(oid, power, (target,), True, None, deathtouch=draw(st.booleans()))
        others.append((other, {target: power}))
    return rules, creature, creatures, others


def whole(
    scenario: Scenario, mine: Assignment
) -> tuple[list[Assigner], dict[EntityId, Assignment]]:
    _, creature, _, others = scenario
    return [creature, *(o for o, _ in others)], {creature.id: mine, **{o.id: a for o, a in others}}


def passes(scenario: Scenario, mine: Assignment) -> bool:
    rules, _, creatures, _ = scenario
    try:
        check_assignment(rules, *whole(scenario, mine), creatures)
    except IllegalDamageAssignmentError:
        return False
    return True


@settings(max_examples=300, deadline=None)
@given(scenarios())
def test_property_legal_assignments_pass_the_whole_check(scenario: Scenario) -> None:
    rules, creature, creatures, others = scenario
    options = legal_assignments(rules, creature, creatures, others)
    assert options, "there is always at least one legal assignment"
    assert len({tuple(sorted(o.items())) for o in options}) == len(options)
    for option in options:
        assert passes(scenario, option)
        assert all(amount > 0 for amount in option.values())
        if option:
            assert sum(option.values()) == creature.power


@settings(max_examples=300, deadline=None)
@given(scenarios())
def test_property_legal_assignments_are_exactly_those_the_check_accepts(scenario: Scenario) -> None:
    rules, creature, creatures, others = scenario
    targets = [*dict.fromkeys(creature.recipients), PLAYER]
    total = max(creature.power, 0)
    accepted: set[tuple[tuple[EntityId, int], ...]] = set()
    for amounts in product(range(total + 1), repeat=len(targets)):
        if sum(amounts) in (0, total):
            candidate = {t: n for t, n in zip(targets, amounts, strict=True) if n}
            if passes(scenario, candidate):
                accepted.add(tuple(sorted(candidate.items())))
    options = legal_assignments(rules, creature, creatures, others)
    assert {tuple(sorted(o.items())) for o in options} == accepted


@settings(max_examples=300, deadline=None)
@given(scenarios())
def test_property_forced_iff_exactly_one_legal(scenario: Scenario) -> None:
    rules, creature, creatures, others = scenario
    options = legal_assignments(rules, creature, creatures, others)
    forced = forced_assignment(rules, creature, creatures, others)
    assert (forced is not None) == (len(options) == 1)
    if forced is not None:
        assert forced == options[0]


@settings(max_examples=300, deadline=None)
@given(scenarios(), st.data())
def test_property_mutations_that_break_the_sum_are_rejected(
    scenario: Scenario, data: st.DataObject
) -> None:
    rules, creature, creatures, others = scenario
    option = data.draw(st.sampled_from(legal_assignments(rules, creature, creatures, others)))
    key = data.draw(st.sampled_from([*CREATURES, PLAYER, *option]))
    delta = data.draw(st.integers(-3, 3).filter(bool))
    mutated = {**option, key: option.get(key, 0) + delta}
    assert not passes(scenario, mutated)


@settings(max_examples=300, deadline=None)
@given(scenarios(), st.data())
def test_property_whole_check_is_each_creature_legal_given_the_rest(
    scenario: Scenario, data: st.DataObject
) -> None:
    """CR 510.1e: the whole assignment is legal iff each creature's part is legal given the
    others' damage: two creatures sharing blockers, each with a random division."""
    rules, first, creatures, _ = scenario
    order = tuple(data.draw(st.permutations(CREATURES)))
    trample = data.draw(st.booleans())
    second = Assigner(2, data.draw(st.integers(1, 4)), order, True, PLAYER, trample=trample)
    parts: dict[EntityId, dict[EntityId, int]] = {}
    for creature in (first, second):
        size = max(creature.power, 0)
        targets = st.sampled_from([*CREATURES, PLAYER])
        split = data.draw(st.lists(targets, min_size=size, max_size=size))
        parts[creature.id] = {t: split.count(t) for t in set(split)}
    assigners = [first, second]
    try:
        check_assignment(rules, assigners, parts, creatures)
        legal = True
    except IllegalDamageAssignmentError:
        legal = False
    each = all(
        parts[c.id] in legal_assignments(rules, c, creatures, [(o, parts[o.id]) for o in assigners])
        for c in assigners
    )
    assert legal == each
