"""A token that has left the battlefield ceases to exist when state-based actions are
performed (CR 704.5d in both editions; CR 111.7 today, 110.5g in 2011). Played with real
cards: a Vampire Knight token from Call the Bloodline, sacrificed to Goblin Bombardment."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import Zone
from mtgrules.token_events import TokenCeasedToExist
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5d_a_sacrificed_token_ceases_to_exist(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    bloodline = t.put("Call the Bloodline", t.alice)
    bombardment = t.put("Goblin Bombardment", t.alice)
    t.put("Shock", t.alice, "hand")
    t.begin()
    t.act(ActivateAbility(bloodline, 0))  # {1}, Discard a card: create a 1/1 Vampire Knight
    t.resolve()
    (knight,) = [o.id for o in t.game.state.battlefield() if o.token]
    events = t.act(ActivateAbility(bombardment, 0, (t.bob,)))
    ceased = [e for e in events if isinstance(e, TokenCeasedToExist)]
    assert len(ceased) == 1 and ceased[0].rule == "704.5d"
    assert not any(o.token for o in t.game.state.objects.values())
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
    assert t.game.state.lki[ceased[0].object].name == t.game.state.lki[knight].name
    t.resolve()
    assert t.game.life(t.bob) == 19  # the ability resolves without its sacrificed token


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr704_5d_a_card_stays_in_the_graveyard(ruleset: str) -> None:
    """Only tokens cease to exist: a sacrificed card stays in its owner's graveyard."""
    t = Table(ruleset)
    bombardment = t.put("Goblin Bombardment", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.begin()
    events = t.act(ActivateAbility(bombardment, 0, (t.bob,)))
    assert not any(isinstance(e, TokenCeasedToExist) for e in events)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
