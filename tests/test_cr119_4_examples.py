"""The "Example:" texts of the rules, with their numbers, built through the public API.

CR 2011 119.4 (Boon Reflection; Worship and Awe Strike), CR 2011 119.5 (Lightning Bolt) and
CR 2011 118.9 (Ajani's Pridemate). The outcome is the same under both editions; only the rule
numbers differ (Damage 119 and Life 118 in 2011, Damage 120 and Life 119 today). These games
are built here independently of the shipped example scenarios (examples/cr/).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from mtgrules import (
    MINUS_ONE,
    PLUS_ONE,
    ControlsA,
    DamagePart,
    Duration,
    Event,
    GainLifeFromPrevented,
    Game,
    LifeFloor,
    Match,
    ModifyLifeGain,
    PreventDamage,
    PutCounters,
    TriggeredAbility,
    WhenGainLife,
)
from mtgrules.events import (
    AbilityTriggered,
    CountersPut,
    DamageDealt,
    DamageEventOccurred,
    DamageMarked,
    DamagePrevented,
    EffectEnded,
    LifeGained,
    LifeLost,
    PermanentDestroyed,
    PlayerLost,
    ResultReplaced,
    TriggerResolved,
    ZoneChanged,
)
from mtgrules.objects import CardType
from mtgrules.state import EntityId

E = TypeVar("E", bound=Event)


def of_type(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [event for event in events if isinstance(event, kind)]


def index_of(events: Sequence[Event], kind: type[Event]) -> int:
    return next(i for i, event in enumerate(events) if isinstance(event, kind))


def last_index_of(events: Sequence[Event], kind: type[Event]) -> int:
    return max(i for i, event in enumerate(events) if isinstance(event, kind))


def damage_rule(ruleset: str, clause: str) -> str:
    """A Damage rule written out per edition (not through the engine's own table)."""
    return f"{120 if ruleset == 'current' else 119}.{clause}"


def life_rule(ruleset: str, clause: str) -> str:
    return f"{119 if ruleset == 'current' else 118}.{clause}"


def occurs_rule(ruleset: str) -> str:
    """The last part of the damage sequence: CR 120.4d today, CR 2011 119.4c."""
    return "120.4d" if ruleset == "current" else "119.4c"


def dealt_rule(ruleset: str) -> str:
    """Damage is dealt: CR 120.4b today, CR 2011 119.4a (noncombat damage)."""
    return "120.4b" if ruleset == "current" else "119.4a"


# -- CR 2011 119.4, first example: Boon Reflection -------------------------------------------------
def _boon_reflection_game(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    game = Game(ruleset)
    active = game.add_player("Active player")
    defending = game.add_player("Defending player")
    game.add_permanent(
        "Boon Reflection",
        controller=active,
        types={"Enchantment"},
        statics=[
            ModifyLifeGain(
                who=Match.you(),
                multiplier=2,
                duration=Duration.STATIC,
                text="If you would gain life, you gain twice that much life instead.",
            )
        ],
    )
    attacker = game.add_permanent(
        "3/3 with wither and lifelink",
        controller=active,
        types={"Creature"},
        power=3,
        toughness=3,
        keywords={"wither", "lifelink"},
    )
    blocker = game.add_permanent(
        "2/2 blocker", controller=defending, types={"Creature"}, power=2, toughness=2
    )
    return game, active, defending, attacker, blocker


def test_cr2011_119_4_boon_reflection_example(ruleset: str) -> None:
    game, active, defending, attacker, blocker = _boon_reflection_game(ruleset)
    # "the defending player casts a spell that prevents the next 2 damage that would be dealt
    # to the blocking creature"
    shield = game.add_effect(
        PreventDamage(amount=2, to=Match.ids_of(blocker), text="prevent the next 2 damage"),
        controller=defending,
    )
    # "[3 damage is dealt to the 2/2 creature, 2 damage is dealt to the 3/3 creature]"
    events = game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 3, combat=True),
            DamagePart(blocker, attacker, 2, combat=True),
        ]
    )

    # "The prevention effect is applied ... [1 damage is dealt to the 2/2 creature, 2 damage is
    # dealt to the 3/3 creature]"
    prevented = of_type(events, DamagePrevented)
    assert [(e.source, e.recipient, e.amount, e.rule) for e in prevented] == [
        (attacker, blocker, 2, "615.1")
    ]
    damage = of_type(events, DamageDealt)
    assert sorted((e.source, e.recipient, e.amount) for e in damage) == sorted(
        [(attacker, blocker, 1), (blocker, attacker, 2)]
    )
    assert all(e.combat and e.rule == "510.2" for e in damage)

    # "processed into its results ... [one -1/-1 counter is put on the 2/2 creature, the active
    # player gains 1 life, 2 damage is marked on the 3/3 creature]", then "Boon Reflection's
    # effect is applied, so ... the active player gains 2 life".
    counters = of_type(events, CountersPut)
    assert [(e.permanent, e.kind, e.amount, e.source, e.rule) for e in counters] == [
        (blocker, MINUS_ONE, 1, attacker, damage_rule(ruleset, "3d"))
    ]
    marked = of_type(events, DamageMarked)
    assert [(e.permanent, e.amount, e.source, e.rule) for e in marked] == [
        (attacker, 2, blocker, damage_rule(ruleset, "3e"))
    ]
    replaced = of_type(events, ResultReplaced)
    assert [(e.affected, e.what, e.before, e.after, e.rule) for e in replaced] == [
        (active, "life gain", 1, 2, "614.1a")
    ]
    gained = of_type(events, LifeGained)
    assert [(e.player, e.amount, e.source, e.rule) for e in gained] == [
        (active, 2, attacker, damage_rule(ruleset, "3f"))
    ]
    assert not of_type(events, LifeLost)

    # "Then the damage event occurs."
    occurred = of_type(events, DamageEventOccurred)
    assert [(e.parts, e.rule) for e in occurred] == [(2, occurs_rule(ruleset))]

    # The sequence: prevention, damage dealt, results (as replaced), the event occurs.
    assert last_index_of(events, DamagePrevented) < index_of(events, DamageDealt)
    first_result = min(
        index_of(events, kind) for kind in (CountersPut, DamageMarked, LifeGained, ResultReplaced)
    )
    last_result = max(
        last_index_of(events, kind)
        for kind in (CountersPut, DamageMarked, LifeGained, ResultReplaced)
    )
    assert last_index_of(events, DamageDealt) < first_result
    assert last_result < index_of(events, DamageEventOccurred)
    assert index_of(events, ResultReplaced) < index_of(events, LifeGained)

    # The outcome.
    assert game.counters(blocker) == {MINUS_ONE: 1}
    assert (game.power(blocker), game.toughness(blocker), game.damage_on(blocker)) == (1, 1, 0)
    assert game.life(active) == 22
    assert game.life(defending) == 20
    assert game.damage_on(attacker) == 2
    assert game.counters(attacker) == {}
    # The shield of 2 is used up.
    assert [e.effect for e in of_type(events, EffectEnded)] == [shield]
    assert shield not in game.state.effects
    # Nothing dies: the 1/1 has no damage, the 3/3 has 2.
    assert game.check_state_based_actions() == []
    assert game.is_on_battlefield(blocker) and game.is_on_battlefield(attacker)


