"""'At the beginning of the end step, ~'s owner shuffles it into their library.' (CR 701.20a;
2011: 701.17a): the permanent goes into its owner's library, whoever controls it, and that
library is shuffled. Real cards under both editions: Blitz Hellion, Lightning Shrieker."""

from __future__ import annotations

import pytest

from mtgrules.actions import PassPriority
from mtgrules.objects import Zone
from mtgrules.turn_events import LibraryShuffled
from tests.card_table import round_trip
from tests.instruction_play import Table


def test_cr701_20a_owner_shuffles_it_round_trip() -> None:
    round_trip("At the beginning of the end step, ~'s owner shuffles it into their library.")


@pytest.mark.parametrize("card", ["Blitz Hellion", "Lightning Shrieker"])
@pytest.mark.parametrize("bob_controls", [False, True])
def test_cr701_20a_into_its_owners_library(ruleset: str, card: str, bob_controls: bool) -> None:
    """Alice's card (controlled by Alice, or by Bob) goes into Alice's library, shuffled."""
    t = Table(ruleset)
    permanent = t.put(card, t.alice)
    t.put("Forest", t.alice, "library")
    if bob_controls:
        t.game.state.objects[permanent].controller = t.bob
    t.game.begin("end", active=t.alice)
    t.game.apply(PassPriority())
    events = t.game.apply(PassPriority())
    assert sorted(t.library(t.alice)) == sorted(["Forest", card])
    assert t.library(t.bob) == []
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == []
    assert [e.player for e in events if isinstance(e, LibraryShuffled)] == [t.alice]
