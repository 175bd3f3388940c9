"""Predefined tokens (CR 111.10): "create a Food / Treasure token" makes a token with the
subtype and the abilities the rules give it, played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.tokens import PREDEFINED
from mtgrules.objects import CardType, Zone
from mtgrules.state import GameObject
from tests.instruction_play import RULESETS, Table


def _tokens(t: Table, name: str) -> list[GameObject]:
    return [o for o in t.game.state.objects.values() if o.token and o.name == name]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_bake_into_a_pie_makes_a_food_that_gains_three_life(ruleset: str) -> None:
    """Bake into a Pie: "Destroy target creature. Create a Food token." The Food: "{2}, {T},
    Sacrifice this artifact: You gain 3 life.\""""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 6)
    pie = t.put("Bake into a Pie", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(pie, (ogre,)))
    t.resolve()
    assert not t.game.is_on_battlefield(ogre)
    (food,) = _tokens(t, "Food")
    assert food.types == frozenset({CardType.ARTIFACT}) and food.subtypes == {"Food"}
    assert food.controller == t.alice and not food.colors
    t.act(ActivateAbility(food.id, 0))
    t.resolve()
    assert t.game.life(t.alice) == 23
    assert all(o.zone is not Zone.BATTLEFIELD for o in _tokens(t, "Food"))  # sacrificed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_improvised_weaponry_treasure_adds_one_mana_of_any_color(ruleset: str) -> None:
    """Improvised Weaponry: "deals 2 damage to any target. Create a Treasure token." The
    Treasure: "{T}, Sacrifice this artifact: Add one mana of any color." (a mana ability)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    weaponry = t.put("Improvised Weaponry", t.alice, "hand")
    t.begin()
    t.act(CastSpell(weaponry, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
    (treasure,) = _tokens(t, "Treasure")
    t.act(ActivateAbility(treasure.id, 0), "G")
    assert t.game.state.mana[t.alice] == {"G": 1}
    assert all(o.zone is not Zone.BATTLEFIELD for o in _tokens(t, "Treasure"))


def test_predefined_tokens_the_engine_doesnt_define_stay_unsupported() -> None:
    """A card creating a Powerstone (whose mana has a spending restriction) is unsupported."""
    compiled = compile_face(bundled_database().face("Cityscape Leveler"))
    assert not compiled.supported
    assert "Powerstone" not in PREDEFINED