def test_cr2011_119_4_boon_reflection_without_the_prevention(ruleset: str) -> None:
    """Control: without the shield, 3 counters kill the 2/2 and the gain is 3, doubled to 6."""
    game, active, _, attacker, blocker = _boon_reflection_game(ruleset)
    events = game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 3, combat=True),
            DamagePart(blocker, attacker, 2, combat=True),
        ]
    )
    assert [(e.before, e.after) for e in of_type(events, ResultReplaced)] == [(3, 6)]
    assert game.life(active) == 26
    assert game.counters(blocker) == {MINUS_ONE: 3}
    sba = game.check_state_based_actions()
    assert [e.rule for e in of_type(sba, ZoneChanged)] == ["704.5f"]
    assert not game.is_on_battlefield(blocker)


# -- CR 2011 119.4, second example: Worship and Awe Strike -----------------------------------------
WORSHIP_TEXT = (
    "If you control a creature, damage that would reduce your life total to less than 1 "
    "reduces it to 1 instead."
)


def _worship_game(
    ruleset: str, *, with_creature: bool = True
) -> tuple[Game, EntityId, EntityId, EntityId, EntityId]:
    game = Game(ruleset)
    active = game.add_player("Active player")
    defending = game.add_player("Defending player", life=2)
    game.add_permanent(
        "Worship",
        controller=defending,
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
        game.add_permanent(
            "Grizzly Bears", controller=defending, types={"Creature"}, power=2, toughness=2
        )
    first = game.add_permanent(
        "5/5 attacker", controller=active, types={"Creature"}, power=5, toughness=5
    )
    second = game.add_permanent(
        "5/5 attacker", controller=active, types={"Creature"}, power=5, toughness=5
    )
    return game, active, defending, first, second


def _unblocked_attack(
    game: Game, defending: EntityId, first: EntityId, second: EntityId
) -> list[Event]:
    return game.deal_damage_event(
        [
            DamagePart(first, defending, 5, combat=True),
            DamagePart(second, defending, 5, combat=True),
        ]
    )


def test_cr2011_119_4_worship_and_awe_strike_example() -> None:
    """The example as written, under the rules it was written for (cr2011): Awe Strike's life
    gain is part of the damage event. Today's outcome differs: see the next test."""
    ruleset = "cr2011"
    game, _, defending, first, second = _worship_game(ruleset)
    awe_strike = game.add_effect(
        PreventDamage(
            from_=Match.ids_of(first),
            next_time=True,
            then=GainLifeFromPrevented(),
            text="Awe Strike",
        ),
        controller=defending,
    )
    events = _unblocked_attack(game, defending, first, second)

    # "[10 damage is dealt to the defending player]" becomes "[5 damage is dealt to the defending
    # player, the defending player gains 5 life]"
    prevented = of_type(events, DamagePrevented)
    assert [(e.source, e.recipient, e.amount, e.effect, e.rule) for e in prevented] == [
        (first, defending, 5, awe_strike, "615.1")
    ]
    assert [(e.source, e.recipient, e.amount) for e in of_type(events, DamageDealt)] == [
        (second, defending, 5)
    ]
    # "... processed into its results ... [the defending player loses 5 life, the defending
    # player gains 5 life]"
    lost = of_type(events, LifeLost)
    assert [(e.player, e.amount, e.source, e.rule) for e in lost] == [
        (defending, 5, second, damage_rule(ruleset, "3a"))
    ]
    gained = of_type(events, LifeGained)
    assert [(e.player, e.amount, e.rule) for e in gained] == [(defending, 5, "615.5")]
    # "Worship's effect sees that the damage event would not reduce the player's life total to
    # less than 1, so Worship's effect is not applied."
    assert not of_type(events, ResultReplaced)
    # "Then the damage event occurs."
    assert [(e.parts, e.rule) for e in of_type(events, DamageEventOccurred)] == [
        (1, occurs_rule(ruleset))
    ]
    assert last_index_of(events, DamagePrevented) < index_of(events, DamageDealt)
    assert index_of(events, DamageDealt) < index_of(events, LifeLost)
    assert max(index_of(events, LifeLost), index_of(events, LifeGained)) < index_of(
        events, DamageEventOccurred
    )

    assert game.life(defending) == 2
    # Awe Strike applied once ("the next time") and is gone.
    assert awe_strike in [e.effect for e in of_type(events, EffectEnded)]
    assert awe_strike not in game.state.effects
    sba = game.check_state_based_actions()
    assert not of_type(sba, PlayerLost)
    assert not game.has_lost(defending)
    assert game.winners is None


def test_cr2011_119_4_worship_applies_without_awe_strike(ruleset: str) -> None:
    game, active, defending, first, second = _worship_game(ruleset)
    events = _unblocked_attack(game, defending, first, second)
    assert sorted((e.source, e.amount) for e in of_type(events, DamageDealt)) == sorted(
        [(first, 5), (second, 5)]
    )
    replaced = of_type(events, ResultReplaced)
    assert replaced, "Worship's effect applies"
    assert all((e.affected, e.what, e.rule) == (defending, "life loss", "614.1a") for e in replaced)
    # The 10 life loss is reduced so the total ends at 1: 9 fewer.
    assert sum(e.before - e.after for e in replaced) == 9
    assert sum(e.amount for e in of_type(events, LifeLost)) == 1
    assert all(e.rule == damage_rule(ruleset, "3a") for e in of_type(events, LifeLost))
    assert [e.rule for e in of_type(events, DamageEventOccurred)] == [occurs_rule(ruleset)]
    assert game.life(defending) == 1
    assert not of_type(game.check_state_based_actions(), PlayerLost)
    assert not game.has_lost(defending)
    assert game.life(active) == 20


def test_cr2011_119_4_worship_needs_a_creature(ruleset: str) -> None:
    """Control: without a creature, Worship's condition fails and the player dies."""
    game, active, defending, first, second = _worship_game(ruleset, with_creature=False)
    events = _unblocked_attack(game, defending, first, second)
    assert not of_type(events, ResultReplaced)
    assert game.life(defending) == -8
    lost = of_type(game.check_state_based_actions(), PlayerLost)
    assert [(e.player, e.rule) for e in lost] == [(defending, "704.5a")]
    assert game.winners == frozenset({active})


# -- CR 2011 119.5: Lightning Bolt ----------------------------------------------------------------
def test_cr2011_119_5_lightning_bolt_example(ruleset: str) -> None:
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bears = game.add_permanent(
        "Grizzly Bears", controller=bob, types={"Creature"}, power=2, toughness=2
    )
    bolt = game.add_card(
        "Lightning Bolt",
        owner=alice,
        types={"Instant"},
        zone="stack",
    )
    # "After Lightning Bolt deals 3 damage to that creature ..."
    events = game.deal_damage(bolt, bears, 3)
    assert [(type(e).__name__, e.rule) for e in events] == [
        ("DamageDealt", dealt_rule(ruleset)),
        ("DamageMarked", damage_rule(ruleset, "3e")),
        ("DamageEventOccurred", occurs_rule(ruleset)),
    ]
    (damage,) = of_type(events, DamageDealt)
    assert (damage.source, damage.recipient, damage.amount, damage.combat) == (
        bolt,
        bears,
        3,
        False,
    )
    assert game.damage_on(bears) == 3
    # "Neither Lightning Bolt nor the damage dealt by Lightning Bolt destroyed that creature."
    assert not of_type(events, PermanentDestroyed)
    assert not of_type(events, ZoneChanged)
    assert game.is_on_battlefield(bears)
    # "... the creature is destroyed as a state-based action."
    sba = game.check_state_based_actions()
    assert [(type(e).__name__, e.rule) for e in sba] == [
        ("PermanentDestroyed", "704.5g"),
        ("ZoneChanged", "400.7"),
    ]
    (destroyed,) = of_type(sba, PermanentDestroyed)
    assert (destroyed.permanent, destroyed.reason) == (bears, "704.5g")
    (moved,) = of_type(sba, ZoneChanged)
    assert (moved.object, moved.origin, moved.destination) == (bears, "battlefield", "graveyard")
    assert not game.is_on_battlefield(bears)
    assert game.obj(moved.new_id).zone == "graveyard"
    # Destroyed once, by the state-based action, and nothing else in the log destroyed it.
    assert [e for e in game.log if isinstance(e, PermanentDestroyed)] == [destroyed]


# -- CR 2011 118.9: Ajani's Pridemate ------------------------------------------------------------
PRIDEMATE_TEXT = "Whenever you gain life, you may put a +1/+1 counter on Ajani's Pridemate."


def _pridemate_game(ruleset: str) -> tuple[Game, EntityId, EntityId, EntityId, list[EntityId]]:
    game = Game(ruleset)
    you, opponent = game.add_player("You"), game.add_player("Opponent")
    pridemate = game.add_permanent(
        "Ajani's Pridemate",
        controller=you,
        types={"Creature"},
        power=2,
        toughness=2,
        triggers=[
            TriggeredAbility(
                when=WhenGainLife(who=Match.you()),
                effect=PutCounters(),
                optional=True,
                text=PRIDEMATE_TEXT,
            )
        ],
    )
    lifelinkers = [
        game.add_permanent(
            name,
            controller=you,
            types={"Creature"},
            power=2,
            toughness=2,
            keywords={"lifelink"},
        )
        for name in ("first lifelinker", "second lifelinker")
    ]
    return game, you, opponent, pridemate, lifelinkers


def test_cr2011_118_9_ajanis_pridemate_example(ruleset: str) -> None:
    game, you, opponent, pridemate, lifelinkers = _pridemate_game(ruleset)
    # "The creatures with lifelink deal combat damage simultaneously."
    events = game.deal_damage_event(
        [DamagePart(creature, opponent, 2, combat=True) for creature in lifelinkers]
    )
    assert len(of_type(events, DamageEventOccurred)) == 1
    gained = of_type(events, LifeGained)
    assert sorted((e.player, e.amount, e.source, e.rule) for e in gained) == sorted(
        (you, 2, creature, damage_rule(ruleset, "3f")) for creature in lifelinkers
    )
    assert (game.life(you), game.life(opponent)) == (24, 16)

    # "Ajani's Pridemate's ability triggers twice."
    triggered = of_type(events, AbilityTriggered)
    assert [(e.source, e.controller, e.index, e.rule) for e in triggered] == [
        (pridemate, you, 0, life_rule(ruleset, "9")),
        (pridemate, you, 0, life_rule(ruleset, "9")),
    ]
    assert index_of(events, AbilityTriggered) > last_index_of(events, LifeGained)
    pending = game.pending_triggers
    assert len(pending) == 2
    assert all(t.source == pridemate and t.controller == you for t in pending)
    assert game.counters(pridemate) == {}

    resolved = game.resolve_triggers(choices=[True, True])
    put = of_type(resolved, CountersPut)
    counters_rule = "122.1" if ruleset == "current" else "121.1"
    assert [(e.permanent, e.kind, e.amount, e.rule) for e in put] == [
        (pridemate, PLUS_ONE, 1, counters_rule),
        (pridemate, PLUS_ONE, 1, counters_rule),
    ]
    assert [(e.source, e.done) for e in of_type(resolved, TriggerResolved)] == [
        (pridemate, True),
        (pridemate, True),
    ]
    assert game.counters(pridemate) == {PLUS_ONE: 2}
    assert (game.power(pridemate), game.toughness(pridemate)) == (4, 4)
    assert game.pending_triggers == []


def test_cr2011_118_9_ajanis_pridemate_may_decline_one(ruleset: str) -> None:
    game, _, opponent, pridemate, lifelinkers = _pridemate_game(ruleset)
    game.deal_damage_event(
        [DamagePart(creature, opponent, 2, combat=True) for creature in lifelinkers]
    )
    resolved = game.resolve_triggers(choices=[True, False])
    assert [e.done for e in of_type(resolved, TriggerResolved)] == [True, False]
    assert game.counters(pridemate) == {PLUS_ONE: 1}


def test_cr2011_118_9_one_lifelinker_triggers_pridemate_once(ruleset: str) -> None:
    """Control: one source, one life gain, one trigger."""
    game, you, opponent, pridemate, lifelinkers = _pridemate_game(ruleset)
    events = game.deal_damage(lifelinkers[0], opponent, 2, combat=True)
    assert [e.source for e in of_type(events, AbilityTriggered)] == [pridemate]
    assert len(game.pending_triggers) == 1
    assert game.life(you) == 22


def test_615_5_current_awe_strike_life_gain_comes_after_the_damage_event() -> None:
    """Today's CR 615.5: the prevention happens in the damage event, "the rest of the effect
    takes place immediately afterward". So the damage event is [5 damage to the defending
    player], Worship reduces the loss to 1 life, and then Awe Strike's 5 life is gained: 6.
    (Under the CR 2011 119.4 example the gain is inside the event and the player ends at 2.)"""
    game, _, defending, first, second = _worship_game("current")
    awe_strike = game.add_effect(
        PreventDamage(
            from_=Match.ids_of(first), next_time=True, then=GainLifeFromPrevented(), text="Awe"
        ),
        controller=defending,
    )
    events = _unblocked_attack(game, defending, first, second)
    (replaced,) = of_type(events, ResultReplaced)
    assert (replaced.what, replaced.before, replaced.after) == ("life loss", 5, 1)
    assert [(e.player, e.amount, e.rule) for e in of_type(events, LifeGained)] == [
        (defending, 5, "615.5")
    ]
    assert index_of(events, DamageEventOccurred) < index_of(events, LifeGained)
    assert awe_strike not in game.state.effects
    assert game.life(defending) == 6
