"""CR 614 replacement effects on damage and on life, CR 616.1 ordering by the affected player,
and CR 2011 306.7 (noncombat damage redirected to a planeswalker, 2011 rules only)."""

from __future__ import annotations

import copy
from collections.abc import Hashable
from typing import TypeVar

import pytest

from mtgrules import (
    ChoiceRequired,
    ControlsA,
    DamagePart,
    Duration,
    Game,
    IllegalChoiceError,
    LifeFloor,
    Match,
    ModifyDamage,
    ModifyLifeGain,
    PreventDamage,
    RedirectDamage,
    Who,
)
from mtgrules.choices import Decision
from mtgrules.events import (
    CountersRemoved,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    DamageRedirected,
    DamageReplaced,
    EffectEnded,
    Event,
    LifeGained,
    LifeLost,
    ResultReplaced,
    ShieldReduced,
)
from mtgrules.objects import CardType
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [event for event in events if type(event) is kind]


def life_loss_rule(ruleset: str) -> str:
    return "119.3a" if ruleset == "cr2011" else "120.3a"


def loyalty_rule(ruleset: str) -> str:
    return "119.3c" if ruleset == "cr2011" else "120.3c"


def two_players(ruleset: str) -> tuple[Game, EntityId, EntityId]:
    game = Game(ruleset)
    return game, game.add_player("Alice"), game.add_player("Bob")


def creature(game: Game, name: str, controller: EntityId, power: int, toughness: int) -> EntityId:
    return game.add_permanent(
        name, controller=controller, types={"Creature"}, power=power, toughness=toughness
    )


def spell(game: Game, name: str, owner: EntityId) -> EntityId:
    return game.add_card(name, owner=owner, types={"Instant"}, zone="stack")


def planeswalker(game: Game, controller: EntityId, loyalty: int) -> EntityId:
    return game.add_permanent(
        "Garruk Wildspeaker", controller=controller, types={"Planeswalker"}, loyalty=loyalty
    )


def raised_decision(game: Game, action: str, *args: object) -> Decision:
    """Run ``action`` without answers; it must ask for a choice and change nothing."""
    before = copy.deepcopy(game.state)
    log_length = len(game.log)
    with pytest.raises(ChoiceRequired) as raised:
        getattr(game, action)(*args)
    assert game.state == before
    assert len(game.log) == log_length
    return raised.value.decision


# -- CR 614.1a: damage doubled or increased --------------------------------------------------------
def test_614_1a_damage_is_doubled(ruleset: str) -> None:
    """CR 614.1a: doubling replaces the damage dealt; a static-like replacement isn't used up."""
    game, alice, bob = two_players(ruleset)
    shock = spell(game, "Shock", alice)
    furnace = game.add_effect(ModifyDamage(multiplier=2, text="Furnace of Rath"), controller=alice)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageReplaced) == [
        DamageReplaced(
            source=shock, recipient=bob, before=2, after=4, effect=furnace, rule="614.1a"
        )
    ]
    assert [e.amount for e in of_type(events, DamageDealt)] == [4]
    assert of_type(events, LifeLost) == [
        LifeLost(player=bob, amount=4, source=shock, rule=life_loss_rule(ruleset))
    ]
    assert game.life(bob) == 16
    # A static-like replacement isn't used up.
    assert furnace in game.state.effects


def test_614_1a_damage_plus_one(ruleset: str) -> None:
    """CR 614.1a: +1 damage from its controller's sources replaces only that damage."""
    game, alice, bob = two_players(ruleset)
    bears = creature(game, "Grizzly Bears", bob, 2, 4)
    shock = spell(game, "Shock", alice)
    torbran = game.add_effect(
        ModifyDamage(plus=1, from_=Match(controller=Who.YOU)), controller=alice
    )

    events = game.deal_damage(shock, bears, 2)

    assert of_type(events, DamageReplaced) == [
        DamageReplaced(
            source=shock, recipient=bears, before=2, after=3, effect=torbran, rule="614.1a"
        )
    ]
    assert game.damage_on(bears) == 3

    # Bob's source isn't Alice's: no extra damage.
    bobs = spell(game, "Shock", bob)
    game.deal_damage(bobs, alice, 2)
    assert game.life(alice) == 18


