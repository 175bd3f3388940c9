"""CR 601 (casting spells), 602 (activating abilities), 605 (mana abilities), 304/302/307
(when instants, creatures and sorceries may be cast) and 608.2h/608.3 (resolving), played
through the game under both editions of the rules.

An instant may be cast whenever its caster has priority (117.1a, 304.1); a creature or
sorcery only in its caster's main phase with an empty stack (302.1, 307.1). Targets are chosen
as the spell is cast (601.2c); the cost is paid by activating mana abilities of untapped
lands (601.2g-h today, 601.2f-g in 2011); a spell that can't be paid can't be cast. Mana
abilities don't use the stack (605.3b). A sacrifice is a cost, paid on activation; the ability
still resolves, using the source's last known information (608.2h today, 608.2g in 2011).
"""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    PassPriority,
    PlayLand,
)
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import CardDef, SpellAbility
from mtgrules.effects.instructions import DealDamage, target
from mtgrules.effects.targets import TARGET_PLAYER_OR_PLANESWALKER
from mtgrules.errors import RulesError
from mtgrules.events import DamageDealt, Event, ZoneChanged
from mtgrules.objects import CardType, Step, Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import (
    ManaAdded,
    ManaSpent,
    ModifierAdded,
    PutOnStack,
    Resolved,
    Tapped,
)
from tests.cards import (
    FOREST,
    GIANT_GROWTH,
    HILL_GIANT,
    LIGHTNING_BOLT,
    LLANOWAR_ELVES,
    MOGG_FANATIC,
    MOUNTAIN,
    RAGING_GOBLIN,
)

PAY_COSTS = {"current": "601.2h", "cr2011": "601.2g"}
MODIFY_PT = {"current": "613.4c", "cr2011": "613.3c"}
TAPPED_COST = {"current": "118.3", "cr2011": "117.3"}  # Costs: CR 118 today, 117 in 2011

# "Lava Axe deals 5 damage to target player or planeswalker." ({4}{R}, sorcery)
LAVA_AXE = CardDef(
    name="Lava Axe",
    types=frozenset({CardType.SORCERY}),
    mana_cost=parse_mana_cost("{4}{R}"),
    spell=SpellAbility(
        effect=(DealDamage(amount=5, to=target(0)),),
        targets=(TARGET_PLAYER_OR_PLANESWALKER,),
        text="Lava Axe deals 5 damage to target player or planeswalker.",
    ),
)


# -- helpers -----------------------------------------------------------------------------------
def new_game(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def lands(game: Game, card: CardDef, owner: EntityId, count: int) -> list[EntityId]:
    return [game.add_card_def(card, owner=owner, zone="battlefield") for _ in range(count)]


def find(game: Game, name: str, zone: Zone = Zone.BATTLEFIELD) -> EntityId:
    found = [o.id for o in game.state.objects.values() if o.name == name and o.zone is zone]
    assert len(found) == 1, (name, zone, found)
    return found[0]


def pass_both(game: Game) -> list[Event]:
    return game.apply(PassPriority()) + game.apply(PassPriority())


def refused(game: Game, action: object, rule: str) -> RulesError:
    """``action`` is refused citing ``rule``, is not among the legal actions, and changes
    nothing."""
    assert action not in game.legal_actions()
    before, log_length = game.state.copy(), len(game.log)
    with pytest.raises(RulesError) as caught:
        game.apply(action)  # type: ignore[arg-type]
    assert caught.value.rule == rule, str(caught.value)
    assert game.state == before and len(game.log) == log_length
    return caught.value


def casts(game: Game) -> list[CastSpell]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell)]


def tapped(game: Game) -> set[EntityId]:
    return {o.id for o in game.state.battlefield() if o.tapped}


