"""Trigger conditions (CR 603.2) compiled from Oracle text, family by family: who ("a / another
/ ~ or another [adjective] [type or subtype] [you control] [with keyword]", "one or more
creatures you control", "enchanted / equipped [type]", "you", "an opponent") and what they do.
Each line round-trips to its own words and runs on an event the engine implements; real cards
are played under both editions."""

from __future__ import annotations

from typing import cast

import pytest

from mtgrules import Game
from mtgrules.actions import Action, CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import WhenCast, WhenOther
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.cards.text import comparable
from mtgrules.effects.base import Who
from mtgrules.effects.triggers import WhenAttacks
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.rules.trigger_events import watch_of
from mtgrules.state import EntityId
from tests.card_table import round_trip

_EFFECT = ", you gain 1 life."


def _when(line: str) -> object:
    ability = parse_line(line)
    assert isinstance(ability, TriggeredLine)
    return ability.when


@pytest.mark.parametrize(
    "condition",
    [
        "Whenever a Samurai or Warrior you control attacks alone",
        "Whenever another Zombie you control dies",
        "Whenever ~ or another creature dies",
        "Whenever ~ or another Ally you control enters",
        "Whenever a creature you control with deathtouch deals combat damage to a player",
        "Whenever another nontoken creature you control dies",
        "Whenever an artifact is put into a graveyard from the battlefield",
        "Whenever a creature an opponent controls attacks and isn't blocked",
        "Whenever a creature deals combat damage to you",
        "Whenever a creature you control becomes blocked",
        "Whenever a creature without flying attacks you or a planeswalker you control",
        "Whenever another artifact you control enters or leaves the battlefield",
        "Whenever a source an opponent controls deals damage to you",
    ],
)
def test_cr603_2_subjects_round_trip(condition: str) -> None:
    round_trip(condition + _EFFECT)


@pytest.mark.parametrize(
    "condition",
    [
        "When ~ attacks",
        "When ~ blocks",
        "When ~ deals combat damage",
        "When ~ becomes the target of a spell or ability",
        "Whenever ~ attacks and isn't blocked",
        "Whenever ~ blocks or becomes blocked",
        "Whenever ~ blocks a creature",
        "Whenever ~ is dealt combat damage",
        "Whenever ~ becomes untapped",
        "Whenever ~ deals combat damage to a creature",
        "Whenever a source deals damage to ~",
    ],
)
def test_cr603_2_own_events_round_trip(condition: str) -> None:
    round_trip(condition + _EFFECT)


@pytest.mark.parametrize(
    "condition",
    [
        "Whenever enchanted creature is dealt damage",
        "When enchanted creature is dealt damage",
        "When enchanted creature dies",
        "When equipped creature deals combat damage to a player",
        "Whenever enchanted artifact becomes tapped",
        "Whenever enchanted creature attacks or blocks",
        "Whenever enchanted creature blocks or becomes blocked",
        "Whenever equipped creature deals damage to a creature",
    ],
)
def test_cr303_4_attached_subjects_round_trip(condition: str) -> None:
    round_trip(condition + _EFFECT)


@pytest.mark.parametrize(
    "condition",
    [
        "Whenever you attack",
        "Whenever one or more creatures you control attack",
        "Whenever one or more nontoken creatures you control attack",
        "Whenever one or more creatures you control deal combat damage to a player",
        "Whenever an opponent draws a card",
        "Whenever an opponent discards a card",
        "Whenever you discard a card",
        "Whenever an opponent gains life",
        "Whenever you're dealt damage",
        "Whenever you sacrifice a Food",
        "Whenever you sacrifice another creature",
        "Whenever you lose life during your turn",
        "Whenever an opponent loses life during your turn",
        "Whenever a creature dies during an opponent's turn",
        "At the beginning of your first main phase",
        "At the beginning of your second main phase",
        "Whenever you cast an artifact spell",
        "Whenever you cast an instant spell",
        "Whenever a player casts an enchantment spell",
        "Whenever a player casts an instant or sorcery spell",
    ],
)
def test_cr603_2_players_and_batches_round_trip(condition: str) -> None:
    round_trip(condition + _EFFECT)


def test_when_and_whenever_are_kept_apart() -> None:
    """ "When ~ attacks" and "Whenever ~ attacks" trigger alike; only the wording differs."""
    once = _when("When ~ attacks" + _EFFECT)
    assert once == WhenOther(event="~ attacks", once=True)
    assert watch_of("~ attacks") is not None
    assert isinstance(_when("Whenever ~ attacks" + _EFFECT), WhenAttacks)


def test_engine_conditions_where_the_engine_has_them() -> None:
    assert _when("Whenever a player casts an artifact spell" + _EFFECT) == WhenCast(
        whose=Who.ANY, kinds=frozenset({"artifact"})
    )


