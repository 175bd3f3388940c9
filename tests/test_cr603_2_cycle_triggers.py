"""CR 702.29c-d (2011: 702.27c-d) with CR 603.2: "Whenever you cycle a card" / "another card"
triggers as its controller discards a card to pay a cycling cost; "Whenever you cycle or
discard a card" triggers only once when a card is cycled, and on any other discard too."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip
from tests.test_cr702_29c_when_you_cycle import _cycle


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you cycle a card, ~ gets +2/+0 until end of turn.",
        "Whenever you cycle another card, you gain 1 life.",
        "Whenever you cycle or discard a card, ~ gets +1/+0 until end of turn.",
        "Whenever you cycle or discard another card, scry 1.",
    ],
)
def test_cr702_29d_cycle_trigger_round_trips(line: str) -> None:
    round_trip(line)


def _settle(t: Table) -> None:
    """Both pass until the stack is empty: triggers put on the stack in the order offered
    (CR 603.3b), a "may" answered yes."""
    for _ in range(20):
        found = t.game.decision()
        if found is not None and found.kind == "trigger order":
            t.game.apply(Choose(0))
            continue
        if not t.game.state.stack and not t.game.state.pending_triggers:
            return
        assert found is not None
        t.game.apply(Choose(True) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


def test_cr702_29c_drannith_healer_gains_when_you_cycle(ruleset: str) -> None:
    """Drannith Healer: Alice cycling Renewed Faith gains her 1 life (and 2 from Renewed
    Faith's own trigger): 23."""
    t = Table(ruleset)
    t.put("Drannith Healer", t.alice)
    _cycle(t, "Renewed Faith", "Plains", 2)
    _settle(t)
    assert t.game.life(t.alice) == 23


def test_cr702_29c_opponent_cycling_does_not_trigger(ruleset: str) -> None:
    """Drannith Healer is Bob's: Alice cycling gains Bob nothing."""
    t = Table(ruleset)
    t.put("Drannith Healer", t.bob)
    _cycle(t, "Renewed Faith", "Plains", 2)
    _settle(t)
    assert t.game.life(t.bob) == 20
    assert t.game.life(t.alice) == 22


def _power(t: Table, name: str) -> int:
    found = next(o for o in t.game.state.objects.values() if o.name == name)
    assert found.zone is Zone.BATTLEFIELD
    return found.current_power()


@pytest.mark.parametrize(("name", "power"), [("Prickly Marmoset", 4), ("Flameblade Adept", 2)])
def test_cr702_29d_cycling_triggers_once(ruleset: str, name: str, power: int) -> None:
    """Prickly Marmoset (2/3, "cycle a card": +2/+0) and Flameblade Adept (1/2, "cycle or
    discard a card": +1/+0) each trigger once when Alice cycles a card (CR 702.29d)."""
    t = Table(ruleset)
    t.put(name, t.alice)
    _cycle(t, "Renewed Faith", "Plains", 2)
    _settle(t)
    assert _power(t, name) == power


@pytest.mark.parametrize(("name", "power"), [("Prickly Marmoset", 2), ("Flameblade Adept", 3)])
def test_cr702_29d_a_plain_discard(ruleset: str, name: str, power: int) -> None:
    """Faithless Looting discards two cards without cycling: Flameblade Adept ("cycle or
    discard") triggers twice (3/2), Prickly Marmoset ("cycle a card") not at all (2/3)."""
    t = Table(ruleset)
    t.put(name, t.alice)
    looting = t.put("Faithless Looting", t.alice, "hand")
    for _ in range(2):
        t.put("Grizzly Bears", t.alice, "library")
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.apply(CastSpell(looting, ()))
    _settle(t)
    assert _power(t, name) == power
