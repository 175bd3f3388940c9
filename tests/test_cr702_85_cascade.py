"""Cascade (CR 702.85a; 702.83a in the 2011 rules): "When you cast this spell, exile cards from
the top of your library until you exile a nonland card whose mana value is less than this
spell's mana value. You may cast that card without paying its mana cost. Then put all cards
exiled this way that weren't cast on the bottom of your library in a random order." Played
with Bituminous Blast ({3}{B}{R}, Cascade: 4 damage to target creature) under both editions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose
from mtgrules.errors import RulesError
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from mtgrules.resolution_cascade import DONT_CAST
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


def _rule(t: Table) -> str:
    return "702.83a" if t.game.ruleset.name == "cr2011" else "702.85a"


def _library(t: Table) -> list[str]:
    """Alice's library, bottom first."""
    objects = t.game.state.objects
    return [objects[c].name for c in t.game.state.libraries[t.alice]]


def _casts_at(answer: object, target: EntityId) -> bool:
    """The decision's answer casts the card with ``target`` as its target."""
    return isinstance(answer, CastSpell) and answer.targets == (target,)


def _cast_blast(t: Table, *library: str) -> EntityId:
    """Alice's library (the last named on top); she casts Bituminous Blast at Bob's Hill
    Giant; the cascade trigger resolves. Returns the Giant."""
    blast = t.put("Bituminous Blast", t.alice, "hand")
    for name in library:
        t.put(name, t.alice, "library")
    for land in ("Swamp", "Mountain", "Mountain", "Mountain", "Mountain"):
        t.put(land, t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.main_phase()
    t.game.apply(CastSpell(blast, (giant,)))
    assert t.game.state.stack[0].text == "Bituminous Blast"
    assert len(t.game.state.stack) == 2  # the cascade trigger above the spell
    t.resolve()
    return giant


def test_cr702_85a_cascade_line_round_trips() -> None:
    round_trip("Cascade")


def test_cr702_85a_exile_until_a_lesser_nonland_card_and_cast_it_free(ruleset: str) -> None:
    """Library (top first): Mountain, Lava Axe (mana value 5, not less), Lightning Bolt. The
    Bolt is cast for free at Bob (3 damage), the Mountain and the Axe go to the bottom; then
    the Blast kills the Giant. No land of Alice's taps for the Bolt."""
    t = Table(ruleset)
    giant = _cast_blast(t, "Grizzly Bears", "Lightning Bolt", "Lava Axe", "Mountain")
    decision = t.game.decision()
    assert decision is not None and decision.kind == "cascade"
    (at_bob,) = [
        o for o in decision.options if isinstance(o, Choose) and _casts_at(o.answer, t.bob)
    ]
    events = t.game.apply(at_bob)
    exiled = [e for e in events if isinstance(e, ZoneChanged) and e.rule == _rule(t)]
    assert [e.destination for e in exiled[-2:]] == [Zone.LIBRARY, Zone.LIBRARY]
    assert sorted(_library(t)[:2]) == ["Lava Axe", "Mountain"]
    assert _library(t)[2:] == ["Grizzly Bears"]
    while t.game.state.stack:
        t.resolve()
    assert t.game.life(t.bob) == 17
    assert not t.game.is_on_battlefield(giant)


def test_cr702_85a_not_cast_the_card_goes_to_the_bottom_too(ruleset: str) -> None:
    """Alice doesn't cast the Bolt: it goes to the bottom with the Mountain; Bob's life is
    unchanged."""
    t = Table(ruleset)
    _cast_blast(t, "Grizzly Bears", "Lightning Bolt", "Mountain")
    t.game.apply(Choose(DONT_CAST))
    assert sorted(_library(t)[:2]) == ["Lightning Bolt", "Mountain"]
    assert _library(t)[2:] == ["Grizzly Bears"]
    while t.game.state.stack:
        t.resolve()
    assert t.game.life(t.bob) == 20


def test_cr702_85a_no_lesser_card_every_card_returns(ruleset: str) -> None:
    """Only lands and a Lava Axe: nothing is cast, the three cards are back in the library."""
    t = Table(ruleset)
    _cast_blast(t, "Forest", "Lava Axe", "Mountain")
    assert sorted(_library(t)) == ["Forest", "Lava Axe", "Mountain"]
    assert len(t.game.state.stack) == 1


def test_cr702_85a_cascade_is_no_way_to_cast_from_the_hand(ruleset: str) -> None:
    """Casting Lightning Bolt from the hand "with cascade" is refused, the game unchanged."""
    t = Table(ruleset)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(RulesError) as error:
        t.game.apply(CastSpell(bolt, (t.bob,), "cascade"))
    assert error.value.rule == _rule(t)
    assert t.game.state == before
