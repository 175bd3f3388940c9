"""Assist (CR 702.132a; Battlebond, 2018: today's number under both rulesets): another player
may pay any amount of the generic mana in the spell's total cost; they pay first, then the
caster pays the rest. Played with Skystreamer ({4}{W}, "Assist", flying, "When this creature
enters, target player gains 4 life.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.cards.database import bundled_database
from mtgrules.objects import CardType
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _table(ruleset: str, plains: int, mountains: int) -> tuple[CombatTable, EntityId]:
    t = CombatTable(ruleset)
    t.lands("Plains", plains)
    for _ in range(mountains):
        t.put("Mountain", t.bob)
    t.main_phase()
    return t, t.put("Skystreamer", t.alice, "hand")


def _untapped(t: CombatTable, player: EntityId) -> int:
    return sum(
        1
        for o in t.game.state.battlefield()
        if o.controller == player and CardType.LAND in o.types and not o.tapped
    )


def test_cr702_132a_the_other_player_pays_the_generic_mana(ruleset: str) -> None:
    """Alice has one Plains: Skystreamer is offered because Bob's four Mountains can pay its
    {4}. Bob chooses to pay all four; the spell is cast and resolves, and Alice gains 4."""
    t, card = _table(ruleset, 1, 4)
    assert CastSpell(card) in t.game.legal_actions()
    t.game.apply(CastSpell(card))
    asked = t.asked()
    assert asked.kind == "assist" and asked.player == t.bob and asked.rule == "702.132a"
    assert [o.answer for o in asked.options if isinstance(o, Choose)] == [0, 1, 2, 3, 4]
    t.game.apply(Choose(4))
    assert (_untapped(t, t.alice), _untapped(t, t.bob)) == (0, 0)
    assert [i.text for i in t.game.state.stack] == ["Skystreamer"]
    t.resolve()
    t.game.apply(Choose((t.alice,)))  # the target of its enters trigger
    t.resolve()
    assert t.game.is_on_battlefield(t.named("Skystreamer").id)
    assert t.game.life(t.alice) == 24


def test_cr702_132a_too_little_help_is_refused(ruleset: str) -> None:
    """Bob pays only {2}: Alice can't pay the other {2}{W}; the cast is refused and the game
    left as it was (Bob is asked again)."""
    t, card = _table(ruleset, 1, 4)
    t.game.apply(CastSpell(card))
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(Choose(2))
    assert error.value.rule == ("601.2g" if ruleset == "cr2011" else "601.2h")  # pay costs
    assert t.game.state == before


def test_cr702_132a_the_caster_pays_the_rest(ruleset: str) -> None:
    """Alice has five Plains and Bob two Mountains: Bob pays {2}, Alice the other {2}{W},
    and two of her Plains stay untapped; if Bob pays nothing she pays all five."""
    t, card = _table(ruleset, 5, 2)
    t.game.apply(CastSpell(card))
    t.game.apply(Choose(2))
    assert (_untapped(t, t.alice), _untapped(t, t.bob)) == (2, 0)
    t, card = _table(ruleset, 5, 2)
    t.game.apply(CastSpell(card))
    t.game.apply(Choose(0))
    assert (_untapped(t, t.alice), _untapped(t, t.bob)) == (0, 2)


def test_cr702_132a_no_help_possible_no_decision(ruleset: str) -> None:
    """Bob has no mana: nothing is asked, and without enough lands Alice can't cast it."""
    t, card = _table(ruleset, 5, 0)
    t.game.apply(CastSpell(card))
    assert [i.text for i in t.game.state.stack] == ["Skystreamer"]
    t, card = _table(ruleset, 4, 0)
    assert CastSpell(card) not in t.game.legal_actions()


def test_cr702_132a_round_trip() -> None:
    round_trip("Assist")


@pytest.mark.parametrize(
    "name",
    [
        "Skystreamer",
        "Bloodborn Scoundrels",
        "Lava-Field Overlord",
        "Magma Hellion",
        "Charging Binox",
    ],
)
def test_cr702_132a_cards_are_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
