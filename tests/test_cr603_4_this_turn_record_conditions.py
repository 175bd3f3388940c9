"""Intervening "if" conditions (CR 603.4) on what happened this turn, read from the turn's
record: "a creature died under your control" (CR 700.4), "you descended" (a permanent card
put into your graveyard from anywhere), "a card left your graveyard", "~ was dealt damage"
(CR 120.3), "~ dealt damage to an opponent" (CR 120.3a). Real cards under both editions:
Essenceknit Scholar, Child of the Volcano, Relic Retriever, Wall of Resistance, Whirling
Dervish."""

from __future__ import annotations

import pytest

from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.end_step_play import to_end_step
from tests.instruction_play import Table, cast_resolved

RULESETS = ["cr2011", "current"]


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if a creature died under your control this turn, "
        "draw a card.",
        "At the beginning of your end step, if a creature died under an opponent's control this "
        "turn, create a Treasure token.",
        "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on ~.",
        "At the beginning of each end step, if a card left your graveyard this turn, create a "
        "Treasure token.",
        "At the beginning of each end step, if ~ was dealt damage this turn, put a +0/+1 counter "
        "on ~.",
        "At the beginning of each end step, if ~ dealt damage to an opponent this turn, put a "
        "+1/+1 counter on ~.",
    ],
)
def test_cr603_4_this_turn_record_round_trip(line: str) -> None:
    round_trip(line)


def _bolt(t: Table, target: int, spell: str = "Lightning Bolt") -> None:
    t.lands("Mountain", t.alice, 1)
    cast_resolved(t, spell, target)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("whose", "draws"), [("alice", 1), ("bob", 0)])
def test_cr700_4_essenceknit_scholar_died_under_your_control(
    ruleset: str, whose: str, draws: int
) -> None:
    """Essenceknit Scholar draws at Alice's end step only if the creature that died (Grizzly
    Bears, to Lightning Bolt) was hers."""
    t = Table(ruleset)
    t.put("Essenceknit Scholar", t.alice)
    bears = t.put("Grizzly Bears", t.alice if whose == "alice" else t.bob)
    for _ in range(2):
        t.put("Island", t.alice, "library")
    t.begin()
    _bolt(t, bears)
    before = len(t.zone_of(t.alice, Zone.HAND))
    to_end_step(t)
    assert len(t.zone_of(t.alice, Zone.HAND)) - before == draws


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("at_bears", "counters"), [(True, 1), (False, 0)])
def test_child_of_the_volcano_descended_a_permanent_card(
    ruleset: str, at_bears: bool, counters: int
) -> None:
    """Child of the Volcano: Lightning Bolt (an instant card) in Alice's graveyard is no
    descent; her Grizzly Bears card dying is one: a +1/+1 counter at her end step."""
    t = Table(ruleset)
    child = t.put("Child of the Volcano", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    _bolt(t, bears if at_bears else t.bob)
    to_end_step(t)
    assert t.game.state.objects[child].counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("raise_dead", "treasures"), [(True, 1), (False, 0)])
def test_relic_retriever_a_card_left_your_graveyard(
    ruleset: str, raise_dead: bool, treasures: int
) -> None:
    """Relic Retriever makes a Treasure at the end step after Raise Dead returned Grizzly
    Bears from Alice's graveyard to her hand; none otherwise."""
    t = Table(ruleset)
    t.put("Relic Retriever", t.alice)
    bears = t.put("Grizzly Bears", t.alice, "graveyard")
    t.begin()
    if raise_dead:
        t.lands("Swamp", t.alice, 1)
        cast_resolved(t, "Raise Dead", bears)
        assert "Grizzly Bears" in t.zone_of(t.alice, Zone.HAND)
    to_end_step(t)
    assert t.zone_of(t.alice, Zone.BATTLEFIELD).count("Treasure") == treasures


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("shocked", "toughness"), [(True, 4), (False, 3)])
def test_cr120_3_wall_of_resistance_was_dealt_damage(
    ruleset: str, shocked: bool, toughness: int
) -> None:
    """Wall of Resistance (0/3) survives Shock and gets a +0/+1 counter at the end step."""
    t = Table(ruleset)
    wall = t.put("Wall of Resistance", t.bob)
    t.begin()
    if shocked:
        _bolt(t, wall, "Shock")
    to_end_step(t)
    assert t.game.toughness(wall) == toughness


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("attack", "power"), [(True, 2), (False, 1)])
def test_cr120_3a_whirling_dervish_dealt_damage_to_an_opponent(
    ruleset: str, attack: bool, power: int
) -> None:
    """Whirling Dervish grows at the end step after its combat damage to Bob."""
    t = Table(ruleset)
    dervish = t.put("Whirling Dervish", t.alice)
    t.begin()
    to_end_step(t, (dervish,) if attack else ())
    assert t.game.life(t.bob) == (19 if attack else 20)
    assert t.game.power(dervish) == power