# -- timing: 117.1a, 304.1, 302.1, 307.1 ---------------------------------------------------------
def test_304_1_an_instant_can_be_cast_whenever_its_caster_has_priority(ruleset: str) -> None:
    """CR 117.1a / 304.1: an instant can be cast any time its caster has priority: in the
    upkeep, in the opponent's turn, in combat, in response to another spell."""
    game, alice, bob = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 2)
    lands(game, MOUNTAIN, bob, 2)
    alice_bolts = [game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand") for _ in "ab"]
    bob_bolts = [game.add_card_def(LIGHTNING_BOLT, owner=bob, zone="hand") for _ in "ab"]
    game.add_card_def(MOUNTAIN, owner=alice, zone="library")
    game.begin("upkeep", active=alice, turn=2)  # a turn with a draw step (see 103.8a)
    assert CastSpell(alice_bolts[0], (bob,)) in casts(game)
    game.apply(CastSpell(alice_bolts[0], (bob,)))  # Alice's upkeep
    game.apply(PassPriority())
    assert CastSpell(bob_bolts[0], (alice,)) in casts(game)
    game.apply(CastSpell(bob_bolts[0], (alice,)))  # Bob, in Alice's turn, in response
    pass_both(game)
    pass_both(game)
    assert (game.life(alice), game.life(bob)) == (17, 17)
    pass_both(game)  # to the draw step
    pass_both(game)  # to the main phase
    pass_both(game)  # to the beginning of combat
    assert game.state.step is Step.BEGINNING_OF_COMBAT
    game.apply(CastSpell(alice_bolts[1], (bob,)))
    game.apply(PassPriority())
    game.apply(CastSpell(bob_bolts[1], (alice,)))
    assert len(game.state.stack) == 2


def test_302_1_a_creature_spell_only_in_its_casters_main_phase_with_an_empty_stack(
    ruleset: str,
) -> None:
    """CR 302.1 (117.1a): a creature spell is cast only by the active player, in a main phase,
    with an empty stack; otherwise it is refused citing 302.1."""
    game, alice, bob = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 5)
    lands(game, MOUNTAIN, bob, 4)
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    bobs_giant = game.add_card_def(HILL_GIANT, owner=bob, zone="hand")
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    game.add_card_def(MOUNTAIN, owner=alice, zone="library")
    game.begin("upkeep", active=alice, turn=2)  # a turn with a draw step (see 103.8a)
    refused(game, CastSpell(giant), "302.1")
    pass_both(game)
    pass_both(game)
    assert game.state.step is Step.PRECOMBAT_MAIN
    game.apply(CastSpell(bolt, (bob,)))  # Alice keeps priority with a spell on the stack
    refused(game, CastSpell(giant), "302.1")
    game.apply(PassPriority())
    refused(game, CastSpell(bobs_giant), "302.1")  # Bob: not his turn
    game.apply(PassPriority())
    assert game.state.stack == [] and game.state.priority == alice
    assert CastSpell(giant) in casts(game)
    events = game.apply(CastSpell(giant))
    assert [type(e) for e in events][:2] == [ZoneChanged, PutOnStack]


def test_307_1_a_sorcery_only_in_its_casters_main_phase_with_an_empty_stack(
    ruleset: str,
) -> None:
    """CR 307.1: a sorcery (Lava Axe) is cast only in its caster's main phase with an empty
    stack; in combat it is refused citing 307.1."""
    game, alice, bob = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 5)
    axe = game.add_card_def(LAVA_AXE, owner=alice, zone="hand")
    game.begin("beginning of combat", active=alice)
    refused(game, CastSpell(axe, (bob,)), "307.1")
    game.apply(PassPriority())
    refused(game, CastSpell(axe, (bob,)), "601.2a")  # Bob has priority: not his card
    game.apply(PassPriority())
    game.apply(DeclareAttackers())
    pass_both(game)  # the end of combat step
    pass_both(game)  # the postcombat main phase
    assert game.state.step is Step.POSTCOMBAT_MAIN
    game.apply(CastSpell(axe, (bob,)))
    pass_both(game)
    assert game.life(bob) == 15


