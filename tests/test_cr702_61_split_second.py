"""CR 702.61a (2011: 702.59a): split second, "As long as this spell is on the stack, players
can't cast spells or activate abilities that aren't mana abilities"; mana abilities still can
be (CR 702.61b). Real cards (Sudden Shock), played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.combat_table import CombatTable

RULE = {"current": "702.61a", "cr2011": "702.59a"}


def _shock_on_the_stack(ruleset: str) -> tuple[CombatTable, int, int, int, int]:
    """Alice casts Sudden Shock at Bob's Prodigal Sorcerer; both hold a Lightning Bolt and
    an untapped Mountain. Returns the table, the Sorcerer, Bob's Mountain, Alice's and Bob's
    Bolts."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 3)
    sorcerer = t.put("Prodigal Sorcerer", t.bob)
    mountain = t.put("Mountain", t.bob)
    alice_bolt = t.put("Lightning Bolt", t.alice, "hand")
    bob_bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.main_phase()
    t.game.apply(CastSpell(t.put("Sudden Shock", t.alice, "hand"), targets=(sorcerer,)))
    return t, sorcerer, mountain, alice_bolt, bob_bolt


def test_cr702_61a_split_second_round_trips() -> None:
    round_trip("Split second")


def test_cr702_61a_no_spell_can_be_cast_in_response(ruleset: str) -> None:
    """With Sudden Shock on the stack, neither player may cast Lightning Bolt: not offered,
    refused with the keyword's rule, and the game is left as it was."""
    t, _, _, alice_bolt, bob_bolt = _shock_on_the_stack(ruleset)
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(alice_bolt, targets=(t.bob,)))
    assert error.value.rule == RULE[ruleset]
    assert t.game.state == before
    t.game.apply(PassPriority())  # Bob gets priority
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(bob_bolt, targets=(t.alice,)))
    assert error.value.rule == RULE[ruleset]


def test_cr702_61a_no_ability_but_mana_abilities(ruleset: str) -> None:
    """Bob can't answer with Prodigal Sorcerer's "{T}: 1 damage" (it dies to the Shock), but
    he can still tap his Mountain for mana (CR 702.61b)."""
    t, sorcerer, mountain, _, _ = _shock_on_the_stack(ruleset)
    t.game.apply(PassPriority())  # Bob gets priority
    assert ActivateAbility(sorcerer, 0, (t.alice,)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(ActivateAbility(sorcerer, 0, (t.alice,)))
    assert error.value.rule == RULE[ruleset]
    assert t.game.state == before
    t.game.apply(ActivateAbility(mountain, 0))  # a mana ability
    assert t.obj(mountain).tapped
    t.game.apply(PassPriority())  # Bob passes; an action came between: Alice too (117.4)
    t.game.apply(PassPriority())  # Sudden Shock resolves
    assert not t.game.is_on_battlefield(sorcerer)
    assert t.game.life(t.alice) == 20


def test_cr702_61a_once_it_has_resolved_spells_can_be_cast(ruleset: str) -> None:
    """After Sudden Shock leaves the stack, Lightning Bolt can be cast again."""
    t, _, _, alice_bolt, _ = _shock_on_the_stack(ruleset)
    t.resolve()
    assert CastSpell(alice_bolt, targets=(t.bob,)) in t.game.legal_actions()
    t.game.apply(CastSpell(alice_bolt, targets=(t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17


def test_cr702_61a_before_it_is_cast_the_sorcerer_can_be_activated(ruleset: str) -> None:
    """Without a split second spell on the stack, the Sorcerer's ability is offered (the
    refusal above is split second's doing)."""
    t = CombatTable(ruleset)
    sorcerer = t.put("Prodigal Sorcerer", t.bob)
    t.put("Mountain", t.alice)
    t.main_phase()
    t.game.apply(CastSpell(t.put("Shock", t.alice, "hand"), targets=(t.bob,)))
    t.game.apply(PassPriority())
    assert ActivateAbility(sorcerer, 0, (t.alice,)) in t.game.legal_actions()