@pytest.mark.parametrize(
    "condition",
    [
        "Whenever an attacking creature dies",
        "Whenever a tapped creature an opponent controls dies",
        "Whenever a nontoken artifact creature you control dies",
        "Whenever a tapped creature you control dies",
    ],
)
def test_events_the_engine_lacks_wait_for_it(condition: str) -> None:
    """Compiled with their words, but reported as waiting for the engine, never guessed."""
    ability = parse_line(condition + _EFFECT)
    assert comparable(render_ability(ability)) == comparable(condition + _EFFECT)
    assert missing(ability) is not None


def test_a_sacrifice_of_a_players_permanent_is_not_compiled() -> None:
    with pytest.raises(ClauseError):
        parse_line("Whenever you sacrifice enchanted creature" + _EFFECT)


# -- played with real cards ----------------------------------------------------------------
def _put(game: Game, name: str, owner: EntityId, zone: str = "battlefield") -> EntityId:
    return game.add_card_def(bundled_database().card(name), owner=owner, zone=zone)


def _resolve_all(game: Game, prefer: EntityId | None = None) -> None:
    """Pass priority until the stack is empty, answering other decisions with the first
    option naming ``prefer`` (else the first option)."""
    for _ in range(30):
        found = game.decision()
        if found is None:
            return
        if found.kind == "priority":
            if not game.state.stack and not game.state.pending_triggers:
                return
            game.apply(PassPriority())
        else:
            named = [o for o in found.options if prefer in getattr(o, "answer", ())]
            game.apply(cast(Action, (named or list(found.options))[0]))


def _to_blockers(game: Game, alice: EntityId, bob: EntityId, *attackers: EntityId) -> None:
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((a, bob) for a in attackers)))
    _resolve_all(game)
    while game.decision().kind == "priority":  # type: ignore[union-attr]
        game.apply(PassPriority())


def test_cr701_8a_megrim_an_opponent_discards(ruleset: str) -> None:
    """Megrim: "Whenever an opponent discards a card, Megrim deals 2 damage to that player."
    Mind Rot makes Bob discard two cards: 4 damage. Alice's own discard doesn't count."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    _put(game, "Megrim", alice)
    for _ in range(2):
        _put(game, "Grizzly Bears", bob, "hand")
    rot = _put(game, "Mind Rot", alice, "hand")
    for _ in range(3):
        _put(game, "Swamp", alice)
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(rot, (bob,)))
    _resolve_all(game)
    assert game.life(bob) == 16
    assert game.life(alice) == 20


def test_cr603_10a_blood_artist_itself_or_another_creature_dies(ruleset: str) -> None:
    """Blood Artist: "Whenever this creature or another creature dies, target player loses 1
    life and you gain 1 life." Bob's Bears dying, then the Artist itself, trigger it twice."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    artist = _put(game, "Blood Artist", alice)
    bears = _put(game, "Grizzly Bears", bob)
    game.begin("precombat main", active=alice)
    game.move_to_zone(bears, "graveyard")
    _resolve_all(game, prefer=bob)
    game.move_to_zone(artist, "graveyard")
    _resolve_all(game, prefer=bob)
    assert (game.life(alice), game.life(bob)) == (22, 18)


def test_cr509_1h_attacks_and_isnt_blocked(ruleset: str) -> None:
    """Eternal of Harsh Truths: "Whenever this creature attacks and isn't blocked, draw a
    card." Unblocked, Alice draws; blocked, she doesn't."""
    for blocked in (False, True):
        game = Game(ruleset)
        alice, bob = game.add_player("Alice"), game.add_player("Bob")
        eternal = _put(game, "Eternal of Harsh Truths", alice)
        _put(game, "Grizzly Bears", alice, "library")
        bears = _put(game, "Grizzly Bears", bob)
        _to_blockers(game, alice, bob, eternal)
        game.apply(DeclareBlockers(((bears, eternal),) if blocked else ()))
        _resolve_all(game)
        hand = [o for o in game.state.objects.values() if o.zone is Zone.HAND]
        assert len(hand) == (0 if blocked else 1)


def test_cr603_2_a_creature_with_deathtouch_deals_combat_damage(ruleset: str) -> None:
    """Fynn, the Fangbearer (1/3 deathtouch): "Whenever a creature you control with
    deathtouch deals combat damage to a player, that player gets two poison counters." A
    creature without deathtouch (Grizzly Bears) doesn't trigger it."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    fynn = _put(game, "Fynn, the Fangbearer", alice)
    bears = _put(game, "Grizzly Bears", alice)
    _to_blockers(game, alice, bob, fynn, bears)
    game.apply(DeclareBlockers(()))
    _resolve_all(game)
    for _ in range(6):
        if game.poison(bob):
            break
        game.apply(PassPriority())
        _resolve_all(game)
    assert game.poison(bob) == 2


def test_cr603_2_oreskos_sun_guide_becomes_untapped(ruleset: str) -> None:
    """Oreskos Sun Guide: "Whenever this creature becomes untapped, you gain 2 life." Its
    controller's untap step untaps it."""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    guide = _put(game, "Oreskos Sun Guide", alice)
    game.state.objects[guide].tapped = True
    game.begin("untap", active=alice)
    _resolve_all(game)
    for _ in range(3):
        if game.life(alice) != 20:
            break
        game.apply(PassPriority())
        _resolve_all(game)
    assert game.life(alice) == 22


