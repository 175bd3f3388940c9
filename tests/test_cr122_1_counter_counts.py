"""Counters counted and counters with rules (CR 122.1; 2011: 121.1), played with real cards
under both rulesets:

- "the number of pressure counters on it", "for each -1/-1 counter on it": counted as the
  instruction is carried out (CR 608.2h), on the source as it last existed on the battlefield
  when it has left it (sacrificed as a cost, died);
- "draw a card for each creature you control with a +1/+1 counter on it";
- named kinds of counters ("an oil counter", "an infection counter") only count;
- keyword counters give their keyword (CR 122.1b), for as long as the counter stays.
"""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.events import DamageDealt
from mtgrules.objects import MINUS_ONE, PLUS_ONE, Keyword, Zone
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


def _hand_size(t: Table) -> int:
    return len(
        [o for o in t.game.state.objects.values() if o.zone is Zone.HAND and o.owner == t.alice]
    )


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("pressure", [3, 0])
def test_cr608_2h_magma_mine_counts_the_counters_it_had_as_it_was_sacrificed(
    ruleset: str, pressure: int
) -> None:
    """Magma Mine: "{T}, Sacrifice ~: It deals damage equal to the number of pressure
    counters on it to any target." Sacrificed as a cost, it is counted as it last existed:
    three counters, 3 damage to Bob; none, no damage."""
    t = Table(ruleset)
    mine = t.put("Magma Mine", t.alice)
    if pressure:
        t.game.state.objects[mine].counters["pressure"] = pressure
    t.begin()
    t.act(ActivateAbility(mine, 1, (t.bob,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Magma Mine"]
    events = t.resolve()
    assert [e.amount for e in events if isinstance(e, DamageDealt)] == (
        [pressure] if pressure else []
    )
    assert t.game.life(t.bob) == 20 - pressure


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_aria_of_flame_puts_a_verse_counter_then_counts_them(ruleset: str) -> None:
    """Aria of Flame with two verse counters; Alice casts Shock at Bob's Grizzly Bears: the
    trigger puts a third verse counter on it, then it deals 3 damage to target player (Bob)."""
    t = Table(ruleset)
    aria = t.put("Aria of Flame", t.alice)
    t.game.state.objects[aria].counters["verse"] = 2
    t.lands("Mountain", t.alice, 1)
    bears = t.put("Grizzly Bears", t.bob)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (bears,)), (t.bob,))  # the trigger targets Bob (CR 603.3d)
    events = t.resolve()  # the trigger, above Shock
    assert t.game.state.objects[aria].counter("verse") == 3
    assert [e.amount for e in events if isinstance(e, DamageDealt)] == [3]
    assert t.game.life(t.bob) == 17
    t.resolve()  # Shock
    assert not t.game.is_on_battlefield(bears)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_dusk_urchins_draws_for_the_counters_it_had_as_it_died(ruleset: str) -> None:
    """Dusk Urchins (4/3) with two -1/-1 counters (a 2/1) dies to Shock: "When ~ dies, draw a
    card for each -1/-1 counter on it." It last had two: Alice draws two cards."""
    t = Table(ruleset)
    urchins = t.put("Dusk Urchins", t.alice)
    t.game.state.objects[urchins].counters[MINUS_ONE] = 2
    for _ in range(3):
        t.put("Island", t.alice, "library")
    t.put("Mountain", t.bob)
    shock = t.put("Shock", t.bob, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.act(CastSpell(shock, (urchins,)))
    t.resolve()
    before = _hand_size(t)
    t.resolve()  # the dies trigger
    assert _hand_size(t) == before + 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1_armorcraft_judge_counts_creatures_with_a_plus_one_counter(ruleset: str) -> None:
    """Armorcraft Judge: "When ~ enters, draw a card for each creature you control with a
    +1/+1 counter on it." Of Alice's three creatures two have one (Bob's doesn't count)."""
    t = Table(ruleset)
    for name, owner, counter in (
        ("Grizzly Bears", t.alice, True),
        ("Hill Giant", t.alice, True),
        ("Centaur Courser", t.alice, False),
        ("Gray Ogre", t.bob, True),
    ):
        creature = t.put(name, owner)
        if counter:
            t.game.state.objects[creature].counters[PLUS_ONE] = 1
    for _ in range(4):
        t.put("Island", t.alice, "library")
    t.lands("Forest", t.alice, 4)
    judge = t.put("Armorcraft Judge", t.alice, "hand")
    t.begin()
    t.act(CastSpell(judge))
    t.resolve()
    before = _hand_size(t)
    t.resolve()  # the enters trigger
    assert _hand_size(t) == before + 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1b_fully_grown_trample_counter_stays_after_the_turn(ruleset: str) -> None:
    """Fully Grown: "Target creature gets +3/+3 until end of turn. Put a trample counter on
    it." Grizzly Bears is a 5/5 with trample; the +3/+3 ends with the turn, trample stays."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", 3)
    grown = t.put("Fully Grown", t.alice, "hand")
    t.main_phase()
    assert not t.obj(bears).has(Keyword.TRAMPLE)
    t.game.apply(CastSpell(grown, (bears,)))
    t.resolve()
    assert t.obj(bears).counter("trample") == 1 and t.obj(bears).has(Keyword.TRAMPLE)
    assert t.game.power(bears) == 5
    t.play_to("upkeep", t.bob)
    assert t.game.power(bears) == 2 and t.obj(bears).has(Keyword.TRAMPLE)


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your draw step, ~ deals damage equal to the number of doom counters "
        "on it to each player.",
        "{T}: ~ deals damage equal to the number of +1/+1 counters on it to any target.",
        "{1}{R}: ~ deals damage to target creature equal to the number of +1/+1 counters on ~.",
        "When ~ leaves the battlefield, draw a card for each +1/+1 counter on it.",
        "~ deals X damage to any target, where X is 3 plus the number of charge counters on ~.",
        "Draw a card for each creature you control with a +1/+1 counter on it.",
        "~ gets +1/+1 for each other creature you control with a +1/+1 counter on it.",
        "Whenever ~ attacks, put an infection counter on target creature defending player "
        "controls.",
        "Remove an oil counter from ~: ~ deals 1 damage to any target.",
        "{3}: Remove an ice counter from ~.",
        "When ~ enters, put an indestructible counter on another target creature you control.",
        "Put a double strike counter on target creature.",
        "Each other creature you control with a +1/+1 counter on it has haste.",
        "Remove all +1/+1 counters from ~.",
    ],
)
def test_cr122_1_counter_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_exava_gives_haste_to_each_other_creature_with_a_counter(ruleset: str) -> None:
    """Exava, Rakdos Blood Witch: "Each other creature you control with a +1/+1 counter on it
    has haste." Alice's Grizzly Bears with a counter has haste; Hill Giant without doesn't;
    Bob's Gray Ogre with a counter doesn't."""
    t = CombatTable(ruleset)
    t.put("Exava, Rakdos Blood Witch", t.alice)
    bears, giant = t.put("Grizzly Bears", t.alice), t.put("Hill Giant", t.alice)
    ogre = t.put("Gray Ogre", t.bob)
    for creature in (bears, ogre):
        t.obj(creature).counters[PLUS_ONE] = 1
    t.main_phase()
    assert t.obj(bears).has(Keyword.HASTE)
    assert not t.obj(giant).has(Keyword.HASTE)
    assert not t.obj(ogre).has(Keyword.HASTE)
