"""CR 500-514 and 103: the turn structure, played through the game under the rules of
30 September 2011 (``cr2011``) and today's (``current``).

Steps follow each other in order (500.1); the untap step untaps the active player's
permanents and gives no priority (502.3 today, 502.2 in 2011; 502.4 / 502.3); the active
player draws in the draw step (504.1) except on the starting player's first turn (103.8a today,
103.7a in 2011); a player who drew from an empty library loses at the next check (704.5b);
one land per turn (305.2), only at sorcery timing (305.1); mana empties when a step ends
(500.4); the cleanup step discards to seven (514.1), then removes damage and ends "until end
of turn" effects together (514.2); summoning sickness (302.6) and haste (702.10b-c).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from mtgrules import Game, Keyword
from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    PassPriority,
    PlayLand,
)
from mtgrules.cards.model import CardDef
from mtgrules.errors import RulesError
from mtgrules.events import (
    DamageRemoved,
    EffectEnded,
    Event,
    GameOver,
    PlayerLost,
    ZoneChanged,
)
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from mtgrules.turn_events import DrewFromEmptyLibrary, LandPlayed, ManaEmptied, StepBegan, Untapped
from tests.cards import (
    FOREST,
    GIANT_GROWTH,
    HILL_GIANT,
    LIGHTNING_BOLT,
    LLANOWAR_ELVES,
    MOUNTAIN,
    RAGING_GOBLIN,
    creature,
)

UNTAP_RULE = {"current": "502.3", "cr2011": "502.2"}
DRAW_RULE = {"current": "121.1", "cr2011": "120.1"}
UNPAID = {"current": "601.2h", "cr2011": "601.2g"}

WHOLE_TURN = [
    Step.UNTAP,
    Step.UPKEEP,
    Step.DRAW,
    Step.PRECOMBAT_MAIN,
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_OF_COMBAT,
    Step.POSTCOMBAT_MAIN,
    Step.END,
    Step.CLEANUP,
]

# A test card (no printed card is meant): a hasty creature with "{T}: Add {G}."
HASTY_MANA_ELF = creature(
    "Hasty Mana Elf", "{G}", 1, 1, Keyword.HASTE, activated=LLANOWAR_ELVES.activated
)


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def add(game: Game, card: CardDef, owner: EntityId, zone: str, count: int = 1) -> list[EntityId]:
    return [game.add_card_def(card, owner=owner, zone=zone) for _ in range(count)]


def find(game: Game, name: str, zone: Zone = Zone.BATTLEFIELD) -> EntityId:
    """The one object called ``name`` in ``zone`` (ids change with zones, CR 400.7)."""
    found = [o.id for o in game.state.objects.values() if o.name == name and o.zone is zone]
    assert len(found) == 1, (name, zone, found)
    return found[0]


def current_step(game: Game) -> Step | None:
    return game.state.step


def steps_began(events: Iterable[Event]) -> list[tuple[int, Step, EntityId]]:
    return [(e.turn, e.step, e.active) for e in events if isinstance(e, StepBegan)]


def at_start_of(game: Game, step: Step, turn: int | None) -> bool:
    state = game.state
    return (
        state.step is step
        and (turn is None or state.turn == turn)
        and state.awaiting is None
        and state.pending_choice is None
        and state.priority == state.active_player
        and state.passes == 0
        and not state.stack
    )


def advance_to(game: Game, step: Step, turn: int | None = None) -> list[Event]:
    """Pass priority, declare no attackers or blockers and discard the first cards offered until
    ``step`` (of ``turn``) waits for its active player's priority with an empty stack."""
    events: list[Event] = []
    for _ in range(500):
        if at_start_of(game, step, turn):
            return events
        decision = game.decision()
        assert decision is not None, f"the game ended before {step} of turn {turn}"
        if decision.kind == "priority":
            events += game.apply(PassPriority())
        elif decision.kind == "declare attackers":
            events += game.apply(DeclareAttackers())
        elif decision.kind == "declare blockers":
            events += game.apply(DeclareBlockers())
        elif decision.kind == "discard":
            first = decision.options[0]
            assert isinstance(first, Discard)
            events += game.apply(first)
        else:
            raise AssertionError(f"unexpected decision {decision}")
    raise AssertionError(f"{step} of turn {turn} not reached")


