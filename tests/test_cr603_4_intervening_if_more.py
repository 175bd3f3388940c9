"""CR 603.4 intervening "if" clauses of the conditions vocabulary's later additions: "if you
lost life last turn" (the turn before this one), "if you cast it (from your hand)". Real cards
under both rulesets, the condition true and false."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, PassPriority
from mtgrules.objects import Step
from tests.card_table import Table, round_trip


def test_cr603_4_more_intervening_ifs_round_trip() -> None:
    round_trip(
        "At the beginning of each upkeep, if you lost life last turn, put a +1/+1 counter on ~."
    )
    round_trip(
        "At the beginning of each upkeep, if an opponent lost life last turn, put a +1/+1"
        " counter on ~."
    )
    round_trip("When ~ enters, if you cast it from your hand, you gain 3 life.")
    round_trip("When ~ enters, if you cast it, you gain 3 life.")


@pytest.mark.parametrize("lost", [False, True])
def test_cr603_4_paladin_of_atonement_if_you_lost_life_last_turn(ruleset: str, lost: bool) -> None:
    """Paladin of Atonement: "At the beginning of each upkeep, if you lost life last turn, put
    a +1/+1 counter on ~." Alice loses 2 life in her turn (or not); at Bob's upkeep, the next
    turn, the Paladin gets a counter only if she did."""
    t = Table(ruleset)
    paladin = t.put("Paladin of Atonement", t.alice)
    t.main_phase()
    if lost:
        t.game.lose_life(t.alice, 2)
    state = t.game.state
    while not (state.step is Step.UPKEEP and state.active_player == t.bob):
        waiting = t.game.decision_kind() == "declare attackers"
        t.game.apply(DeclareAttackers(()) if waiting else PassPriority())
        state = t.game.state
    if lost:
        t.resolve()
    assert not t.game.state.stack
    assert t.game.state.objects[paladin].counters.get("+1/+1", 0) == (1 if lost else 0)
