"""Devoid on instants and sorceries (CR 702.114a: "Devoid" means "This object is colorless";
it works everywhere, so the spell on the stack is colorless though red mana paid for it). A
keyword from after 2011: played by today's rule under both rulesets. Real cards from the
bundled database: Reality Hemorrhage (devoid, {1}{R}: 2 damage to any target) against Kor
Firewalker (protection from red; "Whenever a player casts a red spell, you may gain 1
life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.instruction_play import RULESETS, Table

DEVOID_SPELLS = ["Reality Hemorrhage", "Fanged Flames", "Touch of the Void", "Unnatural Endurance"]


@pytest.mark.parametrize("name", DEVOID_SPELLS)
def test_cr702_114a_devoid_instants_and_sorceries_compile(name: str) -> None:
    card = bundled_database().card(name)
    assert "devoid" in {str(k.value) for k in card.keywords}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_114a_a_devoid_spell_is_colorless_and_ignores_protection_from_red(
    ruleset: str,
) -> None:
    """Reality Hemorrhage, cast with red mana, is colorless on the stack: it can target Kor
    Firewalker (protection from red, CR 702.16b), its damage isn't prevented (CR 702.16e), and
    the Firewalker's "a player casts a red spell" doesn't trigger."""
    t = Table(ruleset)
    firewalker = t.put("Kor Firewalker", t.bob)
    t.lands("Mountain", t.alice, 2)
    hemorrhage = t.put("Reality Hemorrhage", t.alice, "hand")
    assert t.game.state.objects[hemorrhage].colors == frozenset()
    t.begin()
    t.act(CastSpell(hemorrhage, (firewalker,)))
    spell = t.game.state.objects[t.game.state.stack[-1].source]
    assert spell.name == "Reality Hemorrhage" and spell.zone is Zone.STACK
    assert spell.colors == frozenset()
    assert not t.game.state.pending_triggers
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Kor Firewalker"]  # 2 damage to a 2/2
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_16b_a_red_spell_without_devoid_cant_target_protection_from_red(
    ruleset: str,
) -> None:
    """The control: Shock is red; it can't target Kor Firewalker, and the state is kept."""
    t = Table(ruleset)
    firewalker = t.put("Kor Firewalker", t.bob)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    assert t.game.state.objects[shock].colors == frozenset({"red"})
    t.begin()
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(shock, (firewalker,)))
    assert t.game.state.objects[shock].zone is Zone.HAND
    assert t.game.state.objects[firewalker].zone is Zone.BATTLEFIELD
