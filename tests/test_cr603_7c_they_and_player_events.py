"""CR 603.7c, 608.2c: the trigger event's player named by a pronoun ("Whenever an opponent
draws a card, they lose 2 life.", "... ~ deals 2 damage to them."), the same player as "that
player"; events of a player: "Whenever a player discards a card" (CR 701.8a), "Whenever a
player draws a card" (CR 121.1), "Whenever an opponent sacrifices an artifact" (CR 701.17a:
a permanent that opponent controls). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.text import oracle_lines
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.effects.instructions import LoseLife
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import creature_supported, round_trip
from tests.instruction_play import RULESETS, Table, cast_resolved, drain


@pytest.mark.parametrize(
    "line",
    [
        "Whenever an opponent draws a card, they lose 2 life.",  # Sheoldred, the Apocalypse
        "Whenever a player casts a noncreature spell, they lose 2 life.",  # Mai
        "Whenever a player casts their first spell each turn, they create a Treasure token.",
        "Whenever an opponent sacrifices an artifact, ~ deals 2 damage to them.",
        "At the beginning of each opponent's upkeep, if that player has one or fewer cards in "
        "hand, ~ deals 2 damage to them.",  # Davriel, Rogue Shadowmage
        "Whenever ~ deals combat damage to a player, they draw a card.",
        "Whenever a player discards a card, you may gain 1 life.",  # Confessor
        "Whenever a player draws a card, you gain 1 life.",
    ],
)
def test_cr603_7c_they_and_player_events_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_they_is_the_events_player() -> None:
    """ "they" is its own reference (the words differ), resolved as "that player"; an ability
    without an event player ("When ~ enters, they lose 2 life.") isn't supported."""
    line = parse_line("Whenever an opponent draws a card, they lose 2 life.")
    assert isinstance(line, TriggeredLine)
    assert line.sentences == ((LoseLife(amount=2, who=THEY_PLAYER),),)
    assert not creature_supported("When Testcard enters, they lose 2 life.")


def _library(t: Table, player: EntityId, count: int) -> None:
    for _ in range(count):
        t.put("Grizzly Bears", player, "library")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_sheoldred_opponent_draws_they_lose(ruleset: str) -> None:
    """Sheoldred, the Apocalypse: Ancestral Recall makes Bob draw three cards, he loses 2 life
    each (14); Alice drawing three gains her 2 each (26): "they" is the player who drew."""
    t = Table(ruleset)
    t.put("Sheoldred, the Apocalypse", t.alice)
    t.lands("Island", t.alice, 2)
    _library(t, t.alice, 3)
    _library(t, t.bob, 3)
    t.begin()
    cast_resolved(t, "Ancestral Recall", t.bob)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 14)
    cast_resolved(t, "Ancestral Recall", t.alice)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (26, 14)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_mai_the_caster_loses_life(ruleset: str) -> None:
    """Mai, Scornful Striker: Alice's Shock at Bob (a noncreature spell) costs her 2 life; Bob's
    Lightning Bolt at Alice costs him 2; a creature spell (Savannah Lions) nothing."""
    t = Table(ruleset)
    t.put("Mai, Scornful Striker", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.bob, 1)
    t.begin()
    cast_resolved(t, "Shock", t.bob)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 18)
    cast_resolved(t, "Savannah Lions")
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (18, 18)
    t.game.apply(PassPriority())  # Alice passes; Bob bolts her
    cast_resolved(t, "Lightning Bolt", t.alice, caster=t.bob)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (15, 16)


