"""CR 601.2f (2011: 601.2e): the total cost is the mana cost less the reductions that apply as
it is determined; "This spell costs {2} less to cast if [condition]." applies only while the
condition holds, and reduces only generic mana (CR 118.7d). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ costs {2} less to cast if you control a Wizard.",
        "~ costs {3} less to cast if a creature died this turn.",
        "~ costs {1} less to cast if you gained life this turn.",
        "If you have 3 or less life, ~ costs {6} less to cast.",
    ],
)
def test_cr601_2f_conditional_reduction_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_wizards_lightning_costs_less_with_a_wizard(ruleset: str) -> None:
    """Wizard's Lightning ({2}{R}, "costs {2} less to cast if you control a Wizard"): one
    Mountain can't pay for it alone (refused, nothing changes); with Prodigal Sorcerer (a
    Human Wizard) on the battlefield it can."""
    t = Table(ruleset)
    mountain = t.lands("Mountain", t.alice, 1)[0]
    lightning = t.put("Wizard's Lightning", t.alice, "hand")
    t.begin()
    cast = CastSpell(lightning, (t.bob,))
    assert cast not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(cast)
    assert t.game.state == before
    t.put("Prodigal Sorcerer", t.alice)
    assert cast in t.game.legal_actions()
    t.act(cast)
    assert t.game.state.objects[mountain].tapped
    t.resolve()
    assert t.game.state.life_of(t.bob) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_bone_picker_costs_less_once_a_creature_died(ruleset: str) -> None:
    """Bone Picker ({3}{B}, "costs {3} less to cast if a creature died this turn"): a
    Swamp alone pays for it only after a creature died this turn (Shock kills Llanowar
    Elves)."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    t.lands("Mountain", t.alice, 1)
    picker = t.put("Bone Picker", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    assert CastSpell(picker, ()) not in t.game.legal_actions()
    t.act(CastSpell(shock, (elves,)))
    t.resolve()
    assert elves not in t.game.state.objects
    assert CastSpell(picker, ()) in t.game.legal_actions()
    t.act(CastSpell(picker, ()))
    t.resolve()
    assert "Bone Picker" in [o.name for o in t.game.state.battlefield()]


@pytest.mark.parametrize(
    "line",
    [
        "~ costs {2} less to cast if it targets a red creature.",
        "~ costs {3} less to cast if it targets a blue permanent you don't control.",
        "~ costs {1} less to cast if it targets a blocking creature.",
    ],
)
def test_cr601_2f_targeted_reduction_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_hunters_mark_costs_less_when_it_targets_a_blue_permanent(ruleset: str) -> None:
    """Hunter's Mark ({3}{G}, "costs {3} less to cast if it targets a blue permanent you
    don't control"): the targets come first (CR 601.2c), then the total cost. With one
    Forest, Grizzly Bears can fight Wind Drake (blue) but not Hill Giant (red): that choice
    is neither listed nor accepted, and the game is unchanged."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    bears = t.put("Grizzly Bears", t.alice)
    drake = t.put("Wind Drake", t.bob)
    giant = t.put("Hill Giant", t.bob)
    mark = t.put("Hunter's Mark", t.alice, "hand")
    t.begin()
    legal = t.game.legal_actions()
    assert CastSpell(mark, (bears, drake)) in legal
    assert CastSpell(mark, (bears, giant)) not in legal
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(mark, (bears, giant)))
    assert t.game.state == before
    t.act(CastSpell(mark, (bears, drake)))
    t.resolve()
    assert drake not in t.game.state.objects  # 3 damage from a 3/3 Bears