def test_614_1a_modify_damage_respects_its_recipient_filter(ruleset: str) -> None:
    """CR 614.1a: a damage replacement applies only to the recipients it names."""
    game, alice, bob = two_players(ruleset)
    bears = creature(game, "Grizzly Bears", bob, 2, 4)
    shock = spell(game, "Shock", alice)
    game.add_effect(ModifyDamage(multiplier=2, to=Match.ids_of(bob)), controller=alice)

    events = game.deal_damage_event([DamagePart(shock, bears, 2), DamagePart(shock, bob, 2)])

    assert [(e.recipient, e.before, e.after) for e in of_type(events, DamageReplaced)] == [
        (bob, 2, 4)
    ]
    assert game.damage_on(bears) == 2
    assert game.life(bob) == 16


def test_120_8_zero_damage_is_not_increased(ruleset: str) -> None:
    """CR 120.8 (2011: 119.8): a source that would deal 0 damage deals no damage at all, so
    effects that would increase it have no event to replace."""
    game, alice, bob = two_players(ruleset)
    source = spell(game, "Zero", alice)
    game.add_effect(ModifyDamage(multiplier=2, plus=1), controller=alice)
    before = copy.deepcopy(game.state)

    events = game.deal_damage(source, bob, 0)

    assert of_type(events, DamageReplaced) == []
    assert of_type(events, DamageDealt) == []
    assert game.life(bob) == 20
    assert game.state == before


def test_120_8_zero_damage_is_not_redirected(ruleset: str) -> None:
    """CR 120.8 (2011: 119.8): 0 damage is no damage: nothing to redirect, nothing used up."""
    game, alice, bob = two_players(ruleset)
    bears = creature(game, "Grizzly Bears", bob, 2, 2)
    source = spell(game, "Zero", alice)
    redirect = game.add_effect(
        RedirectDamage(to=Match.ids_of(bob), redirect_to=bears, amount=2), controller=bob
    )

    events = game.deal_damage(source, bob, 0)

    assert of_type(events, DamageRedirected) == []
    redirect_effect = game.state.effects[redirect]
    assert isinstance(redirect_effect, RedirectDamage)
    assert redirect_effect.amount == 2


# -- CR 614.9: redirection -------------------------------------------------------------------------
def test_614_9_redirect_all_damage(ruleset: str) -> None:
    """CR 614.9: redirection deals the same damage to another creature instead."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Veteran Bodyguard", bob, 2, 5)
    bolt = spell(game, "Lightning Bolt", alice)
    redirect = game.add_effect(
        RedirectDamage(to=Match.ids_of(bob), redirect_to=guard), controller=bob
    )

    events = game.deal_damage(bolt, bob, 3)

    assert of_type(events, DamageRedirected) == [
        DamageRedirected(
            source=bolt, original=bob, recipient=guard, amount=3, effect=redirect, rule="614.9"
        )
    ]
    assert [(e.recipient, e.amount) for e in of_type(events, DamageDealt)] == [(guard, 3)]
    assert of_type(events, LifeLost) == []
    assert game.life(bob) == 20
    assert game.damage_on(guard) == 3
    assert redirect in game.state.effects


def test_614_9_redirect_the_next_n_damage_leaves_the_rest_with_the_original_recipient(
    ruleset: str,
) -> None:
    """CR 614.9: redirecting the next N damage moves only N; the rest stays, the effect ends."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Guard", bob, 2, 5)
    fireball = spell(game, "Fireball", alice)
    redirect = game.add_effect(
        RedirectDamage(to=Match.ids_of(bob), redirect_to=guard, amount=2), controller=bob
    )

    events = game.deal_damage(fireball, bob, 5)

    assert of_type(events, DamageRedirected) == [
        DamageRedirected(
            source=fireball, original=bob, recipient=guard, amount=2, effect=redirect, rule="614.9"
        )
    ]
    assert sorted((e.recipient, e.amount) for e in of_type(events, DamageDealt)) == sorted(
        [(guard, 2), (bob, 3)]
    )
    assert game.damage_on(guard) == 2
    assert game.life(bob) == 17
    # Used up: it ends.
    assert [e.effect for e in of_type(events, EffectEnded)] == [redirect]
    assert redirect not in game.state.effects

    game.deal_damage(fireball, bob, 1)
    assert game.life(bob) == 16
    assert game.damage_on(guard) == 2


