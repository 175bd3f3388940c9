"""Miracle (CR 702.94a; Avacyn Restored, 2012: today's number under both rulesets): "You may
reveal this card from your hand as you draw it if it's the first card you've drawn this turn.
When you reveal this card this way, you may cast it by paying [cost] rather than its mana
cost." Played with Thunderous Wrath ({4}{R}{R} instant, "Thunderous Wrath deals 5 damage to
any target.", Miracle {R})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _to_alices_upkeep(ruleset: str) -> CombatTable:
    """Alice, with one Mountain, is at the upkeep of her second turn; Thunderous Wrath is on
    top of her library."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 1)
    t.game.begin("precombat main", active=t.alice)
    t.play_to("upkeep", t.alice)
    t.put("Thunderous Wrath", t.alice, "library")
    return t


def _wrath(t: CombatTable) -> EntityId:
    (card,) = [o.id for o in t.game.state.objects.values() if o.name == "Thunderous Wrath"]
    return card


def _pass_until(t: CombatTable, kind: str) -> None:
    for _ in range(20):
        if t.asked().kind == kind:
            return
        assert t.asked().kind == "priority", t.asked().kind
        t.game.apply(PassPriority())
    raise AssertionError(f"no {kind} decision")


def test_cr702_94a_revealed_first_draw_is_cast_for_its_miracle_cost(ruleset: str) -> None:
    """Drawn in her draw step, the Wrath is revealed; its ability triggers and, as it
    resolves, Alice casts it for {R} at Bob (15)."""
    t = _to_alices_upkeep(ruleset)
    _pass_until(t, "miracle reveal")
    assert t.asked().player == t.alice
    t.game.apply(Choose(True))
    assert [e.rule for e in t.game.log if isinstance(e, AbilityTriggered)][-1:] == ["702.94a"]
    _pass_until(t, "miracle")
    answers = [o.answer for o in t.asked().options if isinstance(o, Choose)]
    at_bob = CastSpell(_wrath(t), (t.bob,), how="miracle")
    assert at_bob in answers
    t.game.apply(Choose(at_bob))
    t.resolve()
    assert t.game.life(t.bob) == 15
    assert t.named("Thunderous Wrath").zone is Zone.GRAVEYARD


def test_cr702_94a_not_revealed_nothing_triggers(ruleset: str) -> None:
    t = _to_alices_upkeep(ruleset)
    _pass_until(t, "miracle reveal")
    t.game.apply(Choose(False))
    assert not [e for e in t.game.log if e.rule == "702.94a"]
    assert t.named("Thunderous Wrath").zone is Zone.HAND
    assert t.game.life(t.bob) == 20


def test_cr702_94a_only_for_the_first_card_drawn(ruleset: str) -> None:
    """Drawn second this turn (by Divination, after the draw step's Island), the Wrath isn't
    offered for its miracle cost."""
    t = CombatTable(ruleset)
    t.lands("Island", 3)
    t.game.begin("precombat main", active=t.alice)
    t.play_to("precombat main", t.alice)
    t.put("Thunderous Wrath", t.alice, "library")
    t.game.apply(CastSpell(t.put("Divination", t.alice, "hand")))
    t.resolve()
    assert t.asked().kind == "priority"
    assert t.named("Thunderous Wrath").zone is Zone.HAND


def test_cr702_94a_its_miracle_cost_only_as_the_ability_resolves(ruleset: str) -> None:
    """From the hand at any other time, the miracle cost isn't offered and is refused."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 1)
    card = t.put("Thunderous Wrath", t.alice, "hand")
    t.main_phase()
    assert not [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(card, (t.bob,), how="miracle"))
    assert error.value.rule == "702.94a"
    assert t.game.state == before


def test_cr702_94a_round_trip() -> None:
    round_trip("Miracle {R}")


@pytest.mark.parametrize("name", ["Thunderous Wrath", "Bonfire of the Damned", "Sister Repentia"])
def test_cr702_94a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
