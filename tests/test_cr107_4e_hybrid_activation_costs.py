"""Hybrid mana symbols in activation costs (CR 107.4e: a hybrid symbol is paid with either of
its halves; CR 602.2b: activating follows the casting steps, the cost paid in full or not at
all, 601.2h / 2011 601.2g). Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import Keyword
from tests.activation_play import refused
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "{R/W}{R/W}{R/W}{R/W}: ~ gets +1/+1 until end of turn.",
        "{1}{B/G}: ~ gains deathtouch until end of turn.",
        "{W/B}{W/B}{W/B}: Regenerate target creature.",
        "{G/W}: Target creature gains vigilance until end of turn.",
        "{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: ~ deals 2 damage to "
        "target creature or planeswalker.",
    ],
)
def test_cr107_4e_hybrid_activation_costs_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_4e_fireborn_knight_pays_each_hybrid_symbol_with_either_color(
    ruleset: str,
) -> None:
    """Fireborn Knight: "{R/W}{R/W}{R/W}{R/W}: gets +1/+1 until end of turn." Two Mountains
    and two Plains pay it; with a Forest instead of a Plains the fourth symbol can't be paid
    (green is neither half), refused with nothing tapped."""
    t = Table(ruleset)
    knight = t.put("Fireborn Knight", t.alice)
    t.lands("Mountain", t.alice, 2)
    t.put("Plains", t.alice)
    forest = t.put("Forest", t.alice)
    t.begin()
    assert "{R/W}" in refused(t, ActivateAbility(knight, 0), PAY[ruleset])
    t.put("Plains", t.alice)
    t.act(ActivateAbility(knight, 0))
    assert not t.game.state.objects[forest].tapped
    lands = [o for o in t.game.state.objects.values() if o.name in ("Mountain", "Plains")]
    assert all(o.tapped for o in lands)
    t.resolve()
    assert (t.game.power(knight), t.game.toughness(knight)) == (3, 4)  # a 2/3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_4e_riveteers_initiate_generic_and_hybrid(ruleset: str) -> None:
    """Riveteers Initiate: "{1}{B/G}: gains deathtouch until end of turn." A Forest pays
    {B/G} and a Plains the generic mana; two Plains can't pay it."""
    t = Table(ruleset)
    initiate = t.put("Riveteers Initiate", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    assert "{B/G}" in refused(t, ActivateAbility(initiate, 0), PAY[ruleset])
    t.put("Forest", t.alice)
    t.act(ActivateAbility(initiate, 0))
    assert not t.game.state.objects[initiate].has(Keyword.DEATHTOUCH)
    t.resolve()
    assert t.game.state.objects[initiate].has(Keyword.DEATHTOUCH)