def test_614_9_limited_redirection_is_used_up_across_events(ruleset: str) -> None:
    """CR 614.9: a redirection of the next N damage is used up over several damage events."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Guard", bob, 2, 5)
    shock = spell(game, "Shock", alice)
    redirect = game.add_effect(
        RedirectDamage(to=Match.ids_of(bob), redirect_to=guard, amount=3), controller=bob
    )

    first = game.deal_damage(shock, bob, 2)
    assert [e.remaining for e in of_type(first, ShieldReduced) if e.effect == redirect] == [1]
    assert game.damage_on(guard) == 2
    assert game.life(bob) == 20

    second = game.deal_damage(shock, bob, 2)
    assert [e.amount for e in of_type(second, DamageRedirected)] == [1]
    assert game.damage_on(guard) == 3
    assert game.life(bob) == 19
    assert redirect not in game.state.effects


def test_614_9_no_redirection_to_a_permanent_no_longer_on_the_battlefield(ruleset: str) -> None:
    """CR 614.9: if the creature is no longer on the battlefield, the effect does nothing."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Guard", bob, 1, 1)
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=guard), controller=bob)
    shock = spell(game, "Shock", alice)
    game.deal_damage(shock, guard, 1)
    game.check_state_based_actions()
    assert not game.is_on_battlefield(guard)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert of_type(events, LifeLost) == [
        LifeLost(player=bob, amount=2, source=shock, rule=life_loss_rule(ruleset))
    ]
    assert game.life(bob) == 18


def test_614_9_no_redirection_to_a_noncreature(ruleset: str) -> None:
    """CR 614.9 with 120.1a: damage can't be dealt to a permanent that's neither a creature
    nor a planeswalker, so it isn't redirected there."""
    game, alice, bob = two_players(ruleset)
    aura = game.add_permanent("Pacifism", controller=bob, types={"Enchantment"})
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=aura), controller=bob)
    shock = spell(game, "Shock", alice)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 18
    assert game.damage_on(aura) == 0


def test_614_9_no_redirection_to_a_player_who_has_left_the_game(ruleset: str) -> None:
    """CR 614.9: damage redirected to a player who has left the game: the effect does
    nothing."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    carol = game.add_player("Carol", life=0)
    game.check_state_based_actions()
    assert game.has_lost(carol)
    assert game.winners is None
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=carol), controller=bob)
    shock = spell(game, "Shock", alice)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 18
    assert game.life(carol) == 0


# -- CR 616.1: the affected player orders the effects ----------------------------------------------
def doubled_and_shielded(
    ruleset: str,
) -> tuple[Game, EntityId, EntityId, EntityId, EntityId, int, int]:
    """Bob's 2/10 under a damage doubler and a 3-damage shield (both controlled by Alice, so
    the chooser can't be confused with the effects' controller); Alice's Lightning Bolt."""
    game, alice, bob = two_players(ruleset)
    wall = creature(game, "Wall", bob, 2, 10)
    bolt = spell(game, "Lightning Bolt", alice)
    double = game.add_effect(
        ModifyDamage(multiplier=2, to=Match.ids_of(wall), text="double"), controller=alice
    )
    shield = game.add_effect(
        PreventDamage(amount=3, to=Match.ids_of(wall), text="prevent 3"), controller=alice
    )
    return game, alice, bob, wall, bolt, double, shield


def test_616_1_ordering_required_from_the_affected_player_and_nothing_changes(ruleset: str) -> None:
    """CR 616.1: the affected object's controller chooses the order; asking changes nothing."""
    game, _alice, bob, wall, bolt, double, shield = doubled_and_shielded(ruleset)

    decision = raised_decision(game, "deal_damage", bolt, wall, 3)

    assert decision.kind == "replacement_order"
    assert decision.player == bob
    assert decision.rule == "616.1"
    assert set(decision.options) == {double, shield}
    assert game.damage_on(wall) == 0


