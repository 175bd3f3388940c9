"""Evolve (CR 702.100a, a keyword from after 2011, played under both editions by today's
rule): "Whenever a creature you control enters, if that creature's power is greater than this
creature's power and/or that creature's toughness is greater than this creature's toughness,
put a +1/+1 counter on this creature." An intervening if (CR 603.4). Played with Experiment
One ({G} 1/1, evolve), Grizzly Bears (2/2), Llanowar Elves (1/1) and Wall of Wood (0/3)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.events import AbilityTriggered
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId
from tests.counter_keyword_table import CounterTable


def _table(ruleset: str) -> tuple[CounterTable, EntityId]:
    t = CounterTable(ruleset)
    one = t.put("Experiment One", t.alice)
    t.lands("Forest", 6)
    t.main_phase()
    return t, one


def _cast(t: CounterTable, name: str) -> list[AbilityTriggered]:
    """Alice casts ``name``; everything resolves; the abilities that triggered."""
    start = len(t.game.log)
    t.cast(t.put(name, t.alice, "hand"))
    return [e for e in t.game.log[start:] if isinstance(e, AbilityTriggered)]


def test_cr702_100a_a_bigger_creature_evolves_it(ruleset: str) -> None:
    t, one = _table(ruleset)
    (fired,) = _cast(t, "Grizzly Bears")
    assert fired.source == one
    assert t.obj(one).counters == {PLUS_ONE: 1}
    assert (t.game.power(one), t.game.toughness(one)) == (2, 2)


def test_cr702_100a_not_bigger_it_doesnt_trigger(ruleset: str) -> None:
    """Llanowar Elves (1/1) is no bigger than the 1/1: the ability doesn't even trigger."""
    t, one = _table(ruleset)
    assert _cast(t, "Llanowar Elves") == []
    assert t.obj(one).counters == {}


def test_cr702_100a_greater_toughness_is_enough(ruleset: str) -> None:
    """ "and/or": Wall of Wood (0/3) has greater toughness, not power."""
    t, one = _table(ruleset)
    _cast(t, "Wall of Wood")
    assert t.obj(one).counters == {PLUS_ONE: 1}


def test_cr702_100a_compared_with_its_current_size(ruleset: str) -> None:
    """Two Bears: the first evolves it to 2/2; then the second Bears is no longer bigger,
    so it doesn't trigger; Experiment One stays 2/2."""
    t, one = _table(ruleset)
    _cast(t, "Grizzly Bears")
    assert _cast(t, "Grizzly Bears") == []
    assert t.obj(one).counters == {PLUS_ONE: 1}


def test_cr702_100a_checked_again_on_resolution(ruleset: str) -> None:
    """Bob bolts the Bears in response to the trigger. As it resolves, the Bears' last known
    2/2 is still bigger: the counter is put (CR 608.2h)."""
    t, one = _table(ruleset)
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    bears = t.put("Grizzly Bears", t.alice, "hand")
    t.game.apply(CastSpell(bears, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the Bears resolve; the evolve trigger goes on the stack
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(bolt, (t.named("Grizzly Bears").id,)))
    t.settle()
    assert t.obj(one).counters == {PLUS_ONE: 1}


@pytest.mark.parametrize("name", ["Experiment One", "Battering Krasis", "Ray Fillet, Wave Warrior"])
def test_cr702_100a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