def pass_both(game: Game) -> list[Event]:
    return game.apply(PassPriority()) + game.apply(PassPriority())


def raises_unchanged(game: Game, action: object, rule: str) -> RulesError:
    """Apply ``action``: it must raise a RulesError citing ``rule`` and change nothing."""
    before, log_length = game.state.copy(), len(game.log)
    with pytest.raises(RulesError) as caught:
        game.apply(action)  # type: ignore[arg-type]
    assert caught.value.rule == rule, str(caught.value)
    assert game.state == before
    assert len(game.log) == log_length
    return caught.value


def started(ruleset: str, *, alice_cards: int = 15, bob_cards: int = 15) -> tuple[Game, int, int]:
    game, alice, bob = new_game(ruleset)
    add(game, MOUNTAIN, alice, "library", alice_cards)
    add(game, FOREST, bob, "library", bob_cards)
    game.start(seed=1)
    return game, alice, bob


# -- 500.1: the steps of a turn, in order --------------------------------------------------------
def test_500_1_steps_of_a_whole_turn_in_order_and_into_the_next(ruleset: str) -> None:
    """CR 500.1, 501-514: untap, upkeep, draw, precombat main, beginning of combat, declare
    attackers, declare blockers, combat damage, end of combat, postcombat main, end, cleanup;
    then the next player's turn begins with its untap step (CR 500.1, 102.1). With no attackers
    the declare blockers and combat damage steps are skipped (CR 508.8)."""
    game, alice, bob = new_game(ruleset)
    add(game, MOUNTAIN, alice, "library", 15)
    add(game, FOREST, bob, "library", 15)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=bob, zone="battlefield")
    game.start(seed=1)
    # Turn 1 (Alice: no creatures) and turn 2 (Bob attacks with the goblin, Alice doesn't block).
    for _ in range(200):
        decision = game.decision()
        assert decision is not None
        if game.state.turn == 3 and game.state.step is Step.UPKEEP:
            break
        if decision.kind == "declare attackers":
            attack = ((goblin, alice),) if decision.player == bob else ()
            game.apply(DeclareAttackers(attack))
        elif decision.kind == "declare blockers":
            game.apply(DeclareBlockers())
        elif decision.kind == "discard":
            first = decision.options[0]
            assert isinstance(first, Discard)
            game.apply(first)
        else:
            game.apply(PassPriority())
    began = steps_began(game.log)
    turn1 = [s for t, s, _ in began if t == 1 and s is not Step.DRAW]  # see 103.8a below
    skipped = (Step.DRAW, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
    assert turn1 == [s for s in WHOLE_TURN if s not in skipped]
    assert [s for t, s, _ in began if t == 2] == WHOLE_TURN
    assert [s for t, s, _ in began if t == 3] == [Step.UNTAP, Step.UPKEEP]
    assert {a for t, _, a in began if t == 1} == {alice}
    assert {a for t, _, a in began if t == 2} == {bob}
    assert {a for t, _, a in began if t == 3} == {alice}
    assert game.life(alice) == 19  # the goblin's combat damage in turn 2


def test_508_8_no_attackers_skips_declare_blockers_and_combat_damage(ruleset: str) -> None:
    """CR 508.8: if no creatures are declared as attackers, the declare blockers and combat
    damage steps are skipped; the declare attackers step itself still gives priority."""
    game, alice, _bob = new_game(ruleset)
    game.add_card_def(HILL_GIANT, owner=alice, zone="battlefield")
    game.begin("beginning of combat", active=alice)
    pass_both(game)
    assert game.decision() is not None and game.decision().kind == "declare attackers"  # type: ignore[union-attr]
    game.apply(DeclareAttackers())
    assert game.state.step is Step.DECLARE_ATTACKERS and game.state.priority == alice
    events = pass_both(game)
    assert [s for _, s, _ in steps_began(events)] == [Step.END_OF_COMBAT]


# -- 502: untap step -----------------------------------------------------------------------------
def test_502_untap_step_untaps_the_active_players_permanents_only(ruleset: str) -> None:
    """CR 502.3 (2011: 502.2): the active player untaps all their permanents; the other
    player's stay tapped. CR 502.4 (2011: 502.3): no player receives priority in the untap
    step, so the first decision is in the upkeep."""
    game, alice, bob = new_game(ruleset)
    mine = game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield", tapped=True)
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="battlefield", tapped=True)
    theirs = game.add_card_def(FOREST, owner=bob, zone="battlefield", tapped=True)
    events = game.begin("untap", active=alice)
    untapped = [e for e in events if isinstance(e, Untapped)]
    assert len(untapped) == 1
    assert set(untapped[0].permanents) == {mine, giant}
    assert untapped[0].rule == UNTAP_RULE[ruleset]
    assert not game.state.objects[mine].tapped and not game.state.objects[giant].tapped
    assert game.state.objects[theirs].tapped
    assert game.state.step is Step.UPKEEP and game.decision().player == alice  # type: ignore[union-attr]


