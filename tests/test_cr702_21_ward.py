"""Ward (CR 702.21a, a keyword from 2021: cited by today's number under either edition):
"Whenever this permanent becomes the target of a spell or ability an opponent controls,
counter that spell or ability unless that player pays [cost]." Real cards: Waterfall
Aerialist (ward {2}), Owlin Shieldmage (ward—pay 3 life), Sunset Saboteur (ward—discard a
card), played under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.counter_events import Countered, UnlessOffered
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.instruction_play import Table


def bolt_at(t: Table, creature: EntityId, *, mountains: int) -> list[AbilityTriggered]:
    """Alice casts Lightning Bolt at ``creature``; the triggers that go on the stack."""
    t.begin()
    t.lands("Mountain", t.alice, mountains)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    events = t.act(CastSpell(bolt, (creature,)))
    return [e for e in events if isinstance(e, AbilityTriggered)]


def ward_resolves(t: Table, *answers: bool) -> list[object]:
    """Both players pass: the ward ability resolves, Alice answers its offer."""
    t.game.apply(PassPriority())
    events: list[object] = list(t.game.apply(PassPriority()))
    for answer in answers:
        events += t.game.apply(Choose(answer))
    return events


def test_cr702_21_ward_compiles_to_its_triggered_ability() -> None:
    """Each ward is the keyword (rendered as printed) and one triggered ability."""
    for name in ("Waterfall Aerialist", "Owlin Shieldmage", "Sunset Saboteur"):
        card = bundled_database().card(name)
        (ward,) = [a for a in card.triggers if a.text.startswith("Ward")]
        assert "becomes the target of a spell or ability an opponent controls" in ward.text


@pytest.mark.parametrize("pays", [True, False])
def test_cr702_21a_ward_mana_counters_unless_paid(ruleset: str, pays: bool) -> None:
    """Bolt at Waterfall Aerialist (3/1, ward {2}): ward triggers as the Bolt is cast; Alice
    pays {2} (the Aerialist dies) or doesn't (the Bolt is countered, the Aerialist lives)."""
    t = Table(ruleset)
    aerialist = t.put("Waterfall Aerialist", t.bob)
    triggered = bolt_at(t, aerialist, mountains=3)
    assert [(e.source, e.that_player) for e in triggered] == [(aerialist, t.alice)]
    events = ward_resolves(t, pays)
    offered = [e for e in events if isinstance(e, UnlessOffered)]
    assert [(e.player, e.cost, e.paid, e.rule) for e in offered] == [
        (t.alice, "{2}", pays, "702.21a")
    ]
    if pays:
        t.resolve()
    assert t.game.state.stack == []
    assert ("Waterfall Aerialist" in t.zone_of(t.bob, Zone.GRAVEYARD)) is pays
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_cr702_21a_ward_counters_when_the_cost_cant_be_paid(ruleset: str) -> None:
    """Alice's only Mountain paid for the Bolt: she can't pay {2}, nothing is asked, and the
    Bolt is countered (CR 701.5a)."""
    t = Table(ruleset)
    aerialist = t.put("Waterfall Aerialist", t.bob)
    bolt_at(t, aerialist, mountains=1)
    events = ward_resolves(t)
    assert [e.rule for e in events if isinstance(e, Countered)] == ["701.5a"]
    assert t.game.state.stack == []
    assert "Waterfall Aerialist" in t.zone_of(t.bob, Zone.BATTLEFIELD)


def test_cr702_21a_ward_doesnt_trigger_on_its_controllers_spells(ruleset: str) -> None:
    """Bob targets his own Aerialist: no ward trigger (only an opponent's spell)."""
    t = Table(ruleset)
    t.begin()
    aerialist = t.put("Waterfall Aerialist", t.bob)
    t.lands("Mountain", t.bob, 1)
    t.game.apply(PassPriority())  # Alice passes: Bob has priority in her main phase
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    events = t.act(CastSpell(bolt, (aerialist,)))
    assert not any(isinstance(e, AbilityTriggered) for e in events)
    t.resolve()
    assert "Waterfall Aerialist" in t.zone_of(t.bob, Zone.GRAVEYARD)


