"""Delayed triggered abilities that wait for a creature's death (CR 603.7): "Put a -1/-1
counter on target creature. When that creature dies this turn, its controller gets a poison
counter." (Virulent Wound).

The spell creates the delayed ability as it resolves (CR 603.7a); it refers to that
particular creature (CR 603.7c), triggers once if it dies this turn (CR 603.7b, 700.4), and
its instructions act on the creature as it last existed ("its controller", CR 608.2h). It
ends in the cleanup step (CR 514.2): a death in a later turn triggers nothing. Real cards
under both rulesets: Virulent Wound, Scarblade's Malice."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.delayed_events import DelayedTriggerFired
from mtgrules.effects.dies_this_turn_trigger import DiesThisTurnTrigger
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.activation_play import to_main_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Put a -1/-1 counter on target creature. When that creature dies this turn, its "
        "controller gets a poison counter.",
        "Target creature you control gains deathtouch and lifelink until end of turn. When "
        "that creature dies this turn, create a 2/2 black and green Elf creature token.",
        "Target creature you control gets +2/+0 and gains lifelink until end of turn. When "
        "that creature dies this turn, create a 1/1 white Spirit creature token with flying.",
        "{T}: ~ deals 1 damage to target creature you don't control. When that creature dies "
        "this turn, you get an experience counter.",
    ],
)
def test_cr603_7c_dies_this_turn_round_trips(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "You gain 2 life. When that creature dies this turn, draw a card.",
        "Target player loses 2 life. When that creature dies this turn, draw a card.",
    ],
)
def test_cr603_7c_that_creature_needs_a_creature_target_before(line: str) -> None:
    with pytest.raises(ClauseError, match="'that creature' without a creature target"):
        parse_line(line)


def _cast(t: Table, name: str, target: EntityId) -> None:
    """Alice casts ``name`` (one Swamp) at ``target`` and it resolves."""
    t.lands("Swamp", t.alice, 1)
    spell = t.put(name, t.alice, "hand")
    t.act(CastSpell(spell, (target,)))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_virulent_wound_poisons_the_dead_creatures_controller(ruleset: str) -> None:
    """Bob's Llanowar Elves get a -1/-1 counter and die (CR 704.5f): the delayed ability
    triggers and Bob, who controlled them, gets a poison counter."""
    t = Table(ruleset)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    _cast(t, "Virulent Wound", elves)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Llanowar Elves"]
    (item,) = t.game.state.stack
    assert item.text == "When that creature dies this turn, its controller gets a poison counter."
    t.resolve()
    assert (t.game.poison(t.bob), t.game.poison(t.alice)) == (1, 0)
    assert not any(isinstance(e, DiesThisTurnTrigger) for e in t.game.state.effects.values())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_virulent_wound_survivor_triggers_nothing(ruleset: str) -> None:
    """Bob's Grizzly Bears survive as 1/1s: nothing triggers; the delayed ability ends in
    the cleanup step (CR 514.2). A second Wound on Alice's next turn kills them: only its own
    delayed ability triggers (one poison counter, not two)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    _cast(t, "Virulent Wound", bears)
    assert not t.game.state.stack
    assert any(isinstance(e, DiesThisTurnTrigger) for e in t.game.state.effects.values())
    to_main_of(t, t.alice)  # her next turn
    assert not any(isinstance(e, DiesThisTurnTrigger) for e in t.game.state.effects.values())
    _cast(t, "Virulent Wound", bears)  # a second Wound: the Bears die
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert len(t.game.state.stack) == 1  # only the new Wound's own delayed ability
    t.resolve()
    assert t.game.poison(t.bob) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_scarblade_malice_makes_an_elf_when_the_creature_dies(ruleset: str) -> None:
    """Alice's Grizzly Bears gain deathtouch and lifelink; when a Lightning Bolt kills them,
    she creates a 2/2 black and green Elf. A Bolt at another creature triggers nothing."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    _cast(t, "Scarblade's Malice", bears)
    t.lands("Mountain", t.alice, 2)
    for victim in (giant, bears):
        bolt = t.put("Lightning Bolt", t.alice, "hand")
        events = t.act(CastSpell(bolt, (victim,)))
        events += t.resolve()
        fired = [e for e in events if isinstance(e, DelayedTriggerFired)]
        assert len(fired) == (1 if victim == bears else 0)
    assert "Grizzly Bears" in t.zone_of(t.alice, Zone.GRAVEYARD)
    t.resolve()
    (elf,) = [o for o in t.game.state.battlefield() if "Elf" in o.subtypes]
    assert (t.game.power(elf.id), t.game.toughness(elf.id), elf.controller) == (2, 2, t.alice)