# -- 103.8a / 504.1: drawing -------------------------------------------------------------------
def test_103_start_draws_seven_cards_each_and_starts_turn_1(ruleset: str) -> None:
    """CR 103.3 / 103.5 (2011: 103.4): libraries are shuffled and each player draws seven;
    then the starting player takes the first turn and gets priority in their upkeep."""
    game, alice, bob = started(ruleset)
    assert len(game.hand_of(alice)) == 7 and len(game.hand_of(bob)) == 7
    assert len(game.state.libraries[alice]) == 8 and len(game.state.libraries[bob]) == 8
    assert game.state.turn == 1 and game.state.active_player == alice
    assert game.state.step is Step.UPKEEP and game.state.priority == alice


def test_103_8a_starting_player_does_not_draw_on_their_first_turn(ruleset: str) -> None:
    """CR 103.8a (2011: 103.7a): in a two-player game the player who plays first skips the
    draw of their first turn; the other player draws in their first turn (CR 504.1)."""
    game, alice, bob = started(ruleset)
    log_length = len(game.log)
    advance_to(game, Step.PRECOMBAT_MAIN, 1)
    drawn = [
        e for e in game.log[log_length:] if isinstance(e, ZoneChanged) and e.origin is Zone.LIBRARY
    ]
    assert drawn == []
    assert len(game.hand_of(alice)) == 7
    advance_to(game, Step.PRECOMBAT_MAIN, 2)
    assert len(game.hand_of(bob)) == 8


def test_103_8a_starting_player_skips_the_draw_step_itself(ruleset: str) -> None:
    """CR 103.8a (2011: 103.7a): the player who plays first "skips the draw step" of their first
    turn; to skip a step is to proceed past it as though it didn't exist (CR 500.11, 2011:
    500.10): no draw step begins and no player gets priority in one on turn 1."""
    game, alice, _bob = started(ruleset)
    advance_to(game, Step.PRECOMBAT_MAIN, 1)
    assert (1, Step.DRAW, alice) not in steps_began(game.log)


def test_504_1_active_player_draws_the_top_card_before_priority(ruleset: str) -> None:
    """CR 504.1: the active player draws a card as the draw step begins (a turn-based action,
    before anyone gets priority, CR 117.3a); the top card of the library is drawn (CR 121.1,
    2011: 120.1)."""
    game, alice, _bob = new_game(ruleset)
    bottom = game.add_card_def(FOREST, owner=alice, zone="library")
    top = game.add_card_def(MOUNTAIN, owner=alice, zone="library")  # the last added is on top
    game.begin("upkeep", active=alice, turn=2)
    events = pass_both(game)
    assert game.state.step is Step.DRAW and game.state.priority == alice
    draws = [e for e in events if isinstance(e, ZoneChanged) and e.origin is Zone.LIBRARY]
    assert [(d.object, d.destination, d.rule) for d in draws] == [
        (top, Zone.HAND, DRAW_RULE[ruleset])
    ]
    assert game.state.libraries[alice] == [bottom]
    assert find(game, "Mountain", Zone.HAND) == draws[0].new_id


