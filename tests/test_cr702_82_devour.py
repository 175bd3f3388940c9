"""Devour (CR 702.82a; 702.80a in the 2011 rules): "Devour N" means "As this object enters,
you may sacrifice any number of creatures. This permanent enters with N +1/+1 counters on it
for each creature sacrificed this way." Played with Thorn-Thrash Viashino ({3}{R} 2/2,
devour 2) and Caldera Hellion ({3}{R}{R} 3/3, devour 1, "When this creature enters, it deals
3 damage to each creature."), with Grizzly Bears to devour."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.events import CountersPut, ZoneChanged
from mtgrules.objects import PLUS_ONE, Zone
from tests.counter_keyword_table import CounterTable

DEVOUR = {"current": "702.82a", "cr2011": "702.80a"}


def _cast(t: CounterTable, name: str, lands: int, answers: Sequence[bool]) -> list[Decision]:
    """Alice casts ``name`` with ``lands`` Mountains; the "may" decisions (one per creature
    she could devour, in order) are answered with ``answers``, then yes."""
    t.lands("Mountain", lands)
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    left = list(answers)
    asked: list[Decision] = []
    for _ in range(40):
        if not t.game.state.stack:
            return asked
        found = t.asked()
        if found.kind == "may":
            asked.append(found)
            t.game.apply(Choose(left.pop(0) if left else True))
        else:
            t.game.apply(PassPriority())
    raise AssertionError("the stack doesn't empty")


def _bears(t: CounterTable, zone: Zone) -> int:
    return sum(
        1 for o in t.game.state.objects.values() if o.name == "Grizzly Bears" and o.zone is zone
    )


def test_cr702_82a_two_devoured_four_counters(ruleset: str) -> None:
    """Both Bears sacrificed as the Viashino enters: 2 x 2 counters, a 6/6."""
    t = CounterTable(ruleset)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    asked = _cast(t, "Thorn-Thrash Viashino", 4, [True, True])
    assert [d.rule for d in asked] == [DEVOUR[ruleset]] * 2
    viashino = t.named("Thorn-Thrash Viashino")
    assert viashino.counters == {PLUS_ONE: 4}
    assert (t.game.power(viashino.id), t.game.toughness(viashino.id)) == (6, 6)
    assert (_bears(t, Zone.BATTLEFIELD), _bears(t, Zone.GRAVEYARD)) == (0, 2)
    sacrificed = [
        e for e in t.game.log if isinstance(e, ZoneChanged) and e.destination is Zone.GRAVEYARD
    ]
    assert len(sacrificed) == 2
    (put,) = [e for e in t.game.log if isinstance(e, CountersPut)]
    assert (put.permanent, put.amount, put.rule) == (viashino.id, 4, DEVOUR[ruleset])


def test_cr702_82a_any_number_one_of_two(ruleset: str) -> None:
    t = CounterTable(ruleset)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    _cast(t, "Thorn-Thrash Viashino", 4, [False, True])
    assert t.named("Thorn-Thrash Viashino").counters == {PLUS_ONE: 2}
    assert (_bears(t, Zone.BATTLEFIELD), _bears(t, Zone.GRAVEYARD)) == (1, 1)


def test_cr702_82a_none_devoured_no_counters(ruleset: str) -> None:
    t = CounterTable(ruleset)
    t.put("Grizzly Bears", t.alice)
    _cast(t, "Thorn-Thrash Viashino", 4, [False])
    assert t.named("Thorn-Thrash Viashino").counters == {}
    assert _bears(t, Zone.BATTLEFIELD) == 1


def test_cr702_82a_only_your_creatures_can_be_devoured(ruleset: str) -> None:
    """Bob's Bears are not offered: Alice sacrifices only what she controls (CR 701.16a)."""
    t = CounterTable(ruleset)
    t.put("Grizzly Bears", t.bob)
    asked = _cast(t, "Thorn-Thrash Viashino", 4, [])
    assert not [d for d in asked if d.rule == DEVOUR[ruleset]]
    assert _bears(t, Zone.BATTLEFIELD) == 1


def test_cr702_82a_the_counters_are_there_before_its_enters_trigger(ruleset: str) -> None:
    """Caldera Hellion devours one Bear: a 4/4 as its enters trigger resolves, it survives
    its own 3 damage; the other Bear dies."""
    t = CounterTable(ruleset)
    t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.alice)
    _cast(t, "Caldera Hellion", 5, [True, False])
    hellion = t.named("Caldera Hellion")
    assert hellion.zone is Zone.BATTLEFIELD and hellion.counters == {PLUS_ONE: 1}
    assert t.game.damage_on(hellion.id) == 3
    assert (_bears(t, Zone.BATTLEFIELD), _bears(t, Zone.GRAVEYARD)) == (0, 2)


@pytest.mark.parametrize(
    "name",
    ["Thorn-Thrash Viashino", "Caldera Hellion", "Preyseizer Dragon", "Fell Beast of Mordor"],
)
def test_cr702_82a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
