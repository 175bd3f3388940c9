"""More rulings on the finer points of triggers, prevention shields, excess damage, zone
changes and shared life, each named by the CR rule it rules on."""

from __future__ import annotations

from collections.abc import Hashable

from mtgrules import (
    SELF,
    CardType,
    ControlsA,
    DamagePart,
    Decision,
    Duration,
    GainLife,
    GainLifeFromPrevented,
    Game,
    LifeFloor,
    Match,
    PreventDamage,
    RedirectDamage,
    TriggeredAbility,
    WhenDealsDamage,
    WhenDealtDamage,
    Who,
)
from mtgrules.entering_counter_events import EnteredWithCounters
from mtgrules.events import AbilityTriggered, DamageEventOccurred, DamagePrevented, LifeGained
from mtgrules.objects import LOYALTY


def _creature(game: Game, controller: int, power: int, toughness: int, **kw: object) -> int:
    return game.add_permanent(
        "creature",
        controller=controller,
        types={"Creature"},
        power=power,
        toughness=toughness,
        **kw,  # type: ignore[arg-type]
    )


def test_603_2c_a_creature_is_dealt_damage_triggers_once_per_creature(ruleset: str) -> None:
    """CR 603.2c: "whenever a creature an opponent controls is dealt damage" triggers once for
    each creature dealt damage by one event (three creatures: three triggers)."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    watcher = TriggeredAbility(
        when=WhenDealtDamage(to=Match(kinds=frozenset({"Creature"}), controller=Who.OPPONENT)),
        effect=GainLife(amount=1),
        text="Whenever a creature an opponent controls is dealt damage, you gain 1 life.",
    )
    game.add_permanent(
        "Kazarov", controller=alice, types={"Creature"}, power=1, toughness=1, triggers=[watcher]
    )
    sweeper = game.add_card("Pyroclasm", owner=alice, types={"Sorcery"}, zone="stack")
    victims = [_creature(game, bob, 1, 5) for _ in range(3)]
    events = game.deal_damage_event([DamagePart(sweeper, v, 2) for v in victims])
    assert len([e for e in events if isinstance(e, AbilityTriggered)]) == 3


def test_603_2c_two_creatures_dealing_damage_trigger_once_each(ruleset: str) -> None:
    """CR 603.2c: "whenever a creature you control deals combat damage to a player" triggers
    once per creature, even in one damage event."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    piracy = TriggeredAbility(
        when=WhenDealsDamage(
            from_=Match(kinds=frozenset({"Creature"}), controller=Who.YOU),
            combat_only=True,
            to_player_only=True,
        ),
        effect=GainLife(amount=1),
    )
    game.add_permanent("Coastal Piracy", controller=alice, types={"Enchantment"}, triggers=[piracy])
    first, second = _creature(game, alice, 2, 2), _creature(game, alice, 3, 3)
    events = game.deal_damage_event(
        [DamagePart(first, bob, 2, combat=True), DamagePart(second, bob, 3, combat=True)]
    )
    assert len([e for e in events if isinstance(e, AbilityTriggered)]) == 2