def test_616_1_prevention_first_prevents_it_all(ruleset: str) -> None:
    """CR 616.1: the shield first prevents all 3 damage, leaving nothing to double (120.8)."""
    game, _alice, _bob, wall, bolt, double, shield = doubled_and_shielded(ruleset)

    events = game.deal_damage(bolt, wall, 3, choices=[shield])

    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=bolt, recipient=wall, amount=3, effect=shield, rule="615.1")
    ]
    # Nothing is left to double (CR 120.8).
    assert of_type(events, DamageReplaced) == []
    assert of_type(events, DamageDealt) == []
    assert game.damage_on(wall) == 0
    assert shield not in game.state.effects
    assert double in game.state.effects


def test_616_1_doubling_first_then_prevention_each_once(ruleset: str) -> None:
    """CR 616.1: the doubler first, then the shield; each applies once to the event."""
    game, _alice, _bob, wall, bolt, double, shield = doubled_and_shielded(ruleset)

    events = game.deal_damage(bolt, wall, 3, choices=[double])

    assert of_type(events, DamageReplaced) == [
        DamageReplaced(source=bolt, recipient=wall, before=3, after=6, effect=double, rule="614.1a")
    ]
    assert of_type(events, DamagePrevented) == [
        DamagePrevented(source=bolt, recipient=wall, amount=3, effect=shield, rule="615.1")
    ]
    # Each effect applied once: 3 doubled to 6, 3 prevented, 3 dealt (not doubled again).
    assert [e.amount for e in of_type(events, DamageDealt)] == [3]
    assert game.damage_on(wall) == 3
    assert shield not in game.state.effects


def test_616_1_ordering_applies_per_damage_event(ruleset: str) -> None:
    """CR 616.1: the order is chosen per event; with one applicable effect left, no choice."""
    game, _alice, _bob, wall, bolt, double, _shield = doubled_and_shielded(ruleset)

    game.deal_damage(bolt, wall, 3, choices=[double])
    # The shield is gone, so only the doubler applies now: no choice.
    events = game.deal_damage(bolt, wall, 1)

    assert [e.after for e in of_type(events, DamageReplaced)] == [2]
    assert game.damage_on(wall) == 5


def test_616_1_illegal_order_answer_changes_nothing(ruleset: str) -> None:
    """CR 616.1: an answer that isn't an applicable effect is rejected and changes nothing."""
    game, _alice, _bob, wall, bolt, double, shield = doubled_and_shielded(ruleset)
    before = copy.deepcopy(game.state)
    log_length = len(game.log)
    wrong = max(double, shield) + 1000

    with pytest.raises(IllegalChoiceError) as raised:
        game.deal_damage(bolt, wall, 3, choices=[wrong])

    assert raised.value.rule == "616.1"
    assert "616.1" in str(raised.value)
    assert game.state == before
    assert len(game.log) == log_length


def test_616_1_the_recipients_controller_orders_effects_on_damage_to_a_player(ruleset: str) -> None:
    """CR 616.1: the damaged player orders the effects, whoever controls them."""
    game, alice, bob = two_players(ruleset)
    bolt = spell(game, "Lightning Bolt", alice)
    double = game.add_effect(ModifyDamage(multiplier=2), controller=alice)
    shield = game.add_effect(PreventDamage(amount=3, to=Match.ids_of(bob)), controller=bob)

    decision = raised_decision(game, "deal_damage", bolt, bob, 3)
    assert decision.kind == "replacement_order"
    assert decision.player == bob

    game.deal_damage(bolt, bob, 3, choices=[double])
    assert game.life(bob) == 17
    assert double in game.state.effects
    assert shield not in game.state.effects


# -- CR 616.1 on results: life-gain replacement and a life floor -----------------------------------
BOON_TEXT = "Boon Reflection"
WORSHIP_TEXT = "Worship"


def boon_and_worship(ruleset: str) -> tuple[Game, EntityId, EntityId, list[DamagePart]]:
    """Bob at 2 life controls Boon Reflection, Worship, a creature and a lifelinker. One damage
    event: Alice's 10 damage to Bob, and Bob's lifelinker's 1 damage to Alice's creature: both
    of Bob's replacement effects apply to the event's results."""
    game, alice, _ = two_players(ruleset)
    bob = game.add_player("Bob", life=2)
    game.add_permanent(
        "Boon Reflection",
        controller=bob,
        types={"Enchantment"},
        statics=[
            ModifyLifeGain(who=Match.you(), multiplier=2, duration=Duration.STATIC, text=BOON_TEXT)
        ],
    )
    game.add_permanent(
        "Worship",
        controller=bob,
        types={"Enchantment"},
        statics=[
            LifeFloor(
                who=Match.you(),
                floor=1,
                condition=ControlsA(card_type=CardType.CREATURE),
                duration=Duration.STATIC,
                text=WORSHIP_TEXT,
            )
        ],
    )
    lifelinker = game.add_permanent(
        "Vampire", controller=bob, types={"Creature"}, power=1, toughness=1, keywords={"lifelink"}
    )
    target = creature(game, "Goblin", alice, 1, 3)
    blast = spell(game, "Blaze", alice)
    parts = [DamagePart(blast, bob, 10), DamagePart(lifelinker, target, 1)]
    return game, alice, bob, parts


