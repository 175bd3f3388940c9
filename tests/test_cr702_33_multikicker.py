"""Multikicker (CR 702.33c; 2011: 702.31c): "Multikicker [cost]" means "You may pay an
additional [cost] any number of times as you cast this spell."; a multikicker cost is a kicker
cost, so the spell is kicked (CR 702.33d) and "for each time it was kicked" counts the
payments. Played with Lightkeeper of Emeria and Flametongue Yearling under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from mtgrules.rules.alternative_casting import was_cast_with
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

KICK = "multikicker"
PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "Multikicker {W}",
        "When ~ enters, you gain 2 life for each time it was kicked.",
        "~ enters with a +1/+1 counter on it for each time it was kicked.",
    ],
)
def test_cr702_33c_multikicker_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_33c_lightkeeper_kicked_twice_gains_four(ruleset: str) -> None:
    """Lightkeeper of Emeria ({3}{W}, multikicker {W}) with six Plains: legal actions offer
    0, 1 or 2 kicks (three would cost 7); kicked twice, Alice gains 2 life twice."""
    t = Table(ruleset)
    plains = t.lands("Plains", t.alice, 6)
    keeper = t.put("Lightkeeper of Emeria", t.alice, "hand")
    t.begin()
    offered = {a.additional for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert offered == {(), (KICK,), (KICK, KICK)}
    t.act(CastSpell(keeper, (), "", (KICK, KICK)))
    assert all(t.game.state.objects[p].tapped for p in plains)
    t.resolve()  # the creature spell
    (permanent,) = [
        o.id for o in t.game.state.objects.values() if o.name == "Lightkeeper of Emeria"
    ]
    assert t.game.state.objects[permanent].zone is Zone.BATTLEFIELD
    assert was_cast_with(t.game.state, permanent, "kicker")  # CR 702.33c: it was kicked
    t.resolve()  # its enters trigger
    assert t.game.state.life_of(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_33c_lightkeeper_not_kicked_gains_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    keeper = t.put("Lightkeeper of Emeria", t.alice, "hand")
    t.begin()
    t.act(CastSpell(keeper))
    t.resolve()
    if t.game.state.stack:  # the trigger gains 0 life
        t.resolve()
    assert t.game.state.life_of(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_33c_three_kicks_with_six_plains_refused(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Plains", t.alice, 6)
    keeper = t.put("Lightkeeper of Emeria", t.alice, "hand")
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(keeper, (), "", (KICK, KICK, KICK)))
    assert error.value.rule == PAY[ruleset]
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_33c_flametongue_yearling_enters_with_a_counter_per_kick(ruleset: str) -> None:
    """Flametongue Yearling ({R}{R}, multikicker {2}) kicked once with four Mountains enters
    with one +1/+1 counter (3/2) and deals 3 damage to Bob's Hill Giant, which dies."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    yearling = t.put("Flametongue Yearling", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(yearling, (), "", (KICK,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the creature spell resolves; its trigger asks a target
    decision = t.asked()
    assert decision.kind == "targets" and (giant,) in decision.options
    t.game.apply(Choose((giant,)))
    (permanent,) = [o for o in t.game.state.objects.values() if o.name == "Flametongue Yearling"]
    assert permanent.zone is Zone.BATTLEFIELD
    assert permanent.counters.get("+1/+1") == 1
    assert permanent.current_power() == 3
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