def test_615_7_shield_choice_is_made_when_the_shield_applies(ruleset: str) -> None:
    """CR 615.7 with CR 616.1: the shielded player chooses which damage the shield prevents
    as it applies. Here they choose the lifelinker's damage, but that damage is then
    redirected away first, so the shield prevents the other damage."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    shielded = _creature(game, bob, 1, 9)
    other = _creature(game, bob, 1, 9)
    plain = _creature(game, alice, 2, 2)
    lifelinker = _creature(game, alice, 2, 2, keywords={"lifelink"})
    game.add_effect(PreventDamage(amount=2, to=Match.ids_of(shielded)), controller=bob)
    redirect = game.add_effect(
        RedirectDamage(
            to=Match.ids_of(shielded), from_=Match.ids_of(lifelinker), redirect_to=other
        ),
        controller=bob,
    )
    asked: list[str] = []

    def policy(decision: Decision) -> Hashable:
        asked.append(decision.kind)
        if decision.kind == "prevention_shield":
            return 1  # the lifelinker's damage
        return redirect if redirect in decision.options else decision.options[0]

    game.deal_damage_event(
        [DamagePart(plain, shielded, 2), DamagePart(lifelinker, shielded, 2)], choices=policy
    )
    assert asked[0] == "prevention_shield"
    assert (game.damage_on(shielded), game.damage_on(other), game.life(alice)) == (0, 2, 22)


def test_120_4a_deathtouch_counts_only_for_its_own_damage() -> None:
    """CR 120.4a (2022): "any damage greater than 1 is excess damage if the source dealing
    that damage has deathtouch": another source's deathtouch doesn't make this damage
    excess."""
    game = Game("current")
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    target = _creature(game, bob, 1, 5)
    stinger = _creature(game, alice, 1, 1, keywords={"deathtouch"})
    spell = game.add_card("Flame Spill", owner=alice, types={"Sorcery"}, zone="stack")
    game.deal_damage_event(
        [DamagePart(stinger, target, 1), DamagePart(spell, target, 4, excess_to=bob)]
    )
    assert (game.damage_on(target), game.life(bob)) == (5, 20)


def test_306_5b_a_planeswalker_entering_by_a_zone_move_has_its_loyalty(ruleset: str) -> None:
    """CR 306.5b: a planeswalker enters the battlefield with its printed loyalty."""
    game = Game(ruleset)
    alice = game.add_player("Alice")
    card = game.add_card("Jace", owner=alice, types={"Planeswalker"}, loyalty=3, zone="hand")
    moved, entered = game.move_to_zone(card, "battlefield")
    new_id = moved.new_id  # type: ignore[attr-defined]
    assert game.loyalty(new_id) == 3
    loyalty = EnteredWithCounters(permanent=new_id, kind=LOYALTY, amount=3, rule="306.5b")
    assert entered == loyalty  # CR 614.1c, 122.6: counters put on it as it enters
    game.check_state_based_actions()
    assert game.is_on_battlefield(new_id)


def test_119_4c_no_damage_event_when_all_damage_is_prevented() -> None:
    """CR 2011 119.4c / 120.8: when all the damage is prevented no damage is dealt, so no
    damage event occurs, even when the prevention's life gain happens (cr2011)."""
    game = Game("cr2011")
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    attacker = _creature(game, alice, 3, 3)
    game.add_effect(
        PreventDamage(from_=Match.ids_of(attacker), next_time=True, then=GainLifeFromPrevented()),
        controller=bob,
    )
    events = game.deal_damage(attacker, bob, 3, combat=True)
    assert not [e for e in events if isinstance(e, DamageEventOccurred)]
    assert [(e.player, e.amount) for e in events if isinstance(e, LifeGained)] == [(bob, 3)]
    assert game.life(bob) == 23


def test_810_9_worship_protects_the_team_from_damage_to_a_teammate(ruleset: str) -> None:
    """CR 810.9: a team's life total is each teammate's life total, so damage dealt to the
    teammate reduces "your life total" too: Worship keeps the team at 1."""
    game = Game(ruleset, variant="two-headed giant")
    a1, a2 = game.add_player("A1", team=1), game.add_player("A2", team=1)
    b1 = game.add_player("B1", team=2)
    game.add_player("B2", team=2)
    game.set_life(a1, 5)
    game.add_permanent(
        "Worship",
        controller=a1,
        types={"Enchantment"},
        statics=[
            LifeFloor(
                who=Match.you(),
                condition=ControlsA(card_type=CardType.CREATURE),
                duration=Duration.STATIC,
            )
        ],
    )
    _creature(game, a1, 2, 2)
    attacker = _creature(game, b1, 9, 9)
    game.deal_damage_event([DamagePart(attacker, a2, 9, combat=True)])
    assert (game.life(a1), game.life(a2)) == (1, 1)


def test_611_3_a_static_effect_is_named_by_its_text(ruleset: str) -> None:
    """The engine names an effect by its text, in force or ended, printed or created."""
    game = Game(ruleset)
    alice = game.add_player("Alice")
    wall = game.add_permanent(
        "Wall",
        controller=alice,
        types={"Creature"},
        power=0,
        toughness=4,
        statics=[PreventDamage(to=Match.ids_of(SELF), duration=Duration.STATIC, text="wall")],
    )
    shield = game.add_effect(
        PreventDamage(amount=1, to=Match.ids_of(wall), text="shield"), controller=alice
    )
    bolt = game.add_card("Bolt", owner=alice, types={"Instant"}, zone="stack")
    game.deal_damage(bolt, wall, 3, choices=[shield])
    prevented = [e for e in game.log if isinstance(e, DamagePrevented)]
    static_id = next(e.effect for e in prevented if e.effect != shield)
    assert static_id is not None
    assert game.describe_effect(static_id) == "wall"
    assert game.describe_effect(shield) == "shield"
