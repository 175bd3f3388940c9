"""Restrictions on activating an ability (CR 602.5b) printed as a word or counted:

* Power-up (its reminder text: "Activate each power-up ability only once. Reduce the cost by
  its mana cost if it entered this turn."; a cost reduction, CR 601.2f, 118.7c-d). Played
  with Brave Brawler ({1}{W}; "Power-up — {4}{W}: Put two +1/+1 counters on ~.").
* "Activate no more than three times each turn." (Sewer Rats) / "... twice each turn."
  (Vampire Bats).

Both rulesets; printed after 2011, power-up applies under the 2011 rules too."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.mana import ManaCost
from mtgrules.rules.activation_words import reduced
from tests.activation_play import refused, to_main_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "Power-up — {4}{W}: Put two +1/+1 counters on ~.",
        "Power-up — {4}{R}: Put two +1/+1 counters on ~. It deals 1 damage to any target.",
        "{B}, Pay 1 life: ~ gets +1/+0 until end of turn. Activate no more than three times "
        "each turn.",
        "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn.",
    ],
)
def test_cr602_5b_power_up_and_counted_round_trip(line: str) -> None:
    round_trip(line)


def test_cr118_7d_colored_reduction_beyond_colored_reduces_generic() -> None:
    """{1}{G} off {5}{R}: the green has no green to reduce, so it reduces generic."""
    cost = reduced(ManaCost(generic=5, colored=("R",)), ManaCost(generic=1, colored=("G",)))
    assert cost == ManaCost(generic=3, colored=("R",))
    hybrid = reduced(ManaCost(generic=4, hybrid=("GU",)), ManaCost(generic=1, colored=("U",)))
    assert hybrid == ManaCost(generic=3)
    assert reduced(ManaCost(generic=1), ManaCost(generic=3, colored=("W",))) == ManaCost()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_power_up_costs_its_mana_cost_less_the_turn_it_entered(ruleset: str) -> None:
    """Brave Brawler cast this turn ({1}{W}): its power-up costs {3} and gives two counters;
    a second activation is refused (only once)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    card = t.put("Brave Brawler", t.alice, "hand")
    t.begin()
    events = t.game.apply(CastSpell(card))
    t.resolve()
    brawler = next(o.id for o in t.game.state.objects.values() if o.name == "Brave Brawler")
    assert events and t.game.is_on_battlefield(brawler)
    t.game.apply(ActivateAbility(brawler, 0))
    untapped = [o for o in t.game.state.objects.values() if o.name == "Plains" and not o.tapped]
    assert untapped == []  # {1}{W} then {3}: all five Plains
    t.resolve()
    assert t.game.obj(brawler).counters.get("+1/+1") == 2
    t.lands("Plains", t.alice, 5)
    assert "only once" in refused(t, ActivateAbility(brawler, 0), "602.5b")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_power_up_full_cost_when_it_did_not_enter_this_turn(ruleset: str) -> None:
    """A Brawler already on the battlefield, and one Alice gained control of this turn (it
    didn't enter), can't power up with three Plains; with five it can."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    mine = t.put("Brave Brawler", t.alice)
    taken = t.put("Brave Brawler", t.bob)
    t.begin()
    t.game.set_controller(taken, t.alice)
    refused(t, ActivateAbility(mine, 0), PAY[ruleset])
    refused(t, ActivateAbility(taken, 0), PAY[ruleset])
    t.lands("Plains", t.alice, 2)
    t.game.apply(ActivateAbility(taken, 0))
    t.resolve()
    assert t.game.obj(taken).counters.get("+1/+1") == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_no_more_than_three_times_each_turn(ruleset: str) -> None:
    """Sewer Rats pumps three times (4/1, Alice at 17); the fourth is refused; in Alice's next
    turn it can be activated again."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    rats = t.put("Sewer Rats", t.alice)
    t.begin()
    for _ in range(3):
        t.game.apply(ActivateAbility(rats, 0))
        t.resolve()
    assert t.game.power(rats) == 4 and t.game.state.life_of(t.alice) == 17
    assert "3 times" in refused(t, ActivateAbility(rats, 0), "602.5b")
    to_main_of(t, t.alice)
    t.game.apply(ActivateAbility(rats, 0))
    t.resolve()
    assert t.game.power(rats) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr602_5b_no_more_than_twice_each_turn(ruleset: str) -> None:
    """Vampire Bats: 0/1, pumped twice to 2/1; the third activation is refused."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    bats = t.put("Vampire Bats", t.alice)
    t.begin()
    for _ in range(2):
        t.game.apply(ActivateAbility(bats, 0))
        t.resolve()
    assert t.game.power(bats) == 2
    refused(t, ActivateAbility(bats, 0), "602.5b")
