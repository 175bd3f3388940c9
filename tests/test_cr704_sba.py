"""CR 704: state-based actions, checked as a fixed point and performed simultaneously.

Numbers differ between editions (see /work/notes/rule-numbers.md, item 1):

* 704.5a life, 704.5c poison, 704.5f toughness, 704.5g lethal damage, 704.5h deathtouch,
  704.5i loyalty: the same in both editions;
* counter annihilation: 704.5q today, 704.5r in 2011;
* Two-Headed Giant: 704.6a/704.6b today, 704.5t/704.5u in 2011;
* regeneration: 701.14 in the 2022 excerpt (CR 120.6), 701.12 in 2011 (CR 119.6).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

import pytest

from mtgrules import (
    LOYALTY,
    MINUS_ONE,
    PLUS_ONE,
    DamagePart,
    Event,
    Game,
    Match,
    PreventDamage,
    Zone,
)
from mtgrules.events import (
    CountersRemoved,
    DamageDealt,
    GameOver,
    PermanentDestroyed,
    PlayerLost,
    Regenerated,
    ZoneChanged,
)
from mtgrules.rules import sba
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId

ANNIHILATION = {"current": "704.5q", "cr2011": "704.5r"}
TEAM_LIFE = {"current": "704.6a", "cr2011": "704.5t"}
TEAM_POISON = {"current": "704.6b", "cr2011": "704.5u"}
REGENERATE = {"current": "701.14", "cr2011": "701.12"}

E = TypeVar("E", bound=Event)


# -- helpers -------------------------------------------------------------------------------------
def two_players(game: Game) -> tuple[EntityId, EntityId]:
    return game.add_player("Alice"), game.add_player("Bob")


def creature(
    game: Game,
    controller: EntityId,
    power: int,
    toughness: int,
    *,
    name: str = "creature",
    keywords: Iterable[str] = (),
    counters: dict[str, int] | None = None,
    damage: int = 0,
    owner: EntityId | None = None,
) -> EntityId:
    return game.add_permanent(
        name,
        controller=controller,
        owner=owner,
        types={"Creature"},
        power=power,
        toughness=toughness,
        keywords=keywords,
        counters=counters,
        damage=damage,
    )


def planeswalker(game: Game, controller: EntityId, loyalty: int, **kw: bool) -> EntityId:
    keywords = ["indestructible"] if kw.get("indestructible") else []
    return game.add_permanent(
        "planeswalker",
        controller=controller,
        types={"Planeswalker"},
        loyalty=loyalty,
        keywords=keywords,
    )


def burn(game: Game, owner: EntityId, *, keywords: Iterable[str] = ()) -> EntityId:
    """A burn spell on the stack, as a damage source."""
    return game.add_card("Shock", owner=owner, types={"Instant"}, zone="stack", keywords=keywords)


def of_type(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def moved(events: Sequence[Event], permanent: EntityId) -> ZoneChanged:
    (found,) = [e for e in of_type(events, ZoneChanged) if e.object == permanent]
    return found


def first_pass(game: Game) -> list[Event]:
    """The state-based actions one check performs simultaneously (CR 704.3), uncommitted."""
    state = game.state
    return sba.one_pass(state, game.ruleset, game.variant, effects_in_force(state))


# -- 704.5a: a player with 0 or less life loses --------------------------------------------------
def test_704_5a_player_at_zero_life_loses_and_the_opponent_wins(game: Game) -> None:
    alice, bob = two_players(game)
    game.set_life(alice, 0)
    assert not game.has_lost(alice)  # only a state-based action makes the player lose
    events = game.check_state_based_actions()
    assert PlayerLost(player=alice, reason="life", rule="704.5a") in events
    assert game.has_lost(alice) and not game.has_lost(bob)
    assert events[-1] == GameOver(winners=frozenset({bob}), rule="104.2a")
    assert game.winners == frozenset({bob})


def test_704_5a_damage_to_negative_life_loses(game: Game) -> None:
    alice, bob = two_players(game)
    game.deal_damage(burn(game, bob), alice, 23)
    assert game.life(alice) == -3
    events = game.check_state_based_actions()
    assert [e.player for e in of_type(events, PlayerLost)] == [alice]
    assert game.winners == frozenset({bob})


def test_704_5a_one_life_does_not_lose(game: Game) -> None:
    alice, _ = two_players(game)
    game.set_life(alice, 1)
    assert game.check_state_based_actions() == []
    assert game.winners is None and not game.has_lost(alice)


def test_704_5a_both_players_at_zero_life_is_a_draw(game: Game) -> None:
    """CR 104.4a: all remaining players lose simultaneously: the game is a draw."""
    alice, bob = two_players(game)
    source = burn(game, alice)
    game.deal_damage_event([DamagePart(source, alice, 20), DamagePart(source, bob, 25)])
    events = game.check_state_based_actions()
    assert {e.player for e in of_type(events, PlayerLost)} == {alice, bob}
    assert events[-1] == GameOver(winners=frozenset(), rule="104.4a")
    assert game.winners == frozenset()


def test_704_5a_with_three_players_the_game_goes_on(game: Game) -> None:
    alice, bob = two_players(game)
    carol = game.add_player("Carol")
    game.set_life(bob, -2)
    events = game.check_state_based_actions()
    assert of_type(events, PlayerLost) == [PlayerLost(player=bob, reason="life", rule="704.5a")]
    assert of_type(events, GameOver) == []
    assert game.winners is None
    assert not game.has_lost(alice) and not game.has_lost(carol)
    assert game.check_state_based_actions() == []  # a player who lost doesn't lose again


# -- 704.5c: ten or more poison counters ---------------------------------------------------------
def test_704_5c_ten_poison_counters_lose(game: Game) -> None:
    alice, bob = two_players(game)
    infect = creature(game, alice, 10, 10, keywords={"infect"})
    game.deal_damage(infect, bob, 9)
    assert game.check_state_based_actions() == []
    game.deal_damage(infect, bob, 1)
    assert game.poison(bob) == 10 and game.life(bob) == 20
    events = game.check_state_based_actions()
    assert PlayerLost(player=bob, reason="poison", rule="704.5c") in events
    assert game.winners == frozenset({alice})


def test_704_5c_a_player_who_starts_with_ten_poison_loses(game: Game) -> None:
    game.add_player("Alice")
    bob = game.add_player("Bob", poison=11)
    assert [e.player for e in of_type(game.check_state_based_actions(), PlayerLost)] == [bob]


def two_headed_giant(ruleset: str) -> tuple[Game, list[EntityId]]:
    game = Game(ruleset, variant="two-headed giant")
    players = [
        game.add_player("A1", team=1),
        game.add_player("A2", team=1),
        game.add_player("B1", team=2),
        game.add_player("B2", team=2),
    ]
    return game, players


def test_704_5c_is_ignored_in_two_headed_giant_the_team_loses_at_fifteen(ruleset: str) -> None:
    """704.5c: ignored in Two-Headed Giant; 704.6b today (704.5u in 2011): a team with fifteen
    or more poison counters loses (CR 810.10: the team shares its poison counters)."""
    game, (a1, a2, b1, b2) = two_headed_giant(ruleset)
    infect = creature(game, b1, 20, 20, keywords={"infect"})
    game.deal_damage(infect, a1, 10)
    assert game.poison(a1) == game.poison(a2) == 10
    assert game.check_state_based_actions() == []  # ten isn't enough in Two-Headed Giant
    game.deal_damage(infect, a2, 4)
    assert game.check_state_based_actions() == []
    game.deal_damage(infect, a2, 1)
    events = game.check_state_based_actions()
    assert of_type(events, PlayerLost) == [
        PlayerLost(player=a1, reason="poison", rule=TEAM_POISON[ruleset]),
        PlayerLost(player=a2, reason="poison", rule=TEAM_POISON[ruleset]),
    ]
    assert game.winners == frozenset({b1, b2})


def test_704_5a_two_headed_giant_team_at_zero_life_loses(ruleset: str) -> None:
    """704.6a today (704.5t in 2011): the team shares one life total (CR 810.4)."""
    game, (a1, a2, b1, b2) = two_headed_giant(ruleset)
    source = burn(game, a1)
    game.deal_damage_event([DamagePart(source, b1, 15), DamagePart(source, b2, 14)])
    assert game.life(b1) == game.life(b2) == 1
    assert game.check_state_based_actions() == []
    game.deal_damage(source, b2, 1)
    events = game.check_state_based_actions()
    assert {(e.player, e.rule) for e in of_type(events, PlayerLost)} == {
        (b1, TEAM_LIFE[ruleset]),
        (b2, TEAM_LIFE[ruleset]),
    }
    assert game.winners == frozenset({a1, a2})


def test_704_5a_two_headed_giant_both_teams_at_zero_is_a_draw(ruleset: str) -> None:
    """CR 104.4a: all remaining players lose simultaneously: a draw."""
    game, (a1, _, b1, _) = two_headed_giant(ruleset)
    source = burn(game, a1)
    game.deal_damage_event([DamagePart(source, a1, 30), DamagePart(source, b1, 31)])
    events = game.check_state_based_actions()
    assert len(of_type(events, PlayerLost)) == 4
    assert events[-1] == GameOver(winners=frozenset(), rule="104.4a")


# -- 704.5f: toughness 0 or less ---------------------------------------------------------------
def test_704_5f_toughness_zero_goes_to_the_graveyard(game: Game) -> None:
    alice, _ = two_players(game)
    zero = creature(game, alice, 1, 0)
    events = game.check_state_based_actions()
    change = moved(events, zero)
    assert change.rule == "704.5f"
    assert (change.origin, change.destination) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)
    assert of_type(events, PermanentDestroyed) == []  # not destroyed: put into the graveyard
    assert not game.is_on_battlefield(zero)


def test_704_5f_minus_counters_from_wither_bring_toughness_to_zero(game: Game) -> None:
    alice, bob = two_players(game)
    wither = creature(game, alice, 2, 2, keywords={"wither"})
    bears = creature(game, bob, 2, 2)
    game.deal_damage(wither, bears, 2)
    assert game.damage_on(bears) == 0 and game.counters(bears) == {MINUS_ONE: 2}
    assert game.toughness(bears) == 0
    assert moved(game.check_state_based_actions(), bears).rule == "704.5f"


def test_704_5f_indestructible_does_not_help(game: Game) -> None:
    alice, _ = two_players(game)
    darksteel = creature(game, alice, 2, 2, keywords={"indestructible"}, counters={MINUS_ONE: 3})
    events = game.check_state_based_actions()
    assert moved(events, darksteel).rule == "704.5f"
    assert not game.is_on_battlefield(darksteel)


def test_704_5f_regeneration_can_not_replace_it(game: Game) -> None:
    alice, _ = two_players(game)
    troll = creature(game, alice, 2, 2, counters={MINUS_ONE: 2})
    shield = game.regenerate(troll)
    assert shield in game.state.effects
    events = game.check_state_based_actions()
    assert of_type(events, Regenerated) == []
    assert moved(events, troll).rule == "704.5f"
    assert not game.is_on_battlefield(troll)


# -- 704.5g: lethal damage -----------------------------------------------------------------------
@pytest.mark.parametrize(("damage", "dies"), [(1, False), (2, True), (5, True)])
def test_704_5g_lethal_damage_destroys(game: Game, damage: int, dies: bool) -> None:
    alice, bob = two_players(game)
    bears = creature(game, bob, 2, 2)
    game.deal_damage(burn(game, alice), bears, damage)
    assert game.is_on_battlefield(bears)  # damage doesn't destroy (CR 120.5 / 119.5)
    events = game.check_state_based_actions()
    assert game.is_on_battlefield(bears) is not dies
    if dies:
        change = moved(events, bears)
        assert events == [
            PermanentDestroyed(permanent=bears, reason="704.5g", rule="704.5g"),
            change,
        ]
        assert change.rule == "400.7" and change.destination is Zone.GRAVEYARD
    else:
        assert events == [] and game.damage_on(bears) == 1


def test_704_5g_toughness_counts_counters(game: Game) -> None:
    alice, bob = two_players(game)
    big = creature(game, bob, 2, 2, counters={PLUS_ONE: 1})
    small = creature(game, bob, 3, 3, counters={MINUS_ONE: 1})
    source = burn(game, alice)
    game.deal_damage_event([DamagePart(source, big, 2), DamagePart(source, small, 2)])
    game.check_state_based_actions()
    assert game.is_on_battlefield(big) and not game.is_on_battlefield(small)


def test_704_5g_indestructible_is_not_destroyed_and_keeps_its_damage(game: Game) -> None:
    alice, bob = two_players(game)
    darksteel = creature(game, bob, 2, 2, keywords={"indestructible"})
    game.deal_damage(burn(game, alice), darksteel, 7)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(darksteel) and game.damage_on(darksteel) == 7


def test_704_5g_regeneration_replaces_destruction(game: Game, ruleset: str) -> None:
    alice, bob = two_players(game)
    troll = creature(game, bob, 2, 2)
    shield = game.regenerate(troll)
    game.deal_damage(burn(game, alice), troll, 3)
    events = game.check_state_based_actions()
    assert events == [Regenerated(permanent=troll, effect=shield, rule=REGENERATE[ruleset])]
    assert game.is_on_battlefield(troll)  # the same object: it never left
    assert game.damage_on(troll) == 0 and game.obj(troll).tapped
    assert shield not in game.state.effects  # the shield is used up
    # With the shield used, the next lethal damage destroys it.
    game.deal_damage(burn(game, alice), troll, 2)
    events = game.check_state_based_actions()
    assert of_type(events, PermanentDestroyed) == [
        PermanentDestroyed(permanent=troll, reason="704.5g", rule="704.5g")
    ]
    assert not game.is_on_battlefield(troll)


def test_704_5g_indestructible_does_not_use_a_regeneration_shield(game: Game) -> None:
    alice, bob = two_players(game)
    darksteel = creature(game, bob, 2, 2, keywords={"indestructible"})
    shield = game.regenerate(darksteel)
    game.deal_damage(burn(game, alice), darksteel, 4)
    assert game.check_state_based_actions() == []
    assert shield in game.state.effects and not game.obj(darksteel).tapped


def test_704_5g_and_704_5h_together_are_one_destruction_using_one_shield(game: Game) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 3, 3, keywords={"deathtouch"})
    troll = creature(game, bob, 2, 2)
    first, second = game.regenerate(troll), game.regenerate(troll)
    game.deal_damage(deathtouch, troll, 3)
    events = game.check_state_based_actions()
    assert len(of_type(events, Regenerated)) == 1
    assert game.is_on_battlefield(troll)
    assert len({first, second} & set(game.state.effects)) == 1  # one shield is left


# -- 704.5h: deathtouch -------------------------------------------------------------------------
def test_704_5h_any_damage_from_deathtouch_destroys(game: Game) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    giant = creature(game, bob, 8, 8)
    dealt = game.deal_damage(deathtouch, giant, 1)
    assert of_type(dealt, DamageDealt)[0].deathtouch
    events = game.check_state_based_actions()
    assert PermanentDestroyed(permanent=giant, reason="704.5h", rule="704.5h") in events
    assert not game.is_on_battlefield(giant)


def test_704_5h_a_deathtouch_spell_counts_too(game: Game) -> None:
    alice, bob = two_players(game)
    giant = creature(game, bob, 8, 8)
    game.deal_damage(burn(game, alice, keywords={"deathtouch"}), giant, 1)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(giant)


def test_704_5h_counts_only_damage_since_the_last_check(game: Game) -> None:
    """The deathtouch damage was dealt before the last check: a later check doesn't destroy
    the creature, even once it could be destroyed."""
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    giant = creature(game, bob, 8, 8, keywords={"indestructible"})
    game.deal_damage(deathtouch, giant, 1)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(giant)
    # The giant stops being indestructible (as when an "until end of turn" effect ends); the
    # engine has no such effect yet, so the test changes the state directly.
    game.state.objects[giant].keywords = frozenset()
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(giant)
    # New deathtouch damage counts again.
    game.deal_damage(deathtouch, giant, 1)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(giant)


def test_704_5h_deathtouch_and_indestructible_survives(game: Game) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 4, 4, keywords={"deathtouch"})
    darksteel = creature(game, bob, 2, 2, keywords={"indestructible"})
    game.deal_damage(deathtouch, darksteel, 1)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(darksteel) and game.damage_on(darksteel) == 1


def test_704_5h_prevented_deathtouch_damage_is_not_dealt(game: Game) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    giant = creature(game, bob, 8, 8)
    game.add_effect(PreventDamage(amount=1, to=Match.ids_of(giant)), controller=bob)
    events = game.deal_damage(deathtouch, giant, 1)
    assert of_type(events, DamageDealt) == []
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(giant)


def test_704_5h_deathtouch_with_wither_destroys(game: Game) -> None:
    alice, bob = two_players(game)
    source = creature(game, alice, 1, 1, keywords={"deathtouch", "wither"})
    giant = creature(game, bob, 8, 8)
    game.deal_damage(source, giant, 1)
    assert game.damage_on(giant) == 0 and game.counters(giant) == {MINUS_ONE: 1}
    events = game.check_state_based_actions()
    assert PermanentDestroyed(permanent=giant, reason="704.5h", rule="704.5h") in events


def test_704_5h_deathtouch_source_read_from_last_known_information(game: Game) -> None:
    """CR 120.7 / 608.2h: a source that left the battlefield deals damage as it last existed."""
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    giant = creature(game, bob, 8, 8)
    game.deal_damage(burn(game, bob), deathtouch, 1)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(deathtouch)
    game.deal_damage(deathtouch, giant, 1)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(giant)


def test_704_5h_regeneration_replaces_it(game: Game, ruleset: str) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    troll = creature(game, bob, 4, 4)
    shield = game.regenerate(troll)
    game.deal_damage(deathtouch, troll, 1)
    events = game.check_state_based_actions()
    assert events == [Regenerated(permanent=troll, effect=shield, rule=REGENERATE[ruleset])]
    assert game.is_on_battlefield(troll) and game.damage_on(troll) == 0
    assert game.check_state_based_actions() == []


def test_704_5h_applies_only_to_creatures(game: Game) -> None:
    alice, bob = two_players(game)
    deathtouch = creature(game, alice, 1, 1, keywords={"deathtouch"})
    walker = planeswalker(game, bob, 4)
    game.deal_damage(deathtouch, walker, 1)
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(walker) and game.loyalty(walker) == 3


# -- 704.5i: a planeswalker with 0 loyalty -------------------------------------------------------
@pytest.mark.parametrize(("damage", "left"), [(2, 1), (3, 0), (5, 0)])
def test_704_5i_damage_removes_loyalty_and_zero_loyalty_dies(
    game: Game, damage: int, left: int
) -> None:
    alice, bob = two_players(game)
    walker = planeswalker(game, bob, 3)
    events = game.deal_damage(burn(game, alice), walker, damage)
    removed = of_type(events, CountersRemoved)
    assert [(e.kind, e.amount) for e in removed] == [(LOYALTY, 3 - left)]
    assert game.loyalty(walker) == left and game.damage_on(walker) == 0
    events = game.check_state_based_actions()
    if left:
        assert events == [] and game.is_on_battlefield(walker)
    else:
        change = moved(events, walker)
        assert change.rule == "704.5i" and change.destination is Zone.GRAVEYARD
        assert of_type(events, PermanentDestroyed) == []
        assert not game.is_on_battlefield(walker)


def test_704_5i_simultaneous_damage_removes_only_the_counters_there(game: Game) -> None:
    """CR 120.3c / 119.3c: damage removes loyalty counters; only the counters there can be
    removed, also when two sources deal damage to the planeswalker at once."""
    alice, bob = two_players(game)
    walker = planeswalker(game, bob, 1)
    first, second = burn(game, alice), burn(game, alice)
    events = game.deal_damage_event([DamagePart(first, walker, 2), DamagePart(second, walker, 3)])
    removed = of_type(events, CountersRemoved)
    assert sum(e.amount for e in removed) == 1
    assert game.loyalty(walker) == 0
    assert moved(game.check_state_based_actions(), walker).rule == "704.5i"


def test_704_5i_neither_indestructible_nor_regeneration_helps(game: Game) -> None:
    alice, bob = two_players(game)
    walker = planeswalker(game, bob, 2, indestructible=True)
    game.regenerate(walker)
    game.deal_damage(burn(game, alice), walker, 2)
    events = game.check_state_based_actions()
    assert of_type(events, Regenerated) == []
    assert moved(events, walker).rule == "704.5i"


def test_704_5i_a_planeswalker_entering_with_zero_loyalty(game: Game) -> None:
    alice, _ = two_players(game)
    walker = planeswalker(game, alice, 0)
    assert moved(game.check_state_based_actions(), walker).rule == "704.5i"


# -- counter annihilation: 704.5q today, 704.5r in 2011 -----------------------------------------
@pytest.mark.parametrize(
    ("plus", "minus", "after"),
    [(2, 3, {MINUS_ONE: 1}), (3, 1, {PLUS_ONE: 2}), (2, 2, {})],
)
def test_704_5q_plus_and_minus_counters_annihilate(
    game: Game, ruleset: str, plus: int, minus: int, after: dict[str, int]
) -> None:
    alice, _ = two_players(game)
    ogre = creature(game, alice, 3, 3, counters={PLUS_ONE: plus, MINUS_ONE: minus})
    toughness = game.toughness(ogre)
    events = game.check_state_based_actions()
    both = min(plus, minus)
    assert events == [
        CountersRemoved(permanent=ogre, kind=PLUS_ONE, amount=both, rule=ANNIHILATION[ruleset]),
        CountersRemoved(permanent=ogre, kind=MINUS_ONE, amount=both, rule=ANNIHILATION[ruleset]),
    ]
    assert game.counters(ogre) == after and game.toughness(ogre) == toughness


def test_704_5q_wither_on_a_creature_with_plus_counters(game: Game, ruleset: str) -> None:
    alice, bob = two_players(game)
    wither = creature(game, alice, 1, 1, keywords={"wither"})
    hydra = creature(game, bob, 0, 0, counters={PLUS_ONE: 3})
    game.deal_damage(wither, hydra, 1)
    assert game.counters(hydra) == {PLUS_ONE: 3, MINUS_ONE: 1}
    events = game.check_state_based_actions()
    assert {e.rule for e in events} == {ANNIHILATION[ruleset]}
    assert game.counters(hydra) == {PLUS_ONE: 2}
    assert game.toughness(hydra) == 2 and game.damage_on(hydra) == 0


def test_704_5q_applies_to_any_permanent(game: Game) -> None:
    alice, _ = two_players(game)
    relic = game.add_permanent(
        "relic", controller=alice, types={"Artifact"}, counters={PLUS_ONE: 1, MINUS_ONE: 1}
    )
    game.check_state_based_actions()
    assert game.counters(relic) == {}


def test_704_5q_one_kind_alone_stays(game: Game) -> None:
    alice, _ = two_players(game)
    ogre = creature(game, alice, 3, 3, counters={MINUS_ONE: 2})
    assert game.check_state_based_actions() == []
    assert game.counters(ogre) == {MINUS_ONE: 2}


def test_704_5q_annihilation_does_not_save_a_creature_with_lethal_damage(game: Game) -> None:
    """Annihilation leaves toughness as it is: a 1/1 with two +1/+1 counters and 2 damage,
    dealt 1 wither damage, is a 2/2 with 2 damage: destroyed."""
    alice, bob = two_players(game)
    wither = creature(game, alice, 1, 1, keywords={"wither"})
    hydra = creature(game, bob, 1, 1, counters={PLUS_ONE: 2}, damage=2)
    game.deal_damage(wither, hydra, 1)
    events = game.check_state_based_actions()
    assert of_type(events, PermanentDestroyed) == [
        PermanentDestroyed(permanent=hydra, reason="704.5g", rule="704.5g")
    ]


# -- 704.3: all at once, then again until none apply ------------------------------------------
def test_704_3_two_creatures_and_a_player_in_one_check(game: Game) -> None:
    alice, bob = two_players(game)
    attacker = creature(game, alice, 3, 3)
    blocker = creature(game, bob, 3, 3)
    walker = planeswalker(game, bob, 2)
    game.set_life(bob, 3)
    # Combat damage between the two creatures, and a spell finishing Bob and his planeswalker.
    source = burn(game, alice)
    game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 3, combat=True),
            DamagePart(blocker, attacker, 3, combat=True),
        ]
    )
    # (In 2011 Alice may redirect the damage to Bob to his planeswalker, CR 306.7: she doesn't.)
    game.deal_damage_event(
        [DamagePart(source, bob, 3), DamagePart(source, walker, 2)], choices=[None]
    )
    # All of them in the first pass: one simultaneous event (CR 704.3).
    simultaneous = first_pass(game)
    assert {type(e) for e in simultaneous} == {PlayerLost, PermanentDestroyed, ZoneChanged}
    events = game.check_state_based_actions()
    assert of_type(events, PlayerLost) == [PlayerLost(player=bob, reason="life", rule="704.5a")]
    assert {e.permanent for e in of_type(events, PermanentDestroyed)} == {attacker, blocker}
    assert {e.object for e in of_type(events, ZoneChanged)} == {attacker, blocker, walker}
    assert events[-1] == GameOver(winners=frozenset({alice}), rule="104.2a")
    assert not any(map(game.is_on_battlefield, (attacker, blocker, walker)))


def test_704_3_all_kinds_at_once(game: Game) -> None:
    alice, bob = two_players(game)
    zero = creature(game, alice, 1, 0)
    lethal = creature(game, alice, 2, 2, damage=2)
    counters = creature(game, bob, 2, 2, counters={PLUS_ONE: 1, MINUS_ONE: 1})
    walker = planeswalker(game, bob, 0)
    infect = creature(game, bob, 5, 5, keywords={"infect"})
    game.deal_damage(infect, alice, 10)
    rules = sorted(e.rule for e in first_pass(game))
    annihilation = game.ruleset.counter_annihilation_rule
    assert rules == sorted(
        ["704.5c", "704.5f", "704.5g", "400.7", "704.5i", annihilation, annihilation]
    )
    game.check_state_based_actions()
    assert game.has_lost(alice)
    assert not any(map(game.is_on_battlefield, (zero, lethal, walker)))
    assert game.counters(counters) == {}


def test_704_3_the_check_ends_at_a_fixed_point(game: Game) -> None:
    alice, bob = two_players(game)
    for n in range(4):
        creature(game, bob, n, n + 1, damage=n + 1, counters={PLUS_ONE: 1, MINUS_ONE: n})
    game.deal_damage(burn(game, alice), bob, 25)
    assert game.check_state_based_actions() != []
    assert first_pass(game) == []
    assert game.check_state_based_actions() == []


def test_704_3_regeneration_and_annihilation_end_at_a_fixed_point(game: Game) -> None:
    """A creature with lethal damage from wither damage and a regeneration shield: it is
    regenerated and its counters annihilate; then nothing more applies."""
    alice, bob = two_players(game)
    wither = creature(game, alice, 2, 2, keywords={"wither"})
    troll = creature(game, bob, 3, 3, counters={PLUS_ONE: 1}, damage=3)
    game.regenerate(troll)
    game.deal_damage(wither, troll, 1)
    assert game.toughness(troll) == 3 and game.damage_on(troll) == 3
    events = game.check_state_based_actions()
    assert len(of_type(events, Regenerated)) == 1
    assert game.is_on_battlefield(troll) and game.obj(troll).tapped
    assert game.damage_on(troll) == 0 and game.counters(troll) == {}
    assert game.check_state_based_actions() == []


def test_704_3_regeneration_and_annihilation_are_one_simultaneous_event(game: Game) -> None:
    """CR 704.3: all applicable state-based actions are performed simultaneously. Lethal
    damage (replaced by regeneration) and counter annihilation both apply at the first
    check, so both belong to the first pass."""
    _, bob = two_players(game)
    troll = creature(game, bob, 3, 3, counters={PLUS_ONE: 1, MINUS_ONE: 1}, damage=3)
    game.regenerate(troll)
    kinds = sorted(type(e).__name__ for e in first_pass(game))
    assert kinds == ["CountersRemoved", "CountersRemoved", "Regenerated"]


# -- CR 400.7: a new object, and last known information -----------------------------------------
def test_400_7_the_destroyed_creature_is_a_new_object_in_its_owners_graveyard(
    game: Game,
) -> None:
    alice, bob = two_players(game)
    # Bob controls Alice's creature (as after a control-changing effect).
    stolen = creature(game, bob, 2, 2, owner=alice, counters={PLUS_ONE: 1}, name="Stolen")
    game.deal_damage(burn(game, alice), stolen, 3)
    events = game.check_state_based_actions()
    change = moved(events, stolen)
    assert change.new_id != stolen
    assert not game.is_on_battlefield(stolen)
    card = game.obj(change.new_id)
    assert card.zone is Zone.GRAVEYARD and card.name == "Stolen"
    assert card.owner == alice and card.controller == alice
    assert card.damage == 0 and card.counters == {}  # no memory of its previous existence
    # The old id gives the last known information.
    lki = game.obj(stolen)
    assert lki.zone is Zone.BATTLEFIELD and lki.controller == bob
    assert lki.damage == 3 and lki.counters == {PLUS_ONE: 1}
    assert lki.current_toughness() == 3


def test_400_7_every_zone_change_gets_a_fresh_id(game: Game) -> None:
    alice, _ = two_players(game)
    dying = [creature(game, alice, 1, 0) for _ in range(3)]
    events = game.check_state_based_actions()
    new_ids = [moved(events, old).new_id for old in dying]
    assert len(set(new_ids)) == 3 and not set(new_ids) & set(dying)
    assert all(game.obj(n).zone is Zone.GRAVEYARD for n in new_ids)
    assert all(game.obj(old).current_toughness() == 0 for old in dying)
