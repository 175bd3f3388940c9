"""Optional actions of triggered abilities and what depends on them (CR 603.5: "may" is
chosen as the ability resolves; CR 608.2c: "If you do" follows only when the action was
carried out): "you may pay {1}. If you do, you gain 1 life." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.database import bundled_database
from tests.instruction_play import RULESETS, Table


def _drake_with_rod(ruleset: str, islands: int) -> tuple[Table, int, list[int]]:
    t = Table(ruleset)
    lands = t.lands("Island", t.alice, islands)
    t.put("Crystal Rod", t.alice)
    drake = t.put("Wind Drake", t.alice, "hand")
    t.begin()
    t.act(CastSpell(drake))  # a blue spell: Crystal Rod triggers
    return t, drake, lands


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_crystal_rod_pay_one_to_gain_one(ruleset: str) -> None:
    """Crystal Rod: "Whenever a player casts a blue spell, you may pay {1}. If you do, you
    gain 1 life." With a fourth Island untapped, yes: it is tapped and 1 life gained."""
    t, _, lands = _drake_with_rod(ruleset, 4)
    t.resolve(True)  # the trigger, above the Drake
    assert t.game.life(t.alice) == 21
    assert all(t.game.state.objects[land].tapped for land in lands)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_5_crystal_rod_declined(ruleset: str) -> None:
    t, _, lands = _drake_with_rod(ruleset, 4)
    t.resolve(False)
    assert t.game.life(t.alice) == 20
    assert sum(t.game.state.objects[land].tapped for land in lands) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_crystal_rod_without_mana_gains_nothing(ruleset: str) -> None:
    """With no mana left, "yes" pays nothing (no partial payment) and "if you do" is
    false."""
    t, _, _ = _drake_with_rod(ruleset, 3)
    t.resolve(True)
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_soul_net_after_a_sacrifice(ruleset: str) -> None:
    """Soul Net: "Whenever a creature dies, you may pay {1}. If you do, you gain 1 life."
    A Grizzly Bears sacrificed to Goblin Bombardment dies."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.put("Soul Net", t.alice)
    bombardment = t.put("Goblin Bombardment", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(ActivateAbility(bombardment, 0, (t.bob,)))
    t.resolve(True)  # Soul Net's trigger, above the Bombardment's ability
    assert t.game.life(t.alice) == 21
    t.resolve()
    assert t.game.life(t.bob) == 19


def test_if_you_do_outside_an_optional_trigger_stays_unsupported() -> None:
    """Flameblast Dragon pays {X}{R}: X in a payment during resolution isn't played."""
    compiled = bundled_database().compiled("Flameblast Dragon")
    assert not compiled.supported and "PayMana ({X})" in (compiled.reason or "")
