"""CR 510: the combat damage step, played through the game (declare, block, order, cast, pass,
assign), under the rules of 30 September 2011 (``cr2011``) and today's (``current``).

Every example of CR 2011 510 (/work/shared/rules/cr-2011-510-combat-damage-step.en.txt) is
played with the same numbers. Under ``cr2011`` an attacker blocked by two or more creatures
follows the damage assignment order its controller announced (CR 2011 509.2, 510.1c); today
there is no order and the damage is "divided as its controller chooses among them" (510.1c).

Rule numbers that differ: the first-strike combat damage step is 510.5 in 2011 and 510.4 today;
triggers after combat damage are 510.3 in 2011 and 510.3a today.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules import Game, Match
from mtgrules.actions import (
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import CardDef, Restriction, SpellAbility
from mtgrules.effects.instructions import (
    SELF,
    GainLife,
    GrantKeyword,
    ModifyPowerToughness,
    PutCounters,
    target,
)
from mtgrules.effects.targets import TARGET_CREATURE
from mtgrules.effects.triggers import TriggeredAbility, WhenDealsDamage, WhenGainLife
from mtgrules.errors import RulesError
from mtgrules.events import (
    DamageDealt,
    DamageEventOccurred,
    DamagePrevented,
    Event,
    LifeGained,
    LifeLost,
    PoisonCountersGiven,
)
from mtgrules.objects import PLUS_ONE, CardType, Keyword, Step
from mtgrules.rules import combat_damage as combat_damage_rules
from mtgrules.rules.damage_assignment import IllegalDamageAssignmentError, legal_assignments
from mtgrules.state import EntityId
from mtgrules.turn_events import (
    CombatDamageAssigned,
    FirstStrikeDamageStep,
    PutOnStack,
    StepBegan,
)
from tests.cards import (
    DURKWOOD_BOARS,
    ENORMOUS_BALOTH,
    FOREST,
    FORIYSIAN_BRIGADE,
    GIANT_GROWTH,
    GOBLIN_PIKER,
    LIGHTNING_BOLT,
    LLANOWAR_ELVES,
    MENDING_HANDS,
    MOGG_FANATIC,
    MOUNTAIN,
    PLAINS,
    PRIDE_GUARDIAN,
    SILVERBACK_APE,
    SQUADRON_HAWK,
    TRAINED_ARMODON,
    VASTWOOD_GORGER,
)
from tests.play import creature, decision, pass_step

# "Target creature gets +3/+0 and gains first strike until end of turn." (Sure Strike, {1}{R})
SURE_STRIKE = CardDef(
    name="Sure Strike",
    types=frozenset({CardType.INSTANT}),
    mana_cost=parse_mana_cost("{1}{R}"),
    spell=SpellAbility(
        effect=(
            ModifyPowerToughness(power=3, toughness=0, on=target(0)),
            GrantKeyword(keyword=Keyword.FIRST_STRIKE, on=target(0)),
        ),
        targets=(TARGET_CREATURE,),
        text="Target creature gets +3/+0 and gains first strike until end of turn.",
    ),
)

FIRST_STRIKE_STEP_RULE = {"cr2011": "510.5", "current": "510.4"}


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def resolve(game: Game) -> list[Event]:
    """Both players pass once in succession: the top of the stack resolves (CR 117.4)."""
    size = len(game.state.stack)
    assert size
    events = game.apply(PassPriority()) + game.apply(PassPriority())
    assert len(game.state.stack) == size - 1
    return events


def declare_attackers(game: Game, *attacks: tuple[EntityId, EntityId]) -> list[Event]:
    """Declare the attackers and pass to the declare blockers step."""
    assert decision(game).kind == "declare attackers"
    events = game.apply(DeclareAttackers(tuple(attacks)))
    return events + pass_step(game)


def assigned(events: list[Event], player: EntityId) -> dict[EntityId, dict[EntityId, int]]:
    """The combat damage ``player``'s creatures assigned, from the CombatDamageAssigned event."""
    found = [e for e in events if isinstance(e, CombatDamageAssigned) and e.player == player]
    assert len(found) == 1
    return {c: dict(a) for c, a in found[0].assignments}


def combat_damage(events: list[Event]) -> dict[tuple[EntityId, EntityId], int]:
    return {
        (e.source, e.recipient): e.amount for e in events if isinstance(e, DamageDealt) and e.combat
    }


def assign(game: Game, *parts: tuple[EntityId, dict[EntityId, int]]) -> list[Event]:
    data = tuple((c, tuple(sorted(a.items()))) for c, a in parts)
    return game.apply(AssignCombatDamage(data))


def normalize(options: list[dict[EntityId, int]]) -> list[tuple[tuple[EntityId, int], ...]]:
    return sorted(tuple(sorted(o.items())) for o in options)


def snapshot(game: Game) -> tuple[object, int]:
    return game.state.copy(), len(game.log)


def unchanged(game: Game, before: tuple[object, int]) -> bool:
    state, log_length = before
    return game.state == state and len(game.log) == log_length


# -- CR 510.1c: Vastwood Gorger and the Pride Guardian and Llanowar Elves --------------------
@dataclass
class Gorger:
    game: Game
    alice: EntityId
    bob: EntityId
    gorger: EntityId
    guardian: EntityId
    elves: EntityId


def gorger_combat(
    ruleset: str, spell: CardDef | None = None, *, to_damage_step: bool = True
) -> Gorger:
    """Vastwood Gorger attacks Bob; Pride Guardian and Llanowar Elves block it (under cr2011
    Alice orders Guardian, then Elves); Bob casts ``spell`` on the Guardian in the declare
    blockers step; everything on the stack resolves; then (unless ``to_damage_step`` is
    False) the game goes to the combat damage step."""
    game, alice, bob = new_game(ruleset)
    # Lands first: Bob's spell is paid with them, not by tapping the blocking Elves.
    game.add_card_def(FOREST, owner=bob, zone="battlefield")
    game.add_card_def(PLAINS, owner=bob, zone="battlefield")
    gorger = game.add_card_def(VASTWOOD_GORGER, owner=alice, zone="battlefield")
    guardian = game.add_card_def(PRIDE_GUARDIAN, owner=bob, zone="battlefield")
    elves = game.add_card_def(LLANOWAR_ELVES, owner=bob, zone="battlefield")
    card = game.add_card_def(spell, owner=bob, zone="hand") if spell is not None else None
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (gorger, bob))
    assert decision(game).kind == "declare blockers"
    game.apply(DeclareBlockers(((guardian, gorger), (elves, gorger))))
    if ruleset == "cr2011":
        order = decision(game)
        assert (order.kind, order.player, order.rule) == ("order blockers", alice, "509.2")
        game.apply(OrderDamageAssignment(((gorger, (guardian, elves)),)))
    # The Guardian's "whenever blocks" trigger is on the stack; Alice has priority.
    assert decision(game).player == alice and len(game.state.stack) == 1
    if card is not None:
        game.apply(PassPriority())
        assert decision(game).player == bob
        game.apply(CastSpell(card, (guardian,)))
    while game.state.stack:
        resolve(game)
    assert game.life(bob) == 23  # Pride Guardian: "Whenever it blocks, you gain 3 life."
    if to_damage_step:
        pass_step(game)
        assert game.state.step is Step.COMBAT_DAMAGE
    return Gorger(game, alice, bob, gorger, guardian, elves)


