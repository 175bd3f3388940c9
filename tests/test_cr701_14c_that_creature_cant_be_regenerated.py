"""'Destroy target nonblack creature. That creature can't be regenerated.' (CR 701.14c; 2011:
701.12c: no regeneration shield replaces this destruction). Real cards from the bundled
database, under both rulesets: Nekrataal against a River Boa with a regeneration shield."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.effects.instructions import DestroyUnregenerable
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

LINES = [
    "When ~ enters, destroy target nonartifact, nonblack creature. That creature can't be"
    " regenerated.",
    "When ~ enters, if it was kicked with its {2}{B} kicker, destroy target nonblack creature."
    " That creature can't be regenerated.",
]


@pytest.mark.parametrize("line", LINES)
def test_cr701_19c_that_creature_cant_be_regenerated_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_19c_nekrataal_destroys_a_shielded_river_boa(ruleset: str) -> None:
    """Bob gives River Boa a regeneration shield ({G}: Regenerate), then Alice casts
    Nekrataal: its enters trigger destroys the Boa, and the shield doesn't save it."""
    t = Table(ruleset)
    boa = t.put("River Boa", t.bob)
    t.put("Forest", t.bob)
    t.lands("Swamp", t.alice, 4)
    nekrataal = t.put("Nekrataal", t.alice, "hand")
    t.begin()
    t.game.apply(PassPriority())  # Bob has priority
    t.act(ActivateAbility(boa, 0))
    t.resolve()
    t.act(CastSpell(nekrataal, ()))
    t.resolve()  # Nekrataal enters; its trigger targets the only legal creature
    (item,) = t.game.state.stack
    assert item.targets == (boa,)
    assert isinstance(item.effect[0], DestroyUnregenerable)
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["River Boa"]
    assert not t.game.is_on_battlefield(boa)
