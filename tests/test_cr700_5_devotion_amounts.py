"""CR 700.5: devotion as an amount, counted as the instruction is carried out (CR 608.2h):
"you gain life equal to your devotion to green", "it deals damage to each opponent equal to
your devotion to red", "each opponent loses X life, where X is your devotion to black" (CR
107.3). Only the mana symbols among the costs of the permanents the player controls count.
The 2011 rules have no devotion: today's rule under both rulesets. Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, you gain life equal to your devotion to green.",
        "When ~ enters, it deals damage to each opponent equal to your devotion to red.",
        "When ~ enters, each opponent loses X life, where X is your devotion to black.",
        "You draw X cards and you lose X life, where X is your devotion to black.",
        "~ deals damage to each creature with flying equal to your devotion to green.",
        "Target creature gets +X/+X until end of turn, where X is your devotion to green.",
        "You gain life equal to your devotion to white and blue.",
    ],
)
def test_cr700_5_devotion_amount_lines_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


def test_cr700_5a_a_devotion_amount_to_a_color_named_twice_is_refused() -> None:
    with pytest.raises(ClauseError, match="named twice"):
        parse_line("You gain life equal to your devotion to green and green.")


def _cast_and_resolve_trigger(t: CombatTable, name: str) -> None:
    """Cast ``name`` from Alice's hand, resolve it, then its enters trigger."""
    t.game.apply(CastSpell(t.put(name, t.alice, "hand")))
    t.resolve()  # the creature enters: its trigger goes on the stack
    t.resolve()


def test_cr700_5_nyleas_disciple_gains_life_equal_to_devotion_to_green(ruleset: str) -> None:
    """Nylea's Disciple ({2}{G}{G}) and Alice's Llanowar Elves ({G}): devotion 3 when the
    trigger resolves (the Disciple counts itself); Bob's Elves and Alice's Gray Ogre don't."""
    t = CombatTable(ruleset)
    t.put("Llanowar Elves", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Llanowar Elves", t.bob)
    t.lands("Forest", 4)
    t.main_phase()
    _cast_and_resolve_trigger(t, "Nylea's Disciple")
    assert t.game.life(t.alice) == 23
    assert t.game.life(t.bob) == 20


def test_cr700_5_fanatic_of_mogis_deals_damage_equal_to_devotion_to_red(ruleset: str) -> None:
    """Fanatic of Mogis ({3}{R}) and Goblin Chieftain ({1}{R}{R}): 3 damage to Bob."""
    t = CombatTable(ruleset)
    t.put("Goblin Chieftain", t.alice)
    t.put("Goblin Chieftain", t.bob)
    t.lands("Mountain", 4)
    t.main_phase()
    _cast_and_resolve_trigger(t, "Fanatic of Mogis")
    assert t.game.life(t.bob) == 17
    assert t.game.life(t.alice) == 20


def test_cr700_5_gray_merchant_drains_by_devotion_to_black(ruleset: str) -> None:
    """Gray Merchant of Asphodel ({3}{B}{B}) and Sengir Vampire ({3}{B}{B}): X is 4, Bob
    loses 4 and Alice gains the 4 lost."""
    t = CombatTable(ruleset)
    t.put("Sengir Vampire", t.alice)
    t.lands("Swamp", 5)
    t.main_phase()
    _cast_and_resolve_trigger(t, "Gray Merchant of Asphodel")
    assert t.game.life(t.bob) == 16
    assert t.game.life(t.alice) == 24