# -- 601.2c: targets -----------------------------------------------------------------------------
def test_601_2c_targets_are_chosen_as_the_spell_is_cast(ruleset: str) -> None:
    """CR 601.2c: the targets are announced on casting and fixed on the stack. The legal
    actions offer one cast per legal target; a missing target, a target of the wrong kind or
    a card in a hand is refused citing 601.2c."""
    game, alice, bob = new_game(ruleset)
    lands(game, FOREST, alice, 1)
    lands(game, MOUNTAIN, alice, 1)
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=alice, zone="hand")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    giant = game.add_card_def(HILL_GIANT, owner=bob, zone="battlefield")
    in_hand = game.add_card_def(HILL_GIANT, owner=bob, zone="hand")
    game.begin("precombat main", active=alice)
    assert {a.targets for a in casts(game) if a.card == bolt} == {(alice,), (bob,), (giant,)}
    assert {a.targets for a in casts(game) if a.card == growth} == {(giant,)}
    refused(game, CastSpell(bolt), "601.2c")
    refused(game, CastSpell(bolt, (bob, giant)), "601.2c")
    refused(game, CastSpell(growth, (bob,)), "601.2c")
    refused(game, CastSpell(bolt, (in_hand,)), "601.2c")
    game.apply(CastSpell(bolt, (giant,)))
    assert game.state.stack[-1].targets == (giant,)
    pass_both(game)
    assert not game.is_on_battlefield(giant)


# -- 601.2g-h: costs -----------------------------------------------------------------------------
def test_601_2h_the_cost_is_paid_by_tapping_lands_of_the_right_colors(ruleset: str) -> None:
    """CR 601.2g-h (2011: 601.2f-g): casting Hill Giant ({3}{R}) with three Forests, a
    Mountain and a Forest to spare taps the Mountain for {R} and three other lands for {3}:
    the mana abilities are activated (605.3a), then the mana is spent."""
    game, alice, _bob = new_game(ruleset)
    forests = lands(game, FOREST, alice, 4)
    mountain = lands(game, MOUNTAIN, alice, 1)[0]
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    events = game.apply(CastSpell(giant))
    assert mountain in tapped(game)
    assert len(tapped(game)) == 4 and len(tapped(game) & set(forests)) == 3
    added = sorted(e.mana for e in events if isinstance(e, ManaAdded))
    assert added == ["G", "G", "G", "R"]
    assert all(e.rule == "605.3a" for e in events if isinstance(e, Tapped))
    spent = [e for e in events if isinstance(e, ManaSpent)]
    assert [(e.mana, e.rule) for e in spent] == [((("G", 3), ("R", 1)), PAY_COSTS[ruleset])]
    assert not game.state.mana.get(alice)  # all of it spent


def test_601_2h_a_spell_that_cannot_be_paid_cannot_be_cast(ruleset: str) -> None:
    """CR 601.2h (2011: 601.2g; 118.3, 2011: 117.3): a player can't pay a cost without the
    resources: Hill Giant ({3}{R}) with three lands, or with four Forests (no {R}), and Giant
    Growth ({G}) with Mountains only, are refused citing the rule, and aren't legal actions."""
    game, alice, _ = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 3)
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    error = refused(game, CastSpell(giant), PAY_COSTS[ruleset])
    assert "Hill Giant" in error.message
    refused(game, CastSpell(growth, (goblin,)), PAY_COSTS[ruleset])

    game, alice, _ = new_game(ruleset)
    lands(game, FOREST, alice, 4)
    giant = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    refused(game, CastSpell(giant), PAY_COSTS[ruleset])


def test_601_2g_mana_already_in_the_pool_is_spent_first(ruleset: str) -> None:
    """CR 601.2g-h: mana a player added to their pool beforehand pays the cost; no other land
    is tapped."""
    game, alice, _bob = new_game(ruleset)
    first, second = lands(game, FOREST, alice, 2)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(ActivateAbility(second))
    events = game.apply(CastSpell(growth, (goblin,)))
    assert not any(isinstance(e, Tapped) for e in events)
    assert [e.mana for e in events if isinstance(e, ManaSpent)] == [(("G", 1),)]
    assert tapped(game) == {second} and not game.state.mana.get(alice)
    assert first not in tapped(game)