def test_cr603_2_chub_toad_blocks_or_becomes_blocked(ruleset: str) -> None:
    """Chub Toad (1/1): "Whenever this creature blocks or becomes blocked, it gets +2/+2
    until end of turn." Blocking a Bear, it triggers once."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    toad = _put(game, "Chub Toad", bob)
    bears = _put(game, "Grizzly Bears", alice)
    _to_blockers(game, alice, bob, bears)
    events = game.apply(DeclareBlockers(((toad, bears),)))
    assert sum(isinstance(e, AbilityTriggered) for e in events) == 1
    _resolve_all(game)
    assert game.state.objects[toad].current_power() == 3


def test_cr603_2c_nested_ghoul_once_per_source(ruleset: str) -> None:
    """Nested Ghoul (4/2): "Whenever a source deals damage to this creature, create a 2/2
    black Phyrexian Zombie creature token." Two sources dealing 1 damage each at once make
    two tokens (one trigger per source, CR 603.2c); damage to another creature makes none."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    ghoul = _put(game, "Nested Ghoul", alice)
    bears = _put(game, "Grizzly Bears", alice)
    one, two = _put(game, "Grizzly Bears", bob), _put(game, "Grizzly Bears", bob)
    game.begin("precombat main", active=alice)
    game.deal_damage_event([DamagePart(one, ghoul, 1), DamagePart(two, ghoul, 1)])
    game.deal_damage(one, bears, 1)
    _resolve_all(game)
    tokens = [o for o in game.state.objects.values() if o.token and o.controller == alice]
    assert len(tokens) == 2


def test_cr508_1_most_valuable_slayer_whenever_you_attack(ruleset: str) -> None:
    """Most Valuable Slayer: "Whenever you attack, target attacking creature gets +1/+0 and
    gains first strike until end of turn." Attacking with two Bears triggers it once."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    _put(game, "Most Valuable Slayer", alice)
    one, two = _put(game, "Grizzly Bears", alice), _put(game, "Grizzly Bears", alice)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((one, bob), (two, bob))))
    _resolve_all(game, prefer=one)
    assert game.state.objects[one].current_power() == 3  # 4 if it had triggered twice
    assert game.state.objects[two].current_power() == 2


def test_cr509_3c_close_quarters_a_creature_you_control_becomes_blocked(ruleset: str) -> None:
    """Close Quarters: "Whenever a creature you control becomes blocked, Close Quarters deals
    1 damage to any target." Two attackers blocked (one of them by two creatures): two
    triggers, once per blocked creature; Bob takes 2."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    _put(game, "Close Quarters", alice)
    one, two = _put(game, "Grizzly Bears", alice), _put(game, "Grizzly Bears", alice)
    walls = [_put(game, "Wall of Stone", bob) for _ in range(3)]
    _to_blockers(game, alice, bob, one, two)
    game.apply(DeclareBlockers(((walls[0], one), (walls[1], one), (walls[2], two))))
    _resolve_all(game, prefer=bob)
    assert game.life(bob) == 18


def test_cr603_2_foe_liage_during_your_turn(ruleset: str) -> None:
    """Foe-liage (3/3): "Whenever a land enters during your turn, put a +1/+1 counter on this
    creature." A land entering on Alice's turn counts; one on Bob's turn doesn't."""
    for alices_turn in (True, False):
        game = Game(ruleset)
        alice, bob = game.add_player("Alice"), game.add_player("Bob")
        foe = _put(game, "Foe-liage", alice)
        forest = _put(game, "Forest", alice, "hand")
        game.begin("precombat main", active=alice if alices_turn else bob)
        game.move_to_zone(forest, "battlefield")
        _resolve_all(game)
        assert game.state.objects[foe].current_power() == (4 if alices_turn else 3)


def test_cr603_2_circle_of_flame_a_creature_without_flying_attacks_you(ruleset: str) -> None:
    """Circle of Flame: "Whenever a creature without flying attacks you or a planeswalker you
    control, Circle of Flame deals 1 damage to that creature." Bob's Circle hits the attacking
    Grizzly Bears (2/2: 1 damage marked), not the flying Suntail Hawk."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    _put(game, "Circle of Flame", bob)
    bears, hawk = _put(game, "Grizzly Bears", alice), _put(game, "Suntail Hawk", alice)
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(((bears, bob), (hawk, bob))))
    _resolve_all(game)
    assert game.state.objects[bears].damage == 1
    assert game.state.objects[hawk].damage == 0
