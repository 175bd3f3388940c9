"""Intervening "if" conditions (CR 603.4) saying that something did NOT happen this turn, that
nothing of a kind is on the battlefield, and "three or more creatures with different powers":
checked as the step begins and again on resolution. Real cards under both editions: Titan
Hunter, Curious Obsession, Impatience, Pestilence, Sarcomancy, Kezzerdrix, Candlelit Cavalry."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.attachments import refresh as refresh_attached
from tests.card_table import round_trip
from tests.end_step_play import to_end_step
from tests.instruction_play import Table, cast_resolved


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if you didn't attack with a creature this turn, "
        "sacrifice ~.",
        "At the beginning of each player's end step, if no creatures died this turn, ~ deals 4 "
        "damage to that player.",
        "At the beginning of each player's end step, if that player didn't cast a spell this "
        "turn, ~ deals 2 damage to that player.",
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~.",
        "At the beginning of your upkeep, if there are no Zombies on the battlefield, ~ deals 1 "
        "damage to you.",
        "At the beginning of your upkeep, if your opponents control no creatures, ~ deals 4 "
        "damage to you.",
        "At the beginning of combat on your turn, if you control three or more creatures with "
        "different powers, ~ gains trample until end of turn.",
        "At the beginning of combat on your turn, if you control three or more creatures with "
        "different powers, creatures you control gain indestructible until end of turn.",
        "At the beginning of each opponent's upkeep, if that player has one or fewer cards in "
        "hand, that player loses 3 life.",
        "At the beginning of each player's upkeep, if that player controls a Plains, that player "
        "gains 1 life.",
        "At the beginning of your upkeep, if an opponent controls an artifact, draw a card.",
    ],
)
def test_cr603_4_nothing_happened_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if no lands died this turn, draw a card.",
        "At the beginning of your upkeep, if you control three or more lands with different "
        "powers, draw a card.",
    ],
)
def test_cr603_4_nothing_happened_nonsense_refused(line: str) -> None:
    """Only creatures die (CR 700.4) and have a power (CR 208.1)."""
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(("bolt", "alice_life"), [(False, 16), (True, 20)])
def test_cr603_4_titan_hunter_if_no_creatures_died(
    ruleset: str, bolt: bool, alice_life: int
) -> None:
    """Titan Hunter at Alice's end step: 4 damage to her, unless Bob's Grizzly Bears died to
    Lightning Bolt this turn (CR 700.4)."""
    t = Table(ruleset)
    t.put("Titan Hunter", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    if bolt:
        t.lands("Mountain", t.alice, 1)
        cast_resolved(t, "Lightning Bolt", bears)
        assert "Grizzly Bears" in t.zone_of(t.bob, Zone.GRAVEYARD)
    to_end_step(t)
    assert t.game.life(t.alice) == alice_life
    assert t.game.life(t.bob) == 20  # Alice's end step: only the active player is hit


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize("attack", [True, False])
def test_cr603_4_curious_obsession_if_you_didnt_attack(ruleset: str, attack: bool) -> None:
    """Curious Obsession on Alice's Grizzly Bears: kept if the Bears attacked this turn,
    sacrificed at her end step otherwise (CR 508.1)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    aura = t.put("Curious Obsession", t.alice)
    t.game.state.objects[aura].attached_to = bears
    refresh_attached(t.game.state, bears)
    for _ in range(3):
        t.put("Island", t.alice, "library")
    t.begin()
    to_end_step(t, (bears,) if attack else ())
    assert ("Curious Obsession" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is attack
    assert ("Curious Obsession" in t.zone_of(t.alice, Zone.GRAVEYARD)) is not attack
    assert t.game.life(t.bob) == (17 if attack else 20)  # the enchanted Bears is 3/3


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(("cast", "alice_life", "bob_life"), [(False, 18, 20), (True, 20, 17)])
def test_cr603_4_impatience_if_that_player_didnt_cast_a_spell(
    ruleset: str, cast: bool, alice_life: int, bob_life: int
) -> None:
    """Bob's Impatience at Alice's end step: 2 damage to her unless she cast a spell this turn
    (here Lightning Bolt at Bob, CR 601.2)."""
    t = Table(ruleset)
    t.put("Impatience", t.bob)
    t.begin()
    if cast:
        t.lands("Mountain", t.alice, 1)
        cast_resolved(t, "Lightning Bolt", t.bob)
    to_end_step(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (alice_life, bob_life)


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize("bob_bears", [True, False])
def test_cr603_4_pestilence_if_no_creatures_are_on_the_battlefield(
    ruleset: str, bob_bears: bool
) -> None:
    """Alice's Pestilence stays while any player (here Bob) controls a creature (CR 108.4),
    and is sacrificed at the end step when none is on the battlefield."""
    t = Table(ruleset)
    t.put("Pestilence", t.alice)
    if bob_bears:
        t.put("Grizzly Bears", t.bob)
    t.begin()
    to_end_step(t)
    assert ("Pestilence" in t.zone_of(t.alice, Zone.BATTLEFIELD)) is bob_bears


def _upkeep(t: Table) -> None:
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack:
        t.resolve()


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(
    ("zombie", "alice_life"), [(None, 19), ("Grizzly Bears", 19), ("Walking Corpse", 20)]
)
def test_cr603_4_sarcomancy_if_there_are_no_zombies(
    ruleset: str, zombie: str | None, alice_life: int
) -> None:
    """Sarcomancy at Alice's upkeep: 1 damage to her unless a Zombie is on the battlefield,
    whoever controls it (Bob's Walking Corpse); Grizzly Bears is no Zombie."""
    t = Table(ruleset)
    t.put("Sarcomancy", t.alice)
    if zombie is not None:
        t.put(zombie, t.bob)
    _upkeep(t)
    assert t.game.life(t.alice) == alice_life


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(("bob_creature", "alice_life"), [(True, 20), (False, 16)])
def test_cr603_4_kezzerdrix_if_your_opponents_control_no_creatures(
    ruleset: str, bob_creature: bool, alice_life: int
) -> None:
    """Kezzerdrix at Alice's upkeep: 4 damage to her when Bob controls no creature; her own
    creatures (Kezzerdrix, Grizzly Bears) don't count."""
    t = Table(ruleset)
    t.put("Kezzerdrix", t.alice)
    t.put("Grizzly Bears", t.alice)
    if bob_creature:
        t.put("Grizzly Bears", t.bob)
    _upkeep(t)
    assert t.game.life(t.alice) == alice_life


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(
    ("others", "trample"),
    [(("Grizzly Bears", "Hill Giant"), True), (("Grizzly Bears", "Grizzly Bears"), False)],
)
def test_cr603_4_candlelit_cavalry_three_different_powers(
    ruleset: str, others: tuple[str, str], trample: bool
) -> None:
    """Candlelit Cavalry (power 5) with Grizzly Bears (2) and Hill Giant (3): three different
    powers, it gains trample at the beginning of combat; with two Bears, two powers only."""
    t = Table(ruleset)
    cavalry = t.put("Candlelit Cavalry", t.alice)
    for name in others:
        t.put(name, t.alice)
    t.game.begin("beginning of combat", active=t.alice)
    while t.game.state.stack:
        t.resolve()
    assert t.game.state.objects[cavalry].has(Keyword.TRAMPLE) is trample


def _upkeep_of(t: Table, player: int) -> None:
    t.game.begin("upkeep", active=player)
    while t.game.state.stack:
        t.resolve()


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(("plains", "life"), [(True, 21), (False, 20)])
def test_cr603_7c_spiritual_sanctuary_if_that_player_controls_a_plains(
    ruleset: str, plains: bool, life: int
) -> None:
    """Alice's Spiritual Sanctuary at Bob's upkeep: Bob gains 1 life if he controls a
    Plains (Alice's own Plains doesn't count for him)."""
    t = Table(ruleset)
    t.put("Spiritual Sanctuary", t.alice)
    t.put("Plains", t.alice)
    if plains:
        t.put("Plains", t.bob)
    _upkeep_of(t, t.bob)
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (life, 20)


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
@pytest.mark.parametrize(("cards", "life"), [(1, 17), (2, 20)])
def test_cr603_4_shrieking_affliction_one_or_fewer_cards(
    ruleset: str, cards: int, life: int
) -> None:
    """Alice's Shrieking Affliction at Bob's upkeep: 3 life if he has one or fewer cards in
    hand."""
    t = Table(ruleset)
    t.put("Shrieking Affliction", t.alice)
    for _ in range(cards):
        t.put("Island", t.bob, "hand")
    _upkeep_of(t, t.bob)
    assert t.game.life(t.bob) == life
