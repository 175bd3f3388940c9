"""CR 117 (timing and priority; CR 116 in 2011: the docstrings give today's numbers), 405 (the
stack), 603.3 (triggered abilities go on the stack)
and 608 (resolving), played through the game under both editions of the rules.

The active player receives priority first in a step (117.3a) and after anything resolves
(117.3b); a player who casts a spell or activates an ability receives priority afterward
(117.3c); a pass gives priority to the next player (117.3d); when all players pass in
succession the top of the stack resolves, or the step ends if the stack is empty (117.4).
Last in, first out (405.5). Triggered abilities wait for the next time a player would receive
priority (117.5, 603.3) and go on the stack in APNAP order (603.3b); their targets are chosen
then (603.3d). A spell whose every target is illegal doesn't resolve (608.2b).
"""

from __future__ import annotations

import pytest

from mtgrules import Game, Match, TriggeredAbility, Who
from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from mtgrules.effects.instructions import SELF, GainLife, PutCounters, target
from mtgrules.effects.targets import TARGET_CREATURE, TargetSpec
from mtgrules.effects.triggers import WhenDealtDamage, WhenEntersBattlefield
from mtgrules.errors import IllegalChoiceError, RulesError
from mtgrules.events import (
    AbilityTriggered,
    DamageDealt,
    Event,
    LifeGained,
    TriggerResolved,
    ZoneChanged,
)
from mtgrules.objects import PLUS_ONE, Step, Zone
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId
from mtgrules.turn_events import (
    BlockersDeclared,
    PriorityPassed,
    PutOnStack,
    Resolved,
    StepBegan,
)
from tests.cards import (
    FOREST,
    HILL_GIANT,
    LIGHTNING_BOLT,
    MOGG_FANATIC,
    MOUNTAIN,
    PRIDE_GUARDIAN,
    RAGING_GOBLIN,
    VASTWOOD_GORGER,
    creature,
)

PRIORITY = {"current": "117", "cr2011": "116"}  # Timing and Priority: CR 117 today, 116 in 2011
SPELL_TO_GRAVEYARD = {"current": "608.2n", "cr2011": "608.2k"}
BLOCKS_TRIGGER = {"current": "509.3a", "cr2011": "509.4a"}

# Test cards (no printed card is meant).
MENTOR = creature(
    "Mentor",
    "{2}{G}",
    2,
    2,
    triggers=(
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=PutCounters(on=target(0)),
            targets=(TARGET_CREATURE,),
            text="When Mentor enters the battlefield, put a +1/+1 counter on target creature.",
        ),
    ),
)
TARGET_OPPONENTS_CREATURE = TargetSpec(
    kinds=frozenset({"creature"}),
    controller=Who.OPPONENT,
    text="target creature an opponent controls",
)
BULLY = creature(
    "Bully",
    "{2}{G}",
    2,
    2,
    triggers=(
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=PutCounters(on=target(0)),
            targets=(TARGET_OPPONENTS_CREATURE,),
            text="When Bully enters the battlefield, put a +1/+1 counter on target creature "
            "an opponent controls.",
        ),
    ),
)
HEALER = creature(
    "Healer",
    "{2}{G}",
    2,
    2,
    triggers=(
        TriggeredAbility(
            when=WhenEntersBattlefield(who=Match.ids_of(SELF)),
            effect=GainLife(amount=4),
            optional=True,
            text="When Healer enters the battlefield, you may gain 4 life.",
        ),
    ),
)


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def find(game: Game, name: str, zone: Zone = Zone.BATTLEFIELD) -> EntityId:
    found = [o.id for o in game.state.objects.values() if o.name == name and o.zone is zone]
    assert len(found) == 1, (name, zone, found)
    return found[0]


def pass_both(game: Game) -> list[Event]:
    return game.apply(PassPriority()) + game.apply(PassPriority())


def watcher(game: Game, controller: EntityId, gain: int) -> EntityId:
    """An enchantment: "Whenever a creature is dealt damage, you gain ``gain`` life"."""
    ability = TriggeredAbility(
        when=WhenDealtDamage(to=Match(kinds=frozenset({"Creature"}))),
        effect=GainLife(amount=gain),
        text=f"Whenever a creature is dealt damage, you gain {gain} life.",
    )
    return game.add_permanent(
        "Watcher", controller=controller, types={"Enchantment"}, triggers=[ability]
    )


