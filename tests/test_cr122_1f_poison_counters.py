"""Poison counters on players (CR 122.1f; 2011: counters 121, poison counters 104.3d and
704.5c): "you get a poison counter", "defending player gets a poison counter", "[target
opponent loses 2 life,] gets a poison counter", "for each poison counter your opponents have",
"each opponent who has three or more poison counters loses 3 life" (corrupted) and "as long
as an opponent is poisoned". Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.events import PoisonCountersGiven
from mtgrules.objects import Keyword, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "You get a poison counter.",
    "You get two poison counters.",
    "At the beginning of your upkeep, you get a poison counter.",
    "Whenever ~ attacks and isn't blocked, defending player gets a poison counter.",
    "~ gets +1/+1 for each poison counter your opponents have.",
    "At the beginning of your upkeep, create a 1/1 green Phyrexian Insect creature token with"
    " infect for each poison counter your opponents have.",
    "Each opponent who has three or more poison counters loses 3 life.",
    "Whenever ~ becomes tapped, each opponent who has three or more poison counters loses 1 life.",
    "Target player draws three cards, loses 3 life, and gets three poison counters.",
    "{4}, {T}: Target opponent loses 2 life, gets a poison counter, then mills six cards.",
    "~ has infect as long as an opponent is poisoned.",
    "Each opponent sacrifices a creature or planeswalker of their choice and gets a poison"
    " counter.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr122_1f_poison_lines_round_trip(line: str) -> None:
    round_trip(line)


def _pass_until_empty(t: Table) -> None:
    """Both players pass until the stack and the pending triggers are empty."""
    for _ in range(20):
        state = t.game.state
        if not state.stack and not state.pending_triggers:
            return
        t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("blocked", [False, True])
def test_cr122_1f_swamp_mosquito_unblocked_gives_defending_player_a_poison_counter(
    ruleset: str, blocked: bool
) -> None:
    """Swamp Mosquito: "Whenever this creature attacks and isn't blocked, defending player
    gets a poison counter." Blocked by a flyer, it gives none."""
    t = Table(ruleset)
    mosquito = t.put("Swamp Mosquito", t.alice)
    hawk = t.put("Suntail Hawk", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.act(DeclareAttackers(((mosquito, t.bob),)))
    while t.decision().kind != "declare blockers":
        t.game.apply(PassPriority())
    t.act(DeclareBlockers(((hawk, mosquito),) if blocked else ()))
    _pass_until_empty(t)
    assert t.game.poison(t.bob) == (0 if blocked else 1)
    assert t.game.poison(t.alice) == 0
    given = [e for e in t.game.log if isinstance(e, PoisonCountersGiven)]
    assert [(e.player, e.amount) for e in given] == ([] if blocked else [(t.bob, 1)])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5c_vatmother_gives_its_controller_the_tenth_poison_counter(ruleset: str) -> None:
    """Phyrexian Vatmother: "At the beginning of your upkeep, you get a poison counter." Bob,
    with nine, gets his tenth and loses the game (CR 704.5c; 2011: 704.5c)."""
    t = Table(ruleset, bob_poison=9)
    t.put("Phyrexian Vatmother", t.bob)
    t.game.begin("upkeep", active=t.bob)
    _pass_until_empty(t)
    assert t.game.poison(t.bob) == 10
    assert t.game.state.players[t.bob].has_lost
    assert not t.game.state.players[t.alice].has_lost


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("poison", [0, 3])
def test_cr122_1f_mycosynth_fiend_counts_opponents_poison_counters(
    ruleset: str, poison: int
) -> None:
    """Mycosynth Fiend (2/2): "This creature gets +1/+1 for each poison counter your
    opponents have." Its controller's own poison counters don't count."""
    t = Table(ruleset, bob_poison=poison)
    fiend = t.put("Mycosynth Fiend", t.alice)
    bobs = t.put("Mycosynth Fiend", t.bob)
    obj, other = t.game.state.objects[fiend], t.game.state.objects[bobs]
    assert (obj.current_power(), obj.current_toughness()) == (2 + poison, 2 + poison)
    assert (other.current_power(), other.current_toughness()) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1f_swarmlord_makes_an_insect_per_poison_counter(ruleset: str) -> None:
    """Phyrexian Swarmlord: "At the beginning of your upkeep, create a 1/1 green Phyrexian
    Insect creature token with infect for each poison counter your opponents have." """
    t = Table(ruleset, bob_poison=2)
    t.put("Phyrexian Swarmlord", t.alice)
    t.game.begin("upkeep", active=t.alice)
    _pass_until_empty(t)
    insects = [
        o
        for o in t.game.state.objects.values()
        if o.token and o.zone is Zone.BATTLEFIELD and "Insect" in o.subtypes
    ]
    assert len(insects) == 2
    assert all(o.has(Keyword.INFECT) and o.controller == t.alice for o in insects)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("poison", "loss"), [(2, 0), (3, 3)])
