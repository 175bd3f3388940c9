"""CR 118 (2011) / CR 119 (today): life. Every event must cite the rule number of the edition
the game runs under: 118.x under "cr2011", 119.x under "current"."""

from __future__ import annotations

import copy
from typing import TypeVar

import pytest

from mtgrules import (
    CantGainLife,
    CantLoseLife,
    DamagePart,
    Duration,
    Game,
    IllegalLifeActionError,
    Match,
    ModifyLifeGain,
    PutCounters,
    TriggeredAbility,
    WhenGainLife,
)
from mtgrules.events import (
    AbilityTriggered,
    DamageDealt,
    Event,
    GameOver,
    LifeGained,
    LifeLost,
    NothingHappened,
    PlayerLost,
    ResultReplaced,
)
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [event for event in events if type(event) is kind]


def life_rule(ruleset: str, clause: str) -> str:
    """CR 118.x in 2011, 119.x today."""
    return f"{118 if ruleset == 'cr2011' else 119}.{clause}"


def damage_rule(ruleset: str, clause: str) -> str:
    """CR 119.x in 2011, 120.x today."""
    return f"{119 if ruleset == 'cr2011' else 120}.{clause}"


def exchange_rule(ruleset: str) -> str:
    return "701.8c" if ruleset == "cr2011" else "701.10c"


def team_life_loss_rule(ruleset: str) -> str:
    return "704.5t" if ruleset == "cr2011" else "704.6a"


