"""Optional additional costs in words (CR 118.8, 601.2b; 2011: 117.8): "As an additional cost
to cast this spell, you may sacrifice an artifact." Its caster chooses whether to pay it as
the spell is cast (``CastSpell(additional=("optional additional cost",))``); once chosen it
must be paid in full (CR 601.2h; 2011: 601.2g), and "If this spell's additional cost was
paid" asks whether it was. Played with Voltage Surge under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.effects.alternative_costs import OPTIONAL_COST
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "As an additional cost to cast ~, you may sacrifice an artifact.",
        "As an additional cost to cast ~, you may pay {2}{R}.",
        "~ deals 2 damage to target creature or planeswalker. If ~'s additional cost was paid, "
        "~ deals 4 damage instead.",
    ],
)
def test_cr118_8_optional_additional_cost_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_8_voltage_surge_paid_deals_four(ruleset: str) -> None:
    """Alice sacrifices her Ornithopter for Voltage Surge: 4 damage kills Craw Wurm (6/4)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.put("Ornithopter", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    surge = t.put("Voltage Surge", t.alice, "hand")
    t.begin()
    paid = CastSpell(surge, (wurm,), "", (OPTIONAL_COST,))
    actions = t.game.legal_actions()
    assert paid in actions and CastSpell(surge, (wurm,)) in actions
    t.act(paid)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Ornithopter"]
    t.resolve()
    assert not t.game.is_on_battlefield(wurm)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_8_voltage_surge_not_paid_deals_two(ruleset: str) -> None:
    """Not paid: 2 damage, Craw Wurm survives and the Ornithopter stays."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.put("Ornithopter", t.alice)
    wurm = t.put("Craw Wurm", t.bob)
    surge = t.put("Voltage Surge", t.alice, "hand")
    t.begin()
    t.act(CastSpell(surge, (wurm,)))
    t.resolve()
    assert t.game.is_on_battlefield(wurm)
    assert t.game.state.objects[wurm].damage == 2
    assert "Ornithopter" in t.zone_of(t.alice, Zone.BATTLEFIELD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_voltage_surge_without_an_artifact_cant_pay(ruleset: str) -> None:
    """No artifact: paying the optional cost isn't offered and is refused, game unchanged."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    wurm = t.put("Craw Wurm", t.bob)
    surge = t.put("Voltage Surge", t.alice, "hand")
    t.begin()
    paid = CastSpell(surge, (wurm,), "", (OPTIONAL_COST,))
    assert paid not in t.game.legal_actions()
    assert CastSpell(surge, (wurm,)) in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(paid)
    assert error.value.rule == PAY[ruleset]
    assert t.game.state == before
