"""Triggered abilities of a permanent on a card being put into a graveyard from anywhere
(CR 603.2: each time the event occurs; CR 400.7: the card is the new object in the
graveyard): "Whenever a creature card is put into an opponent's graveyard from anywhere, you
gain 1 life." (Profane Memento), "Whenever a land card is put into your graveyard from
anywhere, you gain 1 life." (Skola Grovedancer). From the battlefield, the hand or the stack;
only cards of the type, only the named graveyard, once per card."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr603_2_card_to_graveyard_round_trip() -> None:
    round_trip(
        "Whenever a creature card is put into an opponent's graveyard from anywhere, "
        "you gain 1 life."
    )
    round_trip("Whenever a land card is put into your graveyard from anywhere, you gain 1 life.")
    round_trip("Whenever a card is put into a graveyard from anywhere, you gain 1 life.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_opponents_creature_dies(ruleset: str) -> None:
    """Alice's Shock kills Bob's Grizzly Bears: the Bears card in Bob's graveyard triggers
    Profane Memento (+1); the Shock card put into Alice's own graveyard doesn't."""
    t = Table(ruleset)
    t.put("Profane Memento", t.alice)
    t.lands("Mountain", t.alice, 1)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (bears,)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert [item.text for item in t.game.state.stack] == [
        "Whenever a creature card is put into an opponent's graveyard from anywhere, "
        "you gain 1 life."
    ]
    t.resolve()
    assert t.game.life(t.alice) == 21


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_discarded_cards_each_trigger(ruleset: str) -> None:
    """Mind Rot makes Bob discard Hill Giant and Grizzly Bears (from his hand): two creature
    cards, two triggers, +2; a land card he discards triggers nothing."""
    t = Table(ruleset)
    t.put("Profane Memento", t.alice)
    t.lands("Swamp", t.alice, 3)
    t.put("Hill Giant", t.bob, "hand")
    t.put("Grizzly Bears", t.bob, "hand")
    t.begin()
    t.act(CastSpell(t.put("Mind Rot", t.alice, "hand"), (t.bob,)))
    t.resolve()
    assert len(t.game.state.stack) == 2
    t.resolve()
    t.resolve()
    assert t.game.life(t.alice) == 22


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_your_own_creature_card_does_not_trigger(ruleset: str) -> None:
    """Alice's own Grizzly Bears dying goes to her graveyard, not an opponent's: nothing."""
    t = Table(ruleset)
    t.put("Profane Memento", t.alice)
    t.lands("Mountain", t.alice, 1)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (bears,)))
    t.resolve()
    assert t.game.state.stack == []
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_land_card_into_your_graveyard(ruleset: str) -> None:
    """Skola Grovedancer: Alice's Stone Rain destroys her own Forest (+1); destroying Bob's
    Forest (his graveyard) gains nothing."""
    for owner_is_alice, life in ((True, 21), (False, 20)):
        t = Table(ruleset)
        t.put("Skola Grovedancer", t.alice)
        t.lands("Mountain", t.alice, 3)
        forest = t.put("Forest", t.alice if owner_is_alice else t.bob)
        t.begin()
        t.act(CastSpell(t.put("Stone Rain", t.alice, "hand"), (forest,)))
        t.resolve()
        assert not t.game.is_on_battlefield(forest)
        if t.game.state.stack:
            t.resolve()
        assert t.game.life(t.alice) == life
