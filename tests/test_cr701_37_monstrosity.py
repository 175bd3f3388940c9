"""CR 701.37: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on
it and it becomes monstrous" (701.37a); monstrous is a designation kept until the permanent
leaves the battlefield (701.37b); "When ~ becomes monstrous" triggers only when the ability
makes it monstrous (701.37c). CR 701.46a: "Adapt N" means "If this permanent has no +1/+1
counters on it, put N +1/+1 counters on it." Both postdate 2011: played by today's rules under
both rulesets. Real cards."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.keyword_events import BecameMonstrous
from mtgrules.objects import PLUS_ONE, Keyword, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{5}{R}: Monstrosity 3.",
        "{3}{G}{W}: Monstrosity 1.",
        "{2}{G}: Adapt 2.",
        "When ~ becomes monstrous, it deals 2 damage to each opponent and each creature they "
        "control.",
        "When ~ enters or becomes monstrous, destroy target permanent.",
        "As long as ~ is monstrous, it has hexproof and indestructible.",
    ],
)
def test_cr701_37a_monstrosity_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_37a_cyclops_becomes_monstrous_once(ruleset: str) -> None:
    """Ill-Tempered Cyclops (3/3): "{5}{R}: Monstrosity 3." The first activation puts three
    +1/+1 counters on it and makes it monstrous; the second, paid in full, does nothing."""
    t = Table(ruleset)
    cyclops = t.put("Ill-Tempered Cyclops", t.alice)
    t.lands("Mountain", t.alice, 12)
    t.begin()
    t.act(ActivateAbility(cyclops, 0))
    events = t.resolve()
    obj = t.game.obj(cyclops)
    assert obj.monstrous
    assert obj.counter(PLUS_ONE) == 3
    assert (obj.current_power(), obj.current_toughness()) == (6, 6)
    assert any(isinstance(e, BecameMonstrous) for e in events)
    t.act(ActivateAbility(cyclops, 0))
    events = t.resolve()
    assert t.game.obj(cyclops).counter(PLUS_ONE) == 3  # CR 701.37a: already monstrous
    assert not any(isinstance(e, BecameMonstrous) for e in events)
    assert sum(1 for o in t.game.state.objects.values() if o.tapped) == 12


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_37c_wildfire_cerberus_triggers_only_the_first_time(ruleset: str) -> None:
    """Wildfire Cerberus: "When ~ becomes monstrous, it deals 2 damage to each opponent and
    each creature they control." Bob's Grizzly Bears die and he goes to 18; Alice's own Bears
    are spared. Activating again doesn't make it monstrous again: no second trigger."""
    t = Table(ruleset)
    cerberus = t.put("Wildfire Cerberus", t.alice)
    mine = t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 14)
    t.begin()
    t.act(ActivateAbility(cerberus, 0))
    t.resolve()  # monstrosity 1: the trigger goes on the stack
    assert t.game.state.stack
    t.resolve()  # the trigger
    assert t.game.life(t.bob) == 18
    assert t.game.life(t.alice) == 20
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    assert t.game.obj(mine).damage == 0
    assert t.game.obj(cerberus).current_power() == 5
    t.act(ActivateAbility(cerberus, 0))
    t.resolve()
    assert not t.game.state.stack  # CR 701.37c: it didn't become monstrous
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_37b_fleecemane_lion_has_hexproof_while_monstrous(ruleset: str) -> None:
    """Fleecemane Lion: "As long as ~ is monstrous, it has hexproof and indestructible." """
    t = Table(ruleset)
    lion = t.put("Fleecemane Lion", t.alice)
    t.lands("Plains", t.alice, 2)
    t.lands("Forest", t.alice, 3)
    t.begin()
    assert not t.game.obj(lion).has(Keyword.HEXPROOF)
    t.act(ActivateAbility(lion, 0))
    t.resolve()
    obj = t.game.obj(lion)
    assert obj.monstrous
    assert obj.has(Keyword.HEXPROOF) and obj.has(Keyword.INDESTRUCTIBLE)
    assert obj.current_power() == 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_37c_alpha_deathclaw_destroys_when_monstrous(ruleset: str) -> None:
    """Alpha Deathclaw: "When ~ enters or becomes monstrous, destroy target permanent." Put
    onto the battlefield without entering by an event, it triggers only as it becomes
    monstrous, and destroys Bob's Grizzly Bears (the only other permanent but lands)."""
    t = Table(ruleset)
    deathclaw = t.put("Alpha Deathclaw", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Swamp", t.alice, 6)
    t.lands("Forest", t.alice, 1)
    t.begin()
    t.act(ActivateAbility(deathclaw, 0))
    t.resolve((bears,))  # monstrosity 4; the trigger targets the Bears (CR 603.3d)
    assert t.game.obj(deathclaw).counter(PLUS_ONE) == 4
    assert t.game.state.stack  # the trigger
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_46a_trollbred_guardian_adapts_only_without_counters(ruleset: str) -> None:
    """Trollbred Guardian (5/5): "{2}{G}: Adapt 2." Two +1/+1 counters the first time; none
    the second time (it has +1/+1 counters). Its other ability then gives it trample."""
    t = Table(ruleset)
    guardian = t.put("Trollbred Guardian", t.alice)
    t.lands("Forest", t.alice, 6)
    t.begin()
    assert not t.game.obj(guardian).has(Keyword.TRAMPLE)
    t.act(ActivateAbility(guardian, 0))
    t.resolve()
    assert t.game.obj(guardian).counter(PLUS_ONE) == 2
    assert t.game.obj(guardian).has(Keyword.TRAMPLE)
    t.act(ActivateAbility(guardian, 0))
    t.resolve()
    assert t.game.obj(guardian).counter(PLUS_ONE) == 2  # CR 701.46a
    assert t.game.obj(guardian).current_power() == 7