def kinds(events: list[Event]) -> list[type[Event]]:
    return [type(e) for e in events]


# -- 117.3: who receives priority ---------------------------------------------------------------
def test_117_3a_active_player_receives_priority_first_in_each_step(ruleset: str) -> None:
    """CR 117.3a: the active player receives priority at the beginning of each step with
    priority (after its turn-based actions), in their turn and in the opponent's."""
    game, alice, bob = new_game(ruleset)
    for owner, land in ((alice, MOUNTAIN), (bob, FOREST)):
        for _ in range(10):
            game.add_card_def(land, owner=owner)
    game.start(seed=3)
    firsts: dict[tuple[int, Step], EntityId] = {}
    while game.state.turn <= 2:
        decision = game.decision()
        assert decision is not None
        step = game.state.step
        assert step is not None
        if decision.kind == "priority":
            firsts.setdefault((game.state.turn, step), decision.player)
            game.apply(PassPriority())
        elif decision.kind == "declare attackers":
            game.apply(DeclareAttackers())
        elif decision.kind == "discard":  # Bob's eighth card, in his cleanup step
            game.apply(game.legal_actions()[0])
        else:
            raise AssertionError(decision)
    assert len(firsts) >= 14  # every step with priority of both turns (cleanup has none)
    for (turn, _step), player in firsts.items():
        assert player == (alice if turn == 1 else bob)


def test_117_3c_a_player_who_acts_receives_priority_afterward(ruleset: str) -> None:
    """CR 117.3c: a player who casts a spell, activates an ability or plays a land (a special
    action) receives priority afterward, whoever is active."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    land = game.add_card_def(MOUNTAIN, owner=alice, zone="hand")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    fanatic = game.add_card_def(MOGG_FANATIC, owner=bob, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.apply(PlayLand(land))
    assert game.state.priority == alice
    game.apply(CastSpell(bolt, (bob,)))
    assert game.state.priority == alice and len(game.state.stack) == 1
    game.apply(PassPriority())
    assert game.state.priority == bob
    game.apply(ActivateAbility(fanatic, 0, (alice,)))
    assert game.state.priority == bob and len(game.state.stack) == 2


def test_117_3d_passing_gives_priority_to_the_next_player(ruleset: str) -> None:
    """CR 117.3d: a player who passes gives priority to the next player in turn order; nothing
    resolves and the step doesn't end until all players pass in succession."""
    game, alice, bob = new_game(ruleset)
    game.begin("upkeep", active=alice)
    events = game.apply(PassPriority())
    assert [(type(e), e.rule) for e in events] == [(PriorityPassed, f"{PRIORITY[ruleset]}.3d")]
    assert game.state.priority == bob and game.state.step is Step.UPKEEP


def test_117_4_all_pass_resolves_top_then_117_3b_active_player_gets_priority(
    ruleset: str,
) -> None:
    """CR 117.4: when all players pass in succession the top of the stack resolves (the step
    doesn't end); CR 117.3b: then the active player receives priority, even if the other
    player cast the spell."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=bob, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=bob, zone="hand")
    game.begin("upkeep", active=alice)
    game.apply(PassPriority())
    game.apply(CastSpell(bolt, (alice,)))
    assert game.state.priority == bob
    game.apply(PassPriority())
    assert game.state.priority == alice and game.life(alice) == 20
    events = game.apply(PassPriority())
    assert game.life(alice) == 17
    assert Resolved in kinds(events) and StepBegan not in kinds(events)
    assert game.state.step is Step.UPKEEP and game.state.stack == []
    assert game.state.priority == alice


def test_117_4_all_pass_with_an_empty_stack_ends_the_step(ruleset: str) -> None:
    """CR 117.4 / 500.2: all players passing in succession with an empty stack ends the step;
    the next one begins."""
    game, alice, _bob = new_game(ruleset)
    game.add_card_def(FOREST, owner=alice, zone="library")
    game.begin("upkeep", active=alice, turn=2)  # a turn with a draw step (see 103.8a)
    events = pass_both(game)
    assert [e.step for e in events if isinstance(e, StepBegan)] == [Step.DRAW]


def test_117_4_an_action_between_passes_starts_the_count_again(ruleset: str) -> None:
    """CR 117.4: "all players pass without taking any actions in between": Alice passes, Bob
    casts a spell and passes: the spell doesn't resolve until Alice passes again."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=bob, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=bob, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(PassPriority())
    game.apply(CastSpell(bolt, (alice,)))
    game.apply(PassPriority())
    assert game.state.priority == alice and len(game.state.stack) == 1
    game.apply(PassPriority())
    assert game.life(alice) == 17 and game.state.step is Step.PRECOMBAT_MAIN


