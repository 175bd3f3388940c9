"""Disguise (CR 702.168, a keyword from after 2011, cited by today's number under both
editions): cast the card face down for {3} as a 2/2 creature with ward {2}, and turn it face
up any time for its disguise cost (CR 702.168d). Played with real cards under both editions."""

from __future__ import annotations

from mtgrules.actions import CastSpell, PassPriority, TurnFaceUp
from mtgrules.face_down_events import TurnedFaceDown, TurnedFaceUp
from mtgrules.objects import Keyword, Zone
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


def _disguised(t: Table, name: str, swamps: int) -> EntityId:
    """Alice casts ``name`` face down with disguise and it resolves: the permanent."""
    card = t.put(name, t.alice, "hand")
    t.lands("Swamp", swamps)
    t.main_phase()
    events = t.game.apply(CastSpell(card, (), "disguise"))
    assert [e.rule for e in events if isinstance(e, TurnedFaceDown)] == ["702.168b"]
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    return down


def test_cr702_168a_disguise_line_round_trips() -> None:
    round_trip("Disguise {4}{B}")


def test_cr702_168a_face_down_with_ward_two(ruleset: str) -> None:
    """Basilica Stalker (3/4 flying, disguise {4}{B}) face down is a 2/2 without flying, with
    ward {2}: Bob's Lightning Bolt at it, with no mana left to pay {2}, is countered."""
    t = Table(ruleset)
    down = _disguised(t, "Basilica Stalker", 3)
    obj = t.game.state.objects[down]
    assert (obj.current_power(), obj.current_toughness(), obj.has(Keyword.FLYING)) == (2, 2, False)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    t.put("Mountain", t.bob)
    t.game.apply(PassPriority())  # Alice passes: Bob has priority
    t.game.apply(CastSpell(bolt, (down,)))
    assert len(t.game.state.stack) == 2  # the Bolt and the ward trigger
    while t.game.state.stack:
        t.game.apply(PassPriority())
    assert t.game.damage_on(down) == 0
    assert next(o.zone for o in t.game.state.objects.values() if o.name == "Lightning Bolt") == (
        Zone.GRAVEYARD
    )


def test_cr702_168d_turned_face_up_for_its_disguise_cost(ruleset: str) -> None:
    """Basilica Stalker turned face up for {4}{B}: 3/4 with flying and no ward any more."""
    t = Table(ruleset)
    down = _disguised(t, "Basilica Stalker", 8)
    events = t.game.apply(TurnFaceUp(down))
    assert [e.rule for e in events if isinstance(e, TurnedFaceUp)] == ["702.168d"]
    obj = t.game.state.objects[down]
    assert (obj.name, obj.current_power(), obj.current_toughness()) == ("Basilica Stalker", 3, 4)
    assert obj.has(Keyword.FLYING)
    assert not any(a.text.startswith("Ward") for a in obj.triggers)


def test_cr702_168d_when_turned_face_up_trigger(ruleset: str) -> None:
    """Alley Assailant ("This creature enters tapped."; disguise {4}{B}{B}; "When this
    creature is turned face up, target opponent loses 3 life and you gain 3 life."): face
    down it enters untapped (its text is hidden); turned face up, Bob loses 3, Alice gains 3."""
    t = Table(ruleset)
    down = _disguised(t, "Alley Assailant", 9)
    assert not t.game.state.objects[down].tapped
    t.game.apply(TurnFaceUp(down))
    assert t.game.state.pending_choice is None  # its only legal target: Bob
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 17)
