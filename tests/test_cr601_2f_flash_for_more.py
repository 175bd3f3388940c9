"""CR 601.2f (2011: 601.2e): "You may cast ~ as though it had flash if you pay {2} more to cast
it." (Rout, Ghitu Fire): paying the extra mana is an optional additional cost that lets the
sorcery be cast any time its caster could cast an instant (CR 702.8a); without it the card
keeps sorcery timing. A cast that can't pay the extra mana, or that doesn't pay it at
instant speed, is refused with the game unchanged. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.effects.flash_costs import FLASH_COST
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr601_2f_flash_for_more_round_trip() -> None:
    round_trip("You may cast ~ as though it had flash if you pay {2} more to cast it.")


def _refused(t: Table, action: CastSpell) -> None:
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(action)
    assert t.game.state == before


def _rout_table(ruleset: str, plains: int) -> tuple[Table, int, int]:
    """Alice holds priority with her Shock on the stack; Bob has Grizzly Bears."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, plains)
    rout = t.put("Rout", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    return t, rout, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_rout_cast_at_instant_speed_for_two_more(ruleset: str) -> None:
    """With Shock on the stack, Rout ({3}{W}{W}) is offered only with the flash cost: seven
    Plains pay {5}{W}{W}; it resolves first and destroys Bob's Grizzly Bears."""
    t, rout, bears = _rout_table(ruleset, 7)
    legal = t.game.legal_actions()
    assert CastSpell(rout, (), additional=(FLASH_COST,)) in legal
    _refused(t, CastSpell(rout, ()))
    t.act(CastSpell(rout, (), additional=(FLASH_COST,)))
    assert all(o.tapped for o in t.game.state.battlefield() if o.name == "Plains")
    t.resolve()
    assert bears not in t.game.state.objects
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_rout_flash_cost_unpaid_is_refused(ruleset: str) -> None:
    """Six Plains can't pay Rout's {5}{W}{W} at instant speed: refused, nothing changes."""
    t, rout, _ = _rout_table(ruleset, 6)
    _refused(t, CastSpell(rout, (), additional=(FLASH_COST,)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_rout_at_sorcery_speed_costs_its_mana_cost(ruleset: str) -> None:
    """In Alice's main phase with an empty stack, five Plains cast Rout without the flash
    cost; with it, the same five Plains can't pay {5}{W}{W}."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 5)
    rout = t.put("Rout", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    _refused(t, CastSpell(rout, (), additional=(FLASH_COST,)))
    t.act(CastSpell(rout, ()))
    t.resolve()
    assert bears not in t.game.state.objects


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_ghitu_fire_at_instant_speed(ruleset: str) -> None:
    """Ghitu Fire ({X}{R}) with X=2 and the flash cost, cast over Shock: {4}{R}, five
    Mountains; it kills Bob's Grizzly Bears."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 6)
    fire = t.put("Ghitu Fire", t.alice, "hand")
    shock = t.put("Shock", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    _refused(t, CastSpell(fire, (bears,)))
    t.act(CastSpell(fire, (bears,), additional=(FLASH_COST,)), 2)
    t.resolve()
    assert bears not in t.game.state.objects
    assert sum(1 for o in t.game.state.battlefield() if o.name == "Mountain" and o.tapped) == 6