def test_704_5b_drawing_from_an_empty_library_loses_at_the_next_check(ruleset: str) -> None:
    """CR 704.5b (and 121.4 today): an empty library alone doesn't lose the game; a player who
    attempted to draw from it loses the next time state-based actions are checked, before
    anyone gets priority."""
    game, alice, bob = started(ruleset, bob_cards=7)  # Bob's library is empty after his hand
    assert game.state.libraries[bob] == []
    advance_to(game, Step.UPKEEP, 2)  # all of turn 1 and Bob's upkeep: he is still playing
    assert not game.has_lost(bob)
    events = pass_both(game)  # the draw step: Bob draws from his empty library
    kinds = [type(e) for e in events]
    assert DrewFromEmptyLibrary in kinds and PlayerLost in kinds
    assert kinds.index(DrewFromEmptyLibrary) < kinds.index(PlayerLost) < kinds.index(GameOver)
    lost = next(e for e in events if isinstance(e, PlayerLost))
    assert (lost.player, lost.rule) == (bob, "704.5b")
    assert game.winners == frozenset({alice})
    assert game.decision() is None and game.legal_actions() == []
    with pytest.raises(IllegalActionError) as caught:
        game.apply(PassPriority())
    assert caught.value.rule == "104.1"


# -- 305: lands ------------------------------------------------------------------------------------
def test_305_2_one_land_per_turn(ruleset: str) -> None:
    """CR 305.2: a player can normally play one land during each of their turns; the count
    starts again each turn. Playing a land is a special action (CR 116.2a): it doesn't use
    the stack and the player keeps priority (CR 117.3c)."""
    game, alice, bob = new_game(ruleset)
    first, second = add(game, MOUNTAIN, alice, "hand", 2)
    bob_lands = add(game, FOREST, bob, "hand", 2)
    add(game, MOUNTAIN, alice, "library", 3)
    add(game, FOREST, bob, "library", 3)
    game.begin("precombat main", active=alice)
    assert PlayLand(first) in game.legal_actions()
    events = game.apply(PlayLand(first))
    assert [type(e) for e in events] == [ZoneChanged, LandPlayed]
    assert game.state.stack == [] and game.state.priority == alice
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    raises_unchanged(game, PlayLand(second), "305.2")
    advance_to(game, Step.POSTCOMBAT_MAIN, 1)
    raises_unchanged(game, PlayLand(second), "305.2")
    advance_to(game, Step.PRECOMBAT_MAIN, 2)  # Bob's turn: his own land for the turn
    game.apply(PlayLand(bob_lands[0]))
    raises_unchanged(game, PlayLand(bob_lands[1]), "305.2")
    advance_to(game, Step.PRECOMBAT_MAIN, 3)
    assert PlayLand(second) in game.legal_actions()
    game.apply(PlayLand(second))
    assert len([o for o in game.state.battlefield() if o.name == "Mountain"]) == 2


def test_305_1_lands_only_in_own_main_phase_with_an_empty_stack(ruleset: str) -> None:
    """CR 305.1: a land is played only by the active player in a main phase with an empty
    stack: not in the upkeep, not while a spell is on the stack, not in combat and not on the
    opponent's turn."""
    game, alice, bob = new_game(ruleset)
    land = game.add_card_def(MOUNTAIN, owner=alice, zone="hand")
    bob_land = game.add_card_def(FOREST, owner=bob, zone="hand")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    game.begin("upkeep", active=alice)
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    raises_unchanged(game, PlayLand(land), "305.1")
    advance_to(game, Step.PRECOMBAT_MAIN, 1)
    game.apply(CastSpell(bolt, (bob,)))  # Alice holds priority with a spell on the stack
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    raises_unchanged(game, PlayLand(land), "305.1")
    game.apply(PassPriority())  # Bob has priority in Alice's main phase
    assert game.state.priority == bob
    raises_unchanged(game, PlayLand(bob_land), "305.1")
    game.apply(PassPriority())  # the bolt resolves; Alice has priority with an empty stack
    advance_to(game, Step.BEGINNING_OF_COMBAT, 1)
    raises_unchanged(game, PlayLand(land), "305.1")
    advance_to(game, Step.POSTCOMBAT_MAIN, 1)
    game.apply(PlayLand(land))
    assert len([o for o in game.state.battlefield() if o.name == "Mountain"]) == 2


