"""CR 601.2f (2011: 601.2e): cost changes for groups of spells: "Beast spells you cast cost
{1} less to cast." (Krosan Warchief), "Blue spells and red spells ..." (Nightscape Familiar),
"Aura and Equipment spells ..." (Danitha Capashen, Paragon), "Creature spells you cast cost
{X} less to cast, where X is the amount of life you gained this turn." (Ezzaroot Channeler),
"The first creature spell you cast each turn costs {2} less to cast." (Shadow in the Warp),
"The second spell you cast each turn ..." (Alisaie Leveilleur). Reductions take off generic mana
only; a cast the changed cost can't pay is refused, the game unchanged. Both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Beast spells you cast cost {1} less to cast.",
        "Aura and Equipment spells you cast cost {1} less to cast.",
        "Blue spells and red spells you cast cost {1} less to cast.",
        "Cleric, Rogue, Warrior, and Wizard spells you cast cost {1} less to cast.",
        "Creature spells you cast cost {X} less to cast, where X is the amount of life you "
        "gained this turn.",
        "The first creature spell you cast each turn costs {2} less to cast.",
        "The second spell you cast each turn costs {2} less to cast.",
        "Spells your opponents cast during your turn cost {1} more to cast.",
        "Spells you cast cost {1} less to cast.",
    ],
)
def test_cr601_2f_group_spell_costs_round_trip(line: str) -> None:
    round_trip(line)


def _refused(t: Table, action: CastSpell) -> None:
    """``action`` isn't offered, and applying it is refused with the game unchanged."""
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(action)
    assert t.game.state == before


def _on_battlefield(t: Table, name: str) -> int:
    return sum(1 for o in t.game.state.battlefield() if o.name == name)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_krosan_warchief_reduces_beast_spells_only(ruleset: str) -> None:
    """Krosan Warchief: Rumbling Baloth (a Beast, {2}{G}{G}) costs {1}{G}{G}, three Forests;
    Craw Wurm (a Wurm, {4}{G}{G}) isn't reduced: five Forests can't cast it."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    t.put("Krosan Warchief", t.alice)
    baloth = t.put("Rumbling Baloth", t.alice, "hand")
    wurm = t.put("Craw Wurm", t.alice, "hand")
    t.begin()
    t.act(CastSpell(baloth, ()))
    t.resolve()
    assert _on_battlefield(t, "Rumbling Baloth") == 1
    t.lands("Forest", t.alice, 5)
    _refused(t, CastSpell(wurm, ()))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_a_reduction_is_its_controllers_only(ruleset: str) -> None:
    """Bob's Krosan Warchief doesn't reduce Alice's Rumbling Baloth: three Forests can't."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    t.put("Krosan Warchief", t.bob)
    baloth = t.put("Rumbling Baloth", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(baloth, ()))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_nightscape_familiar_reduces_blue_and_red_spells(ruleset: str) -> None:
    """Nightscape Familiar: Hill Giant ({3}{R}) costs {2}{R}; Grizzly Bears (green, {1}{G})
    still costs {1}{G}: one Forest can't."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.lands("Forest", t.alice, 1)
    t.put("Nightscape Familiar", t.alice)
    giant = t.put("Hill Giant", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.begin()
    t.act(CastSpell(giant, ()))
    t.resolve()
    assert _on_battlefield(t, "Hill Giant") == 1
    _refused(t, CastSpell(bears, ()))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_danitha_reduces_generic_mana_of_aura_and_equipment(ruleset: str) -> None:
    """Danitha Capashen, Paragon: Bonesplitter ({1}) costs {0}; Holy Strength ({W}) keeps
    its {W}: with no land it can't be cast (generic mana only)."""
    t = Table(ruleset)
    t.put("Danitha Capashen, Paragon", t.alice)
    splitter = t.put("Bonesplitter", t.alice, "hand")
    strength = t.put("Holy Strength", t.alice, "hand")
    t.begin()
    t.act(CastSpell(splitter, ()))
    t.resolve()
    assert _on_battlefield(t, "Bonesplitter") == 1
    danitha = next(o.id for o in t.game.state.battlefield() if o.name.startswith("Danitha"))
    _refused(t, CastSpell(strength, (danitha,)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_shadow_in_the_warp_reduces_the_first_creature_spell(ruleset: str) -> None:
    """Shadow in the Warp: the first Hill Giant costs {1}{R} (two of five Mountains); the
    second costs {3}{R} again: the three Mountains left can't pay it."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.put("Shadow in the Warp", t.alice)
    first = t.put("Hill Giant", t.alice, "hand")
    second = t.put("Hill Giant", t.alice, "hand")
    t.begin()
    t.act(CastSpell(first, ()))
    t.resolve()
    assert _on_battlefield(t, "Hill Giant") == 1
    _refused(t, CastSpell(second, ()))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_alisaie_reduces_the_second_spell(ruleset: str) -> None:
    """Alisaie Leveilleur: with three Mountains, Hill Giant ({3}{R}) can't be Alice's first
    spell; after Shock, as her second spell, it costs {1}{R}."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Alisaie Leveilleur", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    giant = t.put("Hill Giant", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(giant, ()))
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    t.act(CastSpell(giant, ()))
    t.resolve()
    assert _on_battlefield(t, "Hill Giant") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_ezzaroot_channeler_reduces_by_life_gained(ruleset: str) -> None:
    """Ezzaroot Channeler: Hill Giant ({3}{R}) is refused with one Mountain; after Healing
    Salve gains Alice 3 life, it costs {R}."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    t.put("Ezzaroot Channeler", t.alice)
    salve = t.put("Healing Salve", t.alice, "hand")
    giant = t.put("Hill Giant", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(giant, ()))
    t.act(CastSpell(salve, (t.alice,)), (0,))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 23
    t.act(CastSpell(giant, ()))
    t.resolve()
    assert _on_battlefield(t, "Hill Giant") == 1


def test_cr601_2f_colored_reduction_round_trip() -> None:
    round_trip("~ costs {G} less to cast for each green creature you control.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_khalni_hydra_reduces_its_green_requirement(ruleset: str) -> None:
    """Khalni Hydra ({G}x8) with three Grizzly Bears (green) and a Hill Giant (red): it
    costs {G}x5: four Forests can't pay it, five can."""
    t = Table(ruleset)
    for _ in range(3):
        t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.alice)
    t.lands("Forest", t.alice, 4)
    hydra = t.put("Khalni Hydra", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(hydra, ()))
    t.lands("Forest", t.alice, 1)
    t.act(CastSpell(hydra, ()))
    t.resolve()
    assert _on_battlefield(t, "Khalni Hydra") == 1
    assert all(o.tapped for o in t.game.state.battlefield() if o.name == "Forest")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_a_colored_reduction_stops_at_nothing(ruleset: str) -> None:
    """Nine green creatures take off more than Khalni Hydra's eight {G}: it costs {0}."""
    t = Table(ruleset)
    for _ in range(9):
        t.put("Grizzly Bears", t.alice)
    hydra = t.put("Khalni Hydra", t.alice, "hand")
    t.begin()
    t.act(CastSpell(hydra, ()))
    t.resolve()
    assert _on_battlefield(t, "Khalni Hydra") == 1
