""" "Whenever a Sliver deals combat damage to a creature, destroy that creature." (Toxin
Sliver), "Whenever a Warrior you control deals combat damage to a creature, destroy that
creature at end of combat." (Sosuke, Son of Seshiro): "that creature" is the creature dealt
damage, not the creature that dealt it (CR 603.7c), and each creature dealt damage is an
occurrence of its own (CR 603.2c). Real cards played through combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import in_hand, round_trip
from tests.combat_play import blocked, play_combat
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS

SOSUKE = (
    "Whenever a Warrior you control deals combat damage to a creature, destroy that creature at"
    " end of combat."
)


def test_cr603_7c_another_creatures_damage_round_trip() -> None:
    round_trip(SOSUKE)
    round_trip(
        "Whenever a Sliver deals combat damage to a creature, destroy that creature. It can't be"
        " regenerated."
    )
    assert missing(parse_line(SOSUKE)) is None
    round_trip(
        "Whenever equipped creature deals combat damage to a player, ~ deals 2 damage to any"
        " target and you draw a card."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_toxin_sliver_destroys_its_blocker_not_itself(ruleset: str) -> None:
    """Toxin Sliver (3/3) blocked by Wall of Stone (0/8): the Wall, dealt 3 damage, is
    destroyed by the trigger; the Sliver, which dealt the damage, stays."""
    t, _, _ = blocked(ruleset, "Toxin Sliver", "Wall of Stone")
    assert t.zone("Wall of Stone") is Zone.GRAVEYARD
    assert t.zone("Toxin Sliver") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_sosuke_destroys_each_creature_a_warrior_dealt_damage(ruleset: str) -> None:
    """Rhox Brute (a 4/4 Warrior) blocked by two Walls of Wood (0/3) assigns 3 to the first
    (lethal) and 1 to the second: at end of combat Sosuke's two triggers destroy the second
    Wall too, which survived the damage; the Brute stays."""
    t = CombatTable(ruleset)
    t.put("Sosuke, Son of Seshiro", t.alice)
    brute = t.put("Rhox Brute", t.alice)
    first = t.put("Wall of Wood", t.bob)
    second = t.put("Wall of Wood", t.bob)
    t.attack(brute, blocks=((first, brute), (second, brute)))
    play_combat(t, {brute: ((first, 3), (second, 1))})
    walls = [o.zone for o in t.game.state.objects.values() if o.name == "Wall of Wood"]
    assert walls == [Zone.GRAVEYARD, Zone.GRAVEYARD]
    assert t.zone("Rhox Brute") is Zone.BATTLEFIELD
    assert t.zone("Sosuke, Son of Seshiro") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_sosuke_other_creatures_damage_unwatched(ruleset: str) -> None:
    """A non-Warrior's damage doesn't trigger Sosuke: Wall of Stone blocking Grizzly Bears (a
    Bear) survives the combat."""
    t, _, _ = blocked(ruleset, "Grizzly Bears", "Wall of Stone", others=("Sosuke, Son of Seshiro",))
    assert t.zone("Wall of Stone") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_sword_of_fire_and_ice_deals_damage_and_you_draw(ruleset: str) -> None:
    """Grizzly Bears with Sword of Fire and Ice (+2/+2) unblocked deals 4 combat damage to
    Bob: the Sword deals 2 damage to the target chosen (Bob's Wind Drake, 2/2, dies) and
    Alice draws a card ("and you draw a card", CR 608.2c: in the order written)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.attach(t.put("Sword of Fire and Ice", t.alice), bears)
    drake = t.put("Wind Drake", t.bob)
    hand = in_hand(t)
    t.attack(bears)
    play_combat(t, targets=(drake,))
    assert t.game.life(t.bob) == 16
    assert t.zone("Wind Drake") is Zone.GRAVEYARD
    assert in_hand(t) == hand + 1