# -- 500.4: mana empties ---------------------------------------------------------------------------
def test_500_4_mana_pools_empty_when_a_step_ends(ruleset: str) -> None:
    """CR 500.4 (500.5 in the newest edition): unused mana empties from each pool when a step
    ends, not when a player passes priority; mana from an earlier step can't pay later."""
    game, alice, bob = new_game(ruleset)
    forest = game.add_card_def(FOREST, owner=alice, zone="battlefield")
    elves = game.add_card_def(LLANOWAR_ELVES, owner=alice, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    game.add_card_def(FOREST, owner=alice, zone="library")
    game.begin("upkeep", active=alice, turn=2)  # a turn with a draw step (see 103.8a)
    game.apply(ActivateAbility(forest))
    assert game.state.mana[alice] == {"G": 1}
    game.apply(PassPriority())
    assert game.state.priority == bob and game.state.mana[alice] == {"G": 1}
    events = game.apply(PassPriority())
    emptied = [e for e in events if isinstance(e, ManaEmptied)]
    assert [(e.player, e.amount, e.rule) for e in emptied] == [(alice, 1, "500.4")]
    assert not game.state.mana.get(alice)
    assert game.state.step is Step.DRAW
    game.apply(ActivateAbility(elves))
    assert CastSpell(growth, (elves,)) in game.legal_actions()  # the elves' mana, this step
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert current_step(game) is Step.PRECOMBAT_MAIN and not game.state.mana.get(alice)
    assert not any(isinstance(a, CastSpell) for a in game.legal_actions())


# -- 514: cleanup ----------------------------------------------------------------------------------
def test_514_1_active_player_discards_down_to_seven(ruleset: str) -> None:
    """CR 514.1 (with 402.2): in the cleanup step the active player with more than seven cards
    in hand discards down to seven; the game waits for that choice (a "discard" decision).
    The other player keeps a hand of any size."""
    game, alice, bob = new_game(ruleset)
    hand = add(game, MOUNTAIN, alice, "hand", 9)
    add(game, FOREST, bob, "hand", 9)
    add(game, FOREST, bob, "library", 2)
    game.begin("end", active=alice)
    pass_both(game)
    decision = game.decision()
    assert decision is not None
    assert (decision.kind, decision.player, decision.rule) == ("discard", alice, "514.1")
    assert game.state.step is Step.CLEANUP
    assert len(decision.options) == 36  # any 2 of the 9 cards
    assert game.legal_actions() == list(decision.options)
    raises_unchanged(game, Discard((hand[0],)), "514.1")  # too few
    raises_unchanged(game, Discard((hand[0], hand[0])), "514.1")  # the same card twice
    raises_unchanged(game, Discard((hand[0], 9999)), "514.1")  # not in her hand
    raises_unchanged(game, PassPriority(), "514.1")
    events = game.apply(Discard((hand[2], hand[5])))
    discarded = [e for e in events if isinstance(e, ZoneChanged) and e.origin is Zone.HAND]
    assert {(e.object, e.destination, e.rule) for e in discarded} == {
        (hand[2], Zone.GRAVEYARD, "514.1"),
        (hand[5], Zone.GRAVEYARD, "514.1"),
    }
    assert len(game.hand_of(alice)) == 7 and len(game.hand_of(bob)) == 9
    assert game.state.turn == 2 and game.state.active_player == bob


def test_514_2_damage_removed_and_until_end_of_turn_effects_end_together(ruleset: str) -> None:
    """CR 514.2: damage wears off and "until end of turn" effects end simultaneously. A 3/3
    Hill Giant with 2 damage, given +3/+3 by Giant Growth and then dealt 3 by Lightning Bolt
    (6/6 with 5 damage), survives the cleanup as an undamaged 3/3."""
    game, alice, bob = new_game(ruleset)
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="battlefield", damage=2)
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    add(game, FOREST, bob, "library", 2)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(growth, (giant,)))
    pass_both(game)
    game.apply(CastSpell(bolt, (giant,)))
    pass_both(game)
    assert (game.power(giant), game.toughness(giant), game.damage_on(giant)) == (6, 6, 5)
    advance_to(game, Step.END, 1)
    events = pass_both(game)  # the end step ends; the cleanup step runs, then Bob's turn
    removed = [e for e in events if isinstance(e, DamageRemoved)]
    ended = [e for e in events if isinstance(e, EffectEnded)]
    assert [(e.permanent, e.rule) for e in removed] == [(giant, "514.2")]
    assert len(ended) == 1 and ended[0].rule == "514.2"
    assert game.is_on_battlefield(giant)
    assert (game.power(giant), game.toughness(giant), game.damage_on(giant)) == (3, 3, 0)
    assert game.state.turn == 2 and game.state.step is Step.UPKEEP


