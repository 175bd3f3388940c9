"""Squad (CR 702.157a, a keyword from after 2011, played under both editions by today's rule):
"Squad [cost]" means "As an additional cost to cast this spell, you may pay [cost] any number
of times." and "When this creature enters, if its squad cost was paid, create a token that's
a copy of it for each time its squad cost was paid." Played with Arco-Flagellant ({2}{B}
3/1, squad {2}, "This creature can't block.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import Restriction
from mtgrules.state import GameObject
from tests.counter_keyword_table import CounterTable


def _cast(ruleset: str, times: int, lands: int = 7) -> CounterTable:
    t = CounterTable(ruleset)
    t.lands("Swamp", lands)
    card = t.put("Arco-Flagellant", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, (), additional=("squad",) * times))
    t.settle()
    return t


def _tokens(t: CounterTable) -> list[GameObject]:
    return [o for o in t.game.state.objects.values() if o.name == "Arco-Flagellant" and o.token]


@pytest.mark.parametrize("times", [0, 1, 2])
def test_cr702_157a_a_copy_for_each_time_paid(ruleset: str, times: int) -> None:
    """Paid ``times`` times ({2} each): that many token copies, 3/1s that can't block."""
    t = _cast(ruleset, times)
    tokens = _tokens(t)
    assert len(tokens) == times
    assert all((t.game.power(o.id), t.game.toughness(o.id)) == (3, 1) for o in tokens)
    assert all(Restriction.CANT_BLOCK in o.restrictions for o in tokens)
    assert sum(1 for o in t.game.state.objects.values() if o.tapped) == 3 + 2 * times


def test_cr702_157a_any_number_of_times_is_offered(ruleset: str) -> None:
    t = CounterTable(ruleset)
    t.lands("Swamp", 7)
    card = t.put("Arco-Flagellant", t.alice, "hand")
    t.main_phase()
    legal = t.game.legal_actions()
    for times in (0, 1, 2):
        assert CastSpell(card, (), additional=("squad",) * times) in legal
    assert CastSpell(card, (), additional=("squad",) * 3) not in legal  # 9 mana


@pytest.mark.parametrize("name", ["Arco-Flagellant", "Roadkill Rodney", "Vanguard Suppressor"])
def test_cr702_157a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