THREE_CHOICES = [(3, 2), (4, 1), (5, 0)]


def test_510_1c_gorger_assigns_along_its_order_under_cr2011() -> None:
    """CR 2011 510.1c, first example: order Guardian (0/3) then Elves (1/1): the Gorger (5/6)
    may assign 3/2, 4/1 or 5/0, and nothing else; Alice chooses among exactly these."""
    c = gorger_combat("cr2011")
    d = decision(c.game)
    assert (d.kind, d.player, d.rule) == ("assign combat damage", c.alice, "510.1")
    expected = [{c.guardian: g, c.elves: e} for g, e in THREE_CHOICES]
    expected = [{k: v for k, v in a.items() if v} for a in expected]
    assert c.game.legal_assignments(c.gorger) == expected
    assert set(c.game.legal_actions()) == {
        AssignCombatDamage(((c.gorger, tuple(sorted(a.items()))),)) for a in expected
    }


@pytest.mark.parametrize(("to_guardian", "to_elves"), THREE_CHOICES)
def test_510_1c_gorger_each_legal_division_is_dealt(to_guardian: int, to_elves: int) -> None:
    """Each of the three legal divisions is dealt as assigned (CR 510.2): the Guardian (0/3)
    dies to 3 or more, the Elves (1/1) to 1 or more; the Elves deal 1 to the Gorger."""
    c = gorger_combat("cr2011")
    parts = {c.guardian: to_guardian, c.elves: to_elves}
    events = assign(c.game, (c.gorger, {k: v for k, v in parts.items() if v}))
    dealt = combat_damage(events)
    assert dealt.get((c.gorger, c.guardian)) == to_guardian
    assert dealt.get((c.gorger, c.elves), 0) == to_elves
    assert dealt[(c.elves, c.gorger)] == 1
    assert not c.game.is_on_battlefield(c.guardian)
    assert c.game.is_on_battlefield(c.elves) == (to_elves == 0)
    assert c.game.damage_on(c.gorger) == 1


def test_510_1c_gorger_illegal_division_under_cr2011_changes_nothing() -> None:
    """2 to the Guardian and 3 to the Elves skips a Guardian that isn't assigned lethal damage:
    illegal (CR 2011 510.1c); the game returns to the moment before (CR 510.1e)."""
    c = gorger_combat("cr2011")
    before = snapshot(c.game)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(c.game, (c.gorger, {c.guardian: 2, c.elves: 3}))
    assert caught.value.rule == "510.1c"
    assert caught.value.creature == c.gorger
    assert unchanged(c.game, before)
    assert decision(c.game).kind == "assign combat damage"
    # 0 to the Guardian, all to the Elves: also illegal under cr2011.
    with pytest.raises(IllegalDamageAssignmentError):
        assign(c.game, (c.gorger, {c.elves: 5}))
    assert unchanged(c.game, before)


def test_510_1c_gorger_after_giant_growth_must_assign_all_to_the_guardian() -> None:
    """CR 2011 510.1c, second example: Giant Growth on the Guardian in the declare blockers
    step makes it 3/6; lethal damage is 6, so the Gorger must assign all 5 to it. The only
    legal assignment is made without asking Alice."""
    c = gorger_combat("cr2011", GIANT_GROWTH)
    assert c.game.toughness(c.guardian) == 6
    assert assigned(c.game.log, c.alice) == {c.gorger: {c.guardian: 5}}
    d = decision(c.game)
    assert (d.kind, d.player) == ("priority", c.alice)  # no assignment was asked
    assert c.game.damage_on(c.guardian) == 5
    assert c.game.is_on_battlefield(c.guardian) and c.game.is_on_battlefield(c.elves)


def test_510_1c_gorger_after_giant_growth_exactly_one_legal_assignment() -> None:
    """The same, computed by the assignment rules on the game state as the declare blockers
    step ends (the game gives no "assign" decision to ask legal_assignments in): exactly one
    legal assignment, 5 to the Guardian; today, still six divisions."""
    for ruleset, expected in (("cr2011", 1), ("current", 6)):
        c = gorger_combat(ruleset, GIANT_GROWTH, to_damage_step=False)
        state = c.game.state
        assert state.step is Step.DECLARE_BLOCKERS and state.combat is not None
        gorger = combat_damage_rules.assigner(state, state.combat, c.gorger)
        info = combat_damage_rules.recipients(state, gorger.recipients)
        options = legal_assignments(c.game.ruleset, gorger, info)
        assert len(options) == expected
        assert {c.guardian: 5} in options


def test_510_1c_gorger_giant_growth_guardian_deals_its_new_power() -> None:
    """The grown Guardian (3/6) and the Elves (1/1) deal 3 + 1 to the Gorger (CR 510.1a)."""
    c = gorger_combat("cr2011", GIANT_GROWTH)
    dealt = combat_damage(c.game.log)
    assert dealt[(c.guardian, c.gorger)] == 3
    assert dealt[(c.elves, c.gorger)] == 1
    assert c.game.damage_on(c.gorger) == 4


def test_510_1c_gorger_after_mending_hands_has_the_same_three_choices() -> None:
    """CR 2011 510.1c, third example: prevention doesn't change lethal damage ("not any
    abilities or effects that might change the amount of damage that's actually dealt"), so
    the Gorger still has 3/2, 4/1 and 5/0."""
    c = gorger_combat("cr2011", MENDING_HANDS)
    expected = [{c.guardian: 3, c.elves: 2}, {c.guardian: 4, c.elves: 1}, {c.guardian: 5}]
    assert c.game.legal_assignments(c.gorger) == expected
    assert len(c.game.legal_actions()) == 3


@pytest.mark.parametrize(("to_guardian", "to_elves"), THREE_CHOICES)
def test_510_1c_gorger_mending_hands_prevents_four_of_the_guardians_damage(
    to_guardian: int, to_elves: int
) -> None:
    """What is actually dealt: Mending Hands prevents the next 4 damage to the Guardian
    (CR 615.7), so it is dealt max(0, n - 4) and survives; the Elves die to any damage."""
    c = gorger_combat("cr2011", MENDING_HANDS)
    parts = {c.guardian: to_guardian, c.elves: to_elves}
    events = assign(c.game, (c.gorger, {k: v for k, v in parts.items() if v}))
    prevented = sum(
        e.amount for e in events if isinstance(e, DamagePrevented) and e.recipient == c.guardian
    )
    assert prevented == min(4, to_guardian)
    assert combat_damage(events).get((c.gorger, c.guardian), 0) == max(0, to_guardian - 4)
    assert c.game.is_on_battlefield(c.guardian)
    assert c.game.damage_on(c.guardian) == max(0, to_guardian - 4)
    assert c.game.is_on_battlefield(c.elves) == (to_elves == 0)


