"""CR 700.5: a player's devotion to a color is the number of mana symbols of that color among
the mana costs of the permanents they control; CR 700.5a: devotion to two colors counts each
symbol that is either color once (a hybrid {R/W} once). The Gods of Theros: "As long as your
devotion to red is less than five, Purphoros isn't a creature." (layer 4, CR 613.1d), checked
continuously (CR 611.3a). The 2011 rules have no devotion: today's rule under both rulesets.
Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.errors import RulesError
from mtgrules.rules.devotion import devotion
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "As long as your devotion to red is less than five, ~ isn't a creature.",
        "As long as your devotion to white and blue is less than seven, ~ isn't a creature.",
    ],
)
def test_cr700_5_god_line_round_trips_and_is_supported(line: str) -> None:
    round_trip(line)


def test_cr700_5a_a_color_named_twice_is_refused() -> None:
    with pytest.raises(ClauseError, match="named twice"):
        parse_line(
            "As long as your devotion to red and red is less than seven, ~ isn't a creature."
        )


def test_cr700_5_purphoros_becomes_a_creature_at_five(ruleset: str) -> None:
    """Purphoros ({3}{R}), Goblin Chieftain ({1}{R}{R}), Gray Ogre ({2}{R}): devotion 4,
    Purphoros isn't a creature; Raging Goblin ({R}) enters: 5, it is (and its trigger deals 2
    to Bob); Shock kills the Chieftain: 3, it isn't any more. Bob's red permanents don't
    count."""
    t = CombatTable(ruleset)
    purphoros = t.put("Purphoros, God of the Forge", t.alice)
    chieftain = t.put("Goblin Chieftain", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Goblin Chieftain", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    assert devotion(t.game.state, t.alice, "red") == 4
    assert not t.obj(purphoros).is_creature
    goblin = t.put("Raging Goblin", t.alice, "hand")
    t.game.apply(CastSpell(goblin))
    t.resolve()  # the Goblin enters: Purphoros's trigger goes on the stack
    assert t.obj(purphoros).is_creature
    assert t.game.power(purphoros) == 6
    t.resolve()
    assert t.game.life(t.bob) == 18
    t.game.apply(CastSpell(t.put("Shock", t.alice, "hand"), (chieftain,)))
    t.resolve()
    assert not t.game.is_on_battlefield(chieftain)
    assert devotion(t.game.state, t.alice, "red") == 3
    assert not t.obj(purphoros).is_creature


def test_cr700_5_a_god_that_isnt_a_creature_cant_attack(ruleset: str) -> None:
    """Purphoros alone (devotion 1) can't be declared as an attacker (CR 508.1a: creatures
    only); the game is as it was."""
    t = CombatTable(ruleset)
    purphoros = t.put("Purphoros, God of the Forge", t.alice)
    t.to_attackers()
    before = t.game.state.objects[purphoros].types
    with pytest.raises(RulesError):
        t.game.apply(DeclareAttackers(((purphoros, t.bob),)))
    assert t.game.state.objects[purphoros].types == before
    assert t.asked().kind == "declare attackers"


def test_cr700_5a_hybrid_symbols_count_once_for_two_colors(ruleset: str) -> None:
    """Iroas ({2}{R}{W}) and Blade Historian ({R/W}{R/W}{R/W}{R/W}): devotion to red and white
    6 (each hybrid symbol once), Iroas isn't a creature; with Goblin Chieftain ({1}{R}{R}),
    8: it is, a 7/4 that attacks with double strike (the Historian) for 14."""
    t = CombatTable(ruleset)
    iroas = t.put("Iroas, God of Victory", t.alice)
    t.put("Blade Historian", t.alice)
    t.main_phase()
    assert devotion(t.game.state, t.alice, "red and white") == 6
    assert not t.obj(iroas).is_creature
    chieftain = t.put("Goblin Chieftain", t.alice, "hand")
    t.lands("Mountain", 3)
    t.game.apply(CastSpell(chieftain))
    t.resolve()
    assert devotion(t.game.state, t.alice, "red and white") == 8
    assert t.obj(iroas).is_creature
    t.attack(iroas)
    t.finish_combat()
    assert t.game.life(t.bob) == 6
