"""Setting, doubling and exchanging life totals (CR 118.5, 118.7-8 in 2011; 119.5, 119.7-8
today): the player gains or loses the necessary amount of life, so life-gain triggers and
"can't gain life" apply; a player who can't gain life can't exchange with a higher total.
Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Match
from mtgrules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.compiler import compile_text
from mtgrules.effects.life import CantGainLife
from mtgrules.events import LifeGained, LifeLost, NothingHappened
from mtgrules.objects import Step
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "When ~ enters, target player's life total becomes 10.",
    "Target player's life total becomes 20.",
    "At the beginning of each end step, your life total becomes 5.",
    "{T}, Sacrifice ~: Exchange life totals with target opponent.",
    "Double target player's life total.",
    "At the beginning of your upkeep, double your life total.",
]

SET_RULE = {"cr2011": "118.5", "current": "119.5"}
EXCHANGE_RULE = {"cr2011": "118.7", "current": "119.7"}


@pytest.mark.parametrize("line", LINES)
def test_cr118_5_life_total_lines_round_trip(line: str) -> None:
    round_trip(line)


def _blessed_wind(t: Table, target: int) -> list[object]:
    t.lands("Plains", t.alice, 9)
    wind = t.put("Blessed Wind", t.alice, "hand")
    t.begin()
    t.act(CastSpell(wind, (target,)))
    return list(t.resolve())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_5_blessed_wind_gains_the_difference(ruleset: str) -> None:
    """Alice at 7 life: "Target player's life total becomes 20." She gains 13 life."""
    t = Table(ruleset)
    t.game.set_life(t.alice, 7)
    events = _blessed_wind(t, t.alice)
    assert t.game.life(t.alice) == 20
    (gained,) = [e for e in events if isinstance(e, LifeGained)]
    assert (gained.player, gained.amount, gained.rule) == (t.alice, 13, SET_RULE[ruleset])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_5_blessed_wind_on_a_higher_total_loses_the_difference(ruleset: str) -> None:
    t = Table(ruleset)
    t.game.set_life(t.bob, 31)
    events = _blessed_wind(t, t.bob)
    assert t.game.life(t.bob) == 20
    (lost,) = [e for e in events if isinstance(e, LifeLost) and e.player == t.bob]
    assert lost.amount == 11


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7_a_player_who_cant_gain_life_stays_below(ruleset: str) -> None:
    """Setting a life total is gaining life: under "can't gain life", Alice stays at 7."""
    t = Table(ruleset)
    t.game.set_life(t.alice, 7)
    t.game.add_effect(CantGainLife(who=Match.ids_of(t.alice)), controller=t.bob)
    _blessed_wind(t, t.alice)
    assert t.game.life(t.alice) == 7


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_5_magister_sphinx_sets_target_player_to_ten(ruleset: str) -> None:
    t = Table(ruleset)
    for land in ("Plains", "Island", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"):
        t.put(land, t.alice)
    sphinx = t.put("Magister Sphinx", t.alice, "hand")
    t.begin()
    t.act(CastSpell(sphinx, ()))
    t.resolve((t.bob,))  # the creature spell; its enters trigger targets Bob
    t.resolve()
    assert t.game.life(t.bob) == 10


def _mirror_universe(t: Table) -> int:
    mirror = t.put("Mirror Universe", t.alice)
    t.game.begin("upkeep", active=t.alice)
    assert t.game.state.step is Step.UPKEEP
    return mirror


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7_mirror_universe_exchanges_life_totals(ruleset: str) -> None:
    t = Table(ruleset)
    t.game.set_life(t.alice, 4)
    t.game.set_life(t.bob, 17)
    mirror = _mirror_universe(t)
    t.act(ActivateAbility(mirror, 0, (t.bob,)))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 4)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7_no_exchange_when_the_lower_player_cant_gain_life(ruleset: str) -> None:
    t = Table(ruleset)
    t.game.set_life(t.alice, 4)
    t.game.add_effect(CantGainLife(who=Match.ids_of(t.alice)), controller=t.bob)
    mirror = _mirror_universe(t)
    t.act(ActivateAbility(mirror, 0, (t.bob,)))
    events = t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (4, 20)
    (nothing,) = [e for e in events if isinstance(e, NothingHappened)]
    assert nothing.rule == EXCHANGE_RULE[ruleset]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_5_double_target_players_life_total(ruleset: str) -> None:
    """An instant with "Double target player's life total.": Alice at 7 gains 7."""
    t = Table(ruleset)
    card = compile_text(
        "Doubling Test",
        types=["Instant"],
        mana_cost="{W}",
        text="Double target player's life total.",
    )
    t.game.set_life(t.alice, 7)
    t.lands("Plains", t.alice, 1)
    spell = t.game.add_card_def(card, owner=t.alice, zone="hand")
    t.begin()
    t.act(CastSpell(spell, (t.alice,)))
    events = t.resolve()
    assert t.game.life(t.alice) == 14
    assert [e.amount for e in events if isinstance(e, LifeGained)] == [7]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_9_setting_a_life_total_higher_triggers_on_life_gain(ruleset: str) -> None:
    """Setting a life total is gaining life (CR 118.5): Ajani's Pridemate's "Whenever you
    gain life" triggers once."""
    t = Table(ruleset)
    pridemate = t.put("Ajani's Pridemate", t.alice)
    t.game.set_life(t.alice, 7)
    _blessed_wind(t, t.alice)
    t.resolve()  # the Pridemate's trigger
    assert t.game.state.objects[pridemate].counter("+1/+1") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_7_skullcrack_players_cant_gain_life_this_turn(ruleset: str) -> None:
    """Skullcrack: "Players can't gain life this turn. Damage can't be prevented this turn.
    ~ deals 3 damage to target player or planeswalker." Bob's life gain that turn does
    nothing; the effect ends in the cleanup step (CR 514.2)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    skullcrack = t.put("Skullcrack", t.alice, "hand")
    t.begin()
    t.act(CastSpell(skullcrack, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17
    t.game.gain_life(t.bob, 4)
    t.game.gain_life(t.alice, 4)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)
    while not (t.game.state.step is Step.UPKEEP and t.game.state.active_player == t.bob):
        kind = t.decision().kind  # to Bob's turn: the effect has ended
        if kind == "declare attackers":
            t.game.apply(DeclareAttackers(()))
        else:
            t.game.apply(PassPriority())
    t.game.gain_life(t.bob, 4)
    assert t.game.life(t.bob) == 21