@pytest.mark.parametrize("spell", [None, GIANT_GROWTH, MENDING_HANDS])
def test_510_1c_gorger_divides_freely_today(spell: CardDef | None) -> None:
    """Today's 510.1c: no order; 5 damage divided as Alice chooses between the two blockers:
    0 to 5 to the Guardian, six divisions, whatever Giant Growth or Mending Hands did."""
    c = gorger_combat("current", spell)
    d = decision(c.game)
    assert (d.kind, d.player) == ("assign combat damage", c.alice)
    options = c.game.legal_assignments(c.gorger)
    expected = [{c.guardian: g, c.elves: 5 - g} for g in range(6)]
    assert sorted(tuple(sorted(o.items())) for o in options) == sorted(
        tuple(sorted((k, v) for k, v in e.items() if v)) for e in expected
    )
    assert len(c.game.legal_actions()) == 6


def test_510_1c_gorger_today_all_to_the_elves() -> None:
    """Today 0 to the Guardian and 5 to the Elves is legal: the Guardian is untouched."""
    c = gorger_combat("current")
    assign(c.game, (c.gorger, {c.elves: 5}))
    assert c.game.is_on_battlefield(c.guardian) and c.game.damage_on(c.guardian) == 0
    assert not c.game.is_on_battlefield(c.elves)


def test_510_1_tapped_blocker_still_deals_combat_damage(ruleset: str) -> None:
    """A blocking creature that becomes tapped (the Elves tapped for mana to cast Giant Growth)
    still assigns and deals combat damage (CR 510.1a: each blocking creature)."""
    game, alice, bob = new_game(ruleset)
    gorger = game.add_card_def(VASTWOOD_GORGER, owner=alice, zone="battlefield")
    elves = game.add_card_def(LLANOWAR_ELVES, owner=bob, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=bob, zone="hand")
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (gorger, bob))
    game.apply(DeclareBlockers(((elves, gorger),)))
    game.apply(PassPriority())
    game.apply(CastSpell(growth, (elves,)))  # paid by tapping the Elves
    assert game.state.objects[elves].tapped
    pass_step(game)
    assert combat_damage(game.log)[(elves, gorger)] == 4
    assert game.damage_on(gorger) == 4 and not game.is_on_battlefield(elves)


# -- CR 510.1c: Enormous Baloth and Durkwood Boars share Foriysian Brigade --------------------
@dataclass
class Baloth:
    game: Game
    alice: EntityId
    bob: EntityId
    baloth: EntityId
    boars: EntityId
    armodon: EntityId
    brigade: EntityId
    ape: EntityId
    piker: EntityId


def baloth_combat(ruleset: str) -> Baloth:
    """The last example of CR 2011 510.1c. The printed Goblin Piker "can't block", so the
    blocking Piker of the example is a vanilla 2/1 named Goblin Piker."""
    game, alice, bob = new_game(ruleset)
    baloth = game.add_card_def(ENORMOUS_BALOTH, owner=alice, zone="battlefield")
    boars = game.add_card_def(DURKWOOD_BOARS, owner=alice, zone="battlefield")
    armodon = game.add_card_def(TRAINED_ARMODON, owner=bob, zone="battlefield", damage=2)
    brigade = game.add_card_def(FORIYSIAN_BRIGADE, owner=bob, zone="battlefield")
    ape = game.add_card_def(SILVERBACK_APE, owner=bob, zone="battlefield")
    piker = creature(game, bob, "Goblin Piker", 2, 1)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (baloth, bob), (boars, bob))
    game.apply(
        DeclareBlockers(
            (
                (armodon, baloth),
                (brigade, baloth),
                (ape, baloth),
                (brigade, boars),
                (piker, boars),
            )
        )
    )
    if ruleset == "cr2011":
        d = decision(game)
        assert (d.kind, d.player, d.rule) == ("order blockers", alice, "509.2")
        assert len(game.legal_actions()) == 6 * 2  # 3! orders for the Baloth, 2 for the Boars
        game.apply(
            OrderDamageAssignment(((baloth, (armodon, brigade, ape)), (boars, (brigade, piker))))
        )
        d = decision(game)
        assert (d.kind, d.player, d.rule) == ("order attackers", bob, "509.3")
        game.apply(OrderDamageAssignment(((brigade, (baloth, boars)),)))
    pass_step(game)
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", alice)
    return Baloth(game, alice, bob, baloth, boars, armodon, brigade, ape, piker)


def test_510_1c_baloth_and_boars_example_assignment_is_legal(ruleset: str) -> None:
    """CR 2011 510.1c, last example: Baloth {Armodon 1, Brigade 1, Ape 5} and Boars {Brigade 3,
    Piker 1}: the Armodon (2 damage marked) needs 1, the Brigade 1 + 3 = 4. Legal under both
    rulesets. After damage the Armodon, the Brigade, the Piker and the Ape (5 damage on a 5/5)
    die; the Baloth is dealt 3 + 5 (+ the Brigade's) and dies; the Boars survive."""
    c = baloth_combat(ruleset)
    game = c.game
    boars_part = {c.brigade: 3, c.piker: 1}
    baloth_part = {c.armodon: 1, c.brigade: 1, c.ape: 5}
    game.check_combat_damage_assignment(c.alice, {c.baloth: baloth_part, c.boars: boars_part})
    assert baloth_part in game.legal_assignments(c.baloth, others={c.boars: boars_part})
    assign(game, (c.baloth, baloth_part), (c.boars, boars_part))
    if decision(game).kind == "assign combat damage":  # Bob's Brigade divides its 2 damage
        assert decision(game).player == c.bob
        assign(game, (c.brigade, {c.baloth: 2}))
    dealt = combat_damage(game.log)
    assert dealt[(c.baloth, c.armodon)] == 1 and dealt[(c.baloth, c.ape)] == 5
    assert dealt[(c.boars, c.brigade)] == 3 and dealt[(c.boars, c.piker)] == 1
    for dead in (c.armodon, c.brigade, c.piker, c.ape, c.baloth):
        assert not game.is_on_battlefield(dead)
    assert game.is_on_battlefield(c.boars) and game.damage_on(c.boars) == 2


def test_510_1c_baloth_alone_needs_the_boars_damage_under_cr2011() -> None:
    """The Baloth's 1 to the Brigade is lethal only with the Boars' 3 (damage "from other
    creatures that's being assigned during the same combat damage step")."""
    c = baloth_combat("cr2011")
    part = {c.armodon: 1, c.brigade: 1, c.ape: 5}
    assert part not in c.game.legal_assignments(c.baloth)
    assert part in c.game.legal_assignments(c.baloth, others={c.boars: {c.brigade: 3, c.piker: 1}})
    assert part not in c.game.legal_assignments(
        c.baloth, others={c.boars: {c.brigade: 2, c.piker: 2}}
    )