def test_514_3_no_priority_in_a_normal_cleanup_step(ruleset: str) -> None:
    """CR 514.3: normally no player receives priority during the cleanup step: after the end
    step the next decision is the next player's upkeep."""
    game, _alice, bob = started(ruleset)
    advance_to(game, Step.END, 1)
    pass_both(game)
    assert game.state.turn == 2 and game.state.step is Step.UPKEEP
    assert game.decision().player == bob  # type: ignore[union-attr]
    assert not any(
        isinstance(e, StepBegan) and e.step is Step.CLEANUP and e.turn == 2 for e in game.log
    )


# -- 302.6: summoning sickness; 702.10: haste -----------------------------------------------------
def test_302_6_a_new_creature_cannot_attack_until_its_controllers_next_turn(ruleset: str) -> None:
    """CR 302.6: a creature can't attack unless its controller has controlled it continuously
    since their most recent turn began. Hill Giant cast on turn 1 can't attack on turn 1;
    it can on turn 3."""
    game, alice, bob = new_game(ruleset)
    add(game, MOUNTAIN, alice, "battlefield", 4)
    card = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    add(game, MOUNTAIN, alice, "library", 3)
    add(game, FOREST, bob, "library", 3)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    pass_both(game)
    giant = find(game, "Hill Giant")
    advance_to(game, Step.BEGINNING_OF_COMBAT, 1)
    pass_both(game)
    assert game.legal_actions() == [DeclareAttackers()]
    error = raises_unchanged(game, DeclareAttackers(((giant, bob),)), "302.6")
    assert "summoning sickness" in error.message
    game.apply(DeclareAttackers())
    advance_to(game, Step.BEGINNING_OF_COMBAT, 3)
    pass_both(game)
    assert DeclareAttackers(((giant, bob),)) in game.legal_actions()
    game.apply(DeclareAttackers(((giant, bob),)))
    advance_to(game, Step.END_OF_COMBAT, 3)
    assert game.life(bob) == 17