# -- 605: mana abilities ---------------------------------------------------------------------------
def test_605_3b_mana_abilities_do_not_use_the_stack(ruleset: str) -> None:
    """CR 605.3b: a mana ability resolves immediately: no stack object, the player keeps
    priority, the mana is in their pool. Llanowar Elves' {T}: Add {G} is one too, also while a
    spell is on the stack."""
    game, alice, bob = new_game(ruleset)
    forest = lands(game, FOREST, alice, 1)[0]
    elves = game.add_card_def(LLANOWAR_ELVES, owner=alice, zone="battlefield")
    bob_forest = lands(game, FOREST, bob, 1)[0]
    lands(game, MOUNTAIN, bob, 1)
    bolt = game.add_card_def(LIGHTNING_BOLT, owner=bob, zone="hand")
    game.begin("precombat main", active=alice)
    events = game.apply(ActivateAbility(forest))
    assert [type(e) for e in events] == [Tapped, ManaAdded]
    assert game.state.stack == [] and game.state.priority == alice
    game.apply(ActivateAbility(elves))
    assert game.state.mana[alice] == {"G": 2}
    game.apply(PassPriority())
    game.apply(CastSpell(bolt, (alice,)))
    game.apply(ActivateAbility(bob_forest))
    assert len(game.state.stack) == 1 and game.state.priority == bob
    assert game.state.mana[bob] == {"G": 1}


def test_107_5_a_tapped_land_cannot_be_tapped_for_mana_again(ruleset: str) -> None:
    """CR 107.5 / 602.2: a tapped permanent can't pay a {T} cost: the activation is refused
    and isn't a legal action."""
    game, alice, _bob = new_game(ruleset)
    forest = lands(game, FOREST, alice, 1)[0]
    game.begin("precombat main", active=alice)
    game.apply(ActivateAbility(forest))
    assert ActivateAbility(forest) not in game.legal_actions()
    before = game.state.copy()
    with pytest.raises(RulesError):
        game.apply(ActivateAbility(forest))
    assert game.state == before


def test_107_5_the_refusal_cites_the_tap_symbol_or_costs_rule(ruleset: str) -> None:
    """CR 107.5: "A permanent that's already tapped can't be tapped again to pay the cost"
    (with 118.3, 2011: 117.3: a cost can't be paid without the resources). Not 602.5a, which
    is about creatures' {T} abilities and summoning sickness."""
    game, alice, _ = new_game(ruleset)
    forest = lands(game, FOREST, alice, 1)[0]
    game.begin("precombat main", active=alice)
    game.apply(ActivateAbility(forest))
    with pytest.raises(RulesError) as caught:
        game.apply(ActivateAbility(forest))
    assert caught.value.rule in ("107.5", TAPPED_COST[ruleset])


# -- 602 / 608.2h: sacrifice costs and last known information -------------------------------------
def test_602_2_a_sacrifice_cost_is_paid_on_activation_and_608_2h_lki(ruleset: str) -> None:
    """CR 602.2 / 601.2h: Mogg Fanatic's sacrifice is paid as the ability is activated: the
    Fanatic is in the graveyard while its ability waits on the stack. CR 608.2h (2011: 608.2g)
    the ability still resolves: the Fanatic, as it last existed, deals the damage. A cost
    without {T} isn't limited by summoning sickness (302.6): a Fanatic cast this turn may."""
    game, alice, bob = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 1)
    card = game.add_card_def(MOGG_FANATIC, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(card))
    pass_both(game)
    fanatic = find(game, "Mogg Fanatic")
    assert ActivateAbility(fanatic, 0, (bob,)) in game.legal_actions()
    events = game.apply(ActivateAbility(fanatic, 0, (bob,)))
    sacrificed = [e for e in events if isinstance(e, ZoneChanged)]
    assert [(e.object, e.destination, e.rule) for e in sacrificed] == [
        (fanatic, Zone.GRAVEYARD, game.ruleset.rule("sacrifice"))
    ]
    assert not game.is_on_battlefield(fanatic)
    item = game.state.stack[-1]
    assert (item.source, item.targets, item.controller) == (fanatic, (bob,), alice)
    events = pass_both(game)
    dealt = [e for e in events if isinstance(e, DamageDealt)]
    assert [(e.source, e.recipient, e.amount) for e in dealt] == [(fanatic, bob, 1)]
    assert game.obj(fanatic).name == "Mogg Fanatic"  # last known information
    assert game.life(bob) == 19


