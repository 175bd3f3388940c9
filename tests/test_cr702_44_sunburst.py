"""CR 702.44a (2011: 702.42a): sunburst, "This permanent enters with a +1/+1 counter on it
(a charge counter if it isn't a creature) for each color of mana spent to cast it"; only
entering from the stack (CR 702.44b). Real cards, played under both rulesets."""

from __future__ import annotations

from mtgrules.actions import ActivateAbility
from mtgrules.events import CountersPut
from mtgrules.objects import PLUS_ONE
from mtgrules.rules.sunburst import CHARGE
from tests.amounts_2_play import cast_and_resolve
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def test_cr702_44a_sunburst_round_trips() -> None:
    round_trip("Sunburst")


def test_cr702_44a_creature_enters_with_a_counter_per_color(ruleset: str) -> None:
    """Lunar Avenger ({7}, 2/2) paid with four colors (and three more of them): four +1/+1
    counters, a 6/6; the counters' rule is the edition's sunburst rule."""
    t = CombatTable(ruleset)
    for land in ("Mountain", "Plains", "Island", "Swamp", "Mountain", "Plains", "Island"):
        t.put(land, t.alice)
    t.main_phase()
    cast_and_resolve(t, "Lunar Avenger")
    avenger = t.named("Lunar Avenger")
    assert avenger.counter(PLUS_ONE) == 4
    assert avenger.counter(CHARGE) == 0
    assert (avenger.current_power(), avenger.current_toughness()) == (6, 6)
    rule = "702.44a" if ruleset == "current" else "702.42a"
    put = [e for e in t.game.log if isinstance(e, CountersPut) and e.permanent == avenger.id]
    assert [(e.amount, e.rule) for e in put] == [(4, rule)]


def test_cr702_44a_one_color_is_one_counter(ruleset: str) -> None:
    """Lunar Avenger paid with seven Mountains: one color, one counter (a 3/3)."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 7)
    t.main_phase()
    cast_and_resolve(t, "Lunar Avenger")
    assert t.named("Lunar Avenger").counter(PLUS_ONE) == 1


def test_cr702_44a_noncreature_gets_charge_counters(ruleset: str) -> None:
    """Heliophial ({5}, an artifact) paid with all five colors: five charge counters; then
    "{2}, Sacrifice: It deals damage equal to the number of charge counters on it to any
    target" deals 5 to Bob."""
    t = CombatTable(ruleset)
    for land in ("Mountain", "Plains", "Island", "Swamp", "Forest", "Mountain", "Mountain"):
        t.put(land, t.alice)
    t.main_phase()
    cast_and_resolve(t, "Heliophial")
    phial = t.named("Heliophial")
    assert phial.counter(CHARGE) == 5 and phial.counter(PLUS_ONE) == 0
    t.game.apply(ActivateAbility(phial.id, 0, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 15


def test_cr702_44b_put_onto_the_battlefield_gets_no_counters(ruleset: str) -> None:
    """Not entering from the stack (put onto the battlefield), Clearwater Goblet has no
    charge counter."""
    t = CombatTable(ruleset)
    goblet = t.put("Clearwater Goblet", t.alice)
    assert t.obj(goblet).counter(CHARGE) == 0