def test_702_10b_a_creature_with_haste_attacks_the_turn_it_arrives(ruleset: str) -> None:
    """CR 702.10b: a creature with haste can attack even if its controller hasn't controlled
    it since their most recent turn began (Raging Goblin)."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(MOUNTAIN, owner=alice, zone="battlefield")
    card = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    pass_both(game)
    goblin = find(game, "Raging Goblin")
    advance_to(game, Step.BEGINNING_OF_COMBAT, 1)
    pass_both(game)
    assert DeclareAttackers(((goblin, bob),)) in game.legal_actions()
    game.apply(DeclareAttackers(((goblin, bob),)))
    advance_to(game, Step.END_OF_COMBAT, 1)
    assert game.life(bob) == 19


def test_302_6_a_new_creatures_tap_ability_waits_for_the_next_turn(ruleset: str) -> None:
    """CR 302.6 / 602.5a: a creature's {T} ability (Llanowar Elves' mana ability) can't be
    activated, nor used to pay a cost, until its controller's next turn begins."""
    game, alice, bob = new_game(ruleset)
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    card = game.add_card_def(LLANOWAR_ELVES, owner=alice, zone="hand")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    add(game, FOREST, alice, "library", 3)
    add(game, FOREST, bob, "library", 3)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    pass_both(game)
    elves = find(game, "Llanowar Elves")
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    assert not any(isinstance(a, CastSpell) for a in game.legal_actions())  # no mana for it
    raises_unchanged(game, ActivateAbility(elves), "302.6")
    raises_unchanged(game, CastSpell(growth, (elves,)), UNPAID[ruleset])
    advance_to(game, Step.PRECOMBAT_MAIN, 3)
    assert ActivateAbility(elves) in game.legal_actions()
    game.apply(ActivateAbility(elves))
    assert game.state.mana[alice] == {"G": 1}


def test_702_10c_a_creature_with_haste_can_use_its_tap_ability_at_once(ruleset: str) -> None:
    """CR 702.10c (and 602.5a: "Ignore this rule for creatures with haste"): the controller of
    a creature with haste can activate its {T} abilities the turn it arrives."""
    game, alice, _bob = new_game(ruleset)
    game.add_card_def(FOREST, owner=alice, zone="battlefield")
    card = game.add_card_def(HASTY_MANA_ELF, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    pass_both(game)
    elf = find(game, "Hasty Mana Elf")
    assert ActivateAbility(elf) in game.legal_actions()
    game.apply(ActivateAbility(elf))
    assert game.state.mana[alice] == {"G": 1}


def test_302_6_gaining_control_of_a_creature_makes_it_summoning_sick(ruleset: str) -> None:
    """CR 302.6: "under its controller's control continuously since their most recent turn
    began": a creature Alice gains control of during her turn (a Control Magic) can't attack
    that turn, though its previous controller had it for many turns."""
    game, alice, bob = new_game(ruleset)
    giant = game.add_card_def(HILL_GIANT, owner=bob, zone="battlefield")
    game.begin("precombat main", active=alice)
    game.set_controller(giant, alice)
    advance_to(game, Step.BEGINNING_OF_COMBAT, 1)
    pass_both(game)
    assert game.legal_actions() == [DeclareAttackers()]


# -- 103.3: seeded start ---------------------------------------------------------------------------
def _seeded(seed: int) -> tuple[Game, EntityId, EntityId]:
    game, alice, bob = new_game("current")
    for card in (MOUNTAIN, HILL_GIANT, LIGHTNING_BOLT, RAGING_GOBLIN) * 5:
        game.add_card_def(card, owner=alice)
    for card in (FOREST, LLANOWAR_ELVES, GIANT_GROWTH) * 6:
        game.add_card_def(card, owner=bob)
    game.start(seed=seed)
    return game, alice, bob


def opening_hand(game: Game, player: EntityId) -> frozenset[EntityId]:
    """The library ids of the cards ``player`` drew (a drawn card gets a new id, CR 400.7)."""
    return frozenset(
        e.object
        for e in game.log
        if isinstance(e, ZoneChanged)
        and e.origin is Zone.LIBRARY
        and game.state.objects[e.new_id].owner == player
    )


def test_103_3_seeded_start_is_reproducible_and_seeds_differ() -> None:
    """CR 103.3: libraries are shuffled at the start. With the same seed the shuffle (and so
    the opening hands) is the same; different seeds shuffle differently."""
    first, alice, bob = _seeded(7)
    again, _, _ = _seeded(7)
    other, _, _ = _seeded(8)
    assert first.state == again.state
    assert first.state.libraries == again.state.libraries
    assert first.state.libraries != other.state.libraries
    assert opening_hand(first, alice) == opening_hand(again, alice)
    assert opening_hand(first, alice) != opening_hand(other, alice)
    assert opening_hand(first, bob) != opening_hand(other, bob)
