"""Mana abilities adding several mana of chosen colors (CR 106.1a: the five colors, 106.3:
into the mana pool; 605.1a: an activated ability without a target that could add mana is a
mana ability, and doesn't use the stack, 605.3a): "Add three mana of any one color.", "Add
five mana in any combination of colors." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Add three mana of any one color.",
        "{T}, Pay 2 life: Add two mana of any one color.",
        "{5}, {T}: Add five mana in any combination of colors.",
        "{T}: Add two mana in any combination of colors.",
    ],
)
def test_cr106_1a_mana_of_chosen_colors_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr106_1a_cascading_cataracts_adds_five_mana_of_chosen_colors(ruleset: str) -> None:
    """Cascading Cataracts: "{5}, {T}: Add five mana in any combination of colors." Five
    Plains pay {5}; the five mana, each of its own chosen color, are in Alice's pool at once:
    a mana ability doesn't use the stack (CR 605.3a)."""
    t = Table(ruleset)
    cataracts = t.put("Cascading Cataracts", t.alice)
    t.lands("Plains", t.alice, 5)
    t.begin()
    t.act(ActivateAbility(cataracts, 1), "G", "G", "B", "R", "G")
    assert not t.game.state.stack
    assert t.game.state.mana[t.alice] == {"G": 3, "B": 1, "R": 1}
    assert t.game.obj(cataracts).tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_glistening_sphere_three_of_one_color_once_corrupted(ruleset: str) -> None:
    """Glistening Sphere: "Corrupted — {T}: Add three mana of any one color. Activate only if
    an opponent has three or more poison counters." Refused with Bob at 2 poison counters,
    the state unchanged; with 3, one choice gives three blue mana."""
    t = Table(ruleset, bob_poison=2)
    sphere = t.put("Glistening Sphere", t.alice)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(sphere, 1))
    assert t.game.state == before
    t = Table(ruleset, bob_poison=3)
    sphere = t.put("Glistening Sphere", t.alice)
    t.begin()
    t.act(ActivateAbility(sphere, 1), "U")
    assert not t.game.state.stack
    assert t.game.state.mana[t.alice] == {"U": 3}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr605_1a_several_mana_of_chosen_colors_is_a_mana_ability(ruleset: str) -> None:
    """No target and it adds mana: a mana ability (CR 605.1a), like "{T}: Add {C}"."""
    t = Table(ruleset)
    cataracts = t.put("Cascading Cataracts", t.alice)
    abilities = t.game.obj(cataracts).all_activated
    assert [a.is_mana_ability for a in abilities] == [True, True]
