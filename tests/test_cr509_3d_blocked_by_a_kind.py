"""Combat triggers that name the other creature's kind (CR 509.3b, 509.3d; 2011: 509.4b,
509.4d): "Whenever ~ becomes blocked by a green creature, destroy that creature." (Phyrexian
Reaper), "... a white creature" (Phyrexian Slayer), "Whenever ~ blocks or becomes blocked by a
white creature, ~ gains first strike until end of turn." (Ghost Hounds), "Whenever equipped
creature blocks or becomes blocked by a Vampire, destroy that creature." (Wooden Stake),
"Whenever ~ blocks a creature without flying, ~ gets +1/+0 and gains first strike until end of
turn." (Crimson Roc). Real cards played through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import in_hand, round_trip
from tests.combat_play import blocked, play_combat
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


def test_cr509_3d_kinds_round_trip() -> None:
    round_trip("Whenever ~ becomes blocked by a green creature, destroy that creature.")
    round_trip(
        "Whenever equipped creature blocks or becomes blocked by a Vampire, destroy that"
        " creature. It can't be regenerated."
    )
    round_trip(
        "Whenever ~ blocks a creature without flying, ~ gets +1/+0 and gains first strike until"
        " end of turn."
    )


def test_cr509_3d_kinds_the_engine_cant_tell_are_refused() -> None:
    """An adjective the engine can't test ("attacking"), and another creature's trigger (the
    engine watches only ~ and the creature an Aura or Equipment is attached to)."""
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ becomes blocked by a tapped creature, destroy that creature.")
    ability = parse_line(
        "Whenever a creature you control becomes blocked by a green creature, destroy that"
        " creature."
    )
    assert missing(ability) is not None


def test_cr603_7c_it_and_that_creature_each_one_object() -> None:
    """After an Equipment's "becomes blocked by a creature" the event's object is the
    blocker, so "it" (the equipped creature) is refused; after "one or more [creatures]" the
    object is the creature watched, so "that creature" is refused."""
    it = parse_line(
        "Whenever equipped creature becomes blocked by a creature, it gains first strike until"
        " end of turn."
    )
    assert missing(it) is not None
    those = parse_line(
        "Whenever ~ blocks or becomes blocked by one or more black creatures, destroy that"
        " creature."
    )
    assert missing(those) is not None
    round_trip(
        "Whenever equipped creature becomes blocked by one or more colorless creatures, it gains"
        " deathtouch until end of turn."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_phyrexian_reaper_destroys_a_green_blocker(ruleset: str) -> None:
    """Grizzly Bears (green) blocking Phyrexian Reaper is destroyed as blockers are declared:
    it deals no damage, and the Reaper is undamaged."""
    t, reaper, _ = blocked(ruleset, "Phyrexian Reaper", "Grizzly Bears")
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    assert t.obj(reaper).damage == 0
    assert t.game.life(t.bob) == 20  # still blocked (CR 509.1h): no damage to Bob


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_phyrexian_reaper_ignores_other_colors(ruleset: str) -> None:
    """Wall of Stone (red) blocking Phyrexian Reaper stays: it isn't green."""
    t, _, _ = blocked(ruleset, "Phyrexian Reaper", "Wall of Stone")
    assert t.zone("Wall of Stone") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_phyrexian_slayer_survives_serra_angel(ruleset: str) -> None:
    """Serra Angel (white, 4/4) blocking Phyrexian Slayer (2/2) is destroyed before damage."""
    t, _, _ = blocked(ruleset, "Phyrexian Slayer", "Serra Angel")
    assert t.zone("Serra Angel") is Zone.GRAVEYARD
    assert t.zone("Phyrexian Slayer") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3b_ghost_hounds_first_strike_against_white(ruleset: str) -> None:
    """Ghost Hounds (1/1) blocking Savannah Lions (white, 2/1) gains first strike: it kills
    the Lions first and survives. Blocking Grizzly Bears (green), both deal damage at once."""
    t, _, _ = blocked(ruleset, "Savannah Lions", "Ghost Hounds")
    assert t.zone("Savannah Lions") is Zone.GRAVEYARD
    assert t.zone("Ghost Hounds") is Zone.BATTLEFIELD

    t, _, _ = blocked(ruleset, "Grizzly Bears", "Ghost Hounds")
    assert t.zone("Ghost Hounds") is Zone.GRAVEYARD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_wooden_stake_both_ways(ruleset: str) -> None:
    """Wooden Stake on Alice's Grizzly Bears: the Vampire blocking it is destroyed. Wooden
    Stake on Bob's blocking Hill Giant: the attacking Vampire it blocks is destroyed; a
    non-Vampire attacker isn't."""
    t, _, _ = blocked(ruleset, "Grizzly Bears", "Child of Night", attached="Wooden Stake")
    assert t.zone("Child of Night") is Zone.GRAVEYARD
    assert t.zone("Grizzly Bears") is Zone.BATTLEFIELD

    t = CombatTable(ruleset)
    giant = t.put("Hill Giant", t.bob)
    t.game.attach(t.put("Wooden Stake", t.bob), giant)
    vampire = t.put("Child of Night", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.attack(vampire, bears, blocks=((giant, vampire),))
    play_combat(t)
    assert t.zone("Child of Night") is Zone.GRAVEYARD
    assert t.zone("Grizzly Bears") is Zone.BATTLEFIELD
    assert t.game.life(t.bob) == 18  # the unblocked Bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3b_crimson_roc_blocks_a_creature_without_flying(ruleset: str) -> None:
    """Crimson Roc (2/2 flying) blocking Grizzly Bears gets +1/+0 and first strike: the Bears
    die first, the Roc survives. Blocking Wind Drake (a flier), no trigger: both die."""
    t, _, _ = blocked(ruleset, "Grizzly Bears", "Crimson Roc")
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    assert t.zone("Crimson Roc") is Zone.BATTLEFIELD

    t, _, _ = blocked(ruleset, "Wind Drake", "Crimson Roc")
    assert t.zone("Wind Drake") is Zone.GRAVEYARD
    assert t.zone("Crimson Roc") is Zone.GRAVEYARD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_artifact_creature_blockers(ruleset: str) -> None:
    """Tel-Jilad Wolf (2/2) blocked by Wall of Stone deals 2; blocked by Ornithopter (an
    artifact creature) it gets +3/+3. Ogre Leadfoot destroys the Ornithopter blocking it
    before damage."""
    t, _, wall = blocked(ruleset, "Tel-Jilad Wolf", "Wall of Stone")
    assert t.obj(wall).damage == 2

    t, wolf, _ = blocked(ruleset, "Tel-Jilad Wolf", "Ornithopter")
    assert t.zone("Ornithopter") is Zone.GRAVEYARD
    assert t.obj(wolf).current_power() == 5

    t, ogre, _ = blocked(ruleset, "Ogre Leadfoot", "Ornithopter")
    assert t.zone("Ornithopter") is Zone.GRAVEYARD
    assert t.obj(ogre).damage == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_infiltration_lens_once_per_blocker(ruleset: str) -> None:
    """Grizzly Bears with Infiltration Lens blocked by two Walls of Stone: the Lens triggers
    once for each creature blocking it; Alice draws four cards."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.attach(t.put("Infiltration Lens", t.alice), bears)
    first = t.put("Wall of Stone", t.bob)
    second = t.put("Wall of Stone", t.bob)
    hand = in_hand(t)
    t.attack(bears, blocks=((first, bears), (second, bears)))
    play_combat(t, {bears: ((first, 2), (second, 0))}, may=True)
    assert in_hand(t) == hand + 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_one_or_more_black_blockers_trigger_once(ruleset: str) -> None:
    """Serra Inquisitors (3/3) blocked by Child of Night and Vampire Bats (both black) gets
    +2/+0 once, not twice: 5 power."""
    t = CombatTable(ruleset)
    inquisitors = t.put("Serra Inquisitors", t.alice)
    child = t.put("Child of Night", t.bob)
    bats = t.put("Vampire Bats", t.bob)
    t.attack(inquisitors, blocks=((child, inquisitors), (bats, inquisitors)))
    play_combat(t, {inquisitors: ((child, 1), (bats, 4))})
    assert t.obj(inquisitors).current_power() == 5
    assert t.zone("Child of Night") is Zone.GRAVEYARD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_amphibious_kavu_blue_or_black(ruleset: str) -> None:
    """Amphibious Kavu (2/2) blocked by Coral Merfolk (blue) becomes 5/5 and survives;
    blocked by Grizzly Bears (green) it stays 2/2 and dies."""
    t, _, _ = blocked(ruleset, "Amphibious Kavu", "Coral Merfolk")
    assert t.zone("Amphibious Kavu") is Zone.BATTLEFIELD

    t, _, _ = blocked(ruleset, "Amphibious Kavu", "Grizzly Bears")
    assert t.zone("Amphibious Kavu") is Zone.GRAVEYARD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr509_3d_hedron_blade_deathtouch_against_colorless(ruleset: str) -> None:
    """Grizzly Bears with Hedron Blade (3/3) blocked by Steel Wall (colorless, 0/4) gains
    deathtouch: the Wall dies. Blocked by Wall of Stone (red, 0/8) it doesn't."""
    t, _, _ = blocked(ruleset, "Grizzly Bears", "Steel Wall", attached="Hedron Blade")
    assert t.zone("Steel Wall") is Zone.GRAVEYARD

    t, _, wall = blocked(ruleset, "Grizzly Bears", "Wall of Stone", attached="Hedron Blade")
    assert t.zone("Wall of Stone") is Zone.BATTLEFIELD
    assert t.obj(wall).damage == 3