def test_510_1e_baloth_illegal_whole_assignment_is_rejected_and_nothing_changes() -> None:
    """CR 510.1e: the whole assignment is checked; Baloth {1, 1, 5} with Boars {Brigade 2,
    Piker 2} leaves the Brigade at 3 of 4, so the Baloth's 5 to the Ape breaks 510.1c; the
    game returns to the moment before Alice began to assign."""
    c = baloth_combat("cr2011")
    game = c.game
    before = snapshot(game)
    whole = {c.baloth: {c.armodon: 1, c.brigade: 1, c.ape: 5}, c.boars: {c.brigade: 2, c.piker: 2}}
    with pytest.raises(IllegalDamageAssignmentError) as checked:
        game.check_combat_damage_assignment(c.alice, whole)
    assert (checked.value.rule, checked.value.creature) == ("510.1c", c.baloth)
    assert unchanged(game, before)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(game, *whole.items())
    error = caught.value
    assert (error.rule, error.creature) == ("510.1c", c.baloth)
    assert f"creature {c.baloth}" in str(error) and "(CR 510.1c)" in str(error)
    assert unchanged(game, before)
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", c.alice)
    # All 7 to the Ape skips the Armodon and the Brigade: illegal under cr2011.
    with pytest.raises(IllegalDamageAssignmentError):
        assign(game, (c.baloth, {c.ape: 7}), (c.boars, {c.brigade: 4}))
    assert unchanged(game, before)


def test_510_1e_baloth_today_free_division_but_still_checked() -> None:
    """Today the same whole assignment (Boars {2, 2}) is legal, and so is all 7 to the Ape;
    an assignment that doesn't add up to the power (510.1a) or that sends a blocked creature's
    damage to the player (510.1c) is rejected, with nothing changed."""
    c = baloth_combat("current")
    game = c.game
    game.check_combat_damage_assignment(
        c.alice,
        {c.baloth: {c.armodon: 1, c.brigade: 1, c.ape: 5}, c.boars: {c.brigade: 2, c.piker: 2}},
    )
    game.check_combat_damage_assignment(c.alice, {c.baloth: {c.ape: 7}, c.boars: {c.piker: 4}})
    before = snapshot(game)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(game, (c.baloth, {c.ape: 8}), (c.boars, {c.piker: 4}))
    assert (caught.value.rule, caught.value.creature) == ("510.1a", c.baloth)
    assert unchanged(game, before)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(game, (c.baloth, {c.ape: 7}), (c.boars, {c.piker: 2, c.bob: 2}))
    assert (caught.value.rule, caught.value.creature) == ("510.1c", c.boars)
    assert unchanged(game, before)


def test_510_1d_brigade_may_skip_a_baloth_others_make_lethal_under_cr2011() -> None:
    """CR 2011 510.1d: the Brigade (order Baloth, Boars) may assign to the Boars once the Baloth
    is assigned lethal damage, counting the Armodon's 3 and the Ape's 5 (8 >= 7). So Bob has
    a choice ({Baloth 2}, {Baloth 1, Boars 1}, {Boars 2}) and the game must ask him."""
    c = baloth_combat("cr2011")
    game = c.game
    assign(
        game,
        (c.baloth, {c.armodon: 1, c.brigade: 1, c.ape: 5}),
        (c.boars, {c.brigade: 3, c.piker: 1}),
    )
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", c.bob)
    others = {c.armodon: {c.baloth: 3}, c.ape: {c.baloth: 5}}
    assert {c.boars: 2} in game.legal_assignments(c.brigade, others=others)


def test_510_1c_attacker_may_rely_on_a_forced_attackers_damage_under_cr2011() -> None:
    """CR 2011 510.1c: A1 (3/3) is blocked by the Brigade (2/4) alone and must assign it 3; A2
    (2/2), order Brigade then a 1/2, may then assign 1 + 1 (3 + 1 = 4 is lethal to the
    Brigade). The game must let Alice choose instead of forcing A2's 2 onto the Brigade."""
    game, alice, bob = new_game("cr2011")
    a1 = creature(game, alice, "A1", 3, 3)
    a2 = creature(game, alice, "A2", 2, 2)
    brigade = game.add_card_def(FORIYSIAN_BRIGADE, owner=bob, zone="battlefield")
    wall = creature(game, bob, "Wall", 1, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (a1, bob), (a2, bob))
    game.apply(DeclareBlockers(((brigade, a1), (brigade, a2), (wall, a2))))
    game.apply(OrderDamageAssignment(((a2, (brigade, wall)),)))
    game.apply(OrderDamageAssignment(((brigade, (a1, a2)),)))
    pass_step(game)
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", alice)
    options = game.legal_assignments(a2, others={a1: {brigade: 3}})
    assert options == [{brigade: 1, wall: 1}, {brigade: 2}]


def test_510_1_active_player_assigns_first_then_the_defending_player() -> None:
    """CR 510.1: the active player announces first, then the defending player; CR 510.2: no
    damage is dealt until both have assigned (today the Brigade's division is Bob's choice)."""
    c = baloth_combat("current")
    game = c.game
    events = assign(
        game,
        (c.baloth, {c.armodon: 1, c.brigade: 1, c.ape: 5}),
        (c.boars, {c.brigade: 3, c.piker: 1}),
    )
    assert not any(isinstance(e, DamageDealt) for e in events)
    d = decision(game)
    assert (d.kind, d.player) == ("assign combat damage", c.bob)
    assert normalize(game.legal_assignments(c.brigade)) == normalize(
        [{c.baloth: 2}, {c.baloth: 1, c.boars: 1}, {c.boars: 2}]
    )
    events = assign(game, (c.brigade, {c.boars: 2}))
    order = [e.player for e in game.log if isinstance(e, CombatDamageAssigned)]
    assert order == [c.alice, c.bob]
    dealt = combat_damage(events)
    assert dealt[(c.brigade, c.boars)] == 2 and dealt[(c.piker, c.boars)] == 2
    assert not game.is_on_battlefield(c.boars)  # 2 + 2 on a 4/4


def test_509_2a_removed_blocker_leaves_the_order_the_rest_keep_theirs() -> None:
    """CR 2011 509.2a: a blocker removed from combat in the declare blockers step leaves the
    damage assignment order; the others keep their relative order (R then Q), and the 6/6
    assigns along it."""
    game, alice, bob = new_game("cr2011")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    giant = creature(game, alice, "Giant", 6, 6)
    p, q, r = (creature(game, bob, name, 1, 2) for name in ("P", "Q", "R"))
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (giant, bob))
    game.apply(DeclareBlockers(((p, giant), (q, giant), (r, giant))))
    game.apply(OrderDamageAssignment(((giant, (r, p, q)),)))
    game.apply(CastSpell(bolt, (p,)))
    resolve(game)
    combat = game.state.combat
    assert combat is not None and combat.blocked_by[giant] == [r, q]
    pass_step(game)
    assert game.legal_assignments(giant) == [
        {r: 2, q: 4},
        {r: 3, q: 3},
        {r: 4, q: 2},
        {r: 5, q: 1},
        {r: 6},
    ]


