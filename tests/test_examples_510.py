"""The CR 2011 510 examples as the demo plays them, with the examples' numbers."""

from __future__ import annotations

import pytest

from mtgrules import combat_examples as combat

EXPECTED = {
    ("cr2011", "vastwood_gorger"): "legal assignments Guardian/Elves: 3/2, 4/1, 5/0",
    (
        "current",
        "vastwood_gorger",
    ): "legal assignments Guardian/Elves: 0/5, 1/4, 2/3, 3/2, 4/1, 5/0",
    ("cr2011", "gorger_giant_growth"): "legal assignments Guardian/Elves: only one",
    ("cr2011", "gorger_mending_hands"): "legal assignments Guardian/Elves: 3/2, 4/1, 5/0",
}


@pytest.mark.parametrize(("ruleset", "name"), sorted(EXPECTED))
def test_510_1c_examples_list_the_legal_assignments(ruleset: str, name: str) -> None:
    _, _, summary = getattr(combat, name)(ruleset)
    assert summary.startswith(EXPECTED[(ruleset, name)])


def test_510_1c_baloth_and_boars_example_is_legal(ruleset: str) -> None:
    _, _, summary = combat.baloth_and_boars(ruleset)
    assert summary.endswith(
        "dies: Trained Armodon, Foriysian Brigade, Silverback Ape, Goblin Piker (2/1)"
    )


def test_510_2_mogg_fanatic_both_branches(ruleset: str) -> None:
    assert combat.hawk_fanatic_sacrificed(ruleset)[2] == (
        "Hawk off the battlefield, Piker alive with 0 damage, Bob at 20 life"
    )
    assert combat.hawk_fanatic_stays(ruleset)[2] == (
        "Hawk on the battlefield, Piker dead with - damage, Bob at 19 life"
    )