def two_players(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def spell(game: Game, name: str, owner: EntityId) -> EntityId:
    return game.add_card(name, owner=owner, types={"Instant"}, zone="stack")


def two_headed_giant(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    game = Game(ruleset, variant="two-headed giant")
    a1 = game.add_player("A1", team=1)
    a2 = game.add_player("A2", team=1)
    b1 = game.add_player("B1", team=2)
    b2 = game.add_player("B2", team=2)
    return game, a1, a2, b1, b2


# -- 118.1: starting life --------------------------------------------------------------------------
def test_118_1_each_player_starts_at_20(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    assert game.life(alice) == 20
    assert game.life(bob) == 20


def test_118_1a_two_headed_giant_team_shares_30(ruleset: str) -> None:
    game, a1, a2, b1, b2 = two_headed_giant(ruleset)
    assert [game.life(p) for p in (a1, a2, b1, b2)] == [30, 30, 30, 30]

    bolt = spell(game, "Lightning Bolt", b1)
    events = game.deal_damage(bolt, a1, 3)

    # CR 810.9: damage happens to the player; the result is applied to the team's total.
    assert of_type(events, LifeLost) == [
        LifeLost(player=a1, amount=3, source=bolt, rule=damage_rule(ruleset, "3a"))
    ]
    assert game.life(a1) == 27
    assert game.life(a2) == 27
    assert game.life(b1) == 30
    assert game.life(b2) == 30

    game.gain_life(a2, 2)
    assert game.life(a1) == 29


def test_118_1b_vanguard_life_modifier(ruleset: str) -> None:
    game = Game(ruleset, variant="vanguard")
    plus = game.add_player("Plus", life_modifier=+3)
    minus = game.add_player("Minus", life_modifier=-4)
    assert game.life(plus) == 23
    assert game.life(minus) == 16


def test_118_1c_commander_starts_at_40(ruleset: str) -> None:
    game = Game(ruleset, variant="commander")
    players = [game.add_player(name) for name in ("A", "B", "C", "D")]
    assert [game.life(p) for p in players] == [40, 40, 40, 40]


def test_118_1d_archenemy_starts_at_40_the_others_at_20(ruleset: str) -> None:
    game = Game(ruleset, variant="archenemy")
    villain = game.add_player("Archenemy", archenemy=True)
    heroes = [game.add_player(name) for name in ("A", "B", "C")]
    assert game.life(villain) == 40
    assert [game.life(p) for p in heroes] == [20, 20, 20]


# -- 118.2: damage to a player causes life loss ----------------------------------------------------
def test_118_2_damage_to_a_player_is_life_loss(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    bolt = spell(game, "Lightning Bolt", alice)

    events = game.deal_damage(bolt, bob, 3)

    assert [type(e) for e in events][:2] == [DamageDealt, LifeLost]
    assert of_type(events, LifeLost) == [
        LifeLost(player=bob, amount=3, source=bolt, rule=damage_rule(ruleset, "3a"))
    ]
    assert game.life(bob) == 17


# -- 118.3: gaining and losing life ----------------------------------------------------------------
def test_118_3_gain_life(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    events = game.gain_life(alice, 4)
    assert events == [LifeGained(player=alice, amount=4, rule=life_rule(ruleset, "3"))]
    assert game.life(alice) == 24


def test_118_3_lose_life(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    events = game.lose_life(alice, 7)
    assert events == [LifeLost(player=alice, amount=7, rule=life_rule(ruleset, "3"))]
    assert game.life(alice) == 13


def test_118_3_life_can_go_below_zero(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    game.lose_life(alice, 25)
    assert game.life(alice) == -5


# -- 118.4: paying life ----------------------------------------------------------------------------
def test_118_4_pay_life(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    events = game.pay_life(alice, 3)
    # Paying life is losing that much life.
    assert events == [LifeLost(player=alice, amount=3, rule=life_rule(ruleset, "4"))]
    assert game.life(alice) == 17


def test_118_4_cant_pay_more_life_than_you_have(ruleset: str) -> None:
    game = Game(ruleset)
    alice = game.add_player("Alice", life=4)
    before = copy.deepcopy(game.state)

    with pytest.raises(IllegalLifeActionError) as raised:
        game.pay_life(alice, 5)

    assert raised.value.rule == life_rule(ruleset, "4")
    assert f"CR {life_rule(ruleset, '4')}" in str(raised.value)
    assert game.state == before
    assert game.life(alice) == 4


def test_118_4_paying_all_your_life_is_allowed(ruleset: str) -> None:
    game = Game(ruleset)
    alice = game.add_player("Alice", life=4)
    game.add_player("Bob")
    game.pay_life(alice, 4)
    assert game.life(alice) == 0
    lost = of_type(game.check_state_based_actions(), PlayerLost)
    assert lost == [PlayerLost(player=alice, reason="life", rule="704.5a")]


@pytest.mark.parametrize("life", [0, -3])
def test_118_4_paying_0_life_is_always_allowed(ruleset: str, life: int) -> None:
    game = Game(ruleset)
    alice = game.add_player("Alice", life=life)
    events = game.pay_life(alice, 0)
    assert of_type(events, LifeLost) == []
    assert game.life(alice) == life


def test_118_4a_two_headed_giant_joint_payment_checks_the_team_total(ruleset: str) -> None:
    game, a1, a2, _b1, _b2 = two_headed_giant(ruleset)
    before = copy.deepcopy(game.state)

    with pytest.raises(IllegalLifeActionError) as raised:
        game.pay_life_jointly({a1: 10, a2: 25})  # 35 > 30, though each alone could pay
    assert raised.value.rule == life_rule(ruleset, "4a")
    assert game.state == before

    events = game.pay_life_jointly({a1: 10, a2: 20})
    assert sorted((e.player, e.amount) for e in of_type(events, LifeLost)) == sorted(
        [(a1, 10), (a2, 20)]
    )
    assert game.life(a1) == 0
    assert game.life(a2) == 0


def test_118_4a_two_headed_giant_one_player_paying_more_than_the_team_has(ruleset: str) -> None:
    game, a1, _a2, b1, _b2 = two_headed_giant(ruleset)
    game.deal_damage(spell(game, "Blaze", b1), a1, 25)
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalLifeActionError):
        game.pay_life(a1, 6)
    assert game.state == before
    game.pay_life(a1, 5)
    assert game.life(a1) == 0


# -- 118.5: setting a life total -------------------------------------------------------------------
def test_118_5_setting_life_higher_gains_the_difference(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    events = game.set_life(alice, 26)
    assert events == [LifeGained(player=alice, amount=6, rule=life_rule(ruleset, "5"))]
    assert game.life(alice) == 26


def test_118_5_setting_life_lower_loses_the_difference(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    events = game.set_life(alice, 7)
    assert events == [LifeLost(player=alice, amount=13, rule=life_rule(ruleset, "5"))]
    assert game.life(alice) == 7


def test_118_5_life_gain_replacement_applies_to_setting_life(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    boon = game.add_effect(ModifyLifeGain(who=Match.you(), multiplier=2), controller=alice)

    events = game.set_life(alice, 25)

    assert of_type(events, ResultReplaced) == [
        ResultReplaced(
            effect=boon, affected=alice, what="life gain", before=5, after=10, rule="614.1a"
        )
    ]
    assert of_type(events, LifeGained) == [
        LifeGained(player=alice, amount=10, rule=life_rule(ruleset, "5"))
    ]
    assert game.life(alice) == 30


# -- 118.6: 0 or less life loses the game ----------------------------------------------------------
def test_118_6_zero_life_loses_at_state_based_actions(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.lose_life(bob, 20)
    assert not game.has_lost(bob)  # not until state-based actions are checked

    events = game.check_state_based_actions()

    assert of_type(events, PlayerLost) == [PlayerLost(player=bob, reason="life", rule="704.5a")]
    assert of_type(events, GameOver) == [GameOver(winners=frozenset({alice}), rule="104.2a")]
    assert game.has_lost(bob)
    assert game.winners == frozenset({alice})


def test_118_6_negative_life_loses(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.deal_damage(spell(game, "Blaze", bob), alice, 23)
    assert game.life(alice) == -3
    events = game.check_state_based_actions()
    assert of_type(events, PlayerLost) == [PlayerLost(player=alice, reason="life", rule="704.5a")]
    assert game.winners == frozenset({bob})


def test_118_6_one_life_doesnt_lose(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    game.lose_life(alice, 19)
    assert of_type(game.check_state_based_actions(), PlayerLost) == []
    assert game.winners is None


def test_118_6_both_players_at_0_is_a_draw(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    alices = game.add_permanent(
        "Alice's creature", controller=alice, types={"Creature"}, power=20, toughness=1
    )
    bobs = game.add_permanent(
        "Bob's creature", controller=bob, types={"Creature"}, power=20, toughness=1
    )
    game.deal_damage_event(
        [DamagePart(alices, bob, 20, combat=True), DamagePart(bobs, alice, 20, combat=True)]
    )

    events = game.check_state_based_actions()

    assert sorted(e.player for e in of_type(events, PlayerLost)) == sorted([alice, bob])
    assert all(e.rule == "704.5a" for e in of_type(events, PlayerLost))
    assert of_type(events, GameOver) == [GameOver(winners=frozenset(), rule="104.4a")]
    assert game.winners == frozenset()


def test_118_6_two_headed_giant_team_loses_together(ruleset: str) -> None:
    game, a1, a2, b1, b2 = two_headed_giant(ruleset)
    game.deal_damage(spell(game, "Blaze", b1), a1, 30)

    events = game.check_state_based_actions()

    lost = of_type(events, PlayerLost)
    assert sorted(e.player for e in lost) == sorted([a1, a2])
    assert {e.rule for e in lost} == {team_life_loss_rule(ruleset)}
    assert game.winners == frozenset({b1, b2})


# -- 118.7: can't gain life ------------------------------------------------------------------------
def test_118_7_cant_gain_life(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.add_effect(CantGainLife(who=Match.ids_of(alice)), controller=bob)

    events = game.gain_life(alice, 5)

    assert of_type(events, LifeGained) == []
    assert [e.rule for e in of_type(events, ResultReplaced)] == [life_rule(ruleset, "7")]
    assert game.life(alice) == 20


def test_118_7_life_gain_replacement_does_nothing(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    boon = game.add_effect(ModifyLifeGain(who=Match.you(), multiplier=2), controller=alice)
    game.add_effect(CantGainLife(who=Match.ids_of(alice)), controller=bob)

    events = game.gain_life(alice, 5)

    assert of_type(events, LifeGained) == []
    assert [e.effect for e in of_type(events, ResultReplaced)].count(boon) == 0
    assert game.life(alice) == 20


def test_118_7_cant_gain_life_from_lifelink(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    vampire = game.add_permanent(
        "Vampire", controller=alice, types={"Creature"}, power=3, toughness=3, keywords={"lifelink"}
    )
    game.add_effect(CantGainLife(who=Match.ids_of(alice)), controller=bob)

    events = game.deal_damage(vampire, bob, 3, combat=True)

    assert of_type(events, LifeGained) == []
    assert game.life(alice) == 20
    assert game.life(bob) == 17


def test_118_7_no_exchange_with_a_higher_life_total(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.lose_life(alice, 15)
    game.add_effect(CantGainLife(who=Match.ids_of(alice)), controller=bob)
    before = copy.deepcopy(game.state)

    events = game.exchange_life(alice, bob)

    assert of_type(events, NothingHappened) == [
        NothingHappened(
            player=alice, reason="can't gain life: no exchange", rule=life_rule(ruleset, "7")
        )
    ]
    assert of_type(events, LifeGained) == []
    assert of_type(events, LifeLost) == []
    assert game.life(alice) == 5
    assert game.life(bob) == 20
    assert game.state == before


def test_118_7_exchange_with_a_lower_life_total_still_happens(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.lose_life(bob, 15)
    game.add_effect(CantGainLife(who=Match.ids_of(alice)), controller=bob)

    events = game.exchange_life(alice, bob)

    assert sorted((type(e).__name__, e.rule) for e in events) == [
        ("LifeGained", exchange_rule(ruleset)),
        ("LifeLost", exchange_rule(ruleset)),
    ]
    assert game.life(alice) == 5
    assert game.life(bob) == 20


# -- 118.8: can't lose life ------------------------------------------------------------------------
def test_118_8_damage_causes_no_life_loss(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.add_effect(CantLoseLife(who=Match.you()), controller=bob)
    bolt = spell(game, "Lightning Bolt", alice)

    events = game.deal_damage(bolt, bob, 3)

    # The damage is still dealt; its result, life loss, doesn't happen.
    assert [e.amount for e in of_type(events, DamageDealt)] == [3]
    assert of_type(events, LifeLost) == []
    assert [e.rule for e in of_type(events, ResultReplaced)] == [life_rule(ruleset, "8")]
    assert game.life(bob) == 20


def test_118_8_cant_lose_life_cant_pay_life(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.add_effect(CantLoseLife(who=Match.ids_of(bob)), controller=alice)
    before = copy.deepcopy(game.state)

    with pytest.raises(IllegalLifeActionError) as raised:
        game.pay_life(bob, 2)

    assert raised.value.rule == life_rule(ruleset, "8")
    assert game.state == before
    # Paying 0 life is still allowed.
    assert game.pay_life(bob, 0) == []


def test_118_8_cant_lose_life_from_lose_life(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.add_effect(CantLoseLife(who=Match.ids_of(bob)), controller=alice)
    events = game.lose_life(bob, 4)
    assert of_type(events, LifeLost) == []
    assert game.life(bob) == 20


def test_118_8_no_exchange_with_a_lower_life_total(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.lose_life(alice, 15)
    game.add_effect(CantLoseLife(who=Match.ids_of(bob)), controller=alice)
    before = copy.deepcopy(game.state)

    events = game.exchange_life(alice, bob)

    assert of_type(events, NothingHappened) == [
        NothingHappened(
            player=bob, reason="can't lose life: no exchange", rule=life_rule(ruleset, "8")
        )
    ]
    assert game.life(alice) == 5
    assert game.life(bob) == 20
    assert game.state == before


def test_exchange_of_life_totals(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    game.lose_life(alice, 15)

    events = game.exchange_life(alice, bob)

    assert of_type(events, LifeGained) == [
        LifeGained(player=alice, amount=15, rule=exchange_rule(ruleset))
    ]
    assert of_type(events, LifeLost) == [
        LifeLost(player=bob, amount=15, rule=exchange_rule(ruleset))
    ]
    assert game.life(alice) == 20
    assert game.life(bob) == 5


def test_exchange_gains_are_replaced_by_life_gain_replacements(ruleset: str) -> None:
    """CR 701.8c / 701.10c: replacement effects may modify the gains and losses."""
    game, alice, bob = two_players(ruleset)
    game.lose_life(alice, 15)
    game.add_effect(ModifyLifeGain(who=Match.you(), multiplier=2), controller=alice)

    game.exchange_life(alice, bob)

    assert game.life(alice) == 35
    assert game.life(bob) == 5


# -- 118.9: "whenever you gain life" ---------------------------------------------------------------
def pridemate(game: Game, controller: EntityId) -> EntityId:
    return game.add_permanent(
        "Ajani's Pridemate",
        controller=controller,
        types={"Creature"},
        power=2,
        toughness=2,
        triggers=[TriggeredAbility(when=WhenGainLife(who=Match.you()), effect=PutCounters())],
    )


def test_118_9_triggers_once_per_life_gain_event(ruleset: str) -> None:
    game, alice, _bob = two_players(ruleset)
    cat = pridemate(game, alice)

    first = game.gain_life(alice, 1)
    second = game.gain_life(alice, 3)

    assert of_type(first, AbilityTriggered) == [
        AbilityTriggered(
            source=cat,
            controller=alice,
            index=0,
            text="",
            rule=life_rule(ruleset, "9"),
            that_player=alice,
            that_amount=1,  # the life gained: "that much" (CR 603.2)
        )
    ]
    assert len(of_type(second, AbilityTriggered)) == 1
    assert len(game.pending_triggers) == 2
    game.resolve_triggers()
    assert game.counters(cat) == {"+1/+1": 2}
    assert game.power(cat) == 4


def test_118_9_opponents_life_gain_doesnt_trigger_you(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    pridemate(game, alice)
    events = game.gain_life(bob, 3)
    assert of_type(events, AbilityTriggered) == []


def test_118_9_one_lifelinker_hitting_two_recipients_triggers_once(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    pridemate(game, alice)
    lifelinker = game.add_permanent(
        "Vampire", controller=alice, types={"Creature"}, power=4, toughness=4, keywords={"lifelink"}
    )
    blocker = game.add_permanent("Bears", controller=bob, types={"Creature"}, power=2, toughness=2)

    events = game.deal_damage_event(
        [
            DamagePart(lifelinker, blocker, 2, combat=True),
            DamagePart(lifelinker, bob, 2, combat=True),
        ]
    )

    assert of_type(events, LifeGained) == [
        LifeGained(player=alice, amount=4, source=lifelinker, rule=damage_rule(ruleset, "3f"))
    ]
    assert len(of_type(events, AbilityTriggered)) == 1
    assert game.life(alice) == 24


def test_118_9_two_lifelinkers_at_once_trigger_twice(ruleset: str) -> None:
    """The 2011 118.9 example: two lifelinkers deal combat damage simultaneously; Ajani's
    Pridemate triggers twice."""
    game, alice, bob = two_players(ruleset)
    pridemate(game, alice)
    lifelinkers = [
        game.add_permanent(
            f"Vampire {n}",
            controller=alice,
            types={"Creature"},
            power=2,
            toughness=2,
            keywords={"lifelink"},
        )
        for n in (1, 2)
    ]

    events = game.deal_damage_event([DamagePart(c, bob, 2, combat=True) for c in lifelinkers])

    assert sorted((e.source, e.amount) for e in of_type(events, LifeGained)) == sorted(
        (c, 2) for c in lifelinkers
    )
    assert len(of_type(events, AbilityTriggered)) == 2
    assert game.life(alice) == 24


def test_118_9_life_gain_prevented_by_cant_gain_life_doesnt_trigger(ruleset: str) -> None:
    game, alice, bob = two_players(ruleset)
    pridemate(game, alice)
    game.add_effect(
        CantGainLife(who=Match.ids_of(alice)), controller=bob, duration=Duration.INDEFINITE
    )
    events = game.gain_life(alice, 3)
    assert of_type(events, AbilityTriggered) == []
    assert game.pending_triggers == []


def test_gaining_0_life_is_no_life_gain_event(ruleset: str) -> None:
    """Today's CR 119.9: gaining 0 life is no life gain event; nothing triggers."""
    game, alice, _bob = two_players(ruleset)
    pridemate(game, alice)
    events = game.gain_life(alice, 0)
    assert of_type(events, LifeGained) == []
    assert of_type(events, AbilityTriggered) == []
    assert game.life(alice) == 20


# -- 118.7 / 118.8 in Two-Headed Giant (CR 810.9e, 810.9g, 810.9h) ---------------------------------
def test_810_9g_cant_gain_life_stops_the_whole_team(ruleset: str) -> None:
    """CR 810.9g: "If an effect says that a player can't gain life, no player on that player's
    team can gain life." """
    game, a1, a2, b1, _b2 = two_headed_giant(ruleset)
    game.add_effect(CantGainLife(who=Match.ids_of(a1)), controller=b1)

    events = game.gain_life(a2, 3)

    assert of_type(events, LifeGained) == []
    assert game.life(a2) == 30
    assert game.life(a1) == 30
    # The other team isn't affected.
    game.gain_life(b1, 3)
    assert game.life(b1) == 33


def test_810_9h_cant_lose_life_protects_the_whole_team(ruleset: str) -> None:
    """CR 810.9h: "If an effect says that a player can't lose life, no player on that player's
    team can lose life or pay any amount of life other than 0." """
    game, a1, a2, b1, _b2 = two_headed_giant(ruleset)
    game.add_effect(CantLoseLife(who=Match.ids_of(a1)), controller=a1)

    events = game.deal_damage(spell(game, "Blaze", b1), a2, 4)
    assert of_type(events, LifeLost) == []
    assert game.life(a2) == 30

    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalLifeActionError):
        game.pay_life(a2, 2)
    assert game.state == before
    assert game.pay_life(a2, 0) == []


def test_810_9e_no_exchange_of_life_totals_with_a_teammate(ruleset: str) -> None:
    """CR 810.9e: "A player can't exchange life totals with their teammate. If an effect would
    cause that to occur, the exchange won't happen." """
    game, a1, a2, _b1, _b2 = two_headed_giant(ruleset)
    before = copy.deepcopy(game.state)

    events = game.exchange_life(a1, a2)

    assert [type(e) for e in events] == [NothingHappened]
    assert events[0].rule == "810.9e"
    assert game.state == before
