"""CR 608.2h, 603.7c: "where X is that spell's mana value" in a cast trigger: the mana value of
the spell that triggered it, read as the ability resolves ("~ gets +X/+0 until end of turn",
"target creature gets +X/+0 ..."). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.state import EntityId
from tests.card_table import creature_supported, round_trip
from tests.instruction_play import RULESETS, Table, cast_resolved


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cast an instant or sorcery spell, ~ gets +X/+0 until end of turn, where X "
        "is that spell's mana value.",  # Erratic Cyclops
        "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's "
        "mana value.",  # Manaplasm
        "Whenever you cast a noncreature spell, target creature gets +X/+0 until end of turn, "
        "where X is that spell's mana value.",  # Livaan, Cultist of Tiamat
    ],
)
def test_cr608_2h_that_spells_mana_value_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_no_spell_without_a_cast_trigger() -> None:
    assert not creature_supported(
        "When Testcard enters, you gain X life, where X is that spell's mana value."
    )


def _pt(t: Table, creature: EntityId) -> tuple[int, int]:
    return (t.game.power(creature), t.game.toughness(creature))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_erratic_cyclops_that_spells_mana_value(ruleset: str) -> None:
    """Erratic Cyclops (0/8): Lightning Bolt (mana value 1) makes it 1/8, Divination (3) 4/8;
    a creature spell (Savannah Lions) doesn't trigger it."""
    t = Table(ruleset)
    cyclops = t.put("Erratic Cyclops", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.lands("Island", t.alice, 3)
    t.lands("Plains", t.alice, 1)
    for _ in range(2):
        t.put("Grizzly Bears", t.alice, "library")
    t.begin()
    cast_resolved(t, "Lightning Bolt", t.bob)
    assert _pt(t, cyclops) == (1, 8)
    cast_resolved(t, "Divination")
    assert _pt(t, cyclops) == (4, 8)
    cast_resolved(t, "Savannah Lions")
    assert _pt(t, cyclops) == (4, 8)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_manaplasm_plus_x_plus_x(ruleset: str) -> None:
    """Manaplasm (1/1): Grizzly Bears (mana value 2) makes it 3/3."""
    t = Table(ruleset)
    plasm = t.put("Manaplasm", t.alice)
    t.lands("Forest", t.alice, 2)
    t.begin()
    cast_resolved(t, "Grizzly Bears")
    assert _pt(t, plasm) == (3, 3)