def test_117_4_a_mana_ability_between_passes_starts_the_count_again(ruleset: str) -> None:
    """CR 117.4 with 117.3c: activating a mana ability is an action ("activate an ability"):
    Alice passes, Bob taps a Forest for mana and passes: Alice receives priority again
    instead of the step ending."""
    game, alice, bob = new_game(ruleset)
    forest = game.add_card_def(FOREST, owner=bob, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.apply(PassPriority())
    game.apply(ActivateAbility(forest))
    game.apply(PassPriority())
    assert game.state.step is Step.PRECOMBAT_MAIN and game.state.priority == alice


# -- 405: the stack --------------------------------------------------------------------------------
def test_405_5_last_in_first_out(ruleset: str) -> None:
    """CR 405.5 / 117.7: a spell cast in response resolves first. Alice bolts Bob, Bob bolts
    Alice in response: Bob's resolves first; then both must pass again before Alice's."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=bob, zone="battlefield")
    alices = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    bobs = game.add_card_def(LIGHTNING_BOLT, owner=bob, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(alices, (bob,)))
    game.apply(PassPriority())
    game.apply(CastSpell(bobs, (alice,)))
    assert [item.controller for item in game.state.stack] == [alice, bob]
    pass_both(game)
    assert (game.life(alice), game.life(bob)) == (17, 20)
    assert [item.controller for item in game.state.stack] == [alice]
    assert game.state.priority == alice
    game.apply(PassPriority())
    assert game.life(bob) == 20  # one pass isn't enough
    game.apply(PassPriority())
    assert (game.life(alice), game.life(bob)) == (17, 17)


# -- 603.3: triggered abilities --------------------------------------------------------------------
def test_603_3_a_trigger_waits_for_the_next_time_a_player_would_receive_priority(
    ruleset: str,
) -> None:
    """CR 603.3 / 117.5: Pride Guardian's "whenever blocks" ability triggers when blockers are
    declared (CR 509.3a today, 509.4a in 2011) and is put on the stack before the active player
    receives priority; it resolves only when both pass."""
    game, alice, bob = new_game(ruleset)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    guardian = game.add_card_def(PRIDE_GUARDIAN, owner=bob, zone="battlefield")
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((goblin, bob),)))
    pass_both(game)
    events = game.apply(DeclareBlockers(((guardian, goblin),)))
    assert kinds(events)[:3] == [BlockersDeclared, AbilityTriggered, PutOnStack]
    triggered = next(e for e in events if isinstance(e, AbilityTriggered))
    assert triggered.rule == BLOCKS_TRIGGER[ruleset]
    placed = next(e for e in events if isinstance(e, PutOnStack))
    assert placed.rule == "603.3"
    assert (placed.item.kind, placed.item.controller) == (ItemKind.TRIGGERED, bob)
    assert game.state.pending_triggers == []
    assert game.state.priority == alice and game.life(bob) == 20
    pass_both(game)
    assert game.life(bob) == 23 and game.state.stack == []


def test_603_3_triggers_during_resolution_go_on_the_stack_after_it(ruleset: str) -> None:
    """CR 603.3 / 608.2n: abilities that trigger while a spell resolves are put on the stack
    after the spell has finished resolving (and gone to the graveyard)."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    gorger = game.add_card_def(VASTWOOD_GORGER, owner=bob, zone="battlefield")
    watcher(game, bob, 2)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (gorger,)))
    events = pass_both(game)
    order = kinds(events)
    assert order.index(DamageDealt) < order.index(AbilityTriggered) < order.index(Resolved)
    assert order.index(Resolved) < order.index(ZoneChanged) < order.index(PutOnStack)
    assert len(game.state.stack) == 1 and game.life(bob) == 20


