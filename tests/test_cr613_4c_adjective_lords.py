"""CR 613.4c, 613.1f: static abilities of groups narrowed by an adjective ("Attacking
creatures you control have double strike.", "Unblocked attacking Ninjas you control have
lifelink.", "Other tapped creatures you control have indestructible.", "Other legendary
creatures you control get +2/+2.", "Multicolored creatures you control have trample.",
"Artifacts you control have indestructible."). The group is checked continuously (CR 611.3a):
a creature is in it while it attacks, is unblocked (CR 509.1h), is tapped. Real cards, both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Attacking creatures you control have double strike.",
        "Unblocked attacking Ninjas you control have lifelink.",
        "Other tapped creatures you control have indestructible.",
        "Other legendary creatures you control get +2/+2.",
        "Multicolored creatures you control have trample.",
        "Attacking Pests you control get +1/+1 and have menace.",
        "Attacking non-Human creatures you control get +1/+0 and have trample.",
        "Attacking creature tokens you control have first strike.",
        "Other legendary permanents you control have indestructible.",
        "Other permanents you control have indestructible.",
        "Artifacts you control have indestructible.",
    ],
)
def test_cr613_4c_adjective_lord_round_trips_and_is_supported(line: str) -> None:
    round_trip(line)


def test_cr613_4c_blade_historian_gives_double_strike_to_attackers_only(ruleset: str) -> None:
    """Blade Historian: Grizzly Bears has no double strike before combat; attacking, it has
    it and deals 2 + 2 to Bob; the Historian, which doesn't attack, never has it."""
    t = CombatTable(ruleset)
    historian = t.put("Blade Historian", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    assert not t.obj(bears).has(Keyword.DOUBLE_STRIKE)
    t.attack(bears)
    assert t.obj(bears).has(Keyword.DOUBLE_STRIKE)
    assert not t.obj(historian).has(Keyword.DOUBLE_STRIKE)
    t.finish_combat()
    assert t.game.life(t.bob) == 16


def test_cr509_1h_throatseeker_lifelink_only_when_unblocked(ruleset: str) -> None:
    """Throatseeker (3/2 Ninja) attacks unblocked: lifelink, Alice gains 3 as Bob loses 3."""
    t = CombatTable(ruleset)
    seeker = t.put("Throatseeker", t.alice)
    t.to_attackers()
    t.attack(seeker)
    t.finish_combat()
    assert t.game.life(t.bob) == 17
    assert t.game.life(t.alice) == 23


def test_cr509_1h_throatseeker_blocked_has_no_lifelink(ruleset: str) -> None:
    """Throatseeker blocked by Bob's Hill Giant: not unblocked, no lifelink (Alice stays at
    20 though it deals its 3 damage to the Giant)."""
    t = CombatTable(ruleset)
    seeker = t.put("Throatseeker", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.attack(seeker, blocks=((giant, seeker),))
    assert not t.obj(seeker).has(Keyword.LIFELINK)
    t.finish_combat()
    assert t.game.life(t.alice) == 20
    assert not t.game.is_on_battlefield(giant)


def test_cr613_1f_adept_watershaper_tapped_attacker_survives(ruleset: str) -> None:
    """Adept Watershaper: Grizzly Bears untapped isn't indestructible; attacking (tapped), it
    is, and survives Bob's Hill Giant's 3 damage. Without the Watershaper it dies."""
    t = CombatTable(ruleset)
    t.put("Adept Watershaper", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    assert not t.obj(bears).has(Keyword.INDESTRUCTIBLE)
    t.attack(bears, blocks=((giant, bears),))
    assert t.obj(bears).has(Keyword.INDESTRUCTIBLE)
    t.finish_combat()
    assert t.game.is_on_battlefield(bears)


def test_cr613_1f_without_watershaper_the_bears_die(ruleset: str) -> None:
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.attack(bears, blocks=((giant, bears),))
    t.finish_combat()
    assert not t.game.is_on_battlefield(bears)


def test_cr613_4c_arvad_pumps_other_legendary_creatures_of_its_controller(ruleset: str) -> None:
    """Arvad the Cursed: Alice's Isamaru is 4/4, her Grizzly Bears 2/2, Arvad itself 3/3,
    Bob's Squee, Goblin Nabob 1/1 (not Alice's)."""
    t = CombatTable(ruleset)
    arvad = t.put("Arvad the Cursed", t.alice)
    isamaru = t.put("Isamaru, Hound of Konda", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Squee, Goblin Nabob", t.bob)
    t.main_phase()
    assert (t.game.power(isamaru), t.game.toughness(isamaru)) == (4, 4)
    assert t.game.power(bears) == 2
    assert t.game.power(arvad) == 3
    assert t.game.power(bobs) == 1


def test_cr613_1f_maze_behemoth_gives_trample_to_multicolored(ruleset: str) -> None:
    """Maze Behemoth: Watchwolf (green and white) has trample, Grizzly Bears hasn't."""
    t = CombatTable(ruleset)
    t.put("Maze Behemoth", t.alice)
    wolf = t.put("Watchwolf", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    assert t.obj(wolf).has(Keyword.TRAMPLE)
    assert not t.obj(bears).has(Keyword.TRAMPLE)


def test_cr702_12b_darksteel_forge_artifacts_survive_shatter(ruleset: str) -> None:
    """Darksteel Forge: Alice's Ornithopter is indestructible, a Shatter on it does nothing
    (CR 702.12b); Bob's Ornithopter isn't, and a Shatter destroys it."""
    t = CombatTable(ruleset)
    t.put("Darksteel Forge", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    bobs = t.put("Ornithopter", t.bob)
    t.lands("Mountain", 4)
    t.main_phase()
    assert t.obj(thopter).has(Keyword.INDESTRUCTIBLE)
    assert not t.obj(bobs).has(Keyword.INDESTRUCTIBLE)
    for target in (thopter, bobs):
        t.game.apply(CastSpell(t.put("Shatter", t.alice, "hand"), (target,)))
        t.resolve()
    assert t.game.is_on_battlefield(thopter)
    assert not t.game.is_on_battlefield(bobs)