def option_labelled(decision: Decision, text: str) -> Hashable:
    for option, label in zip(decision.options, decision.labels, strict=True):
        if label == text:
            return option
    raise AssertionError(f"no option labelled {text!r} in {decision.labels!r}")


def test_616_1_boon_reflection_and_worship_need_an_order_from_the_affected_player(
    ruleset: str,
) -> None:
    """CR 616.1: the affected player orders two replacements on one damage event's results."""
    game, _alice, bob, parts = boon_and_worship(ruleset)

    decision = raised_decision(game, "deal_damage_event", parts)

    assert decision.kind == "replacement_order"
    assert decision.player == bob
    assert decision.rule == "616.1"
    assert sorted(decision.labels) == sorted([BOON_TEXT, WORSHIP_TEXT])
    assert game.life(bob) == 2


def test_616_1_boon_reflection_first_then_worship(ruleset: str) -> None:
    """CR 616.1: Bob applies Boon Reflection first, then Worship."""
    game, _alice, bob, parts = boon_and_worship(ruleset)
    decision = raised_decision(game, "deal_damage_event", parts)
    boon = option_labelled(decision, BOON_TEXT)

    events = game.deal_damage_event(parts, choices=[boon])

    # [Bob loses 10, gains 1] -> gains 2 -> Worship: his total is reduced to 1, not less.
    assert [e.amount for e in of_type(events, LifeGained)] == [2]
    assert [e.amount for e in of_type(events, LifeLost)] == [3]
    assert game.life(bob) == 1
    assert len(of_type(events, ResultReplaced)) == 2


def test_616_1_worship_first_then_boon_reflection(ruleset: str) -> None:
    """CR 616.1: Bob applies Worship first, then Boon Reflection."""
    game, _alice, bob, parts = boon_and_worship(ruleset)
    decision = raised_decision(game, "deal_damage_event", parts)
    worship = option_labelled(decision, WORSHIP_TEXT)

    events = game.deal_damage_event(parts, choices=[worship])

    # [Bob loses 10, gains 1] -> Worship: loses 2 (2 - 2 + 1 = 1) -> Boon: gains 2.
    assert [e.amount for e in of_type(events, LifeLost)] == [2]
    assert [e.amount for e in of_type(events, LifeGained)] == [2]
    assert game.life(bob) == 2


def test_616_1_two_life_gain_replacements_each_apply_once_in_the_chosen_order(ruleset: str) -> None:
    """CR 616.1: two life-gain replacements each apply once, in the affected player's order."""
    game, _alice, bob = two_players(ruleset)
    double = game.add_effect(
        ModifyLifeGain(who=Match.ids_of(bob), multiplier=2, text="double"), controller=bob
    )
    plus = game.add_effect(
        ModifyLifeGain(who=Match.ids_of(bob), plus=1, text="plus"), controller=bob
    )

    decision = raised_decision(game, "gain_life", bob, 3)
    assert decision.kind == "replacement_order"
    assert decision.player == bob
    assert set(decision.options) == {double, plus}

    doubled_first = game.copy()
    doubled_first.gain_life(bob, 3, choices=[double])
    assert doubled_first.life(bob) == 27  # 3 * 2 + 1

    events = game.gain_life(bob, 3, choices=[plus])
    assert game.life(bob) == 28  # (3 + 1) * 2
    assert [(e.before, e.after) for e in of_type(events, ResultReplaced)] == [(3, 4), (4, 8)]