def test_603_3b_apnap_the_active_players_trigger_goes_on_first_and_resolves_last(
    ruleset: str,
) -> None:
    """CR 603.3b (101.4): triggers of both players go on the stack in APNAP order: the active
    player's first, then the non-active player's on top, which resolves first."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    gorger = game.add_card_def(VASTWOOD_GORGER, owner=bob, zone="battlefield")
    watcher(game, alice, 1)
    watcher(game, bob, 2)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (gorger,)))
    pass_both(game)
    assert [(i.kind, i.controller) for i in game.state.stack] == [
        (ItemKind.TRIGGERED, alice),
        (ItemKind.TRIGGERED, bob),
    ]
    assert game.state.priority == alice
    pass_both(game)
    assert (game.life(alice), game.life(bob)) == (20, 22)
    pass_both(game)
    assert (game.life(alice), game.life(bob)) == (21, 22)
    gains = [e.player for e in game.log if isinstance(e, LifeGained)]
    assert gains == [bob, alice]


def test_603_3b_a_player_orders_their_own_simultaneous_triggers(ruleset: str) -> None:
    """CR 603.3b: a player with several triggers to put on the stack at once chooses their
    order (a "trigger order" decision); the one put first resolves last."""
    game, alice, bob = new_game(ruleset)
    goblins = [game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield") for _ in "ab"]
    guardians = [game.add_card_def(PRIDE_GUARDIAN, owner=bob, zone="battlefield") for _ in "ab"]
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((g, bob) for g in goblins)))
    pass_both(game)
    assert game.apply(DeclareBlockers(tuple(zip(guardians, goblins, strict=True)))) == []
    decision = game.decision()
    assert decision is not None
    assert (decision.kind, decision.player, decision.rule) == ("trigger order", bob, "603.3b")
    assert decision.options == (Choose(0), Choose(1))
    game.apply(Choose(1))  # the second guardian's trigger goes on the stack first
    assert [i.source for i in game.state.stack] == [guardians[1], guardians[0]]


def test_603_3d_a_trigger_with_a_target_asks_for_its_target(ruleset: str) -> None:
    """CR 603.3d (601.2c): targets of a triggered ability are chosen as it is put on the
    stack: the game waits for a "targets" decision of its controller; an answer that isn't
    an option is refused."""
    game, alice, bob = new_game(ruleset)
    for _ in range(3):
        game.add_card_def(FOREST, owner=alice, zone="battlefield")
    card = game.add_card_def(MENTOR, owner=alice, zone="hand")
    giant = game.add_card_def(HILL_GIANT, owner=bob, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    game.apply(PassPriority())
    before = game.state.copy()
    assert game.apply(PassPriority()) == []  # the spell resolves; its trigger needs a target
    decision = game.decision()
    assert decision is not None
    assert (decision.kind, decision.player, decision.rule) == ("targets", alice, "603.3d")
    answers = [o.answer for o in decision.options if isinstance(o, Choose)]
    assert len(answers) == 2 and (giant,) in answers
    other = next(o for o in answers if o != (giant,))
    assert isinstance(other, tuple)
    (mentor,) = other  # Mentor itself, as the permanent it will be
    assert game.state.stack == before.stack  # nothing has happened yet
    with pytest.raises(IllegalChoiceError):
        game.apply(Choose((alice,)))
    events = game.apply(Choose((giant,)))
    assert find(game, "Mentor") == mentor
    placed = [e for e in events if isinstance(e, PutOnStack)]
    assert [(p.item.targets, p.rule) for p in placed] == [((giant,), "603.3")]
    pass_both(game)
    assert game.counters(giant) == {PLUS_ONE: 1} and game.counters(mentor) == {}


def test_603_3d_a_trigger_without_a_legal_target_is_removed(ruleset: str) -> None:
    """CR 603.3d: a triggered ability with no legal target is removed from the stack (here:
    "target creature an opponent controls" when the opponent controls none)."""
    game, alice, _bob = new_game(ruleset)
    for _ in range(3):
        game.add_card_def(FOREST, owner=alice, zone="battlefield")
    card = game.add_card_def(BULLY, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    events = pass_both(game)
    removed = [e for e in events if isinstance(e, TriggerResolved)]
    assert [(r.done, r.rule) for r in removed] == [(False, "603.3d")]
    assert game.state.stack == [] and game.state.priority == alice


def test_603_5_an_optional_trigger_asks_on_resolution(ruleset: str) -> None:
    """CR 603.5: "you may" is chosen as the ability resolves (a "may" decision)."""
    for answer, life in ((True, 24), (False, 20)):
        game, alice, _bob = new_game(ruleset)
        for _ in range(3):
            game.add_card_def(FOREST, owner=alice, zone="battlefield")
        card = game.add_card_def(HEALER, owner=alice, zone="hand")
        game.begin("precombat main", active=alice)
        game.apply(CastSpell(card))
        pass_both(game)
        assert len(game.state.stack) == 1  # the trigger: no choice while it goes on the stack
        game.apply(PassPriority())
        assert game.apply(PassPriority()) == []
        decision = game.decision()
        assert decision is not None
        assert (decision.kind, decision.player, decision.rule) == ("may", alice, "603.5")
        game.apply(Choose(answer))
        assert game.life(alice) == life and game.state.stack == []


# -- 608: resolving ------------------------------------------------------------------------------
def test_608_2b_a_spell_whose_only_target_is_gone_does_not_resolve(ruleset: str) -> None:
    """CR 608.2b: Lightning Bolt targets Mogg Fanatic; Bob sacrifices the Fanatic in response
    (1 damage to Alice, dealt by the Fanatic as it last existed, CR 608.2h). The Bolt's only
    target is illegal: it doesn't resolve, deals no damage and goes to the graveyard."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    fanatic = game.add_card_def(MOGG_FANATIC, owner=bob, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (fanatic,)))
    spell = game.state.stack[-1].id
    game.apply(PassPriority())
    game.apply(ActivateAbility(fanatic, 0, (alice,)))
    ping = pass_both(game)
    assert [(e.source, e.recipient, e.amount) for e in ping if isinstance(e, DamageDealt)] == [
        (fanatic, alice, 1)
    ]
    events = pass_both(game)
    assert not any(isinstance(e, DamageDealt) for e in events)
    fizzled = [e for e in events if isinstance(e, Resolved)]
    assert [(e.item, e.resolved, e.rule) for e in fizzled] == [(spell, False, "608.2b")]
    moved = [e for e in events if isinstance(e, ZoneChanged)]
    assert [(e.object, e.destination, e.rule) for e in moved] == [(spell, Zone.GRAVEYARD, "608.2b")]
    assert find(game, "Lightning Bolt", Zone.GRAVEYARD) == moved[0].new_id
    assert (game.life(alice), game.life(bob)) == (19, 20)
    assert game.state.stack == [] and game.state.priority == alice