def test_506_4_regenerated_blocker_is_removed_from_combat(ruleset: str) -> None:
    """CR 506.4: a blocking creature that regenerates is removed from combat: the 2/2 blocker
    regenerates from the first-strike damage and deals no damage in the second step; the
    attacker stays blocked (509.1h) and deals none to Bob."""
    game, alice, bob = new_game(ruleset)
    knight = creature(game, alice, "Knight", 3, 3, "first strike")
    troll = creature(game, bob, "Troll", 2, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (knight, bob))
    game.apply(DeclareBlockers(((troll, knight),)))
    game.regenerate(troll)
    pass_step(game)
    assert game.is_on_battlefield(troll) and game.state.objects[troll].tapped
    combat = game.state.combat
    assert combat is not None and not combat.in_combat(troll) and knight in combat.blocked
    second = pass_step(game)
    assert combat_damage(second) == {}
    assert game.damage_on(knight) == 0 and game.life(bob) == 20


def test_506_4_creature_whose_controller_changes_is_removed_from_combat(ruleset: str) -> None:
    """CR 506.4: a permanent is removed from combat if its controller changes. Bob gains control
    of Alice's attacking 3/3 in the declare blockers step: it is no longer attacking, deals no
    combat damage to Bob's blocker and is dealt none."""
    game, alice, bob = new_game(ruleset)
    ogre = creature(game, alice, "Ogre", 3, 3)
    bear = creature(game, bob, "Bear", 1, 1)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (ogre, bob))
    game.apply(DeclareBlockers(((bear, ogre),)))
    game.set_controller(ogre, bob)
    combat = game.state.combat
    assert combat is not None and not combat.in_combat(ogre)
    pass_step(game)
    assert combat_damage(game.log) == {}
    assert game.is_on_battlefield(bear) and game.damage_on(ogre) == 0


# -- CR 510.2: Squadron Hawk, Goblin Piker and Mogg Fanatic --------------------------------
def hawk_combat(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId, EntityId, EntityId]:
    game, alice, bob = new_game(ruleset)
    hawk = game.add_card_def(SQUADRON_HAWK, owner=alice, zone="battlefield")
    piker = game.add_card_def(GOBLIN_PIKER, owner=alice, zone="battlefield")
    fanatic = game.add_card_def(MOGG_FANATIC, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (hawk, bob), (piker, bob))
    # The Fanatic can't block the flying Hawk: blocking the Piker is the only block.
    assert set(game.legal_actions()) == {
        DeclareBlockers(()),
        DeclareBlockers(((fanatic, piker),)),
    }
    game.apply(DeclareBlockers(((fanatic, piker),)))
    return game, alice, bob, hawk, piker, fanatic


def test_510_2_fanatic_sacrificed_kills_the_hawk_and_the_piker_stays_blocked(
    ruleset: str,
) -> None:
    """CR 2011 510.2 example: Bob sacrifices Mogg Fanatic in the declare blockers step to deal 1
    to the Hawk: the Hawk is destroyed; the Piker stays blocked (CR 509.1h, 506.4) with no
    creature blocking it, so it deals and is dealt no combat damage (510.1c); Bob loses none."""
    game, alice, bob, hawk, piker, fanatic = hawk_combat(ruleset)
    game.apply(PassPriority())
    assert decision(game).player == bob
    game.apply(ActivateAbility(fanatic, 0, (hawk,)))
    assert not game.is_on_battlefield(fanatic)  # sacrificed as a cost
    resolve(game)
    assert not game.is_on_battlefield(hawk)
    combat = game.state.combat
    assert combat is not None and piker in combat.blocked and combat.blocked_by[piker] == []
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    events = game.log
    assert assigned(events, alice) == {piker: {}}
    assert combat_damage(events) == {}
    assert game.is_on_battlefield(piker) and game.damage_on(piker) == 0
    assert game.life(bob) == 20


def test_510_2_fanatic_left_on_the_battlefield_trades_with_the_piker(ruleset: str) -> None:
    """CR 2011 510.2 example, the other branch: the Fanatic and the Piker deal lethal damage to
    each other at once, and the unblocked Hawk deals 1 to Bob; the Hawk could not have been
    dealt damage (no player acts between assignment and damage)."""
    game, _, bob, hawk, piker, fanatic = hawk_combat(ruleset)
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    dealt = combat_damage(game.log)
    assert dealt == {(hawk, bob): 1, (piker, fanatic): 2, (fanatic, piker): 1}
    assert not game.is_on_battlefield(piker) and not game.is_on_battlefield(fanatic)
    assert game.is_on_battlefield(hawk) and game.life(bob) == 19
    assert sum(isinstance(e, DamageEventOccurred) for e in game.log) == 1


# -- CR 510.1a-d ----------------------------------------------------------------------------
@pytest.mark.parametrize(("power", "counters"), [(0, None), (1, {"-1/-1": 2})])
def test_510_1a_power_zero_or_less_assigns_no_combat_damage(
    ruleset: str, power: int, counters: dict[str, int] | None
) -> None:
    """CR 510.1a: a creature that would assign 0 or less damage assigns none at all: neither
    unblocked to the player nor blocked to its blocker."""
    game, alice, bob = new_game(ruleset)
    weak = creature(game, alice, "Weakling", power, 3, counters=counters)
    other = creature(game, alice, "Other Weakling", power, 3, counters=counters)
    wall = creature(game, bob, "Wall", 0, 4)
    game.begin("declare attackers", active=alice)
    assert game.power(weak) <= 0
    declare_attackers(game, (weak, bob), (other, bob))
    game.apply(DeclareBlockers(((wall, other),)))
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    assert assigned(game.log, alice) == {weak: {}, other: {}}
    assert combat_damage(game.log) == {}
    assert game.life(bob) == 20 and game.damage_on(wall) == 0
    assert decision(game).kind == "priority"


def walker_combat(
    ruleset: str, *keywords: str
) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    """Alice's 4/4 attacks Bob's planeswalker; Alice bolts the planeswalker in the declare
    blockers step (after no blocks), so it leaves the battlefield."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    attacker = creature(game, alice, "Attacker", 4, 4, *keywords)
    walker = game.add_permanent("Jace", controller=bob, types={"Planeswalker"}, loyalty=3)
    game.begin("declare attackers", active=alice)
    assert DeclareAttackers(((attacker, walker),)) in game.legal_actions()
    declare_attackers(game, (attacker, walker))
    game.apply(DeclareBlockers(()))
    game.apply(CastSpell(bolt, (walker,)))
    return game, alice, bob, attacker, walker


@pytest.mark.parametrize("keywords", [(), ("trample",)])
def test_510_1b_attacker_of_a_planeswalker_that_left_assigns_nothing(
    ruleset: str, keywords: tuple[str, ...]
) -> None:
    """CR 510.1b: an unblocked creature attacking a planeswalker that has left the battlefield
    isn't attacking anything and assigns no combat damage, even with trample: none to Bob."""
    game, alice, bob, attacker, walker = walker_combat(ruleset, *keywords)
    resolve(game)
    assert not game.is_on_battlefield(walker)
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    assert assigned(game.log, alice) == {attacker: {}}
    assert combat_damage(game.log) == {}
    assert game.life(bob) == 20


