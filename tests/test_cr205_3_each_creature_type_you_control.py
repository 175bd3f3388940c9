"""CR 205.3, 205.3d: "each Cleric you control", a creature type without a card type: the
creatures and Kindred (Tribal) permanents of that type ("put a +1/+1 counter on each Vampire
you control", CR 122.1a). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.typed_groups import CREATURE_TYPE_HOLDERS, TypedEach
from mtgrules.effects.instructions import PutCounters
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table, cast_resolved


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you gain life, put a +1/+1 counter on each Cleric you control.",  # Minwu
        "Whenever ~ or another creature dies, put a +1/+1 counter on each Vampire you control.",
        "Whenever you gain life, each other Cleric you control gets +1/+1 until end of turn.",
        "{T}: Put a +1/+1 counter on each Goblin you control.",
    ],
)
def test_cr205_3_each_creature_type_round_trip(line: str) -> None:
    round_trip(line)


def test_cr205_3d_creatures_and_kindred_permanents() -> None:
    line = parse_line("Whenever you gain life, put a +1/+1 counter on each Cleric you control.")
    assert isinstance(line, TriggeredLine)
    (step,) = line.sentences[0]
    assert isinstance(step, PutCounters) and isinstance(step.on, TypedEach)
    assert step.on.subtype == "Cleric"
    assert step.on.match.kinds == CREATURE_TYPE_HOLDERS


def _pt(t: Table, creature: EntityId) -> tuple[int, int]:
    return (t.game.power(creature), t.game.toughness(creature))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_minwu_counters_on_each_cleric(ruleset: str) -> None:
    """Minwu, White Mage (a Human Cleric): Sacred Nectar gains Alice 4 life, a +1/+1 counter
    on each Cleric she controls (Minwu 4/4, Bob's Shrine Keeper not), none on her Grizzly Bears."""
    t = Table(ruleset)
    minwu = t.put("Minwu, White Mage", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Shrine Keeper", t.bob)  # a 2/2 Human Cleric
    t.lands("Plains", t.alice, 2)
    t.begin()
    cast_resolved(t, "Sacred Nectar")
    assert t.game.life(t.alice) == 24
    assert (_pt(t, minwu), _pt(t, bears), _pt(t, bobs)) == ((4, 4), (2, 2), (2, 2))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_cordial_vampire_counters_on_each_vampire(ruleset: str) -> None:
    """Cordial Vampire: Shock kills Alice's Grizzly Bears; each Vampire she controls (itself and
    Vampire Nighthawk) gets a +1/+1 counter; Bob's Nighthawk doesn't."""
    t = Table(ruleset)
    cordial = t.put("Cordial Vampire", t.alice)
    nighthawk = t.put("Vampire Nighthawk", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Vampire Nighthawk", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    cast_resolved(t, "Shock", bears)
    assert not t.game.is_on_battlefield(bears)
    assert (_pt(t, cordial), _pt(t, nighthawk), _pt(t, bobs)) == ((2, 2), (3, 4), (2, 3))