# -- CR 2011 306.7: noncombat damage to a player may go to their planeswalker ----------------------
def test_306_7_cr2011_planeswalker_redirect_is_the_source_controllers_choice() -> None:
    """CR 2011 306.7: the source's controller chooses whether to redirect to a planeswalker."""
    game, alice, bob = two_players("cr2011")
    garruk = planeswalker(game, bob, 4)
    shock = spell(game, "Shock", alice)

    decision = raised_decision(game, "deal_damage", shock, bob, 2)

    assert decision.kind == "planeswalker_redirect"
    assert decision.player == alice
    assert decision.rule == "306.7"
    assert None in decision.options
    assert garruk in decision.options

    declined = game.copy()
    declined.deal_damage(shock, bob, 2, choices=[None])
    assert declined.life(bob) == 18
    assert declined.loyalty(garruk) == 4

    events = game.deal_damage(shock, bob, 2, choices=[garruk])
    assert of_type(events, DamageRedirected) == [
        DamageRedirected(
            source=shock, original=bob, recipient=garruk, amount=2, effect=None, rule="306.7"
        )
    ]
    assert of_type(events, CountersRemoved) == [
        CountersRemoved(
            permanent=garruk, kind="loyalty", amount=2, source=shock, rule=loyalty_rule("cr2011")
        )
    ]
    assert of_type(events, LifeLost) == []
    assert game.life(bob) == 20
    assert game.loyalty(garruk) == 2


def test_306_7_current_rules_have_no_planeswalker_redirect() -> None:
    """CR 2011 306.7: this redirection exists only in 2011; today the player is dealt it."""
    game, alice, bob = two_players("current")
    garruk = planeswalker(game, bob, 4)
    shock = spell(game, "Shock", alice)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 18
    assert game.loyalty(garruk) == 4


def test_306_7_cr2011_no_planeswalker_redirect_for_combat_damage() -> None:
    """CR 2011 306.7: only noncombat damage may be redirected to a planeswalker."""
    game, alice, bob = two_players("cr2011")
    garruk = planeswalker(game, bob, 4)
    attacker = creature(game, "Hill Giant", alice, 3, 3)

    events = game.deal_damage(attacker, bob, 3, combat=True)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 17
    assert game.loyalty(garruk) == 4


def test_306_7_cr2011_no_planeswalker_redirect_from_the_players_own_source() -> None:
    """CR 2011 306.7: only damage from a source controlled by an opponent may be redirected."""
    game, _alice, bob = two_players("cr2011")
    garruk = planeswalker(game, bob, 4)
    own = spell(game, "Shock", bob)

    events = game.deal_damage(own, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 18
    assert game.loyalty(garruk) == 4


def test_306_7_cr2011_no_planeswalker_redirect_without_a_planeswalker() -> None:
    """CR 2011 306.7: the damage may go only to a planeswalker the damaged player controls."""
    game, alice, bob = two_players("cr2011")
    planeswalker(game, alice, 4)  # Alice's planeswalker: not Bob's
    shock = spell(game, "Shock", alice)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageRedirected) == []
    assert game.life(bob) == 18


def test_306_7_cr2011_planeswalker_redirect_is_ordered_with_other_effects() -> None:
    """CR 2011 306.7: the redirection "is subject to the normal rules for ordering
    replacement effects": the affected player orders it with his prevention shield."""
    game, alice, bob = two_players("cr2011")
    garruk = planeswalker(game, bob, 4)
    shock = spell(game, "Shock", alice)
    shield = game.add_effect(PreventDamage(amount=1, to=Match.ids_of(bob)), controller=bob)

    order = raised_decision(game, "deal_damage", shock, bob, 2)
    assert order.kind == "replacement_order"
    assert order.player == bob
    assert shield in order.options
    assert len(order.options) == 2

    # Bob applies his shield first; then Alice may redirect the rest to Garruk.
    with pytest.raises(ChoiceRequired) as raised:
        game.deal_damage(shock, bob, 2, choices=[shield])
    assert raised.value.decision.kind == "planeswalker_redirect"
    assert raised.value.decision.player == alice

    events = game.deal_damage(shock, bob, 2, choices=[shield, garruk])
    assert [e.amount for e in of_type(events, DamagePrevented)] == [1]
    assert [e.amount for e in of_type(events, DamageRedirected)] == [1]
    assert game.life(bob) == 20
    assert game.loyalty(garruk) == 3