def test_510_1b_unblocked_attacker_of_a_planeswalker_damages_it(ruleset: str) -> None:
    """CR 510.1b: unblocked, it assigns all its damage to the planeswalker it attacks (which
    loses that many loyalty counters and dies at 0); none to Bob."""
    game, alice, bob = new_game(ruleset)
    attacker = creature(game, alice, "Attacker", 2, 2)
    walker = game.add_permanent("Jace", controller=bob, types={"Planeswalker"}, loyalty=3)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (attacker, walker))
    game.apply(DeclareBlockers(()))
    pass_step(game)
    assert combat_damage(game.log) == {(attacker, walker): 2}
    assert game.loyalty(walker) == 1 and game.life(bob) == 20


def blocker_dies_combat(
    ruleset: str, *keywords: str
) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    """Alice's 4/4 is blocked by a 2/2; Alice bolts the blocker in the declare blockers step."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    attacker = creature(game, alice, "Attacker", 4, 4, *keywords)
    blocker = creature(game, bob, "Blocker", 2, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (attacker, bob))
    game.apply(DeclareBlockers(((blocker, attacker),)))
    game.apply(CastSpell(bolt, (blocker,)))
    resolve(game)
    assert not game.is_on_battlefield(blocker)
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    return game, alice, bob, attacker, blocker


def test_510_1c_blocked_creature_whose_blocker_died_assigns_nothing(ruleset: str) -> None:
    """CR 510.1c: no creatures are currently blocking it: no combat damage; it stays blocked
    (CR 509.1h), so none goes to Bob."""
    game, alice, bob, attacker, _ = blocker_dies_combat(ruleset)
    combat = game.state.combat
    assert combat is not None and attacker in combat.blocked
    assert assigned(game.log, alice) == {attacker: {}}
    assert game.life(bob) == 20


def test_510_1c_trampler_whose_blocker_died_assigns_all_to_the_player(ruleset: str) -> None:
    """CR 2011 702.18c / today 702.19d: a blocked trampler with no creatures blocking it assigns
    all its damage to the player it attacks."""
    game, alice, bob, attacker, _ = blocker_dies_combat(ruleset, "trample")
    assert assigned(game.log, alice) == {attacker: {bob: 4}}
    assert game.life(bob) == 16


@dataclass
class DoubleBlock:
    game: Game
    alice: EntityId
    bob: EntityId
    first: EntityId
    second: EntityId
    blocker: EntityId


def blocker_of_two(ruleset: str, power: int, order_second_first: bool = False) -> DoubleBlock:
    """Two 2/2 attackers both blocked by a Brigade-like creature ("can block an additional
    creature") of power ``power`` and toughness 5."""
    game, alice, bob = new_game(ruleset)
    first = creature(game, alice, "First Bear", 2, 2)
    second = creature(game, alice, "Second Bear", 2, 2)
    blocker = game.add_card(
        "Wide Wall",
        owner=bob,
        types={"Creature"},
        power=power,
        toughness=5,
        restrictions={Restriction.EXTRA_BLOCK},
    )
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (first, bob), (second, bob))
    game.apply(DeclareBlockers(((blocker, first), (blocker, second))))
    if ruleset == "cr2011":
        d = decision(game)
        assert (d.kind, d.player, d.rule) == ("order attackers", bob, "509.3")
        assert set(game.legal_actions()) == {
            OrderDamageAssignment(((blocker, (first, second)),)),
            OrderDamageAssignment(((blocker, (second, first)),)),
        }
        order = (second, first) if order_second_first else (first, second)
        game.apply(OrderDamageAssignment(((blocker, order),)))
    pass_step(game)
    assert game.state.step is Step.COMBAT_DAMAGE
    return DoubleBlock(game, alice, bob, first, second, blocker)


def test_510_1d_blocker_of_two_follows_the_defending_players_order_under_cr2011() -> None:
    """CR 2011 509.3 / 510.1d: Bob orders Second Bear then First Bear; a 2-power blocker must
    assign its 2 to Second Bear (lethal for it is 2): the only legal assignment, made
    without asking Bob."""
    c = blocker_of_two("cr2011", 2, order_second_first=True)
    assert assigned(c.game.log, c.bob) == {c.blocker: {c.second: 2}}
    assert not c.game.is_on_battlefield(c.second) and c.game.is_on_battlefield(c.first)
    assert c.game.damage_on(c.blocker) == 4


def test_510_1d_blocker_of_two_divides_along_its_order_under_cr2011() -> None:
    """CR 2011 510.1d: a 3-power blocker with order First, Second may assign 2/1 or 3/0; 1/2
    skips a First Bear that isn't assigned lethal damage: illegal, state unchanged."""
    c = blocker_of_two("cr2011", 3)
    d = decision(c.game)
    assert (d.kind, d.player) == ("assign combat damage", c.bob)
    assert c.game.legal_assignments(c.blocker) == [{c.first: 2, c.second: 1}, {c.first: 3}]
    before = snapshot(c.game)
    with pytest.raises(IllegalDamageAssignmentError) as caught:
        assign(c.game, (c.blocker, {c.first: 1, c.second: 2}))
    assert (caught.value.rule, caught.value.creature) == ("510.1d", c.blocker)
    assert unchanged(c.game, before)
    assign(c.game, (c.blocker, {c.first: 2, c.second: 1}))
    assert not c.game.is_on_battlefield(c.first)
    assert c.game.is_on_battlefield(c.second) and c.game.damage_on(c.second) == 1


def test_510_1d_blocker_of_two_divides_freely_today() -> None:
    """Today's 510.1d: no order; Bob divides the 2 damage as he chooses."""
    c = blocker_of_two("current", 2)
    d = decision(c.game)
    assert (d.kind, d.player) == ("assign combat damage", c.bob)
    options = c.game.legal_assignments(c.blocker)
    assert sorted(tuple(sorted(o.items())) for o in options) == sorted(
        [((c.first, 2),), ((c.first, 1), (c.second, 1)), ((c.second, 2),)]
    )
    assign(c.game, (c.blocker, {c.first: 1, c.second: 1}))
    assert c.game.damage_on(c.first) == 1 and c.game.damage_on(c.second) == 1


# -- CR 510.2-510.4 ---------------------------------------------------------------------------
def test_510_2_combat_damage_is_one_simultaneous_event(ruleset: str) -> None:
    """CR 510.2: all combat damage is dealt at once: two 2/2s that block each other both die,
    in one damage event, every part combat damage citing 510.2."""
    game, alice, bob = new_game(ruleset)
    bear = creature(game, alice, "Bear", 2, 2)
    other = creature(game, bob, "Other Bear", 2, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (bear, bob))
    game.apply(DeclareBlockers(((other, bear),)))
    events = pass_step(game)
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert {(e.source, e.recipient, e.amount) for e in dealt} == {
        (bear, other, 2),
        (other, bear, 2),
    }
    assert all(e.combat and e.rule == "510.2" for e in dealt)
    assert sum(isinstance(e, DamageEventOccurred) for e in events) == 1
    assert not game.is_on_battlefield(bear) and not game.is_on_battlefield(other)


def _gain_on_damage(text: str) -> TriggeredAbility:
    return TriggeredAbility(
        when=WhenDealsDamage(from_=Match.ids_of(SELF), combat_only=True, to_player_only=True),
        effect=GainLife(amount=2),
        text=text,
    )


