"""Destroying a group described by its words (CR 701.7a today, 2011: 701.6a): "Destroy all
artifacts, creatures, and lands.", "Destroy all green creatures.", "Destroy all creatures
with power 4 or greater.", "Destroy all creatures you don't control." The group is every
permanent that fits the words as the spell resolves (CR 608.2c, 109.5: "you" is the spell's
controller); "They can't be regenerated." (CR 701.15c today, 2011: 701.12c) and
indestructible (CR 702.12b) keep their meaning. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all artifacts, creatures, and lands. They can't be regenerated.",
        "Destroy all artifacts and enchantments.",
        "Destroy all green creatures. They can't be regenerated.",
        "Destroy all nonartifact, nonblack creatures.",
        "Destroy all creatures with power 4 or greater. They can't be regenerated.",
        "Destroy all creatures you don't control. They can't be regenerated.",
        "Destroy all creatures your opponents control.",
        "Destroy all tapped creatures.",
        "When ~ dies, destroy all nonland permanents. They can't be regenerated.",
        "At the beginning of your upkeep, destroy all artifacts and enchantments.",
        "Destroy all creatures.",
        "Destroy all creatures without flying.",
    ],
)
def test_cr701_7a_destroy_all_described_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "Destroy all lands with power 4 or greater.",  # power: creatures only (CR 208.1)
        "Destroy all creatures and creatures.",
        "Destroy all sideways creatures.",
    ],
)
def test_cr701_7a_destroy_all_nonsense_groups_rejected(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


def _cast(t: Table, name: str, land: str, lands: int) -> None:
    t.lands(land, t.alice, lands)
    spell = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, ()))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_7a_perish_destroys_green_creatures_only(ruleset: str) -> None:
    """Perish: both players' green creatures go; a red one and a black one stay."""
    t = Table(ruleset)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    _cast(t, "Perish", "Swamp", 3)
    assert not t.game.is_on_battlefield(elves) and not t.game.is_on_battlefield(bears)
    assert t.game.is_on_battlefield(giant)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Llanowar Elves"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears", "Perish"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_7a_retribution_of_the_meek_reads_power_on_resolution(ruleset: str) -> None:
    """Retribution of the Meek: power 4 or greater, whoever controls it (Serra Angel 4/4 and
    Craw Wurm 6/4 go; Hill Giant 3/3 stays)."""
    t = Table(ruleset)
    angel = t.put("Serra Angel", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    giant = t.put("Hill Giant", t.bob)
    _cast(t, "Retribution of the Meek", "Plains", 3)
    assert not t.game.is_on_battlefield(angel) and not t.game.is_on_battlefield(wurm)
    assert t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_7a_plague_wind_spares_its_controllers_creatures(ruleset: str) -> None:
    """Plague Wind: "creatures you don't control" are Bob's (CR 109.5); indestructible
    Darksteel Myr survives destruction (CR 702.12b); Alice's Grizzly Bears stays."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    myr = t.put("Darksteel Myr", t.bob)
    _cast(t, "Plague Wind", "Swamp", 9)
    assert t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(myr)
    assert not t.game.is_on_battlefield(giant)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_7a_obliterate_destroys_each_listed_type(ruleset: str) -> None:
    """Obliterate: artifacts, creatures and lands (its controller's lands too) go; an
    enchantment stays."""
    t = Table(ruleset)
    myr = t.put("Ornithopter", t.bob)
    giant = t.put("Hill Giant", t.bob)
    forest = t.put("Forest", t.bob)
    anthem = t.put("Glorious Anthem", t.bob)
    _cast(t, "Obliterate", "Mountain", 8)
    state = t.game.state
    assert t.game.is_on_battlefield(anthem)
    for gone in (myr, giant, forest):
        assert not t.game.is_on_battlefield(gone)
    assert not [
        o for o in state.objects.values() if o.zone is Zone.BATTLEFIELD and o.owner == t.alice
    ]