def test_614_9_damage_marked_by_redirected_damage_names_its_source(ruleset: str) -> None:
    """CR 614.9: redirected damage keeps its source when marked (CR 120.3e; 2011: 119.3e)."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Guard", bob, 2, 5)
    shock = spell(game, "Shock", alice)
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=guard), controller=bob)

    events = game.deal_damage(shock, bob, 2)

    assert of_type(events, DamageMarked) == [
        DamageMarked(
            permanent=guard,
            amount=2,
            source=shock,
            rule="119.3e" if ruleset == "cr2011" else "120.3e",
        )
    ]


def test_616_2_redirected_damage_meets_the_new_recipients_shield(ruleset: str) -> None:
    """CR 616.2: an effect can become applicable because of another: damage redirected to the
    guard is prevented by the guard's shield."""
    game, alice, bob = two_players(ruleset)
    guard = creature(game, "Guard", bob, 2, 5)
    shock = spell(game, "Shock", alice)
    game.add_effect(RedirectDamage(to=Match.ids_of(bob), redirect_to=guard), controller=bob)
    shield = game.add_effect(PreventDamage(amount=1, to=Match.ids_of(guard)), controller=bob)

    events = game.deal_damage(shock, bob, 2)

    assert [(e.recipient, e.amount) for e in of_type(events, DamagePrevented)] == [(guard, 1)]
    assert [(e.recipient, e.amount) for e in of_type(events, DamageDealt)] == [(guard, 1)]
    assert game.damage_on(guard) == 1
    assert game.life(bob) == 20
    assert shield not in game.state.effects


def test_614_6_lifelink_gains_the_damage_actually_dealt_after_doubling(ruleset: str) -> None:
    """CR 614.6: the doubled event happens instead, so lifelink (CR 120.3f) gains all of it."""
    game, alice, bob = two_players(ruleset)
    vampire = game.add_permanent(
        "Vampire", controller=alice, types={"Creature"}, power=2, toughness=2, keywords={"lifelink"}
    )
    game.add_effect(ModifyDamage(multiplier=2), controller=alice)

    events = game.deal_damage(vampire, bob, 2, combat=True)

    assert [e.amount for e in of_type(events, LifeGained)] == [4]
    assert game.life(alice) == 24
    assert game.life(bob) == 16


def worship_game(ruleset: str, *, with_creature: bool) -> tuple[Game, EntityId, EntityId]:
    game, alice, _ = two_players(ruleset)
    bob = game.add_player("Bob", life=2)
    game.add_permanent(
        "Worship",
        controller=bob,
        types={"Enchantment"},
        statics=[
            LifeFloor(
                who=Match.you(),
                floor=1,
                condition=ControlsA(card_type=CardType.CREATURE),
                duration=Duration.STATIC,
                text=WORSHIP_TEXT,
            )
        ],
    )
    if with_creature:
        creature(game, "Grizzly Bears", bob, 2, 2)
    return game, alice, bob


def test_614_1a_worship_reduces_damage_life_loss_to_leave_1(ruleset: str) -> None:
    """CR 614.1a: Worship replaces the result of damage so that life is reduced to 1, not less."""
    game, alice, bob = worship_game(ruleset, with_creature=True)

    events = game.deal_damage(spell(game, "Blaze", alice), bob, 5)

    assert [(e.before, e.after, e.rule) for e in of_type(events, ResultReplaced)] == [
        (5, 1, "614.1a")
    ]
    assert [e.amount for e in of_type(events, LifeLost)] == [1]
    assert game.life(bob) == 1


def test_614_1a_worship_doesnt_apply_without_a_creature(ruleset: str) -> None:
    """CR 614.1a: Worship's replacement applies only while its controller controls a creature."""
    game, alice, bob = worship_game(ruleset, with_creature=False)
    game.deal_damage(spell(game, "Blaze", alice), bob, 5)
    assert game.life(bob) == -3


def test_614_1a_worship_doesnt_stop_life_loss_that_isnt_damage(ruleset: str) -> None:
    """CR 614.1a: Worship replaces only the results of damage; other life loss isn't replaced."""
    game, _alice, bob = worship_game(ruleset, with_creature=True)
    events = game.lose_life(bob, 5)
    assert of_type(events, ResultReplaced) == []
    assert game.life(bob) == -3