def test_510_3_damage_triggers_go_on_the_stack_after_damage(ruleset: str) -> None:
    """CR 2011 510.3 / today 510.3a: "Whenever this deals combat damage to a player, you gain 2
    life" triggers on the damage and goes on the stack before Alice gets priority; it resolves
    only after both players pass."""
    game, alice, bob = new_game(ruleset)
    text = "Whenever this creature deals combat damage to a player, you gain 2 life."
    knight = game.add_permanent(
        "Knight",
        controller=alice,
        types={"Creature"},
        power=3,
        toughness=3,
        triggers=[_gain_on_damage(text)],
    )
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (knight, bob))
    game.apply(DeclareBlockers(()))
    events = pass_step(game)
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("DamageEventOccurred") < kinds.index("PutOnStack")
    assert [e.item.text for e in events if isinstance(e, PutOnStack)] == [text]
    d = decision(game)
    assert (d.kind, d.player) == ("priority", alice)
    assert game.life(bob) == 17 and game.life(alice) == 20
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.life(alice) == 22 and not game.state.stack
    assert game.state.step is Step.COMBAT_DAMAGE


def test_510_3_life_gain_trigger_from_lifelink_goes_on_the_stack(ruleset: str) -> None:
    """Lifelink's life gain is part of the damage event (CR 2011 119.3f / 120.3f); a
    "whenever you gain life" ability (Ajani's Pridemate) triggers on it and goes on the stack
    after combat damage."""
    game, alice, bob = new_game(ruleset)
    pridemate = game.add_permanent(
        "Ajani's Pridemate",
        controller=alice,
        types={"Creature"},
        power=2,
        toughness=2,
        triggers=[
            TriggeredAbility(
                when=WhenGainLife(who=Match.you()),
                effect=PutCounters(),
                text="Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
            )
        ],
    )
    linker = creature(game, alice, "Linker", 3, 3, "lifelink")
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (linker, bob))
    game.apply(DeclareBlockers(()))
    events = pass_step(game)
    assert [e.amount for e in events if isinstance(e, LifeGained)] == [3]
    assert game.life(alice) == 23 and game.life(bob) == 17
    assert len(game.state.stack) == 1 and game.counters(pridemate) == {}
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.counters(pridemate) == {PLUS_ONE: 1}


def test_510_4_active_player_gets_priority_after_combat_damage(ruleset: str) -> None:
    """CR 2011 510.4 / today 510.3: after combat damage (Bob assigned last) Alice, the active
    player, gets priority; then Bob; when both pass the end of combat step begins."""
    c = blocker_of_two(ruleset, 3)
    if decision(c.game).kind == "assign combat damage":
        assign(c.game, (c.blocker, {c.first: 2, c.second: 1}))
    d = decision(c.game)
    assert (d.kind, d.player) == ("priority", c.alice)
    assert c.game.state.step is Step.COMBAT_DAMAGE
    c.game.apply(PassPriority())
    assert decision(c.game).player == c.bob
    events = c.game.apply(PassPriority())
    assert [e.step for e in events if isinstance(e, StepBegan)] == [Step.END_OF_COMBAT]


# -- CR 510.5 (today 510.4): first strike and double strike -----------------------------------
def strike_combat(
    ruleset: str, attacker_keywords: tuple[str, ...], blocker_keywords: tuple[str, ...] = ()
) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    game, alice, bob = new_game(ruleset)
    attacker = creature(game, alice, "Striker", 2, 2, *attacker_keywords)
    blocker = creature(game, bob, "Blocker", 2, 3, *blocker_keywords)
    game.add_card_def(FOREST, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (attacker, bob))
    game.apply(DeclareBlockers(((blocker, attacker),)))
    return game, alice, bob, attacker, blocker


def test_510_5_first_strike_step_cites_its_rule(ruleset: str) -> None:
    """The first-strike combat damage step is CR 510.5 in 2011 and 510.4 today."""
    game, *_ = strike_combat(ruleset, ("first strike",))
    events = pass_step(game)
    steps = [e for e in events if isinstance(e, FirstStrikeDamageStep)]
    assert len(steps) == 1 and steps[0].rule == FIRST_STRIKE_STEP_RULE[ruleset]


def test_510_5_first_striker_kills_its_blocker_before_it_deals_damage(ruleset: str) -> None:
    """CR 510.5: only creatures with first strike deal damage in the first step; a blocker
    killed then deals no combat damage in the second step."""
    game, alice, bob = new_game(ruleset)
    striker = creature(game, alice, "Striker", 3, 1, "first strike")
    blocker = creature(game, bob, "Blocker", 3, 3)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (striker, bob))
    game.apply(DeclareBlockers(((blocker, striker),)))
    first = pass_step(game)
    assert combat_damage(first) == {(striker, blocker): 3}
    assert not game.is_on_battlefield(blocker)
    d = decision(game)
    assert (d.kind, d.player) == ("priority", alice)  # priority between the two steps
    second = pass_step(game)
    assert sum(isinstance(e, StepBegan) and e.step is Step.COMBAT_DAMAGE for e in second) == 1
    assert combat_damage(second) == {}
    assert game.is_on_battlefield(striker) and game.damage_on(striker) == 0
    pass_step(game)
    assert game.state.step is Step.END_OF_COMBAT


def test_510_5_no_first_strike_means_one_combat_damage_step(ruleset: str) -> None:
    """Without first or double strike there is one combat damage step, then end of combat."""
    game, _, _, attacker, blocker = strike_combat(ruleset, ())
    events = pass_step(game)
    assert not any(isinstance(e, FirstStrikeDamageStep) for e in events)
    assert combat_damage(events) == {(attacker, blocker): 2, (blocker, attacker): 2}
    pass_step(game)
    assert game.state.step is Step.END_OF_COMBAT


def test_510_5_double_strike_deals_damage_in_both_steps(ruleset: str) -> None:
    """CR 510.5 / 702.4b: a double striker deals damage in the first step and again in the
    second; its blocker (2/3) survives the first 2, dies to the second 2, and deals its
    damage in the second step at the same time."""
    game, _, _, attacker, blocker = strike_combat(ruleset, ("double strike",))
    first = pass_step(game)
    assert combat_damage(first) == {(attacker, blocker): 2}
    assert game.damage_on(blocker) == 2
    second = pass_step(game)
    assert combat_damage(second) == {(attacker, blocker): 2, (blocker, attacker): 2}
    assert not game.is_on_battlefield(blocker) and not game.is_on_battlefield(attacker)


def test_510_5_players_get_priority_between_the_steps(ruleset: str) -> None:
    """CR 510.5: after the first-strike step players get priority (CR 510.4 / 510.3): Bob
    casts Giant Growth on his damaged blocker (2/3 -> 5/6, 2 damage marked); the second 2 no
    longer kill it, and it deals 5 to the double striker."""
    game, _, bob, attacker, blocker = strike_combat(ruleset, ("double strike",))
    growth = game.add_card_def(GIANT_GROWTH, owner=bob, zone="hand")
    pass_step(game)
    assert game.damage_on(blocker) == 2
    game.apply(PassPriority())
    assert decision(game).player == bob
    game.apply(CastSpell(growth, (blocker,)))
    assert not combat_damage(resolve(game))
    second = pass_step(game)
    assert combat_damage(second) == {(attacker, blocker): 2, (blocker, attacker): 5}
    assert game.is_on_battlefield(blocker) and game.damage_on(blocker) == 4
    assert not game.is_on_battlefield(attacker)


