"""CR 611.3a, 613: a static ability of a group with a condition ("As long as you have 5 or
less life, other creatures you control get +1/+4.", "Creatures you control get +3/+0 as long
as you control three or more artifacts.") applies while the condition is true, checked
continuously, and stops the moment it isn't. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "As long as you have 5 or less life, other creatures you control get +1/+4.",
        "As long as you have 5 or less life, other creatures you control have vigilance.",
        "Creatures you control get +3/+0 as long as you control three or more artifacts.",
        "As long as ~ is tapped, creatures you control have menace and deathtouch.",
        "As long as ~ is equipped, Cat creatures you control get +2/+2 and have double strike.",
        "As long as you have one or fewer cards in hand, Minotaurs you control get +2/+0.",
        "Creatures you control get +1/+1 and have trample as long as you gained life this turn.",
    ],
)
def test_cr611_3a_conditional_group_round_trips_and_is_supported(line: str) -> None:
    round_trip(line)


def test_cr611_3a_gavony_ironwright_follows_its_controllers_life(ruleset: str) -> None:
    """Gavony Ironwright (fateful hour): Alice's Grizzly Bears is 2/2 at 6 life, 3/6 at 5,
    2/2 again at 6; the Ironwright itself stays 1/4; Bob's life doesn't count."""
    t = CombatTable(ruleset)
    ironwright = t.put("Gavony Ironwright", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Grizzly Bears", t.bob)
    t.game.set_life(t.alice, 6)
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    t.game.lose_life(t.alice, 1)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 6)
    assert (t.game.power(ironwright), t.game.toughness(ironwright)) == (1, 4)
    assert t.game.toughness(bobs) == 2
    t.game.gain_life(t.alice, 1)
    assert t.game.toughness(bears) == 2
    t.game.set_life(t.bob, 1)
    assert t.game.toughness(bears) == 2


def test_cr611_3a_jor_kadeen_metalcraft(ruleset: str) -> None:
    """Jor Kadeen (5/4): two artifacts, 5/4; a third cast and resolved, Jor Kadeen 8/4, and the
    Bears 5/2; Bob's artifacts don't count."""
    t = CombatTable(ruleset)
    jor = t.put("Jor Kadeen, the Prevailer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    for _ in range(3):
        t.put("Ornithopter", t.bob)
    t.put("Ornithopter", t.alice)
    t.put("Ornithopter", t.alice)
    t.main_phase()
    assert t.game.power(jor) == 5
    thopter = t.put("Ornithopter", t.alice, "hand")
    t.game.apply(CastSpell(thopter))
    assert t.game.power(jor) == 5  # on the stack, not an artifact Alice controls (CR 110.1)
    t.resolve()
    assert t.game.power(jor) == 8
    assert t.game.power(bears) == 5


@pytest.mark.parametrize("tapped", [False, True])
def test_cr611_3a_corrupted_key_while_tapped(ruleset: str, tapped: bool) -> None:
    """Corrupted Key: Grizzly Bears has menace and deathtouch only while the Key is tapped."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.add_card_def(
        bundled_database().card("Corrupted Key"), owner=t.alice, zone="battlefield", tapped=tapped
    )
    t.main_phase()
    assert t.obj(bears).has(Keyword.DEATHTOUCH) is tapped
    assert t.obj(bears).has(Keyword.MENACE) is tapped


def test_cr611_3a_neheb_with_one_or_fewer_cards_in_hand(ruleset: str) -> None:
    """Neheb, the Worthy (2/2): Alice holds two Shocks, Neheb is 2/2; as she casts one, she
    holds one card and Neheb is 4/2."""
    t = CombatTable(ruleset)
    neheb = t.put("Neheb, the Worthy", t.alice)
    shock = t.put("Shock", t.alice, "hand")
    t.put("Shock", t.alice, "hand")
    t.put("Mountain", t.alice)
    t.main_phase()
    assert t.game.power(neheb) == 2
    t.game.apply(CastSpell(shock, (t.bob,)))
    assert t.game.power(neheb) == 4
    t.resolve()
    assert t.game.life(t.bob) == 18
