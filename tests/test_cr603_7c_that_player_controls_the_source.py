"""CR 603.7c, 608.2h: "Whenever a source an opponent controls deals damage to you, that
player sacrifices a permanent of their choice." (Michiko Konda, Truth Seeker): "that player"
is the controller of the source of the damage; a source of Alice's own doesn't trigger it.
Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr603_7c_source_controller_line_round_trip() -> None:
    round_trip(
        "Whenever a source an opponent controls deals damage to you, that player sacrifices a"
        " permanent of their choice."
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_michiko_bobs_shock_makes_bob_sacrifice(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Michiko Konda, Truth Seeker", t.alice)
    t.lands("Mountain", t.bob, 1)
    bears = t.put("Grizzly Bears", t.bob)
    shock = t.put("Shock", t.bob, "hand")
    t.begin()
    t.game.apply(PassPriority())  # Alice passes: Bob may cast
    t.act(CastSpell(shock, (t.alice,)))
    while t.game.state.pending_choice is None:
        t.game.apply(PassPriority())  # the Shock resolves; Michiko's trigger resolves
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.bob  # Bob chooses (CR 701.16)
    assert (bears,) in asked.options
    t.act(Choose((bears,)))
    assert t.game.life(t.alice) == 18
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Shock"]
    assert "Michiko Konda, Truth Seeker" in t.zone_of(t.alice, Zone.BATTLEFIELD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_michiko_ignores_alices_own_source(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Michiko Konda, Truth Seeker", t.alice)
    t.lands("Mountain", t.alice, 1)
    t.put("Grizzly Bears", t.bob)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.alice,)))
    t.resolve()
    assert t.game.life(t.alice) == 18
    assert not t.game.state.stack
    assert t.zone_of(t.bob, Zone.BATTLEFIELD) == ["Grizzly Bears"]
