"""Delayed triggered abilities (CR 603.7, the same number in 2011): real cards that create
one as they resolve, played through the turns."""

from __future__ import annotations

from mtgrules.actions import CastSpell
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.effects.delayed import DelayedTrigger
from mtgrules.events import Event
from mtgrules.objects import Step, Zone
from tests.instruction_play import Table
from tests.play_turns import until_step


def _until(t: Table, step: Step, turn: int) -> list[Event]:
    return until_step(t.game, step, turn)


def _heal(t: Table) -> tuple[int, int]:
    """Alice: Heal ("Prevent the next 1 damage that would be dealt to any target this turn.
    Draw a card at the beginning of the next turn's upkeep."), a Plains; cards in both
    libraries."""
    t.put("Plains", t.alice)
    heal = t.put("Heal", t.alice, "hand")
    for owner in (t.alice, t.alice, t.bob, t.bob):
        t.put("Island", owner, "library")
    t.begin()
    return heal, t.game.state.turn


def test_603_7a_heal_draws_at_the_beginning_of_the_next_turns_upkeep(ruleset: str) -> None:
    """Heal resolves: nothing is drawn now; at the beginning of Bob's upkeep (the next
    turn's) the delayed ability triggers once, and Alice, its controller, draws a card."""
    t = Table(ruleset)
    heal, turn = _heal(t)
    hand = len(t.zone_of(t.alice, Zone.HAND))
    t.act(CastSpell(heal, (t.alice,)))
    t.resolve()
    assert len(t.zone_of(t.alice, Zone.HAND)) == hand - 1  # Heal left the hand, no draw yet
    assert [e for e in t.game.state.effects.values() if isinstance(e, DelayedTrigger)]
    events = _until(t, Step.UPKEEP, turn + 1)
    fired = [e for e in events if isinstance(e, DelayedTriggerFired)]
    assert len(fired) == 1 and fired[0].rule == "603.7a" and fired[0].controller == t.alice
    assert t.game.state.active_player == t.bob
    before = len(t.zone_of(t.alice, Zone.HAND))
    t.resolve()
    assert len(t.zone_of(t.alice, Zone.HAND)) == before + 1
    assert not [e for e in t.game.state.effects.values() if isinstance(e, DelayedTrigger)]


def test_603_7b_heal_draws_only_once(ruleset: str) -> None:
    """A delayed triggered ability triggers only once (CR 603.7b): nothing more at the end
    step of that turn or the upkeep after."""
    t = Table(ruleset)
    heal, turn = _heal(t)
    t.act(CastSpell(heal, (t.bob,)))
    t.resolve()
    events = _until(t, Step.UPKEEP, turn + 1)
    t.resolve()
    events += _until(t, Step.DRAW, turn + 2)
    assert len([e for e in events if isinstance(e, DelayedTriggerFired)]) == 1