def test_702_7c_creature_given_first_strike_between_steps_still_deals_damage(
    ruleset: str,
) -> None:
    """CR 702.7c: giving first strike to a creature without it after the first combat damage
    step doesn't stop it from dealing combat damage in the second step (it had neither first
    nor double strike as the first step began, CR 510.5)."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    strike = game.add_card_def(SURE_STRIKE, owner=alice, zone="hand")
    striker = creature(game, alice, "Striker", 1, 1, "first strike")
    bear = creature(game, alice, "Bear", 2, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (striker, bob), (bear, bob))
    game.apply(DeclareBlockers(()))
    first = pass_step(game)
    assert combat_damage(first) == {(striker, bob): 1}
    game.apply(CastSpell(strike, (bear,)))
    resolve(game)
    assert game.obj(bear).has(Keyword.FIRST_STRIKE) and game.power(bear) == 5
    second = pass_step(game)
    assert combat_damage(second) == {(bear, bob): 5}  # the Striker doesn't deal damage again
    assert game.life(bob) == 14


def test_510_5_first_strike_gained_in_the_declare_blockers_step_counts(ruleset: str) -> None:
    """CR 510.5: what counts is first strike "as the combat damage step begins": Sure Strike
    cast in the declare blockers step gives a first-strike step, and the 5/2 kills its 2/3
    blocker before the blocker deals damage."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    strike = game.add_card_def(SURE_STRIKE, owner=alice, zone="hand")
    bear = creature(game, alice, "Bear", 2, 2)
    blocker = creature(game, bob, "Blocker", 2, 3)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (bear, bob))
    game.apply(DeclareBlockers(((blocker, bear),)))
    game.apply(CastSpell(strike, (bear,)))
    resolve(game)
    first = pass_step(game)
    assert any(isinstance(e, FirstStrikeDamageStep) for e in first)
    assert combat_damage(first) == {(bear, blocker): 5}
    pass_step(game)
    assert game.is_on_battlefield(bear) and game.damage_on(bear) == 0


def test_510_5_first_strike_gained_after_the_only_damage_step_adds_no_step(
    ruleset: str,
) -> None:
    """CR 510.5: no creature had first strike as the combat damage step began, so there is one
    step; first strike given afterwards doesn't give a second one (no damage again)."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    strike = game.add_card_def(SURE_STRIKE, owner=alice, zone="hand")
    bear = creature(game, alice, "Bear", 2, 2)
    game.begin("declare attackers", active=alice)
    declare_attackers(game, (bear, bob))
    game.apply(DeclareBlockers(()))
    pass_step(game)
    assert game.life(bob) == 18
    game.apply(CastSpell(strike, (bear,)))
    resolve(game)
    events = pass_step(game)
    assert game.state.step is Step.END_OF_COMBAT
    assert combat_damage(events) == {} and game.life(bob) == 18


# -- Property: random combats never leave an illegal state -------------------------------------
KEYWORDS = [
    "flying",
    "reach",
    "first strike",
    "double strike",
    "trample",
    "deathtouch",
    "lifelink",
    "infect",
    "wither",
    "vigilance",
    "menace",
    "defender",
    "haste",
]
RESTRICTIONS = [None, Restriction.CANT_BLOCK, Restriction.EXTRA_BLOCK]
COMBAT_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)


@st.composite
def combatant(draw: st.DrawFn) -> tuple[int, int, int, frozenset[str], Restriction | None]:
    toughness = draw(st.integers(1, 4))
    return (
        draw(st.integers(0, 4)),
        toughness,
        draw(st.integers(0, toughness - 1)),
        frozenset(draw(st.lists(st.sampled_from(KEYWORDS), max_size=3))),
        draw(st.sampled_from(RESTRICTIONS)),
    )


def life_from_log(game: Game, player: EntityId) -> int:
    lost = sum(e.amount for e in game.log if isinstance(e, LifeLost) and e.player == player)
    gained = sum(e.amount for e in game.log if isinstance(e, LifeGained) and e.player == player)
    return 20 - lost + gained


def check_invariants(game: Game, players: tuple[EntityId, EntityId]) -> None:
    state = game.state
    for obj in state.battlefield():
        assert obj.damage >= 0, obj
        if not obj.is_creature:
            continue
        assert obj.current_toughness() > 0, obj
        assert obj.damage < obj.current_toughness() or obj.has(Keyword.INDESTRUCTIBLE), obj
        assert not obj.deathtouch_damaged, obj
    for player in players:
        assert game.life(player) == life_from_log(game, player)
        poison = sum(
            e.amount for e in game.log if isinstance(e, PoisonCountersGiven) and e.player == player
        )
        assert game.poison(player) == poison
    for event in game.log:
        if isinstance(event, DamageDealt):
            assert event.amount > 0


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    st.sampled_from(["cr2011", "current"]),
    st.lists(combatant(), min_size=1, max_size=2),
    st.lists(combatant(), min_size=0, max_size=3),
    st.data(),
)
def test_property_random_combats_leave_no_illegal_state(
    ruleset: str,
    mine: list[tuple[int, int, int, frozenset[str], Restriction | None]],
    theirs: list[tuple[int, int, int, frozenset[str], Restriction | None]],
    data: st.DataObject,
) -> None:
    """Random legal declarations, orders and assignments (picked among ``legal_actions()``) on
    small boards of random creatures: whenever a player may act, no creature on the battlefield
    has lethal damage (unless indestructible) or toughness 0 or less, damage is never
    negative, and life and poison changed only through LifeLost / LifeGained /
    PoisonCountersGiven events in the log. Every combat ends in the end of combat step."""
    game, alice, bob = new_game(ruleset)
    for index, (power, toughness, damage, keywords, restriction) in enumerate(mine + theirs):
        game.add_card(
            f"Creature {index}",
            owner=alice if index < len(mine) else bob,
            types={"Creature"},
            power=power,
            toughness=toughness,
            damage=damage,
            keywords=keywords,
            restrictions=() if restriction is None else (restriction,),
        )
    game.begin("declare attackers", active=alice)
    for _ in range(60):
        if game.winners is not None or game.state.step not in COMBAT_STEPS:
            break
        d = decision(game)
        options = game.legal_actions()
        assert options, d
        assert list(d.options) == options
        # Declarations are listed smallest first; draw from the end, so that examples shrink
        # toward full attacks and blocks rather than toward no combat at all.
        choice = options[-1 - data.draw(st.integers(0, len(options) - 1), label=d.kind)]
        try:
            game.apply(choice)
        except RulesError as error:  # a listed legal action must be accepted
            raise AssertionError(f"legal action {choice} rejected: {error}") from error
        now = game.decision()
        if now is not None and now.kind == "priority":
            check_invariants(game, (alice, bob))
    check_invariants(game, (alice, bob))
    assert game.winners is not None or game.state.step is Step.END_OF_COMBAT