def _treasures(t: Table, player: EntityId) -> int:
    state = t.game.state
    return sum(
        1
        for o in state.objects.values()
        if o.name == "Treasure" and o.zone is Zone.BATTLEFIELD and o.controller == player
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_pain_distributor_they_create(ruleset: str) -> None:
    """Pain Distributor: Alice's first spell of the turn gives her a Treasure, her second
    doesn't; Bob's first spell gives Bob one (not Alice)."""
    t = Table(ruleset)
    t.put("Pain Distributor", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.lands("Mountain", t.bob, 1)
    t.begin()
    cast_resolved(t, "Shock", t.bob)
    cast_resolved(t, "Shock", t.bob)
    assert (_treasures(t, t.alice), _treasures(t, t.bob)) == (1, 0)
    t.game.apply(PassPriority())
    cast_resolved(t, "Lightning Bolt", t.alice, caster=t.bob)
    assert (_treasures(t, t.alice), _treasures(t, t.bob)) == (1, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_17a_vengeful_tracker_opponent_sacrifices_an_artifact(ruleset: str) -> None:
    """Vengeful Tracker: Diabolic Edict makes Bob sacrifice his Ornithopter (an artifact): 2
    damage to him; his Grizzly Bears (no artifact) next: nothing."""
    t = Table(ruleset)
    t.put("Vengeful Tracker", t.alice)
    t.put("Ornithopter", t.bob)
    t.lands("Swamp", t.alice, 4)
    t.begin()
    cast_resolved(t, "Diabolic Edict", t.bob)
    assert t.game.life(t.bob) == 18
    t.put("Grizzly Bears", t.bob)
    cast_resolved(t, "Diabolic Edict", t.bob)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Ornithopter"]
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8a_confessor_any_player_discards(ruleset: str) -> None:
    """Confessor: Mind Rot makes Bob discard two cards, Alice may gain 1 life each (22);
    Careful Study makes Alice discard two: 2 more (24)."""
    t = Table(ruleset)
    t.put("Confessor", t.alice)
    t.lands("Swamp", t.alice, 3)
    t.lands("Island", t.alice, 1)
    _library(t, t.alice, 2)
    for _ in range(2):
        t.put("Grizzly Bears", t.bob, "hand")
    t.begin()
    cast_resolved(t, "Mind Rot", t.bob, answers=(True, True))
    assert t.game.life(t.alice) == 22
    # the two Grizzly Bears drawn are the two cards discarded
    cast_resolved(t, "Careful Study", answers=(True, True))
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr201_5_kaervek_the_merciless_shortened_name(ruleset: str) -> None:
    """Kaervek the Merciless names itself "Kaervek" (a legendary's shortened name): Bob's
    Lightning Bolt (mana value 1) makes it deal 1 damage to the target Alice chooses (Bob)."""
    assert bundled_database().compiled("Kaervek the Merciless").supported
    t = Table(ruleset)
    t.put("Kaervek the Merciless", t.alice)
    t.lands("Mountain", t.bob, 1)
    t.begin()
    t.game.apply(PassPriority())
    t.act(CastSpell(t.put("Lightning Bolt", t.bob, "hand"), (t.alice,)), (t.bob,))
    drain(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 19)


def test_cr201_5_shortened_name_only_of_a_legendary() -> None:
    """A legendary "Zo-Zu the Punisher" is "Zo-Zu" in its text; a planeswalker type ("a Gideon
    planeswalker") and a nonlegendary "Wall of Kelp" ("Wall" is a creature type) are not."""
    assert oracle_lines("Zo-Zu deals 2 damage to it.", "Zo-Zu the Punisher", legendary=True) == [
        "~ deals 2 damage to it."
    ]
    gideon = "As long as you control a Gideon planeswalker, you can't lose the game."
    assert oracle_lines(gideon, "Gideon of the Trials", legendary=True) == [gideon]
    wall = "Defender. Other Wall creatures get +1/+1."
    assert oracle_lines(wall, "Wall of Kelp") == [wall]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_phyrexian_tyranny_any_player_draws(ruleset: str) -> None:
    """Phyrexian Tyranny: "Whenever a player draws a card, that player loses 2 life unless
    they pay {2}." Ancestral Recall makes Bob (no lands) draw three cards: he can't pay, 14."""
    t = Table(ruleset)
    t.put("Phyrexian Tyranny", t.alice)
    t.lands("Island", t.alice, 1)
    _library(t, t.bob, 3)
    t.begin()
    cast_resolved(t, "Ancestral Recall", t.bob)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 14)
