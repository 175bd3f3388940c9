"""CR 615.7: shields, "Prevent the next N damage ...", in other word orders -- on the damage
a source deals (Barbed Wire), on combat damage only (Decorated Griffin), on the damage of a
source chosen as the spell resolves (Healing Grace, CR 609.7a), "dealt this turn to X"
(Samite Alchemist). 2011: the same rules (615.7, 609.7a). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_7_healing_grace_shields_from_the_chosen_source_only(ruleset: str) -> None:
    """Healing Grace on Alice, Hill Giant chosen: of its 5 damage 3 are prevented (20 + 3
    life - 2 = 21); Grizzly Bears' 2 damage is dealt (19); the shield is used up: the Giant's
    next 3 are dealt (16)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    grace = t.put("Healing Grace", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(grace, (t.alice,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().kind == "source" and t.asked().rule == "609.7a"
    t.act(Choose(giant))
    assert t.game.life(t.alice) == 23
    t.game.deal_damage(giant, t.alice, 5)
    assert t.game.life(t.alice) == 21
    t.game.deal_damage(bears, t.alice, 2)
    assert t.game.life(t.alice) == 19
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_7_barbed_wire_shields_its_own_damage_to_anyone(ruleset: str) -> None:
    """Barbed Wire's {2} ability: the next 1 damage Barbed Wire deals is prevented, whoever
    it is dealt to: its 1 damage to Bob is prevented (20); the next 1 is dealt (19); Hill
    Giant's damage isn't shielded (16)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    wire = t.put("Barbed Wire", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.begin()
    t.act(ActivateAbility(wire, 0))
    t.resolve()
    t.game.deal_damage(giant, t.bob, 3)
    assert t.game.life(t.bob) == 17
    t.game.deal_damage(wire, t.bob, 1)
    assert t.game.life(t.bob) == 17
    t.game.deal_damage(wire, t.bob, 1)
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr615_7_decorated_griffin_shields_combat_damage_only(ruleset: str) -> None:
    """Decorated Griffin's {1}{W} ability: Hill Giant's 3 noncombat damage is dealt (17);
    of its 3 combat damage 1 is prevented (15)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    griffin = t.put("Decorated Griffin", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(ActivateAbility(griffin, 0))
    t.resolve()
    t.game.deal_damage(giant, t.alice, 3)
    assert t.game.life(t.alice) == 17
    t.game.deal_damage(giant, t.alice, 3, combat=True)
    assert t.game.life(t.alice) == 15


@pytest.mark.parametrize(
    "line",
    [
        "{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target "
        "creature you control.",
        "{2}: Prevent the next 1 damage that would be dealt by ~ this turn.",
        "{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.",
        "Prevent the next 3 damage that would be dealt to any target this turn by a source of "
        "your choice. You gain 3 life.",
    ],
)
def test_cr615_7_next_damage_word_orders_round_trip(line: str) -> None:
    round_trip(line)


def test_cr615_7_a_shield_for_a_group_is_refused() -> None:
    """Each creature would need its own shield: not the one shield of "the next N"."""
    with pytest.raises(ClauseError):
        parse_line("Prevent the next 2 damage that would be dealt this turn to each creature.")
