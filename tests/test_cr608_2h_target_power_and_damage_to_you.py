"""Amounts known as the spell resolves (CR 608.2h): "you gain life equal to target creature's
power" (the target's power then, not when it was cast) and "the damage dealt to you this turn"
(all the damage dealt to the spell's controller this turn, from the turn's record). Real cards
under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.errors import UnsupportedCardError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You gain life equal to target creature's power.",
        "You gain life equal to target creature's toughness.",
        "You gain life equal to the damage dealt to you this turn.",
        "~ deals damage to target creature you control equal to the damage dealt to you this turn.",
    ],
)
def test_cr608_2h_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_soul_s_grace_gains_the_power_as_it_resolves(ruleset: str) -> None:
    """Soul's Grace on Bob's Gray Ogre (2/2), with Giant Growth (+3/+3) cast on the Ogre in
    response: the power as Soul's Grace resolves is 5."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Forest", t.alice, 1)
    grace = t.put("Soul's Grace", t.alice, "hand")
    growth = t.put("Giant Growth", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(grace, (ogre,)))
    t.act(CastSpell(growth, (ogre,)))
    t.resolve()  # Giant Growth
    t.resolve()  # Soul's Grace
    assert t.game.life(t.alice) == 25 and t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_soul_s_grace_without_its_target_does_nothing(ruleset: str) -> None:
    """Soul's Grace whose only target, a Gray Ogre, died in response (Lightning Bolt): the
    spell doesn't resolve (CR 608.2b), no life is gained."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    t.lands("Mountain", t.alice, 1)
    grace = t.put("Soul's Grace", t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.begin()
    t.act(CastSpell(grace, (ogre,)))
    t.act(CastSpell(bolt, (ogre,)))
    t.resolve()  # Lightning Bolt: the Ogre dies
    assert not t.game.is_on_battlefield(ogre)
    t.resolve()  # Soul's Grace: its target is gone
    assert t.game.life(t.alice) == 20 and not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_simulacrum_gains_and_deals_the_damage_dealt_to_you(ruleset: str) -> None:
    """Simulacrum after Alice was dealt 2 (Shock) and 3 (Lightning Bolt) damage this turn,
    and Bob 2 (Shock, not counted): she gains 5 life and Simulacrum deals 5 damage to her
    Craw Wurm (6/4), which dies."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.lands("Swamp", t.alice, 2)
    shocks = [t.put("Shock", t.alice, "hand") for _ in range(2)]
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    simulacrum = t.put("Simulacrum", t.alice, "hand")
    wurm = t.put("Craw Wurm", t.alice)
    t.begin()
    for spell, target in ((shocks[0], t.alice), (bolt, t.alice), (shocks[1], t.bob)):
        t.act(CastSpell(spell, (target,)))
        t.resolve()
    assert t.game.life(t.alice) == 15 and t.game.life(t.bob) == 18
    t.act(CastSpell(simulacrum, (wurm,)))
    t.resolve()
    assert t.game.life(t.alice) == 20
    assert not t.game.is_on_battlefield(wurm)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_simulacrum_without_damage_dealt_to_you(ruleset: str) -> None:
    """Simulacrum when only Bob was dealt damage this turn: no life, no damage to the Wurm."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Swamp", t.alice, 2)
    shock = t.put("Shock", t.alice, "hand")
    simulacrum = t.put("Simulacrum", t.alice, "hand")
    wurm = t.put("Craw Wurm", t.alice)
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    t.act(CastSpell(simulacrum, (wurm,)))
    t.resolve()
    assert t.game.life(t.alice) == 20 and t.game.life(t.bob) == 18
    assert t.game.is_on_battlefield(wurm)
    assert t.game.state.objects[wurm].damage == 0


def test_target_creatures_power_compiles_for_these_cards() -> None:
    for name in ("Soul's Grace", "Simulacrum"):
        assert bundled_database().compiled(name).supported, name


@pytest.mark.parametrize(
    "text",
    [
        "Target player gains life equal to target creature's power.",
        "You gain life equal to target artifact's power.",
    ],
)
def test_target_power_of_a_second_target_or_a_noncreature_is_not_compiled(text: str) -> None:
    with pytest.raises(UnsupportedCardError):
        compile_text("Test", types=["Instant"], text=text, mana_cost="{W}")