def test_601_2c_mogg_fanatic_may_target_itself_and_then_608_2b(ruleset: str) -> None:
    """CR 601.2c before 601.2h (602.2b): targets are chosen before costs are paid, so Mogg
    Fanatic may target itself; it is then sacrificed, and on resolution its only target is
    gone: the ability doesn't resolve (608.2b)."""
    game, alice, _bob = new_game(ruleset)
    fanatic = game.add_card_def(MOGG_FANATIC, owner=alice, zone="battlefield")
    game.begin("precombat main", active=alice)
    assert ActivateAbility(fanatic, 0, (fanatic,)) in game.legal_actions()
    game.apply(ActivateAbility(fanatic, 0, (fanatic,)))
    events = pass_both(game)
    assert not any(isinstance(e, DamageDealt) for e in events)
    assert [(e.resolved, e.rule) for e in events if isinstance(e, Resolved)] == [(False, "608.2b")]


# -- 613 / 611: Giant Growth -----------------------------------------------------------------------
def test_611_2_giant_growth_gives_plus_3_plus_3_until_end_of_turn(ruleset: str) -> None:
    """Giant Growth: "Target creature gets +3/+3 until end of turn": a continuous effect in
    layer 7c (CR 613.4c today, 613.3c in 2011) from its resolution (611.2) until the cleanup
    step (514.2)."""
    game, alice, bob = new_game(ruleset)
    lands(game, FOREST, alice, 1)
    goblin = game.add_card_def(RAGING_GOBLIN, owner=alice, zone="battlefield")
    growth = game.add_card_def(GIANT_GROWTH, owner=alice, zone="hand")
    game.add_card_def(FOREST, owner=bob, zone="library")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(growth, (goblin,)))
    assert (game.power(goblin), game.toughness(goblin)) == (1, 1)  # not before it resolves
    events = pass_both(game)
    added = [e for e in events if isinstance(e, ModifierAdded)]
    assert [(e.permanent, e.rule) for e in added] == [(goblin, MODIFY_PT[ruleset])]
    assert (game.power(goblin), game.toughness(goblin)) == (4, 4)
    for _ in range(20):
        if game.state.turn == 2:
            break
        if game.decision().kind == "declare attackers":  # type: ignore[union-attr]
            game.apply(DeclareAttackers())
        else:
            game.apply(PassPriority())
        if game.state.turn == 1:
            assert (game.power(goblin), game.toughness(goblin)) == (4, 4)
    assert game.state.turn == 2
    assert (game.power(goblin), game.toughness(goblin)) == (1, 1)


# -- 608.3: permanent spells -----------------------------------------------------------------------
def test_608_3_a_creature_spell_resolves_onto_the_battlefield(ruleset: str) -> None:
    """CR 601.2a: the card moves to the stack as it is cast (a new object, 400.7); CR 608.3
    (608.3a today): on resolution it enters the battlefield under its caster's control. It
    isn't a permanent while on the stack."""
    game, alice, _bob = new_game(ruleset)
    lands(game, MOUNTAIN, alice, 4)
    card = game.add_card_def(HILL_GIANT, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    events = game.apply(CastSpell(card))
    moved = next(e for e in events if isinstance(e, ZoneChanged))
    assert (moved.object, moved.origin, moved.destination, moved.rule) == (
        card,
        Zone.HAND,
        Zone.STACK,
        "601.2a",
    )
    spell = moved.new_id
    assert game.state.stack[-1].id == spell and game.state.stack[-1].permanent
    assert not game.is_on_battlefield(spell)
    events = pass_both(game)
    entered = [e for e in events if isinstance(e, ZoneChanged)]
    assert [(e.object, e.destination, e.rule) for e in entered] == [
        (spell, Zone.BATTLEFIELD, "608.3")
    ]
    giant = entered[0].new_id
    assert game.is_on_battlefield(giant)
    permanent = game.state.objects[giant]
    assert (permanent.controller, permanent.owner) == (alice, alice)
    assert (game.power(giant), game.toughness(giant)) == (3, 3)
    assert game.state.stack == [] and game.state.priority == alice


def test_305_9_a_land_is_played_not_cast(ruleset: str) -> None:
    """CR 305.9 (305.1): a land card can't be cast as a spell."""
    game, alice, _bob = new_game(ruleset)
    land = game.add_card_def(MOUNTAIN, owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    assert PlayLand(land) in game.legal_actions()
    refused(game, CastSpell(land), "305.9")
