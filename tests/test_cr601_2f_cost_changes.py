"""Cost increases and reductions by X (CR 601.2f; 2011: 601.2e): "Spells your opponents cast
cost {2} more to cast.", "This spell costs {X} less to cast, where X is the greatest power
among creatures you control." The total cost is the mana cost (or an alternative cost, CR
118.9) plus additional costs and increases, less reductions; a spell whose total cost can't be
paid isn't cast and the game is left as it was. Played with God-Pharaoh's Statue, Thalia,
Guardian of Thraben, The Great Henge and Ghalta, Primal Hunger under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.effects.alternative_costs import RATHER_THAN
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "Spells your opponents cast cost {1} more to cast.",
        "Spells you cast cost {2} more to cast.",
        "Spells cost {1} more to cast.",
        "Noncreature spells cost {1} more to cast.",
        "Red spells you cast cost {R} more to cast.",
        "~ costs {X} less to cast, where X is the greatest power among creatures you control.",
        "~ costs {X} less to cast, where X is the total power of creatures you control.",
    ],
)
def test_cr601_2f_cost_increase_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_opponents_statue_makes_shock_cost_one_more(ruleset: str) -> None:
    """Bob's God-Pharaoh's Statue: Alice's Shock costs {2}{R}. With two Mountains it isn't
    offered and is refused (game unchanged); with three, all are tapped and Bob takes 2."""
    t = Table(ruleset)
    t.put("God-Pharaoh's Statue", t.bob)
    mountains = t.lands("Mountain", t.alice, 2)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    cast = CastSpell(shock, (t.bob,))
    assert cast not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(cast)
    assert error.value.rule == PAY[ruleset]
    assert t.game.state == before
    mountains += t.lands("Mountain", t.alice, 1)
    assert cast in t.game.legal_actions()
    t.act(cast)
    assert all(t.game.state.objects[m].tapped for m in mountains)
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_own_statue_doesnt_tax_its_controller(ruleset: str) -> None:
    """Alice's own God-Pharaoh's Statue doesn't change her Shock: one Mountain pays it."""
    t = Table(ruleset)
    t.put("God-Pharaoh's Statue", t.alice)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_increase_applies_to_an_alternative_cost(ruleset: str) -> None:
    """CR 118.9d (2011: 117.9d): increases apply to an alternative cost. Bob's Statue makes
    Fireblast's "sacrifice two Mountains" cost {2} too. With one Mountain: refused. With two,
    both are tapped for the {2} (mana abilities come before the costs are paid, CR 601.2g /
    2011 601.2f) and then sacrificed: Bob takes 4."""
    t = Table(ruleset)
    t.put("God-Pharaoh's Statue", t.bob)
    t.lands("Mountain", t.alice, 1)
    blast = t.put("Fireblast", t.alice, "hand")
    t.begin()
    cast = CastSpell(blast, (t.bob,), RATHER_THAN)
    assert cast not in t.game.legal_actions()
    t.lands("Mountain", t.alice, 1)
    assert cast in t.game.legal_actions()
    t.act(cast)
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Fireblast", "Mountain", "Mountain"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_thalia_taxes_noncreature_spells_of_both_players(ruleset: str) -> None:
    """Alice's own Thalia, Guardian of Thraben taxes her too: with one Mountain Shock
    ({R}, noncreature) isn't offered, Raging Goblin ({R}, a creature) is."""
    t = Table(ruleset)
    t.put("Thalia, Guardian of Thraben", t.alice)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    goblin = t.put("Raging Goblin", t.alice, "hand")
    t.begin()
    actions = t.game.legal_actions()
    assert CastSpell(shock, (t.bob,)) not in actions
    assert CastSpell(goblin) in actions
    t.lands("Mountain", t.alice, 1)
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_great_henge_costs_less_by_the_greatest_power(ruleset: str) -> None:
    """The Great Henge ({7}{G}{G}) costs {X} less, X the greatest power among Alice's
    creatures: with Hill Giant (3) three Forests can't pay {4}{G}{G}; with Craw Wurm (6) too,
    they pay {1}{G}{G}. Bob's bigger creature doesn't count."""
    t = Table(ruleset)
    forests = t.lands("Forest", t.alice, 3)
    t.put("Hill Giant", t.alice)
    t.put("Force of Nature", t.bob)  # 8/8, not Alice's
    henge = t.put("The Great Henge", t.alice, "hand")
    t.begin()
    assert CastSpell(henge) not in t.game.legal_actions()
    t.put("Craw Wurm", t.alice)
    assert CastSpell(henge) in t.game.legal_actions()
    t.act(CastSpell(henge))
    assert all(t.game.state.objects[f].tapped for f in forests)
    t.resolve()
    assert "The Great Henge" in t.zone_of(t.alice, Zone.BATTLEFIELD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7d_ghalta_reduction_never_takes_colored_mana(ruleset: str) -> None:
    """Ghalta, Primal Hunger ({10}{G}{G}) with creatures of total power 11: the reduction
    takes the whole generic part and no more (CR 118.7d; 2011: 117.7d): one Forest can't
    pay {G}{G}, two can."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    for name in ("Craw Wurm", "Hill Giant", "Grizzly Bears"):
        t.put(name, t.alice)
    ghalta = t.put("Ghalta, Primal Hunger", t.alice, "hand")
    t.begin()
    assert CastSpell(ghalta) not in t.game.legal_actions()
    t.lands("Forest", t.alice, 1)
    t.act(CastSpell(ghalta))
    t.resolve()
    assert "Ghalta, Primal Hunger" in t.zone_of(t.alice, Zone.BATTLEFIELD)
