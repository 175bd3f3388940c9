"""CR 601.2f (2011: 601.2e): static abilities of a player's permanents that reduce the cost of
the spells that player casts: "Red spells you cast cost {1} less to cast." (Ruby Medallion),
"Spells you cast that target a creature cost {2} less to cast." (Killian, Ink Duelist). Only
generic mana is reduced (CR 118.7d); an opponent's spells aren't. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Red spells you cast cost {1} less to cast.",
        "Noncreature spells you cast cost {1} less to cast.",
        "Black creature spells you cast cost {1} less to cast.",
        "Instant and sorcery spells you cast cost {1} less to cast.",
        "Enchantment spells you cast cost {1} less to cast.",
        "Spells you cast that target a creature cost {2} less to cast.",
    ],
)
def test_cr601_2f_spells_cost_less_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_ruby_medallion_reduces_red_spells_of_its_controller(ruleset: str) -> None:
    """Ruby Medallion: Hill Giant ({3}{R}) costs {2}{R}: three Mountains cast it. A green
    spell isn't reduced, and Bob's Medallion does nothing for Alice."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    giant = t.put("Hill Giant", t.alice, "hand")
    t.put("Ruby Medallion", t.bob)
    t.begin()
    assert CastSpell(giant, ()) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(giant, ()))
    assert t.game.state == before
    t.put("Ruby Medallion", t.alice)
    assert CastSpell(giant, ()) in t.game.legal_actions()
    t.act(CastSpell(giant, ()))
    t.resolve()
    assert "Hill Giant" in [o.name for o in t.game.state.battlefield()]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7d_a_medallion_never_reduces_colored_mana(ruleset: str) -> None:
    """Shock ({R}) still costs {R} with Ruby Medallion: a Forest can't pay it."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    t.put("Ruby Medallion", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    assert CastSpell(shock, (t.bob,)) not in t.game.legal_actions()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_killian_reduces_spells_that_target_a_creature(ruleset: str) -> None:
    """Killian, Ink Duelist: Lightning Strike ({1}{R}) aimed at a creature costs {R} (one
    Mountain pays); aimed at Bob it costs {1}{R} (one Mountain can't)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.put("Killian, Ink Duelist", t.alice)
    strike = t.put("Lightning Strike", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    legal = t.game.legal_actions()
    assert CastSpell(strike, (bears,)) in legal
    assert CastSpell(strike, (t.bob,)) not in legal
    t.act(CastSpell(strike, (bears,)))
    t.resolve()
    assert bears not in t.game.state.objects