def test_cr122_1f_feed_the_infection_corrupted_opponent_loses_life(
    ruleset: str, poison: int, loss: int
) -> None:
    """Feed the Infection: "You draw three cards and you lose 3 life. Corrupted — Each
    opponent who has three or more poison counters loses 3 life." """
    t = Table(ruleset, bob_poison=poison)
    t.lands("Swamp", t.alice, 4)
    for _ in range(3):
        t.put("Grizzly Bears", t.alice, "library")
    feed = t.put("Feed the Infection", t.alice, "hand")
    t.begin()
    t.act(CastSpell(feed, ()))
    t.resolve()
    assert t.game.life(t.alice) == 17
    assert t.game.life(t.bob) == 20 - loss
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"] * 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1f_caress_of_phyrexia_target_draws_loses_and_gets_poison(ruleset: str) -> None:
    """Caress of Phyrexia: "Target player draws three cards, loses 3 life, and gets three
    poison counters." """
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    for _ in range(3):
        t.put("Grizzly Bears", t.bob, "library")
    caress = t.put("Caress of Phyrexia", t.alice, "hand")
    t.begin()
    t.act(CastSpell(caress, (t.bob,)))
    t.resolve()
    assert (t.game.life(t.bob), t.game.poison(t.bob)) == (17, 3)
    assert (t.game.life(t.alice), t.game.poison(t.alice)) == (20, 0)
    assert len(t.zone_of(t.bob, Zone.HAND)) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1f_decimator_web_opponent_loses_gets_poison_then_mills(ruleset: str) -> None:
    """Decimator Web: "{4}, {T}: Target opponent loses 2 life, gets a poison counter, then
    mills six cards." """
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    for _ in range(7):
        t.put("Grizzly Bears", t.bob, "library")
    web = t.put("Decimator Web", t.alice)
    t.begin()
    t.act(ActivateAbility(web, 0, (t.bob,)))
    t.resolve()
    assert (t.game.life(t.bob), t.game.poison(t.bob)) == (18, 1)
    assert len(t.zone_of(t.bob, Zone.GRAVEYARD)) == 6
    assert len(t.game.state.libraries[t.bob]) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("poison", [0, 1])
def test_cr122_1f_viridian_betrayers_has_infect_while_an_opponent_is_poisoned(
    ruleset: str, poison: int
) -> None:
    """Viridian Betrayers: "This creature has infect as long as an opponent is poisoned."
    (poisoned: one or more poison counters)."""
    t = Table(ruleset, bob_poison=poison)
    betrayers = t.put("Viridian Betrayers", t.alice)
    assert t.game.state.objects[betrayers].has(Keyword.INFECT) is bool(poison)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1f_vraskas_fall_each_opponent_sacrifices_and_gets_a_poison_counter(
    ruleset: str,
) -> None:
    """Vraska's Fall: "Each opponent sacrifices a creature or planeswalker of their choice
    and gets a poison counter." Alice, the caster, neither sacrifices nor gets one."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)
    fall = t.put("Vraska's Fall", t.alice, "hand")
    t.begin()
    t.act(CastSpell(fall, ()))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Vraska's Fall"]
    assert (t.game.poison(t.bob), t.game.poison(t.alice)) == (1, 0)
