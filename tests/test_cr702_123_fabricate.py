"""Fabricate (CR 702.123a, a keyword from after 2011, played under both editions by today's
rule): "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it.
If you don't, create N 1/1 colorless Servo artifact creature tokens." Played with Marionette
Apprentice ({1}{B} 1/2, fabricate 1) and Angel of Invention ({3}{W}{W} 2/1, fabricate 2,
"Other creatures you control get +1/+1.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.objects import PLUS_ONE, CardType, Zone
from mtgrules.state import GameObject
from tests.counter_keyword_table import CounterTable


def _servos(t: CounterTable) -> list[GameObject]:
    return [o for o in t.game.state.objects.values() if o.token and "Servo" in o.subtypes]


def _cast(t: CounterTable, name: str, land: str, lands: int, *, counters: bool) -> None:
    """Alice casts ``name``; asked about fabricate, she answers ``counters``."""
    t.lands(land, lands)
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    for _ in range(30):
        if not t.game.state.stack:
            return
        found = t.asked()
        t.game.apply(Choose(counters) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


def test_cr702_123a_counters_on_it(ruleset: str) -> None:
    t = CounterTable(ruleset)
    _cast(t, "Marionette Apprentice", "Swamp", 2, counters=True)
    apprentice = t.named("Marionette Apprentice")
    assert apprentice.counters == {PLUS_ONE: 1}
    assert (t.game.power(apprentice.id), t.game.toughness(apprentice.id)) == (2, 3)
    assert not _servos(t)


def test_cr702_123a_if_you_dont_servo_tokens(ruleset: str) -> None:
    """Declined: no counter, one 1/1 colorless Servo artifact creature token."""
    t = CounterTable(ruleset)
    _cast(t, "Marionette Apprentice", "Swamp", 2, counters=False)
    assert t.named("Marionette Apprentice").counters == {}
    (servo,) = _servos(t)
    assert servo.controller == t.alice and servo.colors == frozenset()
    assert {CardType.ARTIFACT, CardType.CREATURE} <= servo.types
    assert (t.game.power(servo.id), t.game.toughness(servo.id)) == (1, 1)


def test_cr702_123a_fabricate_2_two_servos_under_the_angel(ruleset: str) -> None:
    """Angel of Invention, fabricate 2 as tokens: two Servos, each 2/2 with its bonus."""
    t = CounterTable(ruleset)
    _cast(t, "Angel of Invention", "Plains", 5, counters=False)
    servos = _servos(t)
    assert len(servos) == 2
    assert all((t.game.power(s.id), t.game.toughness(s.id)) == (2, 2) for s in servos)


def test_cr702_123a_gone_before_it_resolves_the_servos_are_made(ruleset: str) -> None:
    """Bob bolts the Apprentice in response: it can't get counters, so Alice gets the
    Servo without being asked (ruling of Kaladesh)."""
    t = CounterTable(ruleset)
    t.lands("Swamp", 2)
    t.put("Mountain", t.bob)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    card = t.put("Marionette Apprentice", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the creature spell resolves; the trigger goes on the stack
    assert t.game.state.stack
    t.game.apply(PassPriority())
    t.game.apply(CastSpell(bolt, (t.named("Marionette Apprentice").id,)))
    asked = []
    for _ in range(30):
        if not t.game.state.stack:
            break
        found = t.asked()
        asked.append(found.kind)
        t.game.apply(PassPriority())
    assert "may" not in asked
    assert t.named("Marionette Apprentice").zone is Zone.GRAVEYARD
    assert len(_servos(t)) == 1


@pytest.mark.parametrize("name", ["Marionette Apprentice", "Angel of Invention", "Peema Outrider"])
def test_cr702_123a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
