"""Ward granted by a static ability (CR 702.21a, 613.1f): "Enchanted creature gets +4/+4 and
has trample and ward {1}." (Super Strength), "Other creatures you control have trample and
ward {2}." (Giant Ankheg). The creature has the ward trigger while the effect lasts: an
opponent's spell that targets it is countered unless that player pays. Real cards, both
rulesets (ward is cited by today's number under either edition)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.counter_events import Countered, UnlessOffered
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Keyword, Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "Equipped creature has reach and ward {2}.",
        "Enchanted creature gets +1/+0 and has lifelink and ward {2}.",
        "Other creatures you control have trample and ward {1}.",
        "Creatures you control have hexproof and ward {3}.",
    ],
)
def test_cr702_21a_granted_ward_round_trip(line: str) -> None:
    round_trip(line)


def _bolt(t: Table, creature: EntityId) -> list[AbilityTriggered]:
    """Bob passes priority in his main phase; Alice casts Lightning Bolt at ``creature``."""
    t.game.apply(PassPriority())
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    events = t.game.apply(CastSpell(bolt, (creature,)))
    return [e for e in events if isinstance(e, AbilityTriggered)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_21a_super_strength_ward_counters_the_bolt(ruleset: str) -> None:
    """Bob's Grizzly Bears with Super Strength (6/6 trample, ward {1}): Alice's Bolt triggers
    ward; her only Mountain paid for the Bolt, so it is countered and the Bears live."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Forest", t.bob, 5)
    t.lands("Mountain", t.alice, 1)
    strength = t.put("Super Strength", t.bob, "hand")
    t.game.begin("precombat main", active=t.bob)
    t.act(CastSpell(strength, (bears,)))
    t.resolve()
    bear = t.game.state.objects[bears]
    assert bear.has(Keyword.TRAMPLE) and bear.current_power() == 6
    triggered = _bolt(t, bears)
    assert [(e.source, e.that_player) for e in triggered] == [(bears, t.alice)]
    t.game.apply(PassPriority())
    events = t.game.apply(PassPriority())
    assert [e.rule for e in events if isinstance(e, Countered)] == ["701.5a"]
    assert t.game.is_on_battlefield(bears) and t.game.state.objects[bears].damage == 0


@pytest.mark.parametrize("pays", [True, False])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_21a_giant_ankheg_other_creatures_have_ward_2(ruleset: str, pays: bool) -> None:
    """Bob's Giant Ankheg gives his Grizzly Bears trample and ward {2}: Alice (three
    Mountains) is offered to pay {2}; paid, the Bolt resolves and the Bears die; not paid,
    countered. Alice's own creature gets nothing."""
    t = Table(ruleset)
    t.put("Giant Ankheg", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    lions = t.put("Savannah Lions", t.alice)
    t.lands("Mountain", t.alice, 3)
    t.game.begin("precombat main", active=t.bob)
    assert t.game.state.objects[bears].has(Keyword.TRAMPLE)
    assert not t.game.state.objects[lions].has(Keyword.TRAMPLE)
    triggered = _bolt(t, bears)
    assert [e.source for e in triggered] == [bears]
    t.game.apply(PassPriority())
    events = list(t.game.apply(PassPriority()))
    events += t.game.apply(Choose(pays))
    offered = [e for e in events if isinstance(e, UnlessOffered)]
    assert [(e.player, e.cost, e.paid) for e in offered] == [(t.alice, "{2}", pays)]
    if pays:
        t.resolve()
    assert t.game.state.stack == []
    assert ("Grizzly Bears" in t.zone_of(t.bob, Zone.GRAVEYARD)) is pays
