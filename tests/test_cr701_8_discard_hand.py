"""Discarding a whole hand (CR 701.8a; 2011: 701.7a): "that player discards their hand", "you
may discard your hand": every card of the hand goes to its owner's graveyard, with no choice
to make. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.effects.instructions import YOU
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals damage to an opponent, that player discards their hand.",  # Nicol Bolas
        "Target player discards their hand unless they pay 7 life.",  # Tyrannize
        "Whenever ~ deals combat damage to a player, you may discard your hand. If you do, draw "
        "a card for each artifact you control.",  # Jackdaw
    ],
)
def test_cr701_8a_discard_hand_round_trip(line: str) -> None:
    round_trip(line)


def test_cr701_8a_discard_your_hand_is_yours() -> None:
    ability = parse_line("Whenever ~ attacks, you may discard your hand.")
    assert ability.sentences == ((DiscardHand(who=YOU),),)  # type: ignore[union-attr]


def _tyrannize(ruleset: str, pay: bool) -> Table:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    spell = t.put("Tyrannize", t.alice, "hand")
    t.put("Grizzly Bears", t.bob, "hand")
    t.put("Island", t.bob, "hand")
    t.put("Forest", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, (t.bob,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.asked().prompt == "pay 7 life?" and t.asked().player == t.bob
    t.act(Choose(pay))
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8a_tyrannize_unpaid_discards_the_whole_hand(ruleset: str) -> None:
    """Bob doesn't pay 7 life: both his cards go to his graveyard; Alice's hand is
    untouched."""
    t = _tyrannize(ruleset, pay=False)
    assert t.zone_of(t.bob, Zone.HAND) == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Island"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest"]
    assert t.game.state.life_of(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_12_tyrannize_paid_keeps_the_hand(ruleset: str) -> None:
    """Bob pays 7 life: he keeps his hand."""
    t = _tyrannize(ruleset, pay=True)
    assert t.zone_of(t.bob, Zone.HAND) == ["Grizzly Bears", "Island"]
    assert t.game.state.life_of(t.bob) == 13