def test_608_2n_an_instant_resolves_then_goes_to_the_graveyard(ruleset: str) -> None:
    """CR 608.2c then 608.2n (2011: 608.2k): the instant's instructions are followed, then,
    as the final part of its resolution, it is put into its owner's graveyard."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(bolt, (bob,)))
    spell = game.state.stack[-1].id
    assert game.state.objects[spell].zone is Zone.STACK
    events = pass_both(game)
    order = kinds(events)
    assert order.index(DamageDealt) < order.index(Resolved) < order.index(ZoneChanged)
    moved = next(e for e in events if isinstance(e, ZoneChanged))
    assert (moved.object, moved.destination, moved.rule) == (
        spell,
        Zone.GRAVEYARD,
        SPELL_TO_GRAVEYARD[ruleset],
    )
    graveyard = game.state.objects[moved.new_id]
    assert (graveyard.name, graveyard.zone, graveyard.owner) == (
        "Lightning Bolt",
        Zone.GRAVEYARD,
        alice,
    )
    assert game.life(bob) == 17


def test_117_illegal_actions_name_a_rule_and_change_nothing(ruleset: str) -> None:
    """An action the game doesn't wait for is refused with the rule it breaks, and the state
    is exactly as it was (CR 117.3, 2011: 116.3: only the player with priority acts; 508.1: a
    declaration is awaited)."""
    game, alice, bob = new_game(ruleset)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    game.begin("declare attackers", active=alice)
    for action, rule in (
        (PassPriority(), "508.1"),
        (DeclareBlockers(), "508.1"),
        (Choose(1), PRIORITY[ruleset]),
    ):
        before, log_length = game.state.copy(), len(game.log)
        with pytest.raises(RulesError) as caught:
            game.apply(action)
        assert caught.value.rule == rule
        assert game.state == before and len(game.log) == log_length
    game.apply(DeclareAttackers(((goblin, bob),)))
    with pytest.raises(RulesError) as caught:
        game.apply(DeclareAttackers())
    assert caught.value.rule == f"{PRIORITY[ruleset]}.3"
