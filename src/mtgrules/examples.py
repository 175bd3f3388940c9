"""The examples of the rules excerpts, built through the public API.

Each example returns the game after the ruling and the events it produced; the demo prints
them and the tests check their numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mtgrules import combat_examples as combat
from mtgrules import excerpt_cards as cards
from mtgrules.effects import Match, PreventDamage
from mtgrules.engine import Game
from mtgrules.events import Event
from mtgrules.proposed import DamagePart


@dataclass(frozen=True, slots=True)
class Example:
    rule: str
    title: str
    build: Callable[[str], tuple[Game, list[Event], str]]


def boon_reflection(ruleset: str) -> tuple[Game, list[Event], str]:
    """CR 2011 119.4: a 3/3 with wither and lifelink, blocked by a 2/2 with a 2-damage shield,
    under Boon Reflection."""
    game = Game(ruleset)
    active, defending = game.add_player("Active player"), game.add_player("Defending player")
    game.add_permanent(
        "Boon Reflection",
        controller=active,
        types={"Enchantment"},
        statics=[cards.boon_reflection()],
    )
    attacker = game.add_permanent(
        "3/3 wither lifelink",
        controller=active,
        types={"Creature"},
        power=3,
        toughness=3,
        keywords={"wither", "lifelink"},
    )
    blocker = game.add_permanent(
        "2/2 blocker", controller=defending, types={"Creature"}, power=2, toughness=2
    )
    game.add_effect(
        PreventDamage(amount=2, to=Match.ids_of(blocker), text="prevent the next 2 damage"),
        controller=defending,
    )
    events = game.deal_damage_event(
        [
            DamagePart(attacker, blocker, 3, combat=True),
            DamagePart(blocker, attacker, 2, combat=True),
        ]
    )
    events += game.check_state_based_actions()
    summary = (
        f"2/2: {game.counters(blocker)}, active player at {game.life(active)} life, "
        f"3/3 has {game.damage_on(attacker)} damage marked"
    )
    return game, events, summary


def worship_awe_strike(ruleset: str) -> tuple[Game, list[Event], str]:
    """CR 2011 119.4: a player at 2 life with Worship and a creature, attacked by two
    unblocked 5/5s, casts Awe Strike on one of them."""
    game = Game(ruleset)
    active = game.add_player("Active player")
    defending = game.add_player("Defending player", life=2)
    game.add_permanent(
        "Worship",
        controller=defending,
        types={"Enchantment"},
        statics=[cards.worship()],
    )
    game.add_permanent(
        "Grizzly Bears", controller=defending, types={"Creature"}, power=2, toughness=2
    )
    first = game.add_permanent(
        "5/5 attacker", controller=active, types={"Creature"}, power=5, toughness=5
    )
    second = game.add_permanent(
        "5/5 attacker", controller=active, types={"Creature"}, power=5, toughness=5
    )
    game.add_effect(cards.awe_strike(first), controller=defending)
    events = game.deal_damage_event(
        [
            DamagePart(first, defending, 5, combat=True),
            DamagePart(second, defending, 5, combat=True),
        ]
    )
    events += game.check_state_based_actions()
    summary = f"defending player at {game.life(defending)} life"
    if not game.ruleset.prevention_follow_up_in_event:
        # Today's CR 615.5: "the rest of the effect takes place immediately afterward", so
        # Worship sees 5 damage alone and Awe Strike's 5 life comes after: the outcome differs.
        summary += " (today Awe Strike's life gain comes after the damage event, CR 615.5)"
    return game, events, summary


def lightning_bolt(ruleset: str) -> tuple[Game, list[Event], str]:
    """CR 2011 119.5: Lightning Bolt deals 3 damage to a 2/2; state-based actions destroy it."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    bears = game.add_permanent(
        "Grizzly Bears", controller=bob, types={"Creature"}, power=2, toughness=2
    )
    bolt = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
    events = game.deal_damage(bolt, bears, 3)
    still_there = game.is_on_battlefield(bears)
    events += game.check_state_based_actions()
    summary = (
        f"after the damage the 2/2 is {'still' if still_there else 'not'} on the battlefield; "
        f"after state-based actions it is {'on' if game.is_on_battlefield(bears) else 'off'} it"
    )
    return game, events, summary


def ajanis_pridemate(ruleset: str) -> tuple[Game, list[Event], str]:
    """CR 2011 118.9: two creatures with lifelink deal combat damage at once; Ajani's
    Pridemate's ability triggers twice."""
    game = Game(ruleset)
    you, opponent = game.add_player("You"), game.add_player("Opponent")
    pridemate = game.add_permanent(
        "Ajani's Pridemate",
        controller=you,
        types={"Creature"},
        power=2,
        toughness=2,
        triggers=[cards.ajanis_pridemate()],
    )
    lifelinkers = [
        game.add_permanent(
            f"lifelinker {n}",
            controller=you,
            types={"Creature"},
            power=2,
            toughness=2,
            keywords={"lifelink"},
        )
        for n in (1, 2)
    ]
    events = game.deal_damage_event([DamagePart(c, opponent, 2, combat=True) for c in lifelinkers])
    triggered = len(game.pending_triggers)
    events += game.resolve_triggers(choices=[True, True])
    return (
        game,
        events,
        (
            f"Pridemate triggered {triggered} times; it is now "
            f"{game.power(pridemate)}/{game.toughness(pridemate)}"
        ),
    )


EXAMPLES: tuple[Example, ...] = (
    Example("2011 118.9", "Ajani's Pridemate and two lifelinkers", ajanis_pridemate),
    Example("2011 119.4", "Boon Reflection", boon_reflection),
    Example("2011 119.4", "Worship and Awe Strike", worship_awe_strike),
    Example("2011 119.5", "Lightning Bolt", lightning_bolt),
    Example("2011 510.1c", "Vastwood Gorger", combat.vastwood_gorger),
    Example("2011 510.1c", "Vastwood Gorger and Giant Growth", combat.gorger_giant_growth),
    Example("2011 510.1c", "Vastwood Gorger and Mending Hands", combat.gorger_mending_hands),
    Example("2011 510.1c", "Enormous Baloth and Durkwood Boars", combat.baloth_and_boars),
    Example("2011 510.2", "Mogg Fanatic sacrificed", combat.hawk_fanatic_sacrificed),
    Example("2011 510.2", "Mogg Fanatic stays", combat.hawk_fanatic_stays),
)
