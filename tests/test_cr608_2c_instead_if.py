"""CR 608.2c: "~ deals 2 damage to any target. ~ deals 4 damage instead if [condition].":
the second sentence replaces the first when its condition is true as the spell resolves.
Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.effects.conditions import IfCondition
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr608_2c_instead_if_round_trips() -> None:
    round_trip("~ deals 4 damage instead if you control three or more artifacts.")


def test_cr608_2c_galvanic_blast_is_one_conditional_instruction() -> None:
    """The two sentences become one instruction: 4 damage if the condition holds, else 2."""
    card = bundled_database().card("Galvanic Blast")
    assert card.spell is not None
    (step,) = card.spell.effect
    assert isinstance(step, IfCondition)
    assert [s.amount for s in step.then] == [4]  # type: ignore[union-attr]
    assert [s.amount for s in step.otherwise] == [2]  # type: ignore[union-attr]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("artifacts", "damage"), [(2, 2), (3, 4)])
def test_cr608_2c_galvanic_blast_metalcraft(ruleset: str, artifacts: int, damage: int) -> None:
    """Galvanic Blast: "~ deals 2 damage to any target. Metalcraft — ~ deals 4 damage
    instead if you control three or more artifacts." Two Ornithoppters: 2; three: 4."""
    t = Table(ruleset)
    t.put("Mountain", t.alice)
    for _ in range(artifacts):
        t.put("Ornithopter", t.alice)
    blast = t.put("Galvanic Blast", t.alice, "hand")
    t.begin()
    t.act(CastSpell(blast, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 20 - damage
