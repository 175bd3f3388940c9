""" "Up to one target card from a graveyard" (CR 115.1: a card in a graveyard as a target; "up
to one": zero or one target, CR 601.2c / 603.3d): the controller may choose any graveyard's
card or none. Played with Wreck Remover ("Whenever ~ enters or attacks, exile up to one target
card from a graveyard. You gain 1 life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr115_1_up_to_one_target_card_round_trip() -> None:
    round_trip(
        "Whenever ~ enters or attacks, exile up to one target card from a graveyard. "
        "You gain 1 life."
    )
    round_trip("Exile up to one target creature card from a graveyard.")


def _wreck_remover_enters(t: Table) -> tuple[EntityId, EntityId]:
    """Alice casts Wreck Remover with Bob's Hill Giant and her Shock in graveyards; its ETB
    ability waits for its target. Returns (giant, shock)."""
    t.lands("Plains", t.alice, 2)
    t.lands("Island", t.alice, 2)
    t.begin()
    remover = t.put("Wreck Remover", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob, "graveyard")
    shock = t.put("Shock", t.alice, "graveyard")
    t.act(CastSpell(remover, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.decision()
    assert asked.kind == "targets"
    assert {c.answer for c in asked.options if isinstance(c, Choose)} == {
        (giant,),
        (shock,),
        (NO_TARGET,),
    }
    return giant, shock


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_exile_a_card_from_an_opponents_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    giant, _ = _wreck_remover_enters(t)
    t.act(Choose((giant,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.EXILE) == ["Hill Giant"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_up_to_one_none_chosen(ruleset: str) -> None:
    """No target chosen: nothing is exiled, Alice still gains 1 life."""
    t = Table(ruleset)
    _wreck_remover_enters(t)
    t.act(Choose((NO_TARGET,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_a_permanent_is_not_a_card_target(ruleset: str) -> None:
    """A creature on the battlefield isn't a card in a graveyard: refused, unchanged."""
    t = Table(ruleset)
    _wreck_remover_enters(t)
    bears = t.put("Grizzly Bears", t.bob)
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(Choose((bears,)))
    assert t.game.state == before