@pytest.mark.parametrize("pays", [True, False])
def test_cr702_21a_ward_pay_life(ruleset: str, pays: bool) -> None:
    """Owlin Shieldmage (3/3, ward—pay 3 life): Alice pays 3 life (17) and the Bolt kills
    it, or declines and the Bolt is countered."""
    t = Table(ruleset)
    shieldmage = t.put("Owlin Shieldmage", t.bob)
    bolt_at(t, shieldmage, mountains=1)
    events = ward_resolves(t, pays)
    assert [(e.cost, e.paid) for e in events if isinstance(e, UnlessOffered)] == [("3 life", pays)]
    if pays:
        t.resolve()
    assert t.game.life(t.alice) == (17 if pays else 20)
    assert ("Owlin Shieldmage" in t.zone_of(t.bob, Zone.GRAVEYARD)) is pays


def test_cr702_21a_ward_pay_life_with_too_little_life(ruleset: str) -> None:
    """With 2 life Alice can't pay 3 (CR 119.4; 2011: 118.4): the Bolt is countered."""
    t = Table(ruleset)
    t.game.set_life(t.alice, 2)
    shieldmage = t.put("Owlin Shieldmage", t.bob)
    bolt_at(t, shieldmage, mountains=1)
    events = ward_resolves(t)
    assert [e.paid for e in events if isinstance(e, UnlessOffered)] == [False]
    assert t.game.life(t.alice) == 2
    assert "Owlin Shieldmage" in t.zone_of(t.bob, Zone.BATTLEFIELD)


def test_cr702_21a_ward_discard_a_card(ruleset: str) -> None:
    """Sunset Saboteur (4/1, ward—discard a card): Alice discards her Grizzly Bears and the
    Bolt kills the Saboteur."""
    t = Table(ruleset)
    saboteur = t.put("Sunset Saboteur", t.bob)
    t.put("Grizzly Bears", t.alice, "hand")
    bolt_at(t, saboteur, mountains=1)
    events = ward_resolves(t, True)
    assert [(e.cost, e.paid) for e in events if isinstance(e, UnlessOffered)] == [("a card", True)]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    t.resolve()
    assert "Sunset Saboteur" in t.zone_of(t.bob, Zone.GRAVEYARD)


def test_cr702_21a_stifling_the_ward_trigger_lets_the_spell_resolve(ruleset: str) -> None:
    """Alice counters the ward ability itself with Stifle: the Bolt resolves."""
    t = Table(ruleset)
    aerialist = t.put("Waterfall Aerialist", t.bob)
    t.lands("Island", t.alice, 1)
    bolt_at(t, aerialist, mountains=1)
    stifle = t.put("Stifle", t.alice, "hand")
    ward = t.game.state.stack[-1].id
    t.act(CastSpell(stifle, (ward,)))
    t.resolve()  # Stifle counters the ward ability
    assert [i.text for i in t.game.state.stack] == ["Lightning Bolt"]
    t.resolve()
    assert "Waterfall Aerialist" in t.zone_of(t.bob, Zone.GRAVEYARD)


def test_cr101_2_ward_cant_counter_a_spell_that_cant_be_countered(ruleset: str) -> None:
    """Heated Debate at the Aerialist: Alice doesn't pay, ward resolves, but the Debate
    can't be countered (CR 101.2) and kills the Aerialist."""
    t = Table(ruleset)
    aerialist = t.put("Waterfall Aerialist", t.bob)
    t.begin()
    t.lands("Mountain", t.alice, 5)
    debate = t.put("Heated Debate", t.alice, "hand")
    t.act(CastSpell(debate, (aerialist,)))
    events = ward_resolves(t, False)
    assert not any(isinstance(e, Countered) for e in events)
    t.resolve()
    assert "Waterfall Aerialist" in t.zone_of(t.bob, Zone.GRAVEYARD)
